/**
 * The schemas of the simulated robot's two data files, and the types the site reads them with:
 *
 * - ./model.json, the robot model: joint limits per generation, the parts and their joints, the home pose, the
 *   motors' speed, the speech and sensor defaults. Read by the ROS simulator (tools/robot/sim/sim_model.py), the
 *   Try it forms (src/features/robot/chunk/fields.ts) and the virtual robot (src/features/virtual-robot/engine/);
 * - tools/robot/sim/scenarios/*.yaml, the scenarios: durations of emotions, gestures and audio files, voices,
 *   speech recognition, the sensors' timeline. Read by the ROS simulator and, converted at build time
 *   (src/features/virtual-robot/plugin.ts), by the virtual robot.
 *
 * Node only, like ../ros/schema.ts: the browser imports the files with these types alone (`import type`).
 */
import * as z from 'zod';

const degrees = z.number().finite();
const range = z.tuple([degrees, degrees]).refine(([lo, hi]) => lo < hi, 'a limit is [lowest, highest] degrees');
const seconds = z.number().positive();

const model = z
  .strictObject({
    /** Joint limits in degrees, per robot generation: `HeadYaw: [-60, 60]`. */
    limits: z.strictObject({V1: z.record(z.string(), range), V2: z.record(z.string(), range)}),
    /** The parts the motor services and position topics name, with their joints in the command's order. */
    parts: z.record(z.string().regex(/^[a-z_]+$/), z.array(z.string()).min(1)),
    /** The pose after start-up and /qt_robot/motors/home, in degrees. */
    home: z.record(z.string(), degrees),
    motors: z.strictObject({
      /** Degrees per second at 100 % velocity. */
      maxSpeed: z.number().positive(),
      /** The velocity every joint starts with, in percent. */
      velocity: z.number().min(1).max(100),
      /** Joints whose velocity cannot exceed this percentage. */
      velocityCap: z.record(z.string(), z.number().min(1).max(100)),
      /** The modes /qt_robot/motors/setControlMode accepts (0 on, 1 idle, 2 braked). */
      controlModes: z.array(z.number().int().nonnegative()).min(1),
    }),
    speech: z.strictObject({
      language: z.string().min(1),
      pitch: z.number().int().positive(),
      speed: z.number().int().positive(),
      /** The speed at which a sentence lasts speech_seconds_per_char per character. */
      referenceSpeed: z.number().positive(),
      /** The shortest sentence, in seconds. */
      minSeconds: seconds,
      volume: z.number().int().min(0).max(100),
    }),
    eyes: z.strictObject({maxLookSeconds: seconds}),
    recognition: z.strictObject({timeout: z.strictObject({vosk: seconds, riva: seconds, gspeech: seconds})}),
    respeaker: z.strictObject({tuning: z.record(z.string().regex(/^[A-Z_]+$/), z.number())}),
    /** Where each group of values comes from. */
    sources: z.record(z.string(), z.string().min(1)),
  })
  .superRefine((m, ctx) => {
    const joints = Object.keys(m.limits.V2);
    const fail = (message: string, path: (string | number)[]) => ctx.addIssue({code: 'custom', message, path});
    const same = (names: string[], path: (string | number)[]) => {
      if ([...names].sort().join() !== [...joints].sort().join()) fail(`must name the joints of limits.V2 (${joints.join(', ')})`, path);
    };
    same(Object.keys(m.limits.V1), ['limits', 'V1']);
    same(Object.values(m.parts).flat(), ['parts']);
    same(Object.keys(m.home), ['home']);
    for (const [joint, value] of Object.entries(m.home)) {
      const limit = m.limits.V2[joint];
      if (limit && (value < limit[0] || value > limit[1])) fail(`${joint} ${value} is outside its V2 limits ${limit.join('..')}`, ['home', joint]);
    }
    for (const joint of Object.keys(m.motors.velocityCap)) if (!joints.includes(joint)) fail(`${joint} is not a joint`, ['motors', 'velocityCap', joint]);
  });

const voice = z.strictObject({speaking: z.boolean().optional(), direction: z.number().int().optional()});
const face = z.record(z.string(), z.union([z.number(), z.string(), z.array(z.number())]));
const event = z
  .strictObject({
    /** Seconds into each period. */
    at: z.number().nonnegative(),
    face: face.optional(),
    gesture: z.string().min(1).optional(),
    hands: z.record(z.string(), z.union([z.boolean(), z.number()])).optional(),
    skeletons: z.number().int().nonnegative().optional(),
    hotword: z.string().min(1).optional(),
    voice: voice.optional(),
  })
  .refine((e) => Object.keys(e).length > 1, 'an event needs something to happen: face, gesture, hands, skeletons, hotword or voice');

const durations = z.record(z.string().min(1), seconds);

/** A scenario file: every key optional, as a page's scenario replaces default.yaml key by key. */
const scenarioPart = z.strictObject({
  speech_seconds_per_char: seconds.optional(),
  voices: z.array(z.string().min(1)).optional(),
  emotions: durations.optional(),
  audio: durations.optional(),
  gestures: durations.optional(),
  joint_state_rate: z.number().positive().optional(),
  asr_engine: z.enum(['vosk', 'riva', 'gspeech']).optional(),
  asr_default_language: z.string().min(1).optional(),
  asr_languages: z.array(z.string().min(1)).optional(),
  utterances: z.array(z.string()).optional(),
  utterance_delay: z.number().nonnegative().optional(),
  timeline_period: seconds.optional(),
  timeline: z.array(event).optional(),
});

/** default.yaml: every key present, so neither simulator needs a default of its own. */
const scenario = scenarioPart.required();

export type RobotModel = z.infer<typeof model>;
export type ScenarioPart = z.infer<typeof scenarioPart>;
export type Scenario = z.infer<typeof scenario>;
export type TimelineEvent = z.infer<typeof event>;

function check<T>(schema: z.ZodType<T>, data: unknown, file: string, schemaFile: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.map(String).join('.') || 'the file'}: ${issue.message}`);
  throw new Error(`${file} does not match its schema (${schemaFile}):\n${lines.join('\n')}`);
}

export function parseRobotModel(data: unknown, file = 'src/data/robot/model.json'): RobotModel {
  return check(model, data, file, 'src/data/robot/schema.ts');
}

/** The default scenario, every key present. */
export function parseScenario(data: unknown, file = 'tools/robot/sim/scenarios/default.yaml'): Scenario {
  return check(scenario, data, file, 'src/data/robot/schema.ts');
}

/** A page's scenario: the keys it replaces. */
export function parseScenarioPart(data: unknown, file: string): ScenarioPart {
  return check(scenarioPart, data ?? {}, file, 'src/data/robot/schema.ts');
}
