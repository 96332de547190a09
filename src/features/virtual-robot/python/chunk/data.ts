/**
 * Replaced in the bundles by the module ../plugin.ts generates (the Python layer, the programs, the interpreter's
 * path). Unit tests read the data from `pythonRunnerData()` instead.
 */
import type {PythonRunnerData} from '../types';

const data: PythonRunnerData = {layer: {files: {}, catalogue: {msg: {}, srv: {}}}, programs: {}, scenarios: {}, pyodide: {path: '', downloadBytes: 0}};
export default data;
