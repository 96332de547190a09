/**
 * Every ROS interface the docs may name, with its type, fields and generation.
 * The API reference page renders this table and the content tests check each
 * `/qt_robot/…`, `/qt_nuitrack_app/…`, `/qt_respeaker_app/…` and `/camera/…` name
 * used in the docs against it, so a typo or an invented name fails CI.
 * `source` names the fact (section of the QTrobot facts file) each row comes from.
 */

export type Generation = 'V1' | 'V2';

/**
 * The two software set-ups of a V1 QTRP. `first`: Ubuntu 16.04 "xenial", ROS Kinetic, Python 2 (QTRP versions
 * before QTRDTP2105). `updated`: Raspberry Pi OS (Debian Buster), ROS Noetic, Python 3, as LuxAI later updated
 * V1 robots (LuxAI's V1 processor page, docs/v1 in the 2023 build).
 */
export type V1Variant = 'first' | 'updated';

export const v1VariantLabels: Record<V1Variant, string> = {
  first: 'first QTRP (Ubuntu 16.04, ROS Kinetic)',
  updated: 'updated QTRP (Raspberry Pi OS Buster, ROS Noetic, Python 3)',
};

export type InterfaceKind = 'topic' | 'service' | 'action';

export type InterfaceGroup =
  | 'speech'
  | 'audio'
  | 'behavior'
  | 'emotion'
  | 'setting'
  | 'gesture'
  | 'motors'
  | 'vision'
  | 'microphone'
  | 'recognition'
  | 'apps';

export type RosInterface = {
  name: string;
  kind: InterfaceKind;
  /** Full ROS type, e.g. `qt_robot_interface/speech_say`. */
  type: string;
  /** Request fields for services, message fields for topics, goal for actions. */
  request: string;
  /** Response fields for services; empty for topics. */
  response?: string;
  purpose: string;
  /** Which node or package provides it. */
  provider: string;
  group: InterfaceGroup;
  generations: readonly Generation[];
  /** Direction seen from your program: you publish to it, or you subscribe to it. */
  direction?: 'publish' | 'subscribe';
  /** Command-line example a reader can paste on the robot. */
  example?: string;
  notes?: string;
  /**
   * Constants of the request part of a service, in .srv syntax, comma-separated
   * (e.g. `uint8 M_ON=0, uint8 M_OFF=1`). The simulated robot's message generation
   * (tools/robot/gen-msgs.mjs) writes them into the generated .srv file.
   */
  constants?: string;
  /**
   * On V1, the QTRP set-ups the interface is documented for, when it is not both (see V1Variant). The API page
   * shows it as a badge and the V1-to-V2 page lists it.
   */
  v1Variants?: readonly V1Variant[];
  /**
   * What one generation has that differs from the shared text (an older node, another default), rendered in
   * place of the shared text on that generation's pages: read an interface through `forGeneration`.
   */
  differs?: Partial<Record<Generation, Partial<Pick<RosInterface, 'request' | 'purpose' | 'provider' | 'notes' | 'example'>>>>;
  source: string;
};

const BOTH = ['V1', 'V2'] as const;

/** qt_respeaker_app on a V1 robot: LuxAI's V1 microphone page and the app's own history. */
const RESPEAKER_V1 =
  'V1: pre-installed in ~/catkin_ws on an updated QTRP (LuxAI\'s V1 microphone page) but not started by default: add run_script "start_qt_respeaker_app.sh" to ~/robot/autostart/autostart_screens.sh, after stopping every other program that opens the microphone (the 2021 qt_vosk_app does). The app (in LuxAI\'s software repository since August 2021) needs Python 3: on a first QTRP, rospack find qt_respeaker_app tells you whether it is there.';
const V2 = ['V2'] as const;
const V1 = ['V1'] as const;

export const groupLabels: Record<InterfaceGroup, string> = {
  speech: 'Speech (text to speech)',
  audio: 'Audio playback',
  behavior: 'Talking behaviours',
  emotion: 'Emotions and gaze',
  setting: 'Settings',
  gesture: 'Gestures',
  motors: 'Motors',
  vision: '3D camera and tracking (Nuitrack)',
  microphone: 'Microphone array (ReSpeaker)',
  recognition: 'Speech recognition',
  apps: 'Demo applications',
};

export const rosInterfaces: readonly RosInterface[] = [
  // qt_robot_interface: speech, audio, behaviour, emotion, setting (facts §2.1)
  {
    name: '/qt_robot/speech/say',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — the text to speak',
    purpose: 'Speak a text without waiting for the end of the sentence.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'speech',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/speech/say std_msgs/String "data: 'Hello'"`,
    source: 'facts §2.1 row 1',
  },
  {
    name: '/qt_robot/speech/say',
    kind: 'service',
    type: 'qt_robot_interface/speech_say',
    request: 'string message',
    response: 'bool status',
    purpose: 'Speak a text and return when the robot has finished speaking.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'speech',
    generations: BOTH,
    example: `rosservice call /qt_robot/speech/say "message: 'Hello'"`,
    source: 'facts §2.1 row 2',
  },
  {
    name: '/qt_robot/speech/config',
    kind: 'service',
    type: 'qt_robot_interface/speech_config',
    request: 'string language, int16 pitch, int16 speed',
    response: 'bool status',
    purpose: 'Choose the voice language, pitch and speed. A value of 0 keeps the current setting.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'speech',
    generations: BOTH,
    example: `rosservice call /qt_robot/speech/config "language: 'en-US'\npitch: 0\nspeed: 0"`,
    notes: 'The languages available depend on the voices installed on your robot.',
    source: 'facts §2.1 row 3',
  },
  {
    name: '/qt_robot/speech/stop',
    kind: 'service',
    type: 'qt_robot_interface/speech_stop',
    request: '(none)',
    response: 'bool status',
    purpose: 'Stop the sentence being spoken.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'speech',
    generations: BOTH,
    example: 'rosservice call /qt_robot/speech/stop',
    source: 'facts §2.1 row 4',
  },
  {
    name: '/qt_robot/audio/play',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — audio file name',
    purpose: 'Play a WAV or MP3 file from the default audio folder without waiting.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'audio',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/audio/play std_msgs/String "data: 'QT/5LittleBunnies'"`,
    source: 'facts §2.1 row 5',
  },
  {
    name: '/qt_robot/audio/play',
    kind: 'service',
    type: 'qt_robot_interface/audio_play',
    request: 'string filename, string filepath',
    response: 'bool status',
    purpose: 'Play an audio file and return when it ends. An empty filepath means the default folder.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'audio',
    generations: BOTH,
    example: `rosservice call /qt_robot/audio/play "filename: 'QT/5LittleBunnies'\nfilepath: ''"`,
    notes: 'The extension is optional: .mp3 is tried first, then .wav.',
    source: 'facts §2.1 row 6',
  },
  {
    name: '/qt_robot/audio/stop',
    kind: 'service',
    type: 'qt_robot_interface/audio_stop',
    request: '(none)',
    response: 'bool status',
    purpose: 'Stop the audio file being played.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'audio',
    generations: BOTH,
    example: 'rosservice call /qt_robot/audio/stop',
    source: 'facts §2.1 row 7',
  },
  {
    name: '/qt_robot/behavior/talkText',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — the text to speak',
    purpose: 'Speak a text while the face moves its mouth, without waiting.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'behavior',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/behavior/talkText std_msgs/String "data: 'Nice to meet you'"`,
    source: 'facts §2.1 row 8',
  },
  {
    name: '/qt_robot/behavior/talkText',
    kind: 'service',
    type: 'qt_robot_interface/behavior_talk_text',
    request: 'string message',
    response: 'bool status',
    purpose: 'Speak with the talking face and return when the sentence ends.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'behavior',
    generations: BOTH,
    example: `rosservice call /qt_robot/behavior/talkText "message: 'Nice to meet you'"`,
    notes: 'talkText and talkAudio exclude each other, and neither can run while the emotion interface is in use (both use the face).',
    source: 'facts §2.1 row 9',
  },
  {
    name: '/qt_robot/behavior/talkAudio',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — audio file name',
    purpose: 'Play an audio file with the talking face, without waiting.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'behavior',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/behavior/talkAudio std_msgs/String "data: 'QT/5LittleBunnies'"`,
    source: 'facts §2.1 row 10',
  },
  {
    name: '/qt_robot/behavior/talkAudio',
    kind: 'service',
    type: 'qt_robot_interface/behavior_talk_audio',
    request: 'string filename, string filepath',
    response: 'bool status',
    purpose: 'Play an audio file with the talking face and return when it ends.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'behavior',
    generations: BOTH,
    example: `rosservice call /qt_robot/behavior/talkAudio "filename: 'QT/5LittleBunnies'\nfilepath: ''"`,
    source: 'facts §2.1 row 11',
  },
  {
    name: '/qt_robot/emotion/show',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — emotion name, e.g. QT/happy',
    purpose: 'Play an emotion animation on the face without waiting.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'emotion',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/emotion/show std_msgs/String "data: 'QT/happy'"`,
    source: 'facts §2.1 row 12',
  },
  {
    name: '/qt_robot/emotion/show',
    kind: 'service',
    type: 'qt_robot_interface/emotion_show',
    request: 'string name',
    response: 'bool status',
    purpose: 'Play an emotion animation and return when it ends.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'emotion',
    generations: BOTH,
    example: `rosservice call /qt_robot/emotion/show "name: 'QT/afraid'"`,
    notes: 'Emotions are .avi videos in ~/robot/data/emotions on the QTRP; give the name without extension.',
    source: 'facts §2.1 row 13',
  },
  {
    name: '/qt_robot/emotion/stop',
    kind: 'service',
    type: 'qt_robot_interface/emotion_stop',
    request: '(none)',
    response: 'bool status',
    purpose: 'Stop the emotion animation being played.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'emotion',
    generations: BOTH,
    example: 'rosservice call /qt_robot/emotion/stop',
    source: 'facts §2.1 row 14',
  },
  {
    name: '/qt_robot/emotion/look',
    kind: 'service',
    type: 'qt_robot_interface/emotion_look',
    request: 'int16[] eye_l, int16[] eye_r, float32 duration',
    response: 'bool status',
    purpose: 'Move the pupils: x, y offsets from the centre of each eye, held for a duration in seconds.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'emotion',
    generations: V2,
    example: `rosservice call /qt_robot/emotion/look "eye_l: [10, 0]\neye_r: [10, 0]\nduration: 2.0"`,
    notes: 'Not on every robot: check with rosservice list before relying on it.',
    source: 'facts §2.1 row 15',
  },
  {
    name: '/qt_robot/setting/setVolume',
    kind: 'service',
    type: 'qt_robot_interface/setting_setVolume',
    request: 'uint8 volume — percent',
    response: 'bool status',
    purpose: 'Set the speaker volume.',
    provider: 'qt_robot_interface (QTRP)',
    group: 'setting',
    generations: BOTH,
    example: 'rosservice call /qt_robot/setting/setVolume "volume: 50"',
    notes: 'The scale is documented as a percentage; LuxAI\'s own programs map a 0–100 level through a non-linear curve, so test the levels you use.',
    source: 'facts §2.1 row 16',
  },

  // qt_gesture_controller (facts §2.2)
  {
    name: '/qt_robot/gesture/play',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — gesture name, e.g. QT/bye',
    purpose: 'Play a recorded gesture without waiting.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/gesture/play std_msgs/String "data: 'QT/bye'"`,
    source: 'facts §2.2 row 17',
  },
  {
    name: '/qt_robot/gesture/play',
    kind: 'service',
    type: 'qt_gesture_controller/gesture_play',
    request: 'string name, float32 speed',
    response: 'bool status',
    purpose: 'Play a gesture and return when it ends. speed 1.0 is the recorded speed; 0 uses the default.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    example: `rosservice call /qt_robot/gesture/play "name: 'QT/bye'\nspeed: 0.0"`,
    source: 'facts §2.2 row 18',
  },
  {
    name: '/qt_robot/gesture/record',
    kind: 'service',
    type: 'qt_gesture_controller/gesture_record',
    request: 'string[] parts, bool idleParts, uint8 wait, uint8 timeout',
    response: 'bool status',
    purpose: 'Start recording the movement of the listed parts. idleParts true releases their motors so you can move them by hand (otherwise idle them yourself with /qt_robot/motors/setControlMode); wait and timeout are in seconds.',
    notes: 'LuxAI\'s 2023 reference lists only parts and idleParts; wait and timeout come from the service header in luxai-qtrobot/software.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    example: `rosservice call /qt_robot/gesture/record "parts: ['right_arm']\nidleParts: true\nwait: 0\ntimeout: 0"`,
    source: 'facts §2.2 row 19',
  },
  {
    name: '/qt_robot/gesture/save',
    kind: 'service',
    type: 'qt_gesture_controller/gesture_save',
    request: 'string name, string path',
    response: 'bool status',
    purpose: 'Stop recording and save the gesture. An empty path means the default gesture folder.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    example: `rosservice call /qt_robot/gesture/save "name: 'my_wave'\npath: ''"`,
    source: 'facts §2.2 row 20',
  },
  {
    name: '/qt_robot/gesture/list',
    kind: 'service',
    type: 'qt_gesture_controller/gesture_list',
    request: '(none)',
    response: 'string[] gestures, bool status',
    purpose: 'List the gestures in the default gesture folder.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    example: 'rosservice call /qt_robot/gesture/list',
    source: 'facts §2.2 row 21',
  },
  {
    name: '/qt_robot/gesture/stop',
    kind: 'service',
    type: 'qt_gesture_controller/gesture_stop',
    request: '(none)',
    response: 'bool status',
    purpose: 'Stop the gesture being played.',
    provider: 'qt_gesture_controller (qt_motor plugin, QTRP)',
    group: 'gesture',
    generations: BOTH,
    example: 'rosservice call /qt_robot/gesture/stop',
    source: 'facts §2.2 row 22',
  },

  // Motors (facts §2.3)
  {
    name: '/qt_robot/joints/state',
    kind: 'topic',
    type: 'sensor_msgs/JointState',
    request: 'string[] name, float64[] position, float64[] velocity, float64[] effort',
    purpose: 'Joint feedback. Positions are degrees in standard mode and radians in advanced mode.',
    notes: 'LuxAI\'s 2023 ROS reference says only positions are published; the sample on its 2023 motors page also fills velocity (zeros) and effort. Rely on position, and check the other arrays with rostopic echo -n 1 on your robot.',
    provider: 'qt_motor (QTRP)',
    group: 'motors',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic echo -n 1 /qt_robot/joints/state',
    source: 'facts §2.3 row 23',
  },
  {
    name: '/qt_robot/head_position/command',
    kind: 'topic',
    type: 'std_msgs/Float64MultiArray',
    request: 'float64[] data = [HeadYaw, HeadPitch]',
    purpose: 'Move the head to a position.',
    provider: 'qt_motor (QTRP)',
    group: 'motors',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/head_position/command std_msgs/Float64MultiArray "data: [20, 0]"`,
    source: 'facts §2.3 row 24',
  },
  {
    name: '/qt_robot/right_arm_position/command',
    kind: 'topic',
    type: 'std_msgs/Float64MultiArray',
    request: 'float64[] data = [RightShoulderPitch, RightShoulderRoll, RightElbowRoll]',
    purpose: 'Move the right arm to a position.',
    provider: 'qt_motor (QTRP)',
    group: 'motors',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/right_arm_position/command std_msgs/Float64MultiArray "data: [90, -30, -70]"`,
    source: 'facts §2.3 row 25',
  },
  {
    name: '/qt_robot/left_arm_position/command',
    kind: 'topic',
    type: 'std_msgs/Float64MultiArray',
    request: 'float64[] data = [LeftShoulderPitch, LeftShoulderRoll, LeftElbowRoll]',
    purpose: 'Move the left arm to a position.',
    provider: 'qt_motor (QTRP)',
    group: 'motors',
    generations: BOTH,
    direction: 'publish',
    example: `rostopic pub --once /qt_robot/left_arm_position/command std_msgs/Float64MultiArray "data: [-90, -30, -70]"`,
    source: 'facts §2.3 row 26',
  },
  {
    name: '/qt_robot/motors/home',
    kind: 'service',
    type: 'qt_motors_controller/home',
    request: 'string[] parts — parts (head, right_arm, left_arm) and/or single joints',
    response: 'bool status',
    purpose: 'Move parts or single joints back to their home position.',
    provider: 'qt_motors_controller (QTRP)',
    group: 'motors',
    generations: BOTH,
    example: `rosservice call /qt_robot/motors/home "parts: ['head', 'right_arm', 'left_arm']"`,
    source: 'facts §2.3 row 27',
  },
  {
    name: '/qt_robot/motors/setControlMode',
    kind: 'service',
    type: 'qt_motors_controller/set_control_mode',
    request: 'string[] parts, uint8 mode — M_ON=0, M_OFF=1, M_BREAK=2',
    constants: 'uint8 M_ON=0, uint8 M_OFF=1, uint8 M_BREAK=2',
    response: 'bool status',
    purpose: 'Switch motors on (held in position), off (free to move by hand) or to brake.',
    provider: 'qt_motors_controller (QTRP)',
    group: 'motors',
    generations: BOTH,
    example: `rosservice call /qt_robot/motors/setControlMode "parts: ['right_arm']\nmode: 1"`,
    notes: 'The message header spells the constant M_BREAK; LuxAI\'s 2023 V2 reference writes M_BRAKE=2. Both mean mode 2; in code, use the spelling of the header you built against.',
    source: 'facts §2.3 row 28',
  },
  {
    name: '/qt_robot/motors/setVelocity',
    kind: 'service',
    type: 'qt_motors_controller/set_velocity',
    request: 'string[] parts, uint8 velocity — percent of the maximum',
    response: 'bool status',
    purpose: 'Set how fast the listed parts move. Every joint has a maximum velocity cap; HeadPitch cannot exceed 20 % of its maximum.',
    provider: 'qt_motors_controller (QTRP)',
    group: 'motors',
    generations: BOTH,
    example: `rosservice call /qt_robot/motors/setVelocity "parts: ['head']\nvelocity: 20"`,
    source: 'facts §2.3 row 29',
  },
  {
    name: '/qt_robot/right_arm_controller/follow_joint_trajectory',
    kind: 'action',
    type: 'control_msgs/FollowJointTrajectory',
    request: 'trajectory_msgs/JointTrajectory trajectory (right arm joints)',
    purpose: 'Execute a joint trajectory on the right arm (advanced mode, used by MoveIt).',
    provider: 'qt_motor, advanced mode (QTRP)',
    group: 'motors',
    generations: BOTH,
    notes: 'Exists only in advanced motor mode; check with rostopic list | grep follow_joint_trajectory.',
    source: 'facts §2.3 row 30',
  },
  {
    name: '/qt_robot/left_arm_controller/follow_joint_trajectory',
    kind: 'action',
    type: 'control_msgs/FollowJointTrajectory',
    request: 'trajectory_msgs/JointTrajectory trajectory (left arm joints)',
    purpose: 'Execute a joint trajectory on the left arm (advanced mode, used by MoveIt).',
    provider: 'qt_motor, advanced mode (QTRP)',
    group: 'motors',
    generations: BOTH,
    notes: 'Exists only in advanced motor mode; check with rostopic list | grep follow_joint_trajectory.',
    source: 'facts §2.3 row 31',
  },
  {
    name: '/qt_robot/head_controller/follow_joint_trajectory',
    kind: 'action',
    type: 'control_msgs/FollowJointTrajectory',
    request: 'trajectory_msgs/JointTrajectory trajectory (HeadYaw, HeadPitch)',
    purpose: 'Head trajectory controller named in the MoveIt controller configuration.',
    provider: 'qt_motor, advanced mode (QTRP)',
    group: 'motors',
    generations: BOTH,
    notes: 'Listed in the MoveIt controller configuration; LuxAI\'s V2 pages show only the arm controllers, in advanced mode (qt_motor_advanced.launch). Switch to advanced mode, then check with rostopic list | grep head_controller.',
    source: 'facts §2.3 row 32',
  },
  {
    name: '/qt_robot/custom/startstop',
    kind: 'service',
    type: 'motors_custom_controller/StartStop',
    request: 'bool command',
    response: 'bool status',
    purpose: 'Start or stop the example custom motor controller built in the C++ controller tutorial.',
    provider: 'motors_custom_controller (tutorial plugin, QTRP)',
    group: 'motors',
    generations: BOTH,
    example: `rosservice call /qt_robot/custom/startstop "command: true"`,
    notes: 'Exists only after you build and load the tutorial controller.',
    source: 'facts §2.3 row 33, §3.3',
  },

  // qt_nuitrack_app (facts §2.4)
  {
    name: '/qt_nuitrack_app/skeletons',
    kind: 'topic',
    type: 'qt_nuitrack_app/Skeletons',
    request: 'SkeletonInfo[] skeletons — int32 id, JointInfo[] joints (uint8 type, float32 confidence, float32[] real, float32[] projection, float32[] orientation)',
    purpose: 'Body skeletons of the people in front of the camera.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic echo -n 1 /qt_nuitrack_app/skeletons',
    source: 'facts §2.4 row 34',
  },
  {
    name: '/qt_nuitrack_app/hands',
    kind: 'topic',
    type: 'qt_nuitrack_app/Hands',
    request: 'HandInfo[] hands — int32 id; float32[] right_projection, float32[] right_real, bool right_click, int32 right_pressure; the same four for left',
    purpose: 'Hand positions and "click" (closed hand) state for each tracked person.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic echo -n 1 /qt_nuitrack_app/hands',
    source: 'facts §2.4 row 35',
  },
  {
    name: '/qt_nuitrack_app/gestures',
    kind: 'topic',
    type: 'qt_nuitrack_app/Gestures',
    request: 'GestureInfo[] gestures — int32 id, string name (WAVING, SWIPE LEFT, SWIPE RIGHT, SWIPE UP, SWIPE DOWN, PUSH)',
    purpose: 'Hand gestures, published only when one is recognised.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic echo /qt_nuitrack_app/gestures',
    source: 'facts §2.4 row 36',
  },
  {
    name: '/qt_nuitrack_app/faces',
    kind: 'topic',
    type: 'qt_nuitrack_app/Faces',
    request: 'FaceInfo[] faces — int32 id, string gender, int32 age_years, string age_type, float64 emotion_neutral/angry/happy/surprise, float64[] rectangle, left_eye, right_eye, angles',
    purpose: 'Faces with estimated age, gender and emotion; published only when enable_face is true.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic echo -n 1 /qt_nuitrack_app/faces',
    differs: {
      V1: {
        purpose:
          'Faces with estimated age, gender and emotion, published about twice a second (face_frame_rate 2) whenever at least one face is seen.',
        notes:
          'The V1-era node has no enable_face parameter (it came with the May 2024 update of qt_nuitrack_app): face analysis always runs. A V1 robot whose QTPC software was updated since may have the parameter: rosparam list | grep qt_nuitrack_app shows it.',
      },
    },
    source: 'facts §2.4 row 37; V1: luxai-qtrobot/software apps/qt_nuitrack_app/src/qt_nuitrack_app.cpp at 9b17755 (2021-05), enable_face added in 2745366 (2024-05-08)',
  },
  {
    name: '/qt_nuitrack_app/suspend',
    kind: 'service',
    type: 'qt_nuitrack_app/suspend',
    request: 'bool flag',
    response: 'bool status',
    purpose: 'Pause (true) or resume (false) tracking to free the QTPC.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    example: `rosservice call /qt_nuitrack_app/suspend "flag: true"`,
    source: 'facts §2.4 row 38',
  },
  {
    name: '/camera/color/image_raw',
    kind: 'topic',
    type: 'sensor_msgs/Image',
    request: 'bgr8 colour image, 640 × 480 by default, frame camera_color_frame',
    purpose: 'Colour image of the 3D camera.',
    differs: {
      V1: {
        request: 'bgr8 colour image, 640 × 480 by default, frame camera_color_frame_ (with a trailing underscore)',
        notes:
          'The V1-era qt_nuitrack_app stamps the image with the frame id camera_color_frame_; the node\'s August 2022 update renamed it camera_color_frame. rostopic echo -n 1 --noarr /camera/color/image_raw | grep frame_id shows the one your robot uses.',
      },
    },
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: BOTH,
    direction: 'subscribe',
    example: 'rostopic hz /camera/color/image_raw',
    notes: 'LuxAI\'s 2023 ROS reference lists it with the Nuitrack publishers; its 2023 camera page says the optional usb_cam driver on the QTPC publishes it when enabled (run_script start_ros_usb_cam.sh in ~/robot/autostart/autostart_screens.sh), in place of qt_nuitrack_app. rostopic info /camera/color/image_raw names the publisher on your robot.',
    source: 'facts §2.4 row 39; qt_nuitrack_app.cpp (software repo, 2024-10); V2 camera page (2023-12)',
  },
  {
    name: '/camera/color/image_raw/compressed',
    kind: 'topic',
    type: 'sensor_msgs/CompressedImage',
    request: 'string format (jpeg or png), uint8[] data',
    purpose: 'Compressed colour image, through image_transport.',
    provider: 'usb_cam (QTPC; pre-installed, not started by default)',
    group: 'vision',
    generations: V2,
    direction: 'subscribe',
    example: 'rostopic hz /camera/color/image_raw/compressed',
    notes: 'Only while usb_cam runs; qt_nuitrack_app must be disabled first (it holds the camera).',
    source: 'facts § v2-docs-general.md /docs/modules/camera (usb_cam); V2 camera page, gh-pages docs/modules/camera.html, 2023-12',
  },
  {
    name: '/camera/depth/image_raw',
    kind: 'topic',
    type: 'sensor_msgs/Image',
    request: 'depth image',
    purpose: 'Depth image; published only when the enable_depth parameter is true.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: V2,
    direction: 'subscribe',
    example: 'rostopic hz /camera/depth/image_raw',
    source: 'facts §2.4 row 40',
  },
  {
    name: '/camera/depth/cloud',
    kind: 'topic',
    type: 'sensor_msgs/PointCloud2',
    request: 'xyz + rgb points, frame camera_depth_frame',
    purpose: 'Coloured point cloud; published only when enable_depth is true.',
    provider: 'qt_nuitrack_app (QTPC)',
    group: 'vision',
    generations: V2,
    direction: 'subscribe',
    example: 'rostopic hz /camera/depth/cloud',
    source: 'facts §2.4 row 41',
  },

  // qt_respeaker_app (facts §2.5)
  {
    name: '/qt_respeaker_app/channel0',
    kind: 'topic',
    type: 'audio_common_msgs/AudioData',
    request: 'uint8[] data — processed mono audio, 16 kHz, 16-bit',
    purpose: 'Processed audio for speech recognition.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: BOTH,
    v1Variants: ['updated'],
    direction: 'subscribe',
    example: 'rostopic hz /qt_respeaker_app/channel0',
    differs: {V1: {notes: RESPEAKER_V1}},
    source: 'facts §2.5 row 42; V1: LuxAI V1 microphone page (2023 build); software apps/qt_respeaker_app since 8149a5b (2021-08-20)',
  },
  ...([1, 2, 3, 4] as const).map(
    (n): RosInterface => ({
      name: `/qt_respeaker_app/channel${n}`,
      kind: 'topic',
      type: 'audio_common_msgs/AudioData',
      request: `uint8[] data — raw audio of microphone ${n}`,
      purpose: `Raw signal of microphone ${n}.`,
      provider: 'qt_respeaker_app (QTRP)',
      group: 'microphone',
      generations: BOTH,
      v1Variants: ['updated'],
      direction: 'subscribe',
      differs: {V1: {notes: RESPEAKER_V1}},
      source: 'facts §2.5 row 43; V1: LuxAI V1 microphone page (2023 build)',
    }),
  ),
  {
    name: '/qt_respeaker_app/channel5',
    kind: 'topic',
    type: 'audio_common_msgs/AudioData',
    request: 'uint8[] data — merged playback',
    purpose: 'Merged playback channel.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: BOTH,
    v1Variants: ['updated'],
    direction: 'subscribe',
    differs: {V1: {notes: RESPEAKER_V1}},
    source: 'facts §2.5 row 44; V1: LuxAI V1 microphone page (2023 build)',
  },
  {
    name: '/qt_respeaker_app/is_speaking',
    kind: 'topic',
    type: 'std_msgs/Bool',
    request: 'bool data',
    purpose: 'Voice activity: published (latched) when the array detects a voice.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: BOTH,
    v1Variants: ['updated'],
    direction: 'subscribe',
    example: 'rostopic echo /qt_respeaker_app/is_speaking',
    differs: {V1: {notes: RESPEAKER_V1}},
    source: 'facts §2.5 row 45; V1: LuxAI V1 microphone page (2023 build)',
  },
  {
    name: '/qt_respeaker_app/sound_direction',
    kind: 'topic',
    type: 'std_msgs/Int32',
    request: 'int32 data — direction of arrival, 0 to 359 degrees',
    purpose: 'Direction of the voice, published (latched) together with voice activity.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: BOTH,
    v1Variants: ['updated'],
    direction: 'subscribe',
    example: 'rostopic echo /qt_respeaker_app/sound_direction',
    differs: {
      V1: {
        notes: `${RESPEAKER_V1} LuxAI's V1 microphone page: 270 is the front of the robot, because of how the array sits in the head.`,
      },
    },
    source: 'facts §2.5 row 46; V1: LuxAI V1 microphone page (2023 build)',
  },
  {
    name: '/qt_respeaker_app/status_led',
    kind: 'topic',
    type: 'std_msgs/ColorRGBA',
    request: 'float32 r, g, b, a',
    purpose: 'Set the colour of the microphone LEDs; all zeros returns to the direction-of-arrival trace.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: V2,
    direction: 'publish',
    example: `rostopic pub --once /qt_respeaker_app/status_led std_msgs/ColorRGBA "{r: 0.0, g: 1.0, b: 0.0, a: 1.0}"`,
    notes: 'Added to the app in 2024: update the software on older robots.',
    source: 'facts §2.5 row 47',
  },
  {
    name: '/qt_respeaker_app/external1',
    kind: 'topic',
    type: 'audio_common_msgs/AudioData',
    request: 'uint8[] data',
    purpose: 'Audio of an external microphone; only when external_mic.enable is true.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: V2,
    direction: 'subscribe',
    notes: 'Added to the app in 2025.',
    source: 'facts §2.5 row 48',
  },
  {
    name: '/qt_respeaker_app/tuning/set',
    kind: 'service',
    type: 'qt_respeaker_app/tuning_set',
    request: 'string param, float32 value',
    response: 'bool status',
    purpose: 'Set a tuning parameter of the microphone array (e.g. AGCGAIN).',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: V2,
    example: `rosservice call /qt_respeaker_app/tuning/set "param: 'AGCGAIN'\nvalue: 40.0"`,
    source: 'facts §2.5 row 49',
  },
  {
    name: '/qt_respeaker_app/tuning/get',
    kind: 'service',
    type: 'qt_respeaker_app/tuning_get',
    request: 'string param',
    response: 'float32 value, bool status',
    purpose: 'Read a tuning parameter of the microphone array.',
    provider: 'qt_respeaker_app (QTRP)',
    group: 'microphone',
    generations: V2,
    example: `rosservice call /qt_respeaker_app/tuning/get "param: 'DOAANGLE'"`,
    source: 'facts §2.5 row 50',
  },

  // Speech recognition (facts §2.6)
  {
    name: '/qt_robot/speech/recognize',
    kind: 'service',
    type: 'qt_vosk_app/speech_recognize',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Offline recognition with Vosk. language is a model folder name such as en_US; options are expected words; timeout 0 means 15 s.',
    provider: 'qt_vosk_app (the computer it is installed on: rosservice info shows it)',
    group: 'recognition',
    generations: BOTH,
    v1Variants: ['updated'],
    differs: {
      V1: {
        purpose:
          'Offline recognition with Vosk, running by default on the QTRP. language is a model folder name in ~/robot/vosk/models (en_US, de_DE, fr_FR installed); options are expected words; timeout 0 means 20 s in the 2021 app, 15 s since its April 2022 update.',
        provider: 'qt_vosk_app (QTRP, started by start_qt_vosk_app.sh)',
        notes:
          'The 2021 app opens the microphone itself, so it must be stopped (comment its run_script line in ~/robot/autostart/autostart_screens.sh, reboot) before qt_respeaker_app or qt_gspeech_interface can run; since April 2022 it reads /qt_respeaker_app/channel0 instead. rosnode info /qt_vosk_app shows which one your robot runs.',
      },
    },
    example: `rosservice call /qt_robot/speech/recognize "language: 'en_US'\noptions: ['yes', 'no']\ntimeout: 10"`,
    notes: 'Vosk, Riva and Google apps all offer this name, and only one app can own it at a time: to run Vosk and Google together, Google\'s app is given /qt_robot/gspeech/recognize (Microphone page).',
    source: 'facts §2.6 row 51',
  },
  {
    name: '/qt_robot/speech/recognize',
    kind: 'service',
    type: 'qt_riva_asr_app/speech_recognize',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Offline recognition with NVIDIA Riva on AI@Edge robots; timeout 0 means 15 s.',
    provider: 'qt_riva_asr_app (AI@Edge QTPC)',
    group: 'recognition',
    generations: V2,
    example: `rosservice call /qt_robot/speech/recognize "language: ''\noptions: []\ntimeout: 10"`,
    notes:
      'The request language is ignored: every call uses language_code from config/qt_riva_asr_app.yaml (restart the app after changing it). With options, the call returns only when one of them is heard (exact word match); the timeout is checked only until any text arrives.',
    source: 'facts §2.6 row 52; luxai-qtrobot/software apps/qt_riva_asr_app/src/qt_riva_asr_app_node.py (2023-10-06, unchanged to 2025-09)',
  },
  {
    name: '/qt_robot/speech/recognize',
    kind: 'service',
    type: 'qt_gspeech_app/speech_recognize',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Online recognition with Google Cloud Speech-to-Text; timeout 0 selects the default timeout of 5 minutes (qt_gspeech_app update of 10 May 2023).',
    provider: 'qt_gspeech_app (QTPC)',
    group: 'recognition',
    generations: V2,
    notes: 'Not started by default; it cannot serve this name while qt_vosk_app runs.',
    source: 'facts §2.6 row 53; V2 microphone page (2023-12)',
  },
  {
    name: '/qt_robot/gspeech/recognize',
    kind: 'service',
    type: 'qt_gspeech_app/speech_recognize',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Google recognition under a second name, so that qt_vosk_app keeps /qt_robot/speech/recognize.',
    provider: 'qt_gspeech_app (QTPC), after you rename its service in qt_gspeech_app_node.py',
    group: 'recognition',
    generations: V2,
    example: `rosservice call /qt_robot/gspeech/recognize "language: 'en_US'\noptions: ['']\ntimeout: 10"`,
    notes: 'Exists only once you change the service name in the node (line 67 of LuxAI\'s version).',
    source: 'facts § v2-docs-general.md /docs/modules/microphone (running vosk and gspeech together)',
  },
  {
    name: '/qt_robot/speech/recognize',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — transcript',
    purpose: 'Transcripts published by the Vosk app when hotword mode is enabled.',
    provider: 'qt_vosk_app',
    group: 'recognition',
    generations: V2,
    direction: 'subscribe',
    source: 'facts §2.6 row 54',
  },
  {
    name: '/qt_robot/speech/hotword',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — the hotword detected',
    purpose: 'Published when the Porcupine hotword is detected, if publish_hotword is true.',
    provider: 'qt_vosk_app',
    group: 'recognition',
    generations: V2,
    direction: 'subscribe',
    source: 'facts §2.6 row 55',
  },
  {
    name: '/qt_robot/speech/recognize',
    kind: 'service',
    type: 'qt_vosk_interface/qt_vosk_speech',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Older Vosk interface that reads the microphone directly.',
    provider: 'qt_vosk_interface (QTRP)',
    group: 'recognition',
    generations: V1,
    notes: 'An example in LuxAI\'s tutorials repository (May 2021), just before qt_vosk_app; LuxAI\'s V1 pages name qt_vosk_app as the robot\'s offline recogniser. Fields from luxai-qtrobot/tutorials examples/qt_vosk_interface/srv/qt_vosk_speech.srv; an old installed copy may differ: check with rossrv show qt_vosk_interface/qt_vosk_speech.',
    source: 'facts §2.6 row 56',
  },
  {
    name: '/qt_robot/speech/recognize',
    kind: 'service',
    type: 'qt_gspeech_interface/QTrobotGspeech',
    request: 'string language, string[] options, int64 timeout',
    response: 'string transcript',
    purpose: 'Online recognition with Google Cloud Speech-to-Text on the QTRP; not started by default (add run_script "start_qt_gspeech_interface.sh" to ~/robot/autostart/autostart_screens.sh).',
    provider: 'qt_gspeech_interface (QTRP)',
    group: 'recognition',
    generations: V1,
    notes: 'LuxAI\'s V1 microphone page offers it on V1 robots next to qt_vosk_app; both cannot hold the microphone, or the service name, at once. Fields from luxai-qtrobot/tutorials examples/qt_gspeech_interface/srv/QTrobotGspeech.srv; an old installed copy may differ: check with rossrv show qt_gspeech_interface/QTrobotGspeech.',
    source: 'facts §2.6 row 57',
  },

  // Demo applications (facts §2.7)
  {
    name: '/qt_idle_app/suspend',
    kind: 'service',
    type: 'qt_idle_app/suspend',
    request: 'bool flag',
    response: 'bool status',
    purpose: 'Pause or resume the idle look-around behaviour.',
    provider: 'qt_idle_app demo',
    group: 'apps',
    generations: V1,
    source: 'facts §2.7 row 59',
  },
  {
    name: '/find_object/objects',
    kind: 'topic',
    type: 'std_msgs/Float32MultiArray',
    request: 'float32[] data — detected object ids and homographies',
    purpose: 'Card recognition used by the emotion and memory game demos (find_object_2d).',
    provider: 'find_object_2d (third-party ROS package)',
    group: 'apps',
    generations: BOTH,
    direction: 'subscribe',
    notes: 'V2: pre-installed on the QTPC but not started; add run_script "start_find_object.sh" to ~/robot/autostart/autostart_screens.sh. V1: LuxAI\'s V1 camera page gives the same steps (its text is the V2 page\'s; check the script on the robot). Images in ~/robot/data/images; the first value is the image id (number in its file name), then 11 values per object.',
    source: 'facts §2.7 row 60; V2 camera page (2023-12); V1 camera page (2023-12, docs/v1/modules/camera); find_object_2d ObjectsStamped.msg',
  },
  {
    name: '/qt_deep_face/faces',
    kind: 'topic',
    type: 'std_msgs/String',
    request: 'string data — JSON',
    purpose: 'DeepFace analysis results (age, gender, emotion, identity).',
    provider: 'qt_deep_face example (AI@Edge)',
    group: 'apps',
    generations: V2,
    direction: 'subscribe',
    source: 'facts §2.7 row 61',
  },
  {
    name: '/qt_deep_face/image/out',
    kind: 'topic',
    type: 'sensor_msgs/Image',
    request: 'annotated image',
    purpose: 'Camera image annotated by the DeepFace example.',
    provider: 'qt_deep_face example (AI@Edge)',
    group: 'apps',
    generations: V2,
    direction: 'subscribe',
    source: 'facts §2.7 row 62',
  },
];

/**
 * Message types used inside the messages above (arrays of them), with their fields in .msg
 * syntax, one field per comma. tools/robot/gen-msgs.mjs generates them with the top-level types.
 */
export const rosNestedMessages: Readonly<Record<string, {fields: string; source: string}>> = {
  'qt_nuitrack_app/JointInfo': {
    fields: 'uint8 type, float32 confidence, float32[] real, float32[] projection, float32[] orientation',
    source: 'luxai-qtrobot/software headers/qt_nuitrack_app/msg/JointInfo.msg',
  },
  'qt_nuitrack_app/SkeletonInfo': {
    fields: 'int32 id, JointInfo[] joints',
    source: 'luxai-qtrobot/software headers/qt_nuitrack_app/msg/SkeletonInfo.msg',
  },
  'qt_nuitrack_app/HandInfo': {
    fields:
      'int32 id, float32[] right_projection, float32[] right_real, bool right_click, int32 right_pressure, ' +
      'float32[] left_projection, float32[] left_real, bool left_click, int32 left_pressure',
    source: 'luxai-qtrobot/software headers/qt_nuitrack_app/msg/HandInfo.msg',
  },
  'qt_nuitrack_app/GestureInfo': {
    fields: 'int32 id, string name',
    source: 'luxai-qtrobot/software headers/qt_nuitrack_app/msg/GestureInfo.msg',
  },
  'qt_nuitrack_app/LandmarkInfo': {
    fields: 'int32 id, float64 x, float64 y',
    source: 'luxai-qtrobot/software apps/qt_nuitrack_app/msg/LandmarkInfo.msg',
  },
  'qt_nuitrack_app/FaceInfo': {
    fields:
      'int32 id, string gender, int32 age_years, string age_type, float64 emotion_neutral, float64 emotion_angry, ' +
      'float64 emotion_happy, float64 emotion_surprise, float64[] rectangle, float64[] left_eye, float64[] right_eye, ' +
      'float64[] angles, LandmarkInfo[] landmarks',
    source: 'luxai-qtrobot/software apps/qt_nuitrack_app/msg/FaceInfo.msg (landmarks: apps version only)',
  },
};

/** Names that exist, for the content tests. Actions also own their goal/feedback/result sub-topics. */
export const interfaceNames: ReadonlySet<string> = new Set(rosInterfaces.map((i) => i.name));

export function isKnownInterface(name: string): boolean {
  if (interfaceNames.has(name)) return true;
  return rosInterfaces.some(
    (i) =>
      i.kind === 'action' &&
      name.startsWith(`${i.name}/`) &&
      ['goal', 'cancel', 'feedback', 'result', 'status'].includes(name.slice(i.name.length + 1)),
  );
}

/** The interface as a page of one generation shows it: the shared text with that generation's differences. */
export function forGeneration(i: RosInterface, generation: Generation): RosInterface {
  const own = i.differs?.[generation];
  return own ? {...i, ...own} : i;
}

export function interfacesFor(generation: Generation): RosInterface[] {
  return rosInterfaces.filter((i) => i.generations.includes(generation)).map((i) => forGeneration(i, generation));
}

/** Anchor id used on the API page for an interface row, e.g. `qt_robot-speech-say-service`. */
export function interfaceAnchor(i: Pick<RosInterface, 'name' | 'kind' | 'type' | 'group'>): string {
  const base = `${i.name.replace(/^\//, '').replace(/\//g, '-')}-${i.kind}`;
  const pkg = i.type.split('/')[0];
  return i.group === 'recognition' && i.kind === 'service' ? `${base}-${pkg}` : base;
}
