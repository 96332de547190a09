// Builds the site when the production build is missing or older than its sources, and keeps
// the build log in <out-dir>/.build-log.txt so the build tests can assert it has no warnings.
// `--out-dir build-subpath --base-url /qtdocs/` makes the sub-path build the e2e tests serve.
// `--hosted` builds the hosted-search variant (fake Algolia ids, requests intercepted by the
// e2e tests in tests/e2e/hosted) into build-hosted/.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {'out-dir': {type: 'string'}, 'base-url': {type: 'string'}, hosted: {type: 'boolean', default: false}},
});
const outDir = args['out-dir'] ?? (args.hosted ? 'build-hosted' : 'build');
const root = path.resolve(import.meta.dirname, '../..');
const stamp = path.join(root, outDir, '.build-log.txt');
const buildEnv = {
  // Hosted search only in the hosted variant, whatever the caller's environment holds.
  ...(args.hosted
    ? {ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_SEARCH_API_KEY: 'testkey', ALGOLIA_INDEX_NAME: 'luxai'}
    : {ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: ''}),
  ...(args['base-url'] ? {BASE_URL: args['base-url']} : {}),
  // The test-only pages (src/pages/e2e) are built for the tests only, never by `npm run build`.
  E2E_PAGES: '1',
};
const sources = ['docs', 'versioned_docs', 'versioned_sidebars', 'src', 'static', 'config', 'i18n', 'tools/robot/sim/scenarios', 'docusaurus.config.ts', 'sidebars.ts', 'versions.json', 'package-lock.json', '.browserslistrc'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (process.env.FORCE_BUILD || built < changed) {
  console.log(`Building the site into ${outDir}/ (sources changed since the last build)…`);
  const started = Date.now();
  const env = {...process.env, ...buildEnv, FORCE_COLOR: '0'};
  const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024});
  const log = `${r.stdout}\n${r.stderr}`;
  process.stdout.write(log.split('\n').filter((l) => /warn|error|success|Generated/i.test(l)).join('\n') + '\n');
  if (r.status !== 0) {
    console.error(log);
    process.exit(r.status ?? 1);
  }
  fs.writeFileSync(stamp, log);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`Build in ${outDir}/ is up to date.`);
}
