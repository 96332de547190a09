import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '@site/src/features/code-blocks/prismThemes';

type RGB = [number, number, number];

function parse(colour: string): RGB {
  const hex = colour.match(/^#([0-9a-f]{6})$/i);
  if (hex) return hex[1].match(/../g)!.map((x) => parseInt(x, 16)) as RGB;
  const rgb = colour.match(/^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/);
  if (rgb) return rgb.slice(1).map(Number) as RGB;
  throw new Error(`unparsed colour ${colour}`);
}

function luminance([r, g, b]: RGB): number {
  const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

function contrast(a: RGB, b: RGB): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The highlighted-line colour each mode declares in custom.css, e.g. rgb(26 95 180 / 12%). */
function highlight(mode: 'light' | 'dark'): {rgb: RGB; alpha: number} {
  const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const block = mode === 'light' ? css.slice(css.indexOf(':root'), css.indexOf('}')) : css.slice(css.indexOf("[data-theme='dark']"));
  const m = block.match(/--docusaurus-highlighted-code-line-bg:\s*rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/);
  if (!m) throw new Error(`no highlighted-line colour for ${mode} in custom.css`);
  return {rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: Number(m[4]) / 100};
}

function over(top: {rgb: RGB; alpha: number}, base: RGB): RGB {
  return top.rgb.map((v, i) => v * top.alpha + base[i] * (1 - top.alpha)) as RGB;
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as ['light' | 'dark', PrismTheme][])('%s code theme', (mode, theme) => {
  const background = parse(theme.plain.backgroundColor!);
  const highlighted = over(highlight(mode), background);

  it('gives every token colour 4.5:1 contrast on the block and on a highlighted line', () => {
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c))];
    const low = colours.flatMap((c) => {
      const ratios = [contrast(parse(c), background), contrast(parse(c), highlighted)];
      return Math.min(...ratios) < 4.5 ? [`${c}: ${ratios.map((r) => r.toFixed(2)).join(' / ')}`] : [];
    });
    expect(low).toEqual([]);
  });
});
