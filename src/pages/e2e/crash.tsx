import {useState, type ReactNode} from 'react';
import TestPage from './_TestPage';

declare global {
  interface Window {
    /** Set by the e2e test to end the simulated fault before it clicks "Try again". */
    qtCrashTestFixed?: boolean;
  }
}

function Bomb({armed}: {armed: boolean}): ReactNode {
  // The fault lasts until the test fixes it: React retries a failed render once by itself, so a
  // throw-once component would never reach the crash screen.
  if (armed && !window.qtCrashTestFixed) {
    // With a cause, so the test sees the crash screen show the whole error chain.
    throw new Error('Deliberate crash for the e2e test of the crash screen', {
      cause: new Error('Simulated cause: the robot did not answer'),
    });
  }
  return <p>The page rendered normally.</p>;
}

/**
 * A page for the end-to-end tests only: the button makes the next render throw once, so the test
 * can check Docusaurus' crash screen ("This page crashed." / "Try again") and its recovery. The
 * crash is triggered by a click, after hydration, because React silently retries errors thrown
 * while it is still hydrating.
 */
export default function CrashTestPage(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <TestPage title="Crash test">
      <button type="button" className="button button--secondary" onClick={() => setArmed(true)}>
        Crash this page
      </button>
      <Bomb armed={armed} />
    </TestPage>
  );
}
