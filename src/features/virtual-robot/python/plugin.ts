import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Plugin} from '@docusaurus/types';
import {parseScenarioPart} from '../../../data/robot/schema';
import {messageCatalogue} from './catalog';
import {pythonPrograms} from './programs';
import {packageRoot, PYODIDE_FILES, pyodideVersion} from './pyodide';
import type {PythonRunnerData} from './types';

/** The chunk's placeholder for the generated data (./chunk/data.ts). */
export const DATA_MODULE = /[\\/]src[\\/]features[\\/]virtual-robot[\\/]python[\\/]chunk[\\/]data\.ts$/;
const PY_DIR = path.join(__dirname, 'py');
const SCENARIOS = path.resolve(__dirname, '../../../../tools/robot/sim/scenarios');

function pythonFiles(dir = PY_DIR, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) Object.assign(files, pythonFiles(path.join(dir, entry.name), `${rel}/`));
    else if (entry.name.endsWith('.py')) files[rel] = fs.readFileSync(path.join(dir, entry.name), 'utf8');
  }
  return files;
}

/** What the Python runner's chunk gets: the layer, the runnable programs, where the interpreter is. */
export function pythonRunnerData(): PythonRunnerData {
  const root = packageRoot();
  const programs: PythonRunnerData['programs'] = {};
  for (const p of pythonPrograms()) {
    if (!p.reason) programs[`${p.page}#${p.title}`] = {page: p.page, title: p.title, code: p.code};
  }
  // The page's own scenario, as `npm run test:robot` picks it (tools/robot/lib.mjs `scenarioFor`).
  const scenarios: PythonRunnerData['scenarios'] = {};
  for (const page of new Set(Object.values(programs).map((p) => p.page))) {
    const name = `${page.replace(/\//g, '__')}.yaml`;
    const file = path.join(SCENARIOS, name);
    if (fs.existsSync(file)) scenarios[page] = {name, part: parseScenarioPart(yaml.load(fs.readFileSync(file, 'utf8')), file)};
  }
  return {
    layer: {files: pythonFiles(), catalogue: messageCatalogue()},
    programs,
    scenarios,
    pyodide: {
      path: `assets/pyodide/${pyodideVersion()}/`,
      // What the worker fetches (the module script is imported, not fetched): the progress bar's total.
      downloadBytes: PYODIDE_FILES.filter((f) => !f.endsWith('.mjs')).reduce((sum, f) => sum + fs.statSync(path.join(root, f)).size, 0),
    },
  };
}

/**
 * Python in the page (README.md): writes the layer's Python files, the message catalogue and the runnable programs
 * as one module that replaces ./chunk/data.ts in the bundles (the Python runner's chunk only).
 */
export default function pythonRunnerPlugin(): Plugin {
  let dataFile: string | undefined;
  return {
    name: 'virtual-robot-python',
    async contentLoaded({actions}) {
      dataFile = await actions.createData('python-runner.js', `export default JSON.parse(${JSON.stringify(JSON.stringify(pythonRunnerData()))});\n`);
    },
    getPathsToWatch() {
      return [path.join(PY_DIR, '**', '*.py')];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (!dataFile) throw new Error('virtual-robot-python: the runner data was not written before bundling.');
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(DATA_MODULE, dataFile)],
      };
    },
  };
}
