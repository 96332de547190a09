/**
 * Python in the page, in Node: the npm package's Pyodide, the rospy layer (src/features/virtual-robot/python) and the
 * virtual QTrobot's rosbridge, with real timers. The browser's worker runs the same `runProgram` with the same host.
 */
import path from 'node:path';
import {VirtualRosbridge} from '@site/src/features/virtual-robot/engine/bridge';
import {VirtualQTrobot} from '@site/src/features/virtual-robot/engine/robot';
import {defaultScenario} from '@site/src/features/virtual-robot/engine/scenario';
import {pythonRunnerData} from '@site/src/features/virtual-robot/python/plugin';
import {createHost} from '@site/src/features/virtual-robot/python/worker/host';
import {prepare, runProgram, settle, type LoadPyodide, type Pyodide} from '@site/src/features/virtual-robot/python/worker/runProgram';

export type PythonResult = {code: number; output: string; robotLog: string[]; host: ReturnType<typeof createHost>};

let data: ReturnType<typeof pythonRunnerData> | undefined;

/** An interpreter prepared as the worker prepares its own, to run several programs one after another. */
export async function loadPython(): Promise<Pyodide> {
  data ??= pythonRunnerData();
  const {loadPyodide} = (await import(path.resolve('node_modules/pyodide/pyodide.mjs'))) as {loadPyodide: LoadPyodide};
  const pyodide = await loadPyodide({});
  prepare(pyodide, data.layer);
  return pyodide;
}

/** After a run on `loadPython`'s interpreter, as the worker settles it: whether it is fit for the next program. */
export const settleAfter = (pyodide: Pyodide, result: PythonResult, ms = 1000) => settle(pyodide, result.host, ms);

/**
 * Runs `code` as `file` with a fresh robot, in `pyodide` or else a fresh interpreter; `during` may act on the run
 * (stop it, type a line).
 */
export async function runPython(
  file: string,
  code: string,
  {
    args = [],
    stdin,
    during,
    pyodide,
  }: {args?: string[]; stdin?: string[]; during?: (run: {host: ReturnType<typeof createHost>; output: () => string}) => void; pyodide?: Pyodide} = {},
): Promise<PythonResult> {
  data ??= pythonRunnerData();
  pyodide ??= await loadPython();
  const robot = new VirtualQTrobot({scenario: defaultScenario});
  const bridge = new VirtualRosbridge(robot);
  let output = '';
  const session = bridge.open((json) => host.receive(json));
  const host = createHost({
    send: (json) => session.receive(json),
    wantsInput: () => undefined,
    error: (text) => (output += `${text}\n`),
  });
  during?.({host, output: () => output});
  const exit = await runProgram({
    pyodide,
    host,
    message: {layer: data.layer, file, code, args, stdin},
    onStarted: () => undefined,
    onOutput: (_stream, text) => (output += `${text}\n`),
  });
  session.close();
  return {code: exit, output, robotLog: robot.log.map((e) => e.text), host};
}
