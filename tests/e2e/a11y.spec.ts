import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {batches, builtRoutes} from './lib/builtRoutes';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

const routes = builtRoutes();

type Finding = {route: string; mode: Mode; rule: string; impact: string; targets: string[]; summary: string};

/** Runs axe once on the current page and returns its violations, one line per failing node. */
async function axeFindings(page: Page, route: string, mode: Mode): Promise<Finding[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => ({
      route,
      mode,
      rule: v.id,
      impact: v.impact ?? '',
      targets: node.target.map(String),
      summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240),
    })),
  );
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.rule} [${f.impact}] ${f.mode} ${f.route} ${f.targets.join(' ')}: ${f.summary}`).join('\n');
}

async function checkRoutes(page: Page, list: string[], mode: Mode): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of list) {
    await visit(page, route);
    await expect(page.locator('html'), route).toHaveAttribute('data-theme', mode);
    findings.push(...(await axeFindings(page, route, mode)));
  }
  return findings;
}

test('the route list covers both docs versions and every top-level page', () => {
  expect(routes.length).toBeGreaterThan(100);
  for (const route of ['/', '/demos', '/support', '/markdown-page', '/docs/intro_code', '/docs/v1/intro_code', '/docs/tags', '/docs/v1/tags']) {
    expect(routes, route).toContain(route);
  }
});

for (const mode of MODES) {
  test.describe(`axe (WCAG 2.2 AA), ${mode} mode`, () => {
    // The site follows the system colour scheme when the reader has not chosen one.
    test.use({colorScheme: mode});

    // A few large batches: each test reuses one page for its routes, and the report stays short.
    const groups = batches(routes, 8);
    groups.forEach((group, i) => {
      test(`batch ${i + 1} of ${groups.length} (${group.length} pages) has no violations`, async ({page}) => {
        test.setTimeout(group.length * 20_000);
        const findings = await checkRoutes(page, group, mode);
        expect(findings, report(findings)).toEqual([]);
      });
    });

    test.describe('the not-found page', () => {
      test.use({allowErrors: /status of 404/});
      test('has no violations', async ({page}) => {
        const response = await page.goto('/docs/no-such-page');
        expect(response?.status()).toBe(404);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const findings = await axeFindings(page, '/docs/no-such-page', mode);
        expect(findings, report(findings)).toEqual([]);
      });
    });
  });
}

test.describe('the axe check itself', () => {
  test.use({colorScheme: 'dark'});

  test('catches a contrast failure in dark mode, so a silent pass means a clean page', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'axe-probe';
      p.textContent = 'Dark grey text on the dark page background';
      p.style.color = '#333';
      document.querySelector('.markdown')!.append(p);
    });
    const findings = await axeFindings(page, '/docs/intro_code', 'dark');
    expect(findings.map((f) => `${f.rule} ${f.targets.join(' ')}`)).toContain('color-contrast #axe-probe');
  });
});
