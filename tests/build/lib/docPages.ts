import fs from 'node:fs';
import path from 'node:path';
import {loadDocs, type DocFile} from '../../content/lib/docs';
import {BUILD, routeFile} from './site';

export const SITE_URL = 'https://docs.luxai.com';

export type DocPage = DocFile & {route: string; html: string; markdown: string};

/** Every doc of both versions with its route and its built files (the page and its Markdown copy). */
export function docPages(): DocPage[] {
  return loadDocs().map((doc) => {
    const route = doc.version === 'V2' ? `/docs/${doc.id}` : `/docs/v1/${doc.id}`;
    const html = routeFile(route);
    if (!html) throw new Error(`${doc.file}: no built page at ${route}`);
    return {...doc, route, html, markdown: path.join(BUILD, `${route}.md`)};
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error(`${file} is not a PNG`);
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}
