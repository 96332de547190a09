import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the library comparison (a measurement that prints figures, not a test suite) with TypeScript sources. */
export default defineConfig({
  root: site,
  resolve: {alias: [{find: /^@site\/(.*)$/, replacement: `${site}/$1`}]},
  test: {include: ['bench/search/*.measure.ts'], environment: 'node', testTimeout: 600_000, reporters: ['dot']},
});
