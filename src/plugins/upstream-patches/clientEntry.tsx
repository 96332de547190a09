/*
 * Ejected from @docusaurus/core 3.10.2 (lib/client/clientEntry.js), the client bundle's entry, and
 * put in its place by this plugin (index.ts). One change, marked CUSTOM; types added.
 */
import React, {startTransition, type ErrorInfo} from 'react';
import ReactDOM, {type Root} from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// Core's own client modules, by path: the entry imports them relatively upstream.
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

function Router({children}: {children: React.ReactNode}) {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * CUSTOM: lets the browser run other tasks (input, paint) between evaluating the main bundle and
 * running the route's modules and starting hydration. Upstream does both in one task: at
 * Lighthouse's 4x CPU slowdown a tutorial page's start-up was one 250-350 ms task in CPU profiles;
 * split, the main bundle's own task was about 145 ms and the route set-up ran in another. Total
 * Blocking Time counts only what each task spends over 50 ms.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // CUSTOM: yield first (see yieldToBrowser).
  yieldToBrowser()
    .then(() => preload(window.location.pathname))
    .then(() => {
      startTransition(renderApp);
    });
  // Upstream's hot-module self-accept for `docusaurus start`.
  const hot = (module as unknown as {hot?: {accept: () => void}}).hot;
  if (hot) hot.accept();
}
