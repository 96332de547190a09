import {useState, type ReactNode} from 'react';
import TestPage from './_TestPage';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

/** The test's programs (./_PythonSandboxRunner.tsx holds them). */
const PROGRAMS = ['probe.py', 'busy.py'];

// The runner's chunk, loaded on the click as the docs' Run buttons load it.
const Runner = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-python-sandbox" */ './_PythonSandboxRunner'),
  loading: Loading,
});

/**
 * A page for the end-to-end tests only: runs programs written for the test, not the docs' own, through the docs'
 * Python runner: one probes what the worker hides from programs (the origin's storage), one never waits (Stop must
 * end its worker).
 */
export default function PythonSandboxTestPage(): ReactNode {
  const [program, setProgram] = useState<string>();
  return (
    <TestPage title="Python sandbox test">
      {PROGRAMS.map((name) => (
        <button key={name} type="button" className="button button--secondary margin-right--sm" onClick={() => setProgram(name)}>
          Load {name}
        </button>
      ))}
      {program ? <Runner key={program} program={program} /> : null}
    </TestPage>
  );
}
