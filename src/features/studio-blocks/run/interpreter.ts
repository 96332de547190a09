/**
 * Plays a Studio game: the program format of the docs (../FORMAT.md), checked first (./program.ts), block by block
 * from the Start block down. What the robot, the Educator tablet and the Learner tablet do goes through `GameIO`
 * (./robotIO.ts drives the virtual QTrobot; the tablets are drawn by ./Tablets.tsx), so the same interpreter runs in
 * the page and in the unit tests.
 *
 * Blockly's own blocks behave as Blockly's JavaScript generator makes them behave (variables global, a function's
 * parameters local to a call, list positions from 1, `=` comparing as JavaScript's `==`). LuxAI's blocks behave as
 * the blocks reference (docs/blocks_api.mdx) says; where Studio's behaviour is not documented, the choice made here
 * is listed in ./README.md as the playground's own.
 */
import {isNode, type BlockNode, type InputValue} from '../types';

/** A choice on a tablet: its row number in the block (1-9) and what the tablet shows. */
export type Choice = {index: number; label: string};

/** One record of the Report block, as Studio's report lists it. */
export type ReportEntry = {note: string; prompt: string; answer: string};

/** What a game does outside the interpreter: the robot, the two tablets, time. Every promise may take as long as it likes. */
export type GameIO = {
  /** The Educator tablet: resolves when the educator taps flag `flag` to start the game. */
  startOn(flag: string): Promise<void>;
  /** Language of the Start block other than "default" (speech/config). */
  setLanguage(code: string): Promise<void>;
  /** An emotion by name (`QT/happy`), a sentence, a gesture by name (`QT/bye`), an audio file by name: each resolves when done. */
  show(face: string): Promise<void>;
  say(text: string): Promise<void>;
  gesture(name: string): Promise<void>;
  play(audio: string): Promise<void>;
  publish(topic: string, type: string, message: unknown): Promise<void>;
  /** The next message on the topic, or null when `timeout` seconds pass first (0: no limit). */
  subscribe(topic: string, type: string, timeout: number): Promise<unknown>;
  /** The service's response, or null when it fails or `timeout` seconds pass first (0: no limit). */
  call(service: string, type: string, params: unknown, timeout: number): Promise<unknown>;
  /** The Educator tablet: the Select block's choices; resolves with the tapped choice's index. */
  select(choices: readonly Choice[]): Promise<number>;
  /** The Educator tablet: resolves when the educator presses continue. */
  pause(): Promise<void>;
  /** The Learner tablet: clickable images (and a reference image on top); resolves with the tapped image's index. */
  pick(images: readonly Choice[], reference?: string): Promise<number>;
  /** The Learner tablet: images that cannot be tapped; none clears it. */
  showImages(images: readonly string[]): void;
  report(entry: ReportEntry): void;
  /** A line of the game's log: what it did, in the order it did it. */
  log(line: string): void;
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1), as Math.random. */
  random(): number;
};

/** The blocks the interpreter plays; a game with any other block is refused before it starts (`unsupported`). */
export const PLAYED_BLOCKS: ReadonlySet<string> = new Set([
  'LuxAI_start_block',
  'LuxAI_TTS',
  'LuxAI_sound',
  'LuxAI_repeat',
  'LuxAI_repeat_till_stop',
  'luxai_random_action',
  'luxai_manual_report',
  'lfr_pause',
  'lfr_delay',
  'lfr_nine_choice',
  'kid_nine_choice',
  'LuxAI_kid_nine_images',
  'kid_image_and_choice',
  'lfr_faces',
  'lfr_gestures',
  'lfr_audios',
  'luxai_object',
  'luxai_object_get',
  'luxai_ros_publisher',
  'luxai_ros_subscriber',
  'luxai_ros_call_service',
  'luxai_value',
  'luxai_string_check',
  'controls_if',
  'logic_compare',
  'logic_negate',
  'logic_boolean',
  'controls_whileUntil',
  'controls_repeat_ext',
  'controls_forEach',
  'controls_flow_statements',
  'math_number',
  'math_random_int',
  'text',
  'lists_create_with',
  'lists_isEmpty',
  'lists_getIndex',
  'lists_setIndex',
  'lists_split',
  'variables_set',
  'variables_get',
  'procedures_defnoreturn',
  'procedures_defreturn',
  'procedures_callnoreturn',
  'procedures_callreturn',
]);

/** Why the playground cannot play the game (a block it does not play), or null. */
export function unsupported(program: readonly (readonly BlockNode[])[]): string | null {
  const missing = new Set<string>();
  const visit = (value: InputValue | undefined): void => {
    if (Array.isArray(value)) value.forEach((v) => visit(v as InputValue));
    else if (isNode(value)) {
      if (!PLAYED_BLOCKS.has(value.block)) missing.add(value.block);
      Object.values(value.inputs ?? {}).forEach(visit);
    }
  };
  program.forEach((stack) => stack.forEach(visit));
  return missing.size === 0
    ? null
    : `The playground does not play ${[...missing].map((b) => `"${b}"`).join(', ')}: its behaviour in Studio is not documented. The game runs on QTrobot from the Educator app.`;
}

/** The game was stopped from the Educator tablet. */
export class GameStopped extends Error {
  constructor() {
    super('The game was stopped.');
    this.name = 'GameStopped';
  }
}

class Break {}
class Continue {}

type Value = unknown;
type Scope = Map<string, Value>;
type Definition = {params: string[]; body: BlockNode[]; result?: BlockNode};

const VARIABLE_IN_TEXT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** An item's path or a typed name as the robot's services take it: no extension (`QT/happy.gif` → `QT/happy`). */
export function mediaName(path: string): string {
  return path.replace(/\.[A-Za-z0-9]+$/, '');
}

const MAX_ROWS = 9;

export class Game {
  private readonly globals: Scope = new Map();
  private readonly functions = new Map<string, Definition>();
  private locals: Scope | undefined;
  private steps = 0;

  constructor(
    private readonly program: readonly (readonly BlockNode[])[],
    private readonly io: GameIO,
    private readonly signal: AbortSignal,
  ) {
    for (const stack of program.slice(1)) {
      const def = stack[0];
      const name = String(def.inputs?.NAME ?? '');
      const params = Array.isArray(def.inputs?.PARAMS) ? (def.inputs.PARAMS as unknown[]).map(String) : [];
      this.functions.set(name, {
        params,
        body: this.stack(def.inputs?.STACK),
        result: isNode(def.inputs?.RETURN) ? def.inputs.RETURN : undefined,
      });
    }
  }

  /** Plays the game to its end; rejects with GameStopped when the signal aborts. */
  async play(): Promise<void> {
    const [start, ...rest] = this.program[0] ?? [];
    const flag = String(start?.inputs?.FLAG ?? '1');
    await this.wait(this.io.startOn(flag));
    this.io.log(`game started from flag ${flag}`);
    const language = String(start?.inputs?.LANGUAGE ?? 'default');
    if (language !== 'default') await this.wait(this.io.setLanguage(language));
    await this.run(rest);
    this.io.log('game over');
  }

  /** Resolves as `promise` does, or rejects with GameStopped as soon as the game is stopped. */
  private wait<T>(promise: Promise<T>): Promise<T> {
    if (this.signal.aborted) return Promise.reject(new GameStopped());
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(new GameStopped());
      this.signal.addEventListener('abort', stop, {once: true});
      promise.then(
        (value) => {
          this.signal.removeEventListener('abort', stop);
          resolve(value);
        },
        (error: unknown) => {
          this.signal.removeEventListener('abort', stop);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private stack(value: InputValue | undefined): BlockNode[] {
    return Array.isArray(value) ? (value as unknown[]).filter(isNode) : [];
  }

  private async run(blocks: readonly BlockNode[]): Promise<void> {
    for (const block of blocks) await this.statement(block);
  }

  /** Lets the page breathe (and the Stop button work) in a loop that never waits on anything. */
  private async tick(): Promise<void> {
    if (this.signal.aborted) throw new GameStopped();
    this.steps += 1;
    if (this.steps % 50 === 0) await this.wait(this.io.sleep(0));
  }

  private async loopBody(blocks: readonly BlockNode[]): Promise<'break' | 'next'> {
    try {
      await this.run(blocks);
    } catch (signal) {
      if (signal instanceof Break) return 'break';
      if (signal instanceof Continue) return 'next';
      throw signal;
    }
    return 'next';
  }

  private variables(name: string): Scope {
    return this.locals?.has(name) ? this.locals : this.globals;
  }

  /** A text field with its {variable} references replaced by the variables' values. */
  private fill(text: unknown): string {
    return String(text ?? '').replace(VARIABLE_IN_TEXT, (whole, name: string) => {
      const scope = this.variables(name);
      return scope.has(name) ? show(scope.get(name)) : whole;
    });
  }

  /** A name typed in a field, or else the item or variable in the socket beside it. */
  private async media(block: BlockNode, field: string, socket: string): Promise<string> {
    const typed = this.fill(block.inputs?.[field]).trim();
    if (typed) return mediaName(typed);
    const value = block.inputs?.[socket];
    if (value === undefined) return '';
    const item = await this.value(value);
    return typeof item === 'string' && item ? mediaName(item) : '';
  }

  /** The rows 1-9 of a choice block that have a name, with the stack each one runs. */
  private rows(block: BlockNode, note: string): {choice: Choice; branch: BlockNode[]}[] {
    const out: {choice: Choice; branch: BlockNode[]}[] = [];
    for (let i = 1; i <= MAX_ROWS; i += 1) {
      const label = this.fill(block.inputs?.[`${note}${i}`]).trim();
      if (label) out.push({choice: {index: i, label}, branch: this.stack(block.inputs?.[`CHOICE_PATH${i}`])});
    }
    return out;
  }

  private async choose(rows: {choice: Choice; branch: BlockNode[]}[], ask: (choices: Choice[]) => Promise<number>): Promise<void> {
    if (rows.length === 0) return;
    const picked = await this.wait(ask(rows.map((r) => r.choice)));
    const row = rows.find((r) => r.choice.index === picked);
    if (!row) throw new Error(`No choice ${picked} in this block.`);
    this.io.log(`picked ${picked}: ${row.choice.label}`);
    await this.run(row.branch);
  }

  private async statement(block: BlockNode): Promise<void> {
    await this.tick();
    const inputs = block.inputs ?? {};
    switch (block.block) {
      case 'LuxAI_TTS':
      case 'LuxAI_sound': {
        const face = await this.media(block, 'FACE_NAME', 'FACE');
        const gesture = await this.media(block, 'GESTURE_NAME', 'GESTURE');
        const text = block.block === 'LuxAI_TTS' ? this.fill(inputs.TTS_NAME).trim() : '';
        const audio = block.block === 'LuxAI_sound' ? await this.media(block, 'AUDIO_NAME', 'AUDIO') : '';
        const actions: Promise<void>[] = [];
        if (face) actions.push(this.io.show(face));
        if (text) actions.push(this.io.say(text));
        if (audio) actions.push(this.io.play(audio));
        if (gesture) actions.push(this.io.gesture(gesture));
        this.io.log([face && `shows ${face}`, text && `says "${text}"`, audio && `plays ${audio}`, gesture && `acts ${gesture}`].filter(Boolean).join(', '));
        // All at once, as the blocks reference says; the next block starts when the last of them ends.
        await this.wait(Promise.all(actions));
        return;
      }
      case 'LuxAI_repeat': {
        const times = Number(inputs.RepeatNumber ?? 1);
        for (let i = 0; i < times; i += 1) if ((await this.loopBody(this.stack(inputs.RepeatBlocks))) === 'break') break;
        return;
      }
      case 'LuxAI_repeat_till_stop':
        // Ends when the educator stops the game (the whole game), or by "break out of loop".
        for (;;) {
          if ((await this.loopBody(this.stack(inputs.RepeatBlocks))) === 'break') return;
          await this.wait(this.io.sleep(0));
        }
      case 'luxai_random_action': {
        // Branches ADD0, ADD1, …: two unless the gear added more; an empty one does nothing.
        const count = Math.max(2, ...Object.keys(inputs).map((k) => (/^ADD\d+$/.test(k) ? Number(k.slice(3)) + 1 : 0)));
        const pick = Math.floor(this.io.random() * count);
        this.io.log(`random branch ${pick + 1} of ${count}`);
        await this.run(this.stack(inputs[`ADD${pick}`]));
        return;
      }
      case 'luxai_manual_report': {
        const entry = {note: this.fill(inputs.REPORT), prompt: String(inputs.PROMPT_TYPE ?? 'NORMAL'), answer: String(inputs.ANSWER ?? 'CORRECT')};
        this.io.report(entry);
        this.io.log(`report: ${entry.note} (${entry.prompt}, ${entry.answer})`);
        return;
      }
      case 'lfr_pause':
        this.io.log('paused until continue');
        await this.wait(this.io.pause());
        return;
      case 'lfr_delay':
        await this.wait(this.io.sleep(Math.max(0, Number(inputs.DELAY ?? 0)) * 1000));
        return;
      case 'lfr_nine_choice':
        await this.choose(this.rows(block, 'NOTE'), (choices) => this.io.select(choices));
        return;
      case 'kid_nine_choice':
        await this.choose(this.rows(block, 'NOTE'), (choices) => this.io.pick(choices));
        return;
      case 'kid_image_and_choice': {
        const reference = this.fill(inputs.IMAGE).trim();
        await this.choose(this.rows(block, 'NOTE'), (choices) => this.io.pick(choices, reference));
        return;
      }
      case 'LuxAI_kid_nine_images': {
        const images: string[] = [];
        for (let i = 1; i <= MAX_ROWS; i += 1) {
          const name = this.fill(inputs[`IMG${i}`]).trim();
          if (name && name !== '-') images.push(name);
        }
        this.io.showImages(images);
        this.io.log(images.length > 0 ? `tablet shows ${images.join(', ')}` : 'tablet cleared');
        return;
      }
      case 'luxai_ros_publisher': {
        const [topic, type] = [this.fill(inputs.NAME).trim(), this.fill(inputs.TYPE).trim()];
        const message = await this.value(inputs.MESSAGE);
        this.io.log(`publish on ${topic}: ${show(message)}`);
        await this.wait(this.io.publish(topic, type, message));
        return;
      }
      case 'controls_if': {
        for (let i = 0; `IF${i}` in inputs || `DO${i}` in inputs; i += 1) {
          if (truthy(await this.value(inputs[`IF${i}`]))) {
            await this.run(this.stack(inputs[`DO${i}`]));
            return;
          }
        }
        await this.run(this.stack(inputs.ELSE));
        return;
      }
      case 'controls_whileUntil': {
        const until = inputs.MODE === 'UNTIL';
        while (truthy(await this.value(inputs.BOOL)) !== until) {
          if ((await this.loopBody(this.stack(inputs.DO))) === 'break') break;
          await this.tick();
        }
        return;
      }
      case 'controls_repeat_ext': {
        const times = Number(await this.value(inputs.TIMES));
        for (let i = 0; i < times; i += 1) if ((await this.loopBody(this.stack(inputs.DO))) === 'break') break;
        return;
      }
      case 'controls_forEach': {
        const list = await this.value(inputs.LIST);
        const name = String(inputs.VAR);
        for (const item of Array.isArray(list) ? [...list] : []) {
          this.variables(name).set(name, item);
          if ((await this.loopBody(this.stack(inputs.DO))) === 'break') break;
        }
        return;
      }
      case 'controls_flow_statements':
        throw inputs.FLOW === 'CONTINUE' ? new Continue() : new Break();
      case 'variables_set': {
        const name = String(inputs.VAR);
        this.variables(name).set(name, await this.value(inputs.VALUE));
        return;
      }
      case 'lists_setIndex': {
        const list = await this.value(inputs.LIST);
        if (!Array.isArray(list)) throw new Error('"in list … set/insert": the value is not a list.');
        const item = await this.value(inputs.TO);
        const at = await this.position(list, String(inputs.WHERE ?? 'FROM_START'), inputs.AT, inputs.MODE === 'INSERT');
        if (inputs.MODE === 'INSERT') list.splice(at, 0, item);
        else list[at] = item;
        return;
      }
      case 'procedures_callnoreturn':
        await this.call(block);
        return;
      default:
        throw new Error(`"${block.block}" cannot stand in a stack.`);
    }
  }

  /** Where a list block reads or writes: an index from 0 (Blockly's positions count from 1). */
  private async position(list: unknown[], where: string, at: InputValue | undefined, inserting = false): Promise<number> {
    const n = inserting ? list.length + 1 : list.length;
    switch (where) {
      case 'FIRST':
        return 0;
      case 'LAST':
        return n - 1;
      case 'RANDOM':
        return Math.floor(this.io.random() * n);
      case 'FROM_END':
        return n - Number(await this.value(at));
      default:
        return Number(await this.value(at)) - 1;
    }
  }

  private async call(block: BlockNode): Promise<Value> {
    const name = String(block.inputs?.NAME ?? '');
    const def = this.functions.get(name);
    if (!def) throw new Error(`No function "${name}" is defined.`);
    const locals: Scope = new Map();
    for (const [i, param] of def.params.entries()) locals.set(param, await this.value(block.inputs?.[`ARG${i}`]));
    const outer = this.locals;
    this.locals = locals;
    try {
      await this.run(def.body);
      return def.result ? await this.value(def.result) : null;
    } finally {
      this.locals = outer;
    }
  }

  /** The value of a socket: a block's value, a literal as it is, nothing as null. */
  private async value(input: InputValue | undefined): Promise<Value> {
    if (input === undefined) return null;
    if (!isNode(input)) return input;
    const block = input;
    const inputs = block.inputs ?? {};
    switch (block.block) {
      case 'lfr_faces':
      case 'lfr_gestures':
      case 'lfr_audios':
        return String(inputs.data ?? '');
      case 'math_number':
        return Number(inputs.NUM);
      case 'text':
        return String(inputs.TEXT ?? '');
      case 'luxai_value':
        return this.fill(inputs.VALUE);
      case 'logic_boolean':
        return inputs.BOOL === 'TRUE';
      case 'logic_negate':
        return !truthy(await this.value(inputs.BOOL));
      case 'logic_compare':
        return compare(String(inputs.OP), await this.value(inputs.A), await this.value(inputs.B));
      case 'luxai_string_check': {
        const text = show(await this.value(inputs.INPUT));
        return inputs.CONDITION === 'EMPTY' ? text === '' : text.includes(this.fill(inputs.VALUE));
      }
      case 'math_random_int': {
        let [low, high] = [Number(await this.value(inputs.FROM)), Number(await this.value(inputs.TO))];
        if (low > high) [low, high] = [high, low];
        return Math.floor(this.io.random() * (high - low + 1) + low);
      }
      case 'variables_get': {
        const name = String(inputs.VAR);
        return this.variables(name).get(name) ?? null;
      }
      case 'lists_create_with': {
        const items: Value[] = [];
        for (let i = 0; `ADD${i}` in inputs; i += 1) items.push(await this.value(inputs[`ADD${i}`]));
        return items;
      }
      case 'lists_isEmpty': {
        const value = await this.value(inputs.VALUE);
        return Array.isArray(value) || typeof value === 'string' ? value.length === 0 : value === null;
      }
      case 'lists_getIndex': {
        const list = await this.value(inputs.VALUE);
        if (!Array.isArray(list)) throw new Error('"in list … get": the value is not a list.');
        const at = await this.position(list, String(inputs.WHERE ?? 'FROM_START'), inputs.AT);
        return inputs.MODE === 'GET_REMOVE' ? (list.splice(at, 1)[0] ?? null) : (list[at] ?? null);
      }
      case 'lists_split': {
        const delimiter = show(await this.value(inputs.DELIM));
        const source = await this.value(inputs.INPUT);
        if (inputs.MODE === 'JOIN') return Array.isArray(source) ? source.map(show).join(delimiter) : show(source);
        return show(source).split(delimiter);
      }
      case 'luxai_object': {
        const object: Record<string, Value> = {};
        for (let i = 0; `NAME${i}` in inputs; i += 1) object[this.fill(inputs[`NAME${i}`])] = await this.value(inputs[`ADD${i}`]);
        return object;
      }
      case 'luxai_object_get': {
        const object = await this.value(inputs.OBJECT);
        const key = this.fill(inputs.KEY);
        return object !== null && typeof object === 'object' && key in object ? (object as Record<string, Value>)[key] : null;
      }
      case 'luxai_ros_subscriber': {
        const [topic, type] = [this.fill(inputs.NAME).trim(), this.fill(inputs.TYPE).trim()];
        const message = await this.wait(this.io.subscribe(topic, type, Number(inputs.TIMEOUT ?? 0)));
        this.io.log(message === null ? `no message on ${topic}` : `received on ${topic}: ${show(message)}`);
        return message;
      }
      case 'luxai_ros_call_service': {
        const [service, type] = [this.fill(inputs.NAME).trim(), this.fill(inputs.TYPE).trim()];
        const params = (await this.value(inputs.PARAMS)) ?? {};
        this.io.log(`call ${service}: ${show(params)}`);
        return this.wait(this.io.call(service, type, params, Number(inputs.TIMEOUT ?? 0)));
      }
      case 'procedures_callreturn':
        return this.call(block);
      default:
        throw new Error(`"${block.block}" gives no value.`);
    }
  }
}

/** A value as a text field or the log shows it. */
export function show(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** JavaScript's truth, as Blockly's generated `if (x)` tests it. */
function truthy(value: Value): boolean {
  return Boolean(value);
}

function compare(op: string, a: Value, b: Value): boolean {
  // Blockly's generator compares with == and !=.
  switch (op) {
    case 'EQ':
      return a == b;
    case 'NEQ':
      return a != b;
    case 'LT':
      return (a as number) < (b as number);
    case 'LTE':
      return (a as number) <= (b as number);
    case 'GT':
      return (a as number) > (b as number);
    default:
      return (a as number) >= (b as number);
  }
}

/** Plays `program` (checked, the Start block's stack first) until it ends or `signal` aborts. */
export function playGame(program: readonly (readonly BlockNode[])[], io: GameIO, signal: AbortSignal): Promise<void> {
  return new Game(program, io, signal).play();
}
