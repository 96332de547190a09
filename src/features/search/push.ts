import fs from 'node:fs/promises';
import path from 'node:path';
import {MANIFEST_FILE} from './build';
import {expandIndex} from './engine/indexFile';
import type {IndexFile, IndexManifest, SearchRecord} from './engine/types';

/**
 * `npm run search:push`: uploads the records the last build wrote (the same records the offline
 * index serves) to the hosted Algolia index, with the index settings DocSearch's crawler would set
 * for a Docusaurus site. `--dry-run` prints what would be sent and sends nothing.
 */

/** DocSearch's index settings for Docusaurus, adapted to these records (no pageRank weight). */
export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
} as const;

export const BATCH_SIZE = 1000;

export async function readBuiltRecords(outDir: string): Promise<SearchRecord[]> {
  const manifestPath = path.join(outDir, MANIFEST_FILE);
  let manifest: IndexManifest;
  try {
    manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as IndexManifest;
  } catch {
    throw new Error(`No search index in ${outDir}: run \`npm run build\` first (expected ${manifestPath}).`);
  }
  const files = await Promise.all(
    Object.values(manifest.files).map(async (file) => JSON.parse(await fs.readFile(path.join(outDir, file), 'utf8')) as IndexFile),
  );
  // A page's synonyms serve the offline ranking only: the hosted index keeps DocSearch's
  // attributes and Algolia's own ranking (ALGOLIA_SETTINGS).
  return files.flatMap(expandIndex).map(({synonyms: _offlineOnly, ...record}) => record);
}

export type PushTarget = {appId?: string; adminKey?: string; indexName: string};

/** The part of the algoliasearch v5 client the push uses. */
export type PushClient = {
  setSettings(args: {indexName: string; indexSettings: object}): Promise<{taskID: number}>;
  waitForTask(args: {indexName: string; taskID: number}): Promise<unknown>;
  replaceAllObjects(args: {indexName: string; objects: Record<string, unknown>[]; batchSize: number}): Promise<unknown>;
};

export function describePush(records: readonly SearchRecord[], target: PushTarget): string {
  const byTag = new Map<string, SearchRecord[]>();
  for (const r of records) byTag.set(r.docusaurus_tag, [...(byTag.get(r.docusaurus_tag) ?? []), r]);
  const lines = [
    `Algolia app ${target.appId ?? '(ALGOLIA_APP_ID not set)'}, index "${target.indexName}"`,
    `1. setSettings(${target.indexName}):`,
    JSON.stringify(ALGOLIA_SETTINGS, null, 2),
    `2. replaceAllObjects(${target.indexName}): ${records.length} records in ${Math.ceil(records.length / BATCH_SIZE)} batches of at most ${BATCH_SIZE}, through a temporary index swapped in at the end`,
    ...[...byTag].map(([tag, list]) => `   ${tag}: ${list.length} records from ${new Set(list.map((r) => r.url_without_anchor)).size} pages`),
    'First record of each docs version and of the pages:',
    ...[...byTag.values()].map((list) => JSON.stringify(list[0])),
  ];
  return lines.join('\n');
}

export async function pushRecords(records: readonly SearchRecord[], target: PushTarget, client: PushClient, log: (line: string) => void): Promise<void> {
  const {taskID} = await client.setSettings({indexName: target.indexName, indexSettings: ALGOLIA_SETTINGS});
  await client.waitForTask({indexName: target.indexName, taskID});
  log(`Settings applied to "${target.indexName}".`);
  await client.replaceAllObjects({indexName: target.indexName, objects: records as unknown as Record<string, unknown>[], batchSize: BATCH_SIZE});
  log(`Replaced the records of "${target.indexName}" with ${records.length} records.`);
}

export type PushOptions = {
  outDir: string;
  dryRun: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  createClient?: (appId: string, adminKey: string) => Promise<PushClient>;
};

export async function searchPush({outDir, dryRun, env = process.env, log = console.log, createClient}: PushOptions): Promise<void> {
  const target: PushTarget = {
    appId: env.ALGOLIA_APP_ID?.trim() || undefined,
    adminKey: env.ALGOLIA_ADMIN_API_KEY?.trim() || undefined,
    indexName: env.ALGOLIA_INDEX_NAME?.trim() || 'luxai',
  };
  const records = await readBuiltRecords(outDir);
  if (dryRun) {
    log(`Dry run: nothing is sent.\n${describePush(records, target)}`);
    return;
  }
  if (!target.appId || !target.adminKey) {
    throw new Error(
      'Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (a key with addObject, deleteIndex and editSettings rights) to push; add --dry-run to see what would be sent.',
    );
  }
  const client = await (createClient ?? defaultClient)(target.appId, target.adminKey);
  await pushRecords(records, target, client, log);
}

async function defaultClient(appId: string, adminKey: string): Promise<PushClient> {
  const {algoliasearch} = await import('algoliasearch');
  return algoliasearch(appId, adminKey) as unknown as PushClient;
}
