/**
 * Runs one program in a loaded Pyodide: the rospy layer's files into its file system, the program as
 * `python3 <file> <args>` runs it (../py/qtdocs_main.py), the host's promises under every blocking call. The worker
 * (./index.ts) and the unit tests (in Node, with the npm package's Pyodide) call it.
 */
import type {Host} from './host';
import type {PageToWorker} from '../protocol';

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
const LAYER = `${HOME}/.qtdocs`;

type RunMessage = Pick<Extract<PageToWorker, {kind: 'run'}>, 'layer' | 'file' | 'code' | 'args' | 'stdin'>;

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
  for (const [file, text] of Object.entries(message.layer.files)) {
    const full = `${LAYER}/${file}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, text);
  }
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
