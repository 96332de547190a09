/** What the Python runner's plugin (Node) hands its chunk (browser). */
import type {PythonLayer} from './protocol';

export type PythonSource = {page: string; title: string; code: string};

export type PythonRunnerData = {
  layer: PythonLayer;
  /** The programs that run in the page, by `<page>#<title>`. */
  programs: Record<string, PythonSource>;
  pyodide: {
    /** Under the site's base URL. */
    path: string;
    downloadBytes: number;
  };
};
