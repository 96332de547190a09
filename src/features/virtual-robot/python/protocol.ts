/**
 * The messages between the Python runner (./chunk, in the page) and its worker (./worker). A worker runs one program
 * at a time: the page sends `run` and relays rosbridge traffic both ways; after the program's `exit` it sends `reset`,
 * and a worker that answers `idle` is kept for the next run (./chunk/session.ts).
 */

/** What the Python layer needs besides the interpreter: its files and the message catalogue (./catalog.ts). */
export type PythonLayer = {
  /** The layer's Python files by path under the interpreter's import path (`rospy/__init__.py`). */
  files: Record<string, string>;
  catalogue: MessageCatalogue;
};

/** Every message and service type the virtual QTrobot knows, with its fields, as [name, type] pairs. */
export type MessageCatalogue = {
  /** Fields of each message type; null for a type known by name only (an image). */
  msg: Record<string, [string, string][] | null>;
  srv: Record<string, {req: [string, string][]; res: [string, string][]; constants: [string, string, number | string][]}>;
};

export type PageToWorker =
  | {
      kind: 'run';
      /** Where the interpreter's files are: the site's `assets/pyodide/<version>/`, absolute. */
      indexURL: string;
      /** The bytes the worker fetches for the interpreter (for the progress bar). */
      downloadBytes: number;
      layer: PythonLayer;
      /** The program's path as its page names it (`scripts/hello_qt.py`) and its text. */
      file: string;
      code: string;
      args: string[];
      /** Lines given on standard input before the program asks (the robot tests' `stdin`). */
      stdin?: string[];
    }
  | {kind: 'rosbridge'; data: string}
  | {kind: 'stdin'; line: string | null}
  | {kind: 'stop'}
  | {kind: 'reset'};

export type WorkerToPage =
  | {kind: 'progress'; phase: 'download' | 'start'; loaded: number; total: number}
  | {kind: 'started'}
  | {kind: 'out'; stream: 'stdout' | 'stderr'; text: string}
  | {kind: 'rosbridge'; data: string}
  | {kind: 'input'}
  | {kind: 'exit'; code: number}
  | {kind: 'idle'};
