/** Splits an MDX source into the units the correction tests look at. */

/** A code block (with its title), a prose paragraph, a list item or a table row, with the line it starts on. */
export type Segment = {line: number; text: string};

export function segments(source: string): Segment[] {
  const lines = source.split('\n');
  const out: Segment[] = [];
  let current: string[] = [];
  let start = 0;
  const flush = () => {
    if (current.length) out.push({line: start + 1, text: current.join('\n')});
    current = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (open) {
      flush();
      const fence = open[1];
      const block = [lines[i]];
      let j = i + 1;
      while (j < lines.length && !lines[j].trim().startsWith(fence)) {
        block.push(lines[j]);
        j += 1;
      }
      out.push({line: i + 1, text: block.join('\n')});
      i = j;
      start = i + 1;
      continue;
    }
    if (lines[i].trim() === '') {
      flush();
      start = i + 1;
    } else {
      // A list item or a table row is its own segment, as a paragraph is.
      if (/^\s*(?:[-*+]|\d+\.)\s|^\s*\|/.test(lines[i])) flush();
      if (current.length === 0) start = i;
      current.push(lines[i]);
    }
  }
  flush();
  return out;
}
