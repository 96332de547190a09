import {useState, type ReactNode} from 'react';
import TestPage from './_TestPage';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

// The same pair Docusaurus uses for every route's code (its ComponentCreator): a react-loadable
// component whose loading and failure states are rendered by @theme/Loading.
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-lazy-panel" */ './_LazyPanel'),
  loading: Loading,
});

/**
 * A page for the end-to-end tests only: the button renders a component whose code is a separate
 * chunk, so the test can block that chunk and check the page-load failure screen (the error and
 * "Retry") and its recovery once the chunk loads again.
 */
export default function LazyLoadTestPage(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <TestPage title="Lazy load test">
      <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
        Load the panel
      </button>
      {shown ? <LazyPanel /> : null}
    </TestPage>
  );
}
