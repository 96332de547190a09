import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import sidebars from '@site/sidebars';

const root = path.resolve(__dirname, '../..');
type DocsOptions = {lastVersion: string; versions: Record<string, {label: string; path: string; banner?: string}>};
const docsOptions = (config.presets![0] as [string, {docs: DocsOptions}])[1].docs;

describe('docs versions', () => {
  it('lists exactly one archived version, QTRD_v1', () => {
    expect(JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'))).toEqual(['QTRD_v1']);
  });

  it('serves V2 at /docs and V1 at /docs/v1 with the unmaintained banner', () => {
    expect(docsOptions.lastVersion).toBe('current');
    expect(docsOptions.versions.current).toEqual({label: 'QTrobot V2', path: ''});
    expect(docsOptions.versions.QTRD_v1).toEqual({label: 'QTrobot V1', path: 'v1', banner: 'unmaintained'});
  });

  it('gives V1 the same seven sidebar ids as V2', () => {
    const v1 = JSON.parse(fs.readFileSync(path.join(root, 'versioned_sidebars/version-QTRD_v1-sidebars.json'), 'utf8'));
    expect(Object.keys(v1).sort()).toEqual(Object.keys(sidebars).sort());
  });

  it('starts both versions at intro_code', () => {
    expect(fs.existsSync(path.join(root, 'docs/intro_code.mdx'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'versioned_docs/version-QTRD_v1/intro_code.mdx'))).toBe(true);
    const v1 = fs.readFileSync(path.join(root, 'versioned_sidebars/version-QTRD_v1-sidebars.json'), 'utf8');
    expect(JSON.parse(v1).codding_sidebard[0].items[0]).toBe('intro_code');
  });

  it('has no V1 page for the five V2-only docs', () => {
    for (const id of [
      'tutorials/AI/qt_ai_assistant',
      'tutorials/AI/qt_online_ai_assistant',
      'tutorials/AI/expressive_qt',
      'tutorials/python/python_ros_riva',
      'tutorials/python/python_ros_sync_robot_behaviors',
    ]) {
      expect(fs.existsSync(path.join(root, `versioned_docs/version-QTRD_v1/${id}.mdx`)), id).toBe(false);
    }
  });
});
