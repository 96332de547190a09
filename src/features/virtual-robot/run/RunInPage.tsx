/**
 * "Run in the page" for a program of the docs, e.g. `<RunInPage page="api_js" program="hello_qtrobot.html" />` after
 * the program's last block. The first visit gets this button only (its bytes: tests/build/budget.test.ts): the
 * runner (./chunk: the frame, the relay to the virtual QTrobot, the console, roslib's text) loads on the click and
 * runs the program at once. A wrong `page` or `program` is reported by the runner, and tests/content/runInPage.test.ts
 * fails on it first; the stub carries no check of its own, as every byte of it is on the first visit.
 */
import {useState, type ReactNode} from 'react';
import type {RunnerProps} from './types';

type Runner = (props: RunnerProps & {focusOnMount?: boolean}) => ReactNode;

let loadingJs: Promise<Runner> | undefined;
let loadingPython: Promise<Runner> | undefined;

/** A `.py` program runs in Python in a worker (../python/chunk), any other in a sandboxed frame (./chunk). */
function load(program: string): Promise<Runner> {
  if (/\.py$/.test(program.trim())) {
    loadingPython ??= import(/* webpackChunkName: "vrobot-python" */ '../python/chunk').then((m) => m.PythonRunner);
    return loadingPython;
  }
  loadingJs ??= import(/* webpackChunkName: "vrobot-run" */ './chunk').then((m) => m.ProgramRunner);
  return loadingJs;
}

export default function RunInPage({page, program}: RunnerProps): ReactNode {
  const [Chunk, setChunk] = useState<{Runner: Runner} | false>();
  if (Chunk) return <Chunk.Runner page={page} program={program} focusOnMount />;
  return (
    <div className="qt-run-stub">
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        onClick={() => {
          // Offline before the chunk was ever loaded, or a new deployment: the next click tries again.
          load(program).then(
            (Runner) => setChunk({Runner}),
            () => {
              loadingJs = undefined;
              loadingPython = undefined;
              setChunk(false);
            },
          );
        }}
      >
        {`Run ${program
          .replace(/\s*\(.*\)$/, '')
          .split('/')
          .pop()} in the page`}
      </button>
      {Chunk === false ? <p role="alert">The runner did not load. Check your network and try again.</p> : null}
    </div>
  );
}
