import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {encodeIndex} from '@site/src/features/search/engine/indexFile';
import {ALGOLIA_SETTINGS, readBuiltRecords, searchPush, type PushClient} from '@site/src/features/search/push';
import {record} from './fixtures';

function buildDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-push-'));
  fs.mkdirSync(path.join(dir, 'search-index'));
  const records = [
    record({url: 'https://docs.luxai.com/docs/a', type: 'lvl1', synonyms: ['quiz']}),
    record({
      url: 'https://docs.luxai.com/docs/a#b',
      content: 'Some text.',
      hierarchy: {lvl0: 'Python tutorials', lvl1: 'A', lvl2: 'B', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    }),
  ];
  fs.writeFileSync(
    path.join(dir, 'search-index/current.x.json'),
    JSON.stringify(encodeIndex(records, {tag: 'docs-default-current', language: 'en', version: 'current'})),
  );
  fs.writeFileSync(
    path.join(dir, 'search-index/manifest.json'),
    JSON.stringify({format: 1, language: 'en', files: {'docs-default-current': 'search-index/current.x.json'}}),
  );
  return dir;
}

describe('search:push', () => {
  it('prints what a push would send and sends nothing in a dry run', async () => {
    const lines: string[] = [];
    let created = false;
    await searchPush({
      outDir: buildDir(),
      dryRun: true,
      env: {ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'qt'},
      log: (l) => lines.push(l),
      createClient: async () => {
        created = true;
        throw new Error('no network in a dry run');
      },
    });
    expect(created).toBe(false);
    const out = lines.join('\n');
    expect(out).toContain('Dry run: nothing is sent.');
    expect(out).toContain('Algolia app APP, index "qt"');
    expect(out).toContain('"attributeForDistinct": "url"');
    expect(out).toContain('2 records in 1 batches of at most 1000');
    expect(out).toContain('docs-default-current: 2 records from 1 pages');
    expect(out).toContain('"url":"https://docs.luxai.com/docs/a"');
  });

  it('sets the DocSearch settings, then replaces every record, with the admin key', async () => {
    const calls: unknown[][] = [];
    const client: PushClient = {
      setSettings: async (args) => (calls.push(['setSettings', args]), {taskID: 7}),
      waitForTask: async (args) => calls.push(['waitForTask', args]),
      replaceAllObjects: async (args) => calls.push(['replaceAllObjects', args.indexName, args.objects.length, args.batchSize]),
    };
    const keys: string[] = [];
    await searchPush({
      outDir: buildDir(),
      dryRun: false,
      env: {ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'admin'},
      log: () => undefined,
      createClient: async (appId, key) => (keys.push(appId, key), client),
    });
    expect(keys).toEqual(['APP', 'admin']);
    expect(calls).toEqual([
      ['setSettings', {indexName: 'luxai', indexSettings: ALGOLIA_SETTINGS}],
      ['waitForTask', {indexName: 'luxai', taskID: 7}],
      ['replaceAllObjects', 'luxai', 2, 1000],
    ]);
  });

  it("sends no page synonyms: they serve the offline ranking, the hosted index keeps DocSearch's attributes", async () => {
    const records = await readBuiltRecords(buildDir());
    expect(records[0].url).toBe('https://docs.luxai.com/docs/a');
    expect(records.some((r) => 'synonyms' in r)).toBe(false);
  });

  it('explains what is missing', async () => {
    await expect(searchPush({outDir: buildDir(), dryRun: false, env: {ALGOLIA_APP_ID: 'APP'}})).rejects.toThrow(/ALGOLIA_ADMIN_API_KEY/);
    await expect(searchPush({outDir: path.join(os.tmpdir(), 'no-such-build'), dryRun: true})).rejects.toThrow(/run `npm run build` first/);
  });
});
