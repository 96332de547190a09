import type {ReactNode} from 'react';
import bundled from '@site/src/features/virtual-robot/python/chunk/data';
import {PythonRunner} from '@site/src/features/virtual-robot/python/chunk';

const PAGE = 'e2e/python-sandbox';

/** What a program in the page must not reach, as its worker's globals; each line prints what the program sees. */
const PROBE = `import js
for name in ("indexedDB", "caches", "localStorage", "document", "cookieStore"):
    print(name, getattr(js, name, None))
# The control: what the worker does have is seen, so None above means hidden.
print("navigator", getattr(js, "navigator", None) is not None)
`;

/** A program that never returns to a wait: Stop cannot reach it, so its worker is ended. */
const BUSY = `n = 0
print("spinning")
while True:
    n += 1
`;

const SANDBOX_PROGRAMS: Record<string, string> = {'probe.py': PROBE, 'busy.py': BUSY};

/** The docs' Python runner with the site's layer and interpreter, and the test's programs in place of the docs'. */
export default function PythonSandboxRunner({program}: {program: string}): ReactNode {
  const programs = Object.fromEntries(Object.entries(SANDBOX_PROGRAMS).map(([title, code]) => [`${PAGE}#${title}`, {page: PAGE, title, code}]));
  return <PythonRunner page={PAGE} program={program} data={{...bundled, programs}} />;
}
