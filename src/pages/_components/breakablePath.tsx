import type {ReactNode} from 'react';

/**
 * A code path with line-break opportunities after its separators only ("demos/" "qt_" "emotion_"
 * "game"): on a phone the Demos page's code links wrap between name parts, never inside one.
 */
export function breakablePath(path: string): ReactNode[] {
  return path.split(/(?<=[/_])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}
