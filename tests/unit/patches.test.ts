import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * patches/ holds our changes to Docusaurus as diffs against the pinned packages; `postinstall`
 * applies them with patch-package. These checks run patch-package the way `npm ci` does, in a
 * scratch project holding a copy of one patched package, so an upstream file that no longer matches
 * a patch is shown to stop the install instead of leaving the change out silently.
 */
const site = process.cwd();
const bin = path.join(site, 'node_modules/patch-package/index.js');
const postinstall = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')).scripts.postinstall as string;

function scratchProject(): {dir: string; entry: string; run: (...args: string[]) => ReturnType<typeof spawnSync>} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtdocs-patches-'));
  const pkg = 'node_modules/@docusaurus/utils-common';
  fs.mkdirSync(path.join(dir, pkg, 'lib'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'patches'));
  fs.copyFileSync(path.join(site, pkg, 'package.json'), path.join(dir, pkg, 'package.json'));
  fs.copyFileSync(path.join(site, pkg, 'lib/index.js'), path.join(dir, pkg, 'lib/index.js'));
  fs.copyFileSync(path.join(site, 'patches/@docusaurus+utils-common+3.10.2.patch'), path.join(dir, 'patches/@docusaurus+utils-common+3.10.2.patch'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: 'scratch', private: true}));
  const args = postinstall.split(/\s+/).slice(1);
  const run = (...extra: string[]) => spawnSync(process.execPath, [bin, ...args, ...extra], {cwd: dir, encoding: 'utf8', env: {...process.env, CI: ''}});
  return {dir, entry: path.join(dir, pkg, 'lib/index.js'), run};
}

describe('patches/ applied by postinstall', () => {
  it('runs patch-package with --error-on-fail, so a failed patch fails the install everywhere, not only on CI', () => {
    expect(postinstall).toMatch(/^patch-package\b/);
    expect(postinstall).toContain('--error-on-fail');
  });

  it('every patch matches the installed package (each file is already patched)', () => {
    for (const name of fs.readdirSync(path.join(site, 'patches'))) {
      const files = [...fs.readFileSync(path.join(site, 'patches', name), 'utf8').matchAll(/^\+\+\+ b\/(.+)$/gm)].map((m) => m[1]!);
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) {
        expect(fs.readFileSync(path.join(site, file), 'utf8'), `${name}: ${file}`).toContain('QTDOCS');
      }
    }
  });

  it('applies to the upstream file, and exits non-zero when the upstream file has changed', () => {
    const {dir, entry, run} = scratchProject();
    try {
      // Back to the upstream file, then forward again: both succeed.
      expect(run('--reverse').status).toBe(0);
      expect(fs.readFileSync(entry, 'utf8')).toContain('require("tslib")');
      const applied = run();
      expect(applied.status, `${applied.stdout}${applied.stderr}`).toBe(0);
      expect(fs.readFileSync(entry, 'utf8')).not.toContain('require("tslib")');
      // An upgrade that changes the lines the patch touches: the install must stop.
      expect(run('--reverse').status).toBe(0);
      fs.writeFileSync(
        entry,
        fs.readFileSync(entry, 'utf8').replace('tslib_1.__importDefault(applyTrailingSlash_1)', 'tslib_1.__importDefault(applyTrailingSlash_1, 2)'),
      );
      const failed = run();
      expect(failed.status).not.toBe(0);
      expect(`${failed.stdout}${failed.stderr}`).toMatch(/Failed to apply patch for package @docusaurus\/utils-common/i);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
