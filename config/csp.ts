/**
 * The site's Content-Security-Policy, built from the inline scripts of the production build
 * (src/plugins/csp computes their hashes) and the optional services configured in config/env.ts.
 *
 * The default build loads everything from its own origin. Hosts serve the `header` form (it has
 * frame-ancestors, which browsers ignore in a <meta>); every page also carries the `meta` form,
 * so `npm run serve` and hosts that set no header are protected too.
 */
import {parseRobotHosts, robotCspSources, type RobotHost} from '../src/shared/robotHosts';

export type CspOptions = {
  /** `'sha256-…'` sources of every inline script in the build. */
  scriptHashes: string[];
  /**
   * `'sha256-…'` sources of the scripts a "Run in the page" frame runs (src/features/virtual-robot/run): the frame
   * is a sandboxed srcdoc document, which runs under the policy of the page that made it, so its scripts are inline
   * scripts of every page that may show it.
   */
  runnerScriptHashes?: string[];
  delivery: 'meta' | 'header';
  gtm?: boolean;
  algolia?: boolean;
  /** The rosbridge addresses "Try it" may connect to (config/env.ts, QTDOCS_ROBOT_HOSTS); the default list when left out. */
  robotHosts?: readonly RobotHost[];
};

const GTM_HOSTS = ['https://www.googletagmanager.com'];
const GA_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
/**
 * The reader's robot: "Try it" (src/features/robot) opens a WebSocket to the rosbridge address the reader
 * types, which the build cannot know. The policy allows WebSockets (ws:// and wss://, no http(s)) to
 * the addresses of the build's robot list only: by default the addresses a QTrobot answers on, on
 * ports 9090 and 9091 (src/shared/robotHosts.ts); QTDOCS_ROBOT_HOSTS changes the list. The robot panel
 * reads the same list (src/features/robot/plugin.ts) and explains an address outside it before connecting.
 */
const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export function cspDirectives({
  scriptHashes,
  runnerScriptHashes = [],
  delivery,
  gtm = false,
  algolia = false,
  robotHosts = parseRobotHosts(undefined),
}: CspOptions): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline': Docusaurus' inline scripts (colour mode, announcement bar, storage
    // check) are allowed one by one by hash.
    // "Run in the page" adds the hashes of the exact scripts its sandboxed frame runs (roslib.min.js, the
    // qtrobot.js stand-in, its bootstrap and each program's files): nothing else can run in the frame, and the frame
    // needs no frame-src (an srcdoc document is not fetched) and no other source.
    // Python in the page (src/features/virtual-robot/python) runs Pyodide in a worker, which compiles WebAssembly:
    // 'wasm-unsafe-eval' allows that and nothing else (no eval, no new Function). A worker runs under the policy of
    // its own response, so only the header form needs it; the page itself compiles no WebAssembly.
    ['script-src', ["'self'", ...scriptHashes, ...runnerScriptHashes, ...(delivery === 'header' ? ["'wasm-unsafe-eval'"] : []), ...(gtm ? GTM_HOSTS : [])]],
    // Styles cannot run code. Style attributes (React `style` props, the announcement bar colours)
    // are inline by nature, and the search page inserts a <style> element at run time (found when
    // search and this policy were first combined), so inline styles are allowed; scripts stay
    // hash-locked.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    // Infima draws some icons as data: SVGs in CSS.
    ['img-src', ["'self'", 'data:', ...(gtm ? GA_HOSTS : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...robotCspSources(robotHosts), ...(algolia ? ALGOLIA_HOSTS : []), ...(gtm ? GA_HOSTS : [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    // No frame loads a URL: the runner frame of src/features/virtual-robot/run is an srcdoc document.
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(delivery === 'header' ? ([['frame-ancestors', ["'none'"]]] as [string, string[]][]) : []),
  ];
}

export function contentSecurityPolicy(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
