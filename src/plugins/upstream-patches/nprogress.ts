/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/nprogress.js, the client module that shows a
 * progress bar when a client navigation takes longer than 200 ms) and put in its place by this
 * plugin (index.ts). One change, marked CUSTOM; types added.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {loadOnce} from '../../utils/loadOnce';

type NProgress = {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};

/**
 * CUSTOM: NProgress is imported on the first client navigation instead of with the main bundle
 * (1.8 KiB gzip of script every first visit downloads and evaluates, for a bar that can only
 * appear after a click). It loads while the navigation's own chunks do; the bar still waits for
 * the same 200 ms, and is not started at all once the navigation has ended.
 */
let nprogress: NProgress | undefined;

export const loadProgressBar: () => Promise<NProgress> = loadOnce(
  () => import('nprogress').then((module) => ((module as {default?: NProgress}).default ?? module) as NProgress),
  (loaded) => {
    loaded.configure({showSpinner: false});
    nprogress = loaded;
  },
);

const delay = 200;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      let ended = false;
      const started = loadProgressBar().catch(() => undefined);
      const progressBarTimeout = window.setTimeout(() => {
        void started.then((bar) => {
          if (!ended) bar?.start();
        });
      }, delay);
      return () => {
        ended = true;
        window.clearTimeout(progressBarTimeout);
      };
    }
    return undefined;
  },
  onRouteDidUpdate() {
    nprogress?.done();
  },
};

export default clientModule;
