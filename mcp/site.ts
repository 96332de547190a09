/**
 * Where the server reads the built site from: a build folder on disk, or a site over HTTP (the
 * deployed docs, or the copy a robot serves). Both answer the same question: the text of a file
 * at a path relative to the site root (base URL included in the root).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A failure the reader can act on: the tool returns its message instead of crashing. */
export class DocsError extends Error {
  override readonly name = 'DocsError';
}

export type Site = {
  /** How the site is named in messages: the folder or the URL. */
  readonly label: string;
  /** The root URL pages are cited with when the site itself is on the web; undefined for a folder. */
  readonly url?: string;
  /** The file's text, or undefined when the site has no such file. Throws DocsError when the site cannot be read at all. */
  read(relative: string): Promise<string | undefined>;
};

export const DEFAULT_TIMEOUT_MS = 5000;

export function folderSite(dir: string): Site {
  const root = path.resolve(dir);
  return {
    label: root,
    async read(relative) {
      const file = path.resolve(root, relative);
      if (file !== root && !file.startsWith(root + path.sep)) throw new DocsError(`The path ${relative} is outside the site folder.`);
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
          if (
            !(await fs.stat(root).then(
              (s) => s.isDirectory(),
              () => false,
            ))
          ) {
            throw new DocsError(
              `The site folder ${root} does not exist. Build the site first (npm run build) or pass --site with a build folder or a site URL.`,
            );
          }
          return undefined;
        }
        throw new DocsError(`Could not read ${file}: ${(error as Error).message}`);
      }
    },
  };
}

export function urlSite(siteUrl: string, timeoutMs = DEFAULT_TIMEOUT_MS): Site {
  let root: URL;
  try {
    root = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  } catch {
    throw new DocsError(`Not a URL: ${siteUrl}`);
  }
  if (root.protocol !== 'http:' && root.protocol !== 'https:') throw new DocsError(`Only http and https sites can be read (got ${root.protocol}).`);
  return {
    label: root.href,
    url: root.href,
    async read(relative) {
      const url = new URL(relative.replace(/^\/+/, ''), root).href;
      let response: Response;
      try {
        response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs), redirect: 'follow'});
      } catch (error) {
        const cause = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describeCause(error);
        throw new DocsError(`The site at ${root.href} does not answer (${cause}). Check the URL and that the site (or the robot serving it) is reachable.`);
      }
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new DocsError(`The site at ${root.href} answered HTTP ${response.status} for ${url}.`);
      return response.text();
    },
  };
}

function describeCause(error: unknown): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** `--site` as given: an http(s) URL, or else a folder. */
export function openSite(spec: string, timeoutMs?: number): Site {
  return /^https?:\/\//i.test(spec) ? urlSite(spec, timeoutMs) : folderSite(spec);
}
