import type {IndexFile, IndexManifest} from './types';
import {SearchIndexError} from './errors';

export type FetchOptions = {
  /** Time allowed for one file, from request to parsed JSON. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

export const DEFAULT_TIMEOUT_MS = 5000;

/** Fetches and parses one JSON file, turning every way it can fail into a SearchIndexError. */
export async function fetchJson(url: string, {timeoutMs, fetch: fetchImpl = fetch}: FetchOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let status = 0;
  try {
    const response = await fetchImpl(url, {signal: controller.signal, credentials: 'same-origin'});
    status = response.status;
    if (!response.ok) {
      throw new SearchIndexError(
        `The search index could not be loaded: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} for ${url}`,
        {status, url},
      );
    }
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new SearchIndexError(`The search index at ${url} is not valid JSON`, {status, url, cause});
    }
  } catch (error) {
    if (error instanceof SearchIndexError) throw error;
    if (controller.signal.aborted) {
      throw new SearchIndexError(`The search index did not arrive within ${timeoutMs} ms: ${url}`, {status, url, cause: error});
    }
    throw new SearchIndexError(`The search index could not be loaded (network error) from ${url}`, {status, url, cause: error});
  } finally {
    clearTimeout(timer);
  }
}

export function checkManifest(data: unknown, url: string): IndexManifest {
  const manifest = data as IndexManifest;
  if (!manifest || manifest.format !== 1 || typeof manifest.files !== 'object' || manifest.files === null) {
    throw new SearchIndexError(`The search manifest at ${url} has an unknown format`, {status: 200, url});
  }
  return manifest;
}

export function checkIndexFile(data: unknown, url: string): IndexFile {
  const file = data as IndexFile;
  if (!file || file.format !== 1 || !Array.isArray(file.records) || !Array.isArray(file.sections) || !Array.isArray(file.pages)) {
    throw new SearchIndexError(`The search index at ${url} has an unknown format`, {status: 200, url});
  }
  return file;
}
