/**
 * The catalogue's blocks declared to the Blockly it is handed: the playground's chunk, Node in the
 * tests, and Chromium where the drawings are made (../svg/page.js, which gets this file with its
 * types stripped, so it imports types only). Connections, hue and inline inputs come from the
 * declarations of ../svg/describe.ts; the rows from the block's extra state (./workspace.ts), so a
 * block is saved and loaded with the same rows, and the drawing and the playground build the same
 * blocks.
 */
import type * as BlocklyCore from 'blockly/core';
import type {Declaration} from '../svg/describe';
import type {ExtraState, Row} from './workspace';

type Blockly = typeof BlocklyCore;
type StudioBlock = BlocklyCore.Block & {rows: Row[]};

/** Appends a block's rows: fields gather until the input they stand before. */
function appendRows(Blockly: Blockly, block: BlocklyCore.Block, rows: readonly Row[]): void {
  const inline = block.getInputsInline();
  let pending: {field: BlocklyCore.Field; name?: string}[] = [];
  const take = (input: BlocklyCore.Input): void => {
    for (const {field, name} of pending) input.appendField(field, name);
    pending = [];
  };
  for (const row of rows) {
    if (row.t === 'label') {
      if (row.text !== '') pending.push({field: new Blockly.FieldLabel(row.text)});
    } else if (row.t === 'text') {
      const field = new Blockly.FieldTextInput(row.value);
      // Where it can be edited, a field shows its whole text, so what it shows is in its accessible name
      // ("Edit text: …"); the drawings cut a long text as Blockly does.
      if (!block.workspace.options.readOnly) field.maxDisplayLength = Infinity;
      pending.push({field, name: row.name});
    } else if (row.t === 'dropdown') {
      // Blockly refuses an empty label; a space shows the same.
      const field = new Blockly.FieldDropdown(row.options.map(([label, value]): [string, string] => [label === '' ? ' ' : label, value]));
      field.setValue(row.value);
      pending.push({field, name: row.name});
    } else if (row.t === 'newline') {
      if (pending.length > 0 || inline) take(inline ? block.appendEndRowInput() : block.appendDummyInput());
    } else if (row.t === 'value') {
      take(block.appendValueInput(row.name));
    } else {
      if (pending.length > 0) take(block.appendDummyInput());
      const mouth = block.appendStatementInput(row.name);
      if (row.word) mouth.appendField(row.word);
    }
  }
  if (pending.length > 0) take(block.appendDummyInput());
}

function definition(Blockly: Blockly, d: Declaration): object {
  return {
    init(this: StudioBlock) {
      this.rows = [];
      if (d.shape === 'statement') {
        this.setPreviousStatement(true);
        if (!d.terminal) this.setNextStatement(true);
      } else if (d.shape === 'start') {
        this.setNextStatement(true);
      } else if (d.shape === 'value' || d.shape === 'boolean') {
        this.setOutput(true, d.output);
      }
      this.setColour(d.hue);
      this.setInputsInline(d.inline);
      // The gear shows in the drawings; the playground edits fields and blocks, not the rows a gear adds.
      if (d.gear && this.workspace.options.readOnly) this.setMutator(new Blockly.icons.MutatorIcon([], this as unknown as BlocklyCore.BlockSvg));
    },
    saveExtraState(this: StudioBlock): ExtraState {
      return {rows: this.rows};
    },
    loadExtraState(this: StudioBlock, state: ExtraState) {
      this.rows = state.rows;
      appendRows(Blockly, this, state.rows);
    },
  };
}

/** Declares every catalogue block (describe.ts's `declarations()`) to `Blockly`, replacing its own blocks of the same names. */
export function defineBlocks(Blockly: Blockly, declared: Record<string, Declaration>): void {
  for (const [type, d] of Object.entries(declared)) Blockly.Blocks[type] = definition(Blockly, d);
}
