/**
 * What "Run in the page" shares between its build-time plugin, the stub on the page and the runner chunk.
 */

/** A rosbridge v2 endpoint in the page: each JSON message from a client is handed to `receive`; `send` delivers the endpoint's JSON messages to that client. */
export type RosbridgeEndpoint = {connect(send: (json: string) => void): {receive(json: string): void; close(): void}};

/**
 * One program of the docs as the frame runs it: the page's HTML (for a lone JavaScript block, a generated
 * page that loads roslib, qtrobot.js and the block) and the text of each script it loads by file name.
 */
export type RunnableProgram = {
  /** The doc id of the page (`api_js`). */
  page: string;
  /** The title of the program's main block: its HTML file, or the JavaScript file run alone. */
  title: string;
  /** The HTML the frame shows, its `<script src>` tags as the docs wrote them. */
  html: string;
  /** The scripts of the program by file name (`app.js`: its blocks, continued ones appended). */
  files: Record<string, string>;
  /** False for a lone JavaScript block: its generated page shows nothing. */
  hasPage: boolean;
};

/** The frame's scripts: the same texts the build hashes into the site's script-src (config/csp.ts). */
export type RunnerData = {
  /** frame/bootstrap.js: console relay and the WebSocket stand-in, run before anything else. */
  bootstrap: string;
  /** roslib 1.4.1's build/roslib.min.js and the qtrobot.js stand-in, by the file names the programs load. */
  libraries: {roslib: string; qtrobot: string};
  /** By program key (`programKey`). */
  programs: Record<string, RunnableProgram>;
};

export const programKey = (page: string, title: string): string => `${page}#${title}`;

/** What the stub hands the chunk. */
export type RunnerProps = {page: string; program: string};
