/**
 * The docs' Python programs as the page runs them (Node only: ./plugin.ts and ./remark.ts read it). They are found as
 * `npm run test:robot` finds them (tools/robot/programs.mjs): each complete program of a V2 page. A program runs in
 * the page unless it needs what Python in the browser cannot give; `reason` then says what, and the page shows it
 * in place of the Run button.
 */
import {findPrograms} from '../../../../tools/robot/programs.mjs';
import {messageCatalogue} from './catalog';

export type PythonProgram = {
  /** The doc id of the page (`tutorials/python/python_ros_speech`). */
  page: string;
  /** The title of the program's block (`scripts/speech_timing.py`). */
  title: string;
  code: string;
  /** Why the program cannot run in the page; undefined when it can. */
  reason?: string;
  /** What `npm run test:robot` gives the program (tools/robot/expectations.yaml), for the parity test. */
  args?: string[];
  stdin?: string;
};

type Found = {
  version: string;
  id: string;
  lang: string;
  kind: string;
  title: string;
  code: string;
  expect: {skip?: string; args?: string[]; stdin?: string; with?: string[]};
};

/** Modules the browser cannot give, with the reason the page shows. */
const MISSING: Record<string, string> = {
  cv2: 'it needs OpenCV (cv2) and cv_bridge, which Python in the browser does not have',
  cv_bridge: 'it needs OpenCV (cv2) and cv_bridge, which Python in the browser does not have',
  numpy: 'it needs NumPy, which the page does not load',
  moveit_commander: 'it needs MoveIt (moveit_commander) and the robot’s MoveIt configuration',
  rosgraph: 'it asks the ROS master over XML-RPC (rosgraph), and the page has no ROS master',
  actionlib: 'it needs actionlib, which rospy in the page does not provide',
  tf: 'it needs tf, which rospy in the page does not provide',
  sounddevice: 'it needs a sound card',
  pyaudio: 'it needs a sound card',
};

/** The standard library modules the docs' programs import; Pyodide ships them. */
const STDLIB = new Set(
  (
    'sys os time math random json string collections re wave csv itertools functools datetime queue threading concurrent ' +
    'textwrap argparse signal traceback copy enum dataclasses typing statistics struct base64 io pathlib shutil tempfile ' +
    'uuid hashlib heapq bisect operator contextlib abc numbers fractions decimal pprint unittest logging glob fnmatch urllib'
  ).split(' '),
);

/** Topic types the virtual QTrobot never publishes: a program that waits for them would wait for ever. */
const SILENT_TYPES: Record<string, string> = {
  AudioData: 'it records the microphone’s audio stream, which the virtual QTrobot does not produce',
};

function importsOf(code: string): string[] {
  const modules = new Set<string>();
  for (const m of code.matchAll(/^\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))/gm)) {
    for (const name of (m[1] ?? m[2]).split(',')) modules.add(name.trim().split('.')[0]);
  }
  return [...modules];
}

/** Why `code` cannot run in the page, or undefined. */
export function reasonNotRunnable(code: string, skip?: string, partners: string[] = []): string | undefined {
  if (skip) return `it is not run on the simulated robot either: ${skip}`;
  if (partners.length) {
    return `it works with ${partners.map((p) => p.split('/').pop()).join(' and ')}, which runs beside it, and the page runs one program at a time`;
  }
  const packages = new Set(Object.keys({...messageCatalogue().msg, ...messageCatalogue().srv}).map((t) => t.split('/')[0]));
  for (const module of importsOf(code)) {
    if (MISSING[module]) return MISSING[module];
    if (urlUse(module, code)) return 'it reads a web address, and the page’s programs have no network';
    if (module !== 'rospy' && !STDLIB.has(module) && !packages.has(module)) {
      return `it imports ${module}, another file of its tutorial, and the page runs one file at a time`;
    }
  }
  for (const [type, reason] of Object.entries(SILENT_TYPES)) if (new RegExp(`\\b${type}\\b`).test(code)) return reason;
  return undefined;
}

const urlUse = (module: string, code: string) => module === 'urllib' && /urlopen\(/.test(code);

let cached: PythonProgram[] | undefined;

/** Every complete Python program of the V2 pages, with its reason when it cannot run in the page. */
export function pythonPrograms(): PythonProgram[] {
  cached ??= (findPrograms('') as Found[])
    .filter((p) => p.version === 'V2' && p.kind === 'program' && p.lang.startsWith('py'))
    .map((p) => ({
      page: p.id,
      title: p.title,
      code: p.code,
      reason: reasonNotRunnable(p.code, p.expect.skip, p.expect.with),
      ...(p.expect.args ? {args: p.expect.args.map(String)} : {}),
      ...(p.expect.stdin !== undefined ? {stdin: p.expect.stdin} : {}),
    }));
  return cached;
}

/** Why no program of a V1 page runs in the page. */
export const V1_REASON = 'it is written for QTrobot V1, and the robot in the page is a virtual QTrobot V2';

let cachedV1: PythonProgram[] | undefined;

/** Every complete Python program of the V1 pages (`page`: the doc id under versioned_docs): none runs in the page. */
export function v1PythonPrograms(): PythonProgram[] {
  cachedV1 ??= (findPrograms('') as Found[])
    .filter((p) => p.version === 'V1' && p.kind === 'program' && p.lang.startsWith('py'))
    .map((p) => ({page: p.id, title: p.title, code: p.code, reason: V1_REASON}));
  return cachedV1;
}
