/**
 * What the block reference (./Reference.tsx) shows of the ROS interfaces LuxAI's examples use
 * with the ROS blocks: each interface's types and its group on the ROS API page. The browser's
 * production bundle takes a copy of `ROS_LINES` computed when the site is built
 * (./plugin.ts) instead of this module, so that /docs/blocks_api does not carry the
 * whole interface table (src/data/rosInterfaces.ts) for these fields. Relative imports: the plugin
 * loads this module in Node, where `@site` does not resolve.
 */
import {rosInterfaces, type InterfaceGroup, type RosInterface} from '../../data/rosInterfaces';
import {BLOCKS} from './catalogData';
import {rosLineKey, type BlockSpec} from './types';

export type RosLine = {types: readonly string[]; group?: InterfaceGroup};

/** The ROS line of every robot interface an example of `blocks` uses, by key. */
export function rosLinesOf(blocks: Readonly<Record<string, BlockSpec>> = BLOCKS, interfaces: readonly RosInterface[] = rosInterfaces): Record<string, RosLine> {
  const lines: Record<string, RosLine> = {};
  for (const spec of Object.values(blocks)) {
    for (const example of spec.rosExamples ?? []) {
      if (example.own) continue;
      const {name, kind} = example;
      const matches = interfaces.filter((i) => i.name === name && i.kind === kind);
      lines[rosLineKey(example)] = {types: [...new Set(matches.map((m) => m.type))], group: matches[0]?.group};
    }
  }
  return lines;
}

export const ROS_LINES: Readonly<Record<string, RosLine>> = rosLinesOf();
