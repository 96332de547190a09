import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {transformWithOxc} from 'vite';
import {defineConfig} from 'vitest/config';
import yaml from 'js-yaml';

const site = path.dirname(fileURLToPath(import.meta.url));

/**
 * Three suites with different environments: components in jsdom, content and build checks
 * in node (they read MDX sources and the production build from disk).
 */
export default defineConfig({
  // tsconfig.json (from @docusaurus/tsconfig) preserves JSX for Docusaurus' own bundler; tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  plugins: [
    {
      // The simulated robot's scenario files as JSON, as the site's build converts default.yaml for the virtual
      // robot (src/features/virtual-robot/plugin.ts; tests/unit/robotModelSchema.test.ts checks it against its schema).
      name: 'robot-scenario-yaml',
      transform(code, id) {
        return /[\\/]tools[\\/]robot[\\/]sim[\\/]scenarios[\\/][^\\/]+\.yaml$/.test(id) ? `export default ${JSON.stringify(yaml.load(code))};` : undefined;
      },
    },
    {
      // Docusaurus ships theme files as .js that contain JSX (the unit tests import some as patched by
      // patches/); compile those as JSX for the tests.
      name: 'docusaurus-jsx-in-js',
      enforce: 'pre',
      async transform(code, id) {
        if (!/@docusaurus\/[^/]+\/lib\/.*\.js$/.test(id)) return undefined;
        return transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
      },
    },
  ],
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: `${site}/$1`},
      {find: /^@theme\/(.*)$/, replacement: `${site}/tests/unit/mocks/theme/$1`},
      {
        find: /^@docusaurus\/(Link|useIsBrowser|BrowserOnly|useDocusaurusContext|useBaseUrl|Head|Translate|router|ExecutionEnvironment|useIsomorphicLayoutEffect|constants)$/,
        replacement: `${site}/tests/unit/mocks/docusaurus/$1`,
      },
    ],
  },
  test: {
    // One worker per core: Vitest's default leaves one core free (a single worker on this 2-core
    // machine); two took the unit suite from 110 s to 66 s, content from 30 s to 19 s, build from 52 s to 40 s.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Some tests import the whole site config afresh; on a busy 2-core machine that exceeds 5 s.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          server: {deps: {inline: [/@docusaurus\/core\/lib\/client\/theme-fallback/]}},
        },
      },
      {
        extends: true,
        test: {name: 'content', environment: 'node', include: ['tests/content/**/*.test.ts'], testTimeout: 60_000},
      },
      {
        extends: true,
        test: {name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'], testTimeout: 120_000},
      },
      {
        extends: true,
        // Python in the page, in Chromium, against the virtual QTrobot (tests/python-page/parity.test.ts).
        test: {name: 'python', environment: 'node', include: ['tests/python-page/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 60_000},
      },
    ],
  },
});
