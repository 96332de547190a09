// Builds the site when the production build is missing or older than its sources, and keeps
// the build log in build/.build-log.txt so the build tests can assert it has no warnings.
// `--out-dir build-subpath --base-url /qtdocs/` makes the sub-path build the e2e tests serve.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({options: {'out-dir': {type: 'string', default: 'build'}, 'base-url': {type: 'string'}}});
const root = path.resolve(import.meta.dirname, '../..');
const stamp = path.join(root, args['out-dir'], '.build-log.txt');
const sources = ['docs', 'versioned_docs', 'versioned_sidebars', 'src', 'static', 'config', 'docusaurus.config.ts', 'sidebars.ts', 'versions.json', 'package-lock.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (process.env.FORCE_BUILD || built < changed) {
  console.log(`Building the site into ${args['out-dir']} (sources changed since the last build)…`);
  const started = Date.now();
  const env = {...process.env, FORCE_COLOR: '0', ...(args['base-url'] ? {BASE_URL: args['base-url']} : {})};
  const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', args['out-dir']], {cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024});
  const log = `${r.stdout}\n${r.stderr}`;
  process.stdout.write(log.split('\n').filter((l) => /warn|error|success|Generated/i.test(l)).join('\n') + '\n');
  if (r.status !== 0) {
    console.error(log);
    process.exit(r.status ?? 1);
  }
  fs.writeFileSync(stamp, log);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`Build in ${args['out-dir']} is up to date.`);
}
