import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {RENDER_HINT} from './key';
import SIZES from './sizes.json';

const sizes: Record<string, number[] | undefined> = SIZES;

/**
 * A drawing made by Blockly ahead of time (./render.mjs), as an image of its own size: the page's
 * HTML and script carry its name and size only, and the file comes from static/studio-svg/.
 */
export default function Drawing({drawing, className}: {drawing: string; className?: string}): ReactNode {
  const src = useBaseUrl(`/studio-svg/${drawing}.svg`);
  const size = sizes[drawing];
  if (!size) throw new Error(`StudioBlocks: static/studio-svg/ has no drawing ${drawing}.svg for this program. ${RENDER_HINT}`);
  // Decorative: the figure's text outline says what the drawing shows.
  return <img src={src} width={size[0]} height={size[1]} alt="" role="presentation" loading="lazy" decoding="async" className={className} />;
}
