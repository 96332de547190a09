/**
 * Runs in Chromium with Blockly and ../playground/blocks.ts loaded (./render.mjs): declares the
 * catalogue's blocks, loads one program at a time on a read-only workspace with Blockly's Classic look (geras renderer, Classic
 * theme), and returns the blocks as one self-contained SVG: the styles Blockly sets in its
 * stylesheet written onto each element, text left as text, on the workspace colour of LuxAI's docs.
 */
/* global Blockly, studioBlocks */
(() => {
  /** The workspace colour LuxAI's docs draw Studio programs on. */
  const BACKGROUND = '#614b7f';
  /** Space around the blocks, and between stacks side by side. */
  const MARGIN = 12;
  const STACK_GAP = 32;
  /**
   * Studio leaves Blockly's font as it is: sans-serif, which is Arial on the systems Studio runs on.
   * Arial's metric twin Liberation Sans measures the text here, and readers' browsers draw it with Arial,
   * Liberation Sans or Helvetica, whose widths match, so the text fits its fields.
   */
  const FONT = 'Arial, "Liberation Sans", Helvetica, sans-serif';

  /**
   * Presentation properties copied from the computed style onto each shape and text, unless the
   * root's value (ROOT) or the property's initial value already gives it.
   */
  const ROOT = {fill: '#ffffff', 'font-family': FONT, 'font-size': '14.6667px'};
  const INITIAL = {
    fill: '#000',
    'fill-opacity': '1',
    stroke: 'none',
    'stroke-width': '1px',
    'stroke-opacity': '1',
    opacity: '1',
    'font-weight': '400',
    'font-style': 'normal',
    'text-anchor': 'start',
    'dominant-baseline': 'auto',
  };
  const TEXT_ONLY = new Set(['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline']);
  const SHAPES = new Set(['path', 'rect', 'circle', 'polygon', 'line', 'ellipse']);

  /** rgb(…) as #rrggbb, which is shorter. */
  function hex(value) {
    const m = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
    return m
      ? `#${m
          .slice(1)
          .map((c) => Number(c).toString(16).padStart(2, '0'))
          .join('')}`
      : value;
  }

  /** Path data with single spaces and two decimals: the same outline in fewer bytes. */
  function compactPath(d) {
    return d
      .replace(/-?\d*\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))
      .replace(/\s+/g, ' ')
      .trim();
  }

  let workspace;

  /** Declares the catalogue's blocks (../playground/blocks.ts, given as `studioBlocks`) and makes the workspace. */
  function declare(declarations) {
    studioBlocks.defineBlocks(Blockly, declarations);
    const theme = Blockly.Theme.defineTheme('studioClassic', {base: Blockly.Themes.Classic, fontStyle: {family: FONT}, startHats: false});
    workspace = Blockly.inject('workspace', {
      readOnly: true,
      renderer: 'geras',
      theme,
      trashcan: false,
      zoom: {startScale: 1},
      move: {scrollbars: false, drag: false, wheel: false},
    });
  }

  function inlineStyles(live, copy) {
    if (live.nodeType !== 1) return;
    const style = getComputedStyle(live);
    if (style.display === 'none' || style.visibility === 'hidden') {
      copy.remove();
      return;
    }
    const isText = live.tagName === 'text' || live.tagName === 'tspan';
    if (isText || SHAPES.has(live.tagName)) {
      for (const property of [...Object.keys(ROOT), ...Object.keys(INITIAL)]) {
        if (TEXT_ONLY.has(property) && !isText) continue;
        const value = hex(style.getPropertyValue(property));
        const plain = property in ROOT ? ROOT[property] : INITIAL[property];
        if (value && value !== plain) copy.setAttribute(property, value);
        else copy.removeAttribute(property);
      }
    }
    for (const attr of [...copy.attributes]) {
      if (['class', 'id', 'style', 'role', 'tabindex', 'cursor'].includes(attr.name) || attr.name.startsWith('aria-') || attr.name.startsWith('data-')) {
        copy.removeAttribute(attr.name);
      }
    }
    if (copy.getAttribute('d')) copy.setAttribute('d', compactPath(copy.getAttribute('d')));
    if (/^translate\(0,\s*0\)$/.test(copy.getAttribute('transform') ?? '')) copy.removeAttribute('transform');
    const liveChildren = [...live.childNodes];
    const copyChildren = [...copy.childNodes];
    liveChildren.forEach((child, i) => inlineStyles(child, copyChildren[i]));
  }

  /** Draws a program (its workspace as ../playground/workspace.ts saves it) with its stacks side by side; returns the SVG's markup and size. */
  function draw(state, attributes) {
    workspace.clear();
    Blockly.serialization.workspaces.load(state, workspace);
    const tops = workspace.getTopBlocks(false);
    let x = 0;
    for (const top of tops) {
      top.moveTo(new Blockly.utils.Coordinate(x, 0));
      x += top.getHeightWidth().width + STACK_GAP;
    }
    for (const top of tops) top.render();
    const box = workspace.getBlocksBoundingBox();
    const canvas = workspace.getCanvas();
    const copy = canvas.cloneNode(true);
    inlineStyles(canvas, copy);
    // The dark edge of Blockly's Classic blocks is drawn 1 px below and right of the block.
    const width = Math.ceil(box.right - box.left + 1 + 2 * MARGIN);
    const height = Math.ceil(box.bottom - box.top + 1 + 2 * MARGIN);
    copy.setAttribute('transform', `translate(${MARGIN - box.left},${MARGIN - box.top})`);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    for (const [name, value] of Object.entries({...ROOT, ...attributes})) svg.setAttribute(name, value);
    const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    background.setAttribute('width', '100%');
    background.setAttribute('height', '100%');
    background.setAttribute('fill', BACKGROUND);
    svg.append(background, copy);
    return {svg: new XMLSerializer().serializeToString(svg), width, height};
  }

  window.studioSvg = {declare, draw};
})();
