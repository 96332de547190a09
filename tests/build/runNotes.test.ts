import {describe, expect, it} from 'vitest';
import {V1_REASON, v1PythonPrograms} from '@site/src/features/virtual-robot/python/programs';
import {loadHtml, routeFile} from './lib/site';

/**
 * The Python programs of the V1 pages: the virtual robot in the page is a V2, so each one says why it has no Run
 * button (src/features/virtual-robot/python/remark.ts), in the built HTML, where a reader without script sees it too.
 */
describe('Python programs of the V1 pages', () => {
  const programs = v1PythonPrograms();

  it('are found on the V1 pages', () => {
    expect(programs.length).toBeGreaterThan(20);
  });

  it('each say that they do not run in the page, and why, and no V1 page has a Run button', () => {
    const problems: string[] = [];
    for (const page of new Set(programs.map((p) => p.page))) {
      const file = routeFile(`/docs/v1/${page}`);
      if (!file) {
        problems.push(`${page}: no built page`);
        continue;
      }
      const $ = loadHtml(file);
      const notes = $('[role="note"]')
        .toArray()
        .map((n) => $(n).text().trim());
      for (const {title} of programs.filter((p) => p.page === page)) {
        const name = title.split('/').pop();
        if (!notes.includes(`${name} does not run in the page: ${V1_REASON}.`)) problems.push(`${page}: no note under ${name}`);
      }
      if ($('button').filter((_, b) => /^Run .* in the page$/.test($(b).text().trim())).length > 0) problems.push(`${page}: a Run button`);
    }
    expect(problems).toEqual([]);
  });
});
