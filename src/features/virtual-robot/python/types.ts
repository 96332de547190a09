/** What the Python runner's plugin (Node) hands its chunk (browser). */
import type {ScenarioPart} from '../../../data/robotModel';
import type {PythonLayer} from './protocol';

export type PythonSource = {page: string; title: string; code: string};

export type PythonRunnerData = {
  layer: PythonLayer;
  /** The programs that run in the page, by `<page>#<title>`. */
  programs: Record<string, PythonSource>;
  /** The scenarios of the pages that have their own (tools/robot/sim/scenarios/<page>.yaml), by page. */
  scenarios: Record<string, {name: string; part: ScenarioPart}>;
  pyodide: {
    /** Under the site's base URL. */
    path: string;
    downloadBytes: number;
  };
};
