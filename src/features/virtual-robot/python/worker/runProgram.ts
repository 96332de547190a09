/**
 * Runs programs in a loaded Pyodide, one after another: the rospy layer's files into its file system, the program as
 * `python3 <file> <args>` runs it (../py/qtdocs_main.py), the host's promises under every blocking call. The worker
 * (./index.ts) and the unit tests (in Node, with the npm package's Pyodide) call it.
 */
import type {Host} from './host';
import type {PageToWorker, PythonLayer} from '../protocol';

export type Pyodide = {
  FS: {mkdirTree(path: string): void; writeFile(path: string, data: string): void};
  setStdout(options: {batched(text: string): void}): void;
  setStderr(options: {batched(text: string): void}): void;
  registerJsModule(name: string, module: object): void;
  runPython(code: string, options?: {globals?: unknown}): unknown;
  pyimport(name: string): {main: {callPromising(...args: unknown[]): Promise<number>}};
  toPy(value: unknown): unknown;
};

export type LoadPyodide = (options: {indexURL?: string}) => Promise<Pyodide>;

const HOME = '/home/pyodide';
/** Where the layer's files are; ../py/qtdocs_reset.py keeps this folder when it empties the home directory. */
const LAYER = `${HOME}/.qtdocs`;

/** Writes the layer's Python files into the interpreter's file system. */
function writeLayer(pyodide: Pyodide, layer: PythonLayer): void {
  for (const [file, text] of Object.entries(layer.files)) {
    const full = `${LAYER}/${file}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, text);
  }
}

type RunMessage = Pick<Extract<PageToWorker, {kind: 'run'}>, 'layer' | 'file' | 'code' | 'args' | 'stdin'>;

/** Installs the layer in a Pyodide just loaded, and notes the interpreter's state for `settle` (../py/qtdocs_reset.py). */
export function prepare(pyodide: Pyodide, layer: PythonLayer): void {
  writeLayer(pyodide, layer);
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(LAYER)})\nimport qtdocs_reset`);
}

/**
 * After a program: stops what it left waiting (its threads, its rosbridge reader), waits up to `ms` for those stacks
 * to end, and puts the interpreter back as `prepare` found it. False when a stack did not end (a thread busy in a
 * loop): the interpreter is then not fit for another program.
 */
export async function settle(pyodide: Pyodide, host: Host, ms: number): Promise<boolean> {
  host.request_stop();
  for (const end = Date.now() + ms; host.live() > 0;) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  pyodide.runPython('import qtdocs_reset\nqtdocs_reset.reset()');
  return true;
}

/** The program's exit status. */
export async function runProgram({
  pyodide,
  host,
  message,
  onStarted,
  onOutput,
}: {
  pyodide: Pyodide;
  host: Host;
  message: RunMessage;
  onStarted(): void;
  onOutput(stream: 'stdout' | 'stderr', text: string): void;
}): Promise<number> {
  pyodide.setStdout({batched: (text) => onOutput('stdout', text)});
  pyodide.setStderr({batched: (text) => onOutput('stderr', text)});
  pyodide.registerJsModule('qtdocs_host', host);
  writeLayer(pyodide, message.layer);
  const programPath = `${HOME}/${message.file.replace(/^~\//, '').replace(/^\/+/, '')}`;
  pyodide.FS.mkdirTree(programPath.slice(0, programPath.lastIndexOf('/')));
  pyodide.FS.writeFile(programPath, message.code);
  // Lines given ahead (the robot tests' stdin) end with the end of input, as a pipe does.
  if (message.stdin) {
    for (const line of message.stdin) host.input(line);
    host.input(null);
  }
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(LAYER)})`);
  const {main} = pyodide.pyimport('qtdocs_main');
  onStarted();
  return main.callPromising(programPath, pyodide.toPy(message.args), pyodide.toPy(message.layer.catalogue));
}
