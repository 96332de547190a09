/**
 * "Run in the page" for a program of the docs, e.g. `<RunInPage page="api_js" program="hello_qtrobot.html" />` after
 * the program's last block. The first visit gets this button only (its bytes: tests/build/budget.test.ts): the
 * runner (./chunk: the frame, the relay to the virtual QTrobot, the console, roslib's text) loads on the click and
 * runs the program at once. A wrong `page` or `program` is reported by the runner, and tests/content/runInPage.test.ts
 * fails on it first; the stub carries no check of its own, as every byte of it is on the first visit.
 */
import {useState, type ReactNode} from 'react';
import type {RunnerProps} from './types';

type Chunk = typeof import('./chunk');

let loading: Promise<Chunk> | undefined;

export default function RunInPage({page, program}: RunnerProps): ReactNode {
  const [chunk, setChunk] = useState<Chunk | false>();
  if (chunk) return <chunk.ProgramRunner page={page} program={program} focusOnMount />;
  return (
    <div className="qt-run-stub">
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        onClick={() => {
          loading ??= import(/* webpackChunkName: "vrobot-run" */ './chunk');
          // Offline before the chunk was ever loaded, or a new deployment: the next click tries again.
          loading.then(setChunk, () => {
            loading = undefined;
            setChunk(false);
          });
        }}
      >
        {`Run ${program
          .replace(/\s*\(.*\)$/, '')
          .split('/')
          .pop()} in the page`}
      </button>
      {chunk === false ? <p role="alert">The runner did not load. Check your network and try again.</p> : null}
    </div>
  );
}
