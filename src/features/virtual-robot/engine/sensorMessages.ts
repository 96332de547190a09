/**
 * The sensor messages the scenario's timeline publishes, built as the ROS simulator builds them
 * (tools/robot/sim/sim_sensors.py), with every field of their types (tests/unit/virtualRobotEngine.test.ts checks
 * them against the interface table's nested messages).
 */
const f32 = (values: number[]) => values.map((v) => Math.fround(v));

type Spec = Record<string, unknown>;

export function faceMessage(spec: Spec): Record<string, unknown> {
  const num = (key: string, fallback: number) => Number(spec[key] ?? fallback);
  return {
    faces: [
      {
        id: Math.trunc(num('id', 1)),
        gender: String(spec.gender ?? 'female'),
        age_years: Math.trunc(num('age_years', 30)),
        age_type: String(spec.age_type ?? 'adult'),
        emotion_neutral: num('emotion_neutral', 0),
        emotion_angry: num('emotion_angry', 0),
        emotion_happy: num('emotion_happy', 0),
        emotion_surprise: num('emotion_surprise', 0),
        rectangle: (spec.rectangle as number[] | undefined) ?? [0.4, 0.3, 0.2, 0.25],
        left_eye: (spec.left_eye as number[] | undefined) ?? [0.45, 0.4],
        right_eye: (spec.right_eye as number[] | undefined) ?? [0.55, 0.4],
        angles: (spec.angles as number[] | undefined) ?? [0, 0, 0],
        landmarks: [],
      },
    ],
  };
}

export function handsMessage(spec: Spec): Record<string, unknown> {
  return {
    hands: [
      {
        id: 1,
        right_projection: f32([0.6, 0.5]),
        right_real: f32([200, 0, 1000]),
        right_click: Boolean(spec.right_click ?? false),
        right_pressure: Math.trunc(Number(spec.right_pressure ?? 0)),
        left_projection: f32([0.4, 0.5]),
        left_real: f32([-200, 0, 1000]),
        left_click: Boolean(spec.left_click ?? false),
        left_pressure: Math.trunc(Number(spec.left_pressure ?? 0)),
      },
    ],
  };
}

export function skeletonsMessage(count: number): Record<string, unknown> {
  const joints = Array.from({length: 25}, (_, t) => ({
    type: t,
    confidence: Math.fround(0.9),
    real: f32([0, 100 * t, 1500]),
    projection: f32([0.5, 0.02 * t, 0]),
    orientation: f32([1, 0, 0, 0, 1, 0, 0, 0, 1]),
  }));
  return {skeletons: Array.from({length: Math.trunc(count)}, (_, i) => ({id: i + 1, joints}))};
}

export function gesturesMessage(name: string): Record<string, unknown> {
  return {gestures: [{id: 1, name}]};
}

/** 512 frames of 16-bit mono at 16 kHz, base64 as rosbridge sends uint8[]: a 440 Hz tone, louder while the person speaks. */
export function audioFrames(start: number, speaking: boolean): string {
  const amp = speaking ? 3000 : 30;
  let binary = '';
  for (let k = 0; k < 512; k += 1) {
    const v = Math.trunc(amp * Math.sin((2 * Math.PI * 440 * (start + k)) / 16000)) & 0xffff;
    binary += String.fromCharCode(v & 0xff, v >> 8);
  }
  return btoa(binary);
}

/** The camera's 640x480 bgr8 frame of one colour (128, 96, 64): "gGBA" is those three bytes in base64. */
let cameraData: string | undefined;
export function cameraImage(stamp: {secs: number; nsecs: number}, seq: number): Record<string, unknown> {
  cameraData ??= 'gGBA'.repeat(640 * 480);
  return {
    header: {seq, stamp, frame_id: 'camera_color_frame'},
    height: 480,
    width: 640,
    encoding: 'bgr8',
    is_bigendian: 0,
    step: 640 * 3,
    data: cameraData,
  };
}
