/*
 * Ejected from @docusaurus/core 3.10.2 (lib/client/clientEntry.js), the client bundle's entry, and
 * put in its place by this plugin (index.ts). Two changes, marked CUSTOM; types added.
 */
import React, {startTransition, type ComponentType, type ErrorInfo, type ReactNode} from 'react';
import type {Root} from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
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

/**
 * CUSTOM: the main bundle's modules are evaluated in steps, each in a task of its own. Upstream
 * imports them all statically, so evaluating the bundle (React DOM, the route table with a
 * loadable component per route, the client modules, the theme's layout and the app) was one
 * task: 224 ms at 4x CPU on a tutorial in a CPU profile, most of it compiling functions as they
 * first run. The imports below are `eager`: the modules stay in the main bundle (no request),
 * only their evaluation moves.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  const {hydrateRoot, createRoot} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await yieldToBrowser();
  // The site's client modules, then the theme's layout with everything it renders (navbar,
  // footer, search button): the largest parts of what the app imports.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await yieldToBrowser();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: App}, {default: preload}, {default: docusaurus}] =
    await Promise.all([
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      // Core's own client modules, by path: the entry imports them relatively upstream.
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    ]);

  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as ComponentType<{
    children: ReactNode;
  }>;
  const app: ReactNode = (
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
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // CUSTOM: yield before the route's modules run (see yieldToBrowser).
  await yieldToBrowser();
  await preload(window.location.pathname);
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  void start();
  // Upstream's hot-module self-accept for `docusaurus start`.
  const hot = (module as unknown as {hot?: {accept: () => void}}).hot;
  if (hot) hot.accept();
}
