/**
 * The block catalogue the docs draw programs from.
 *
 * LuxAI does not publish the block list of QTrobot Studio, so these blocks are named and
 * labelled by what they do, and each robot block maps only to a ROS interface the robot
 * really offers (src/data/rosInterfaces.ts). The Blocks Reference page tells readers that
 * the labels in the app may differ.
 */
import type {BlockSpec, CategoryId, InputSpec} from './types';

type Category = {
  label: string;
  /** Block fill; dark enough for white text (at least 4.5:1, unit-tested). */
  colour: string;
  description: string;
};

export const CATEGORIES: Record<CategoryId, Category> = {
  speech: {
    label: 'Speech',
    colour: '#6c45b0',
    description: 'Make the robot speak, choose its voice and listen to what people say.',
  },
  emotion: {
    label: 'Emotions and lights',
    colour: '#b92a5a',
    description: 'Play facial expressions, move the pupils and colour the microphone lights.',
  },
  gesture: {
    label: 'Gestures',
    colour: '#b0461f',
    description: 'Play recorded arm and head movements, or record your own.',
  },
  motors: {
    label: 'Motors',
    colour: '#875b00',
    description: 'Move the head and arms to positions, set their speed and switch motors on or off.',
  },
  audio: {
    label: 'Audio',
    colour: '#983b8a',
    description: 'Play sound files and set the volume.',
  },
  sensing: {
    label: 'Sensing and events',
    colour: '#6d6a00',
    description: 'Start stacks when something happens and read what the camera and microphones notice.',
  },
  control: {
    label: 'Control',
    colour: '#2e7a32',
    description: 'Wait, repeat and choose between branches.',
  },
  logic: {
    label: 'Logic and text',
    colour: '#1f669f',
    description: 'Compare values, combine conditions and work with text.',
  },
  math: {
    label: 'Math',
    colour: '#4450ad',
    description: 'Numbers, arithmetic and random numbers.',
  },
  variables: {
    label: 'Variables and lists',
    colour: '#5b6676',
    description: 'Remember values and lists of values while the program runs.',
  },
  ros: {
    label: 'ROS',
    colour: '#00766a',
    description: 'Exchange text messages with your own ROS nodes on topics you name.',
  },
};

/** Emotion names used in LuxAI's own programs (folder QT/ of ~/robot/data/emotions). */
export const EMOTIONS = [
  'QT/happy',
  'QT/sad',
  'QT/angry',
  'QT/surprise',
  'QT/afraid',
  'QT/confused',
  'QT/disgusted',
  'QT/shy',
  'QT/kiss',
  'QT/yawn',
  'QT/neutral',
] as const;

/** Gesture names used in LuxAI's own programs (folder QT/ of ~/robot/data/gestures). */
export const GESTURES = [
  'QT/hi',
  'QT/bye',
  'QT/happy',
  'QT/sad',
  'QT/angry',
  'QT/surprise',
  'QT/kiss',
  'QT/challenge',
  'QT/breathing_exercise',
  'QT/show_QT',
  'QT/show_tablet',
  'QT/show_left',
  'QT/show_right',
  'QT/up_right',
  'QT/swipe_left',
  'QT/swipe_right',
  'QT/sneezing',
] as const;

/** Hand gestures the 3D camera recognises (GestureInfo.name of qt_nuitrack_app). */
export const HAND_GESTURES = ['WAVING', 'SWIPE LEFT', 'SWIPE RIGHT', 'SWIPE UP', 'SWIPE DOWN', 'PUSH'] as const;

const PARTS = ['all parts', 'head', 'right_arm', 'left_arm'] as const;

const JOINTS = [
  'HeadYaw',
  'HeadPitch',
  'RightShoulderPitch',
  'RightShoulderRoll',
  'RightElbowRoll',
  'LeftShoulderPitch',
  'LeftShoulderRoll',
  'LeftElbowRoll',
] as const;

const TTS_LANGUAGES = ['default', 'en-US', 'fr-FR', 'de-DE'] as const;
const ASR_LANGUAGES = ['en_US', 'fr_FR', 'de_DE', 'it_IT'] as const;

// Inputs shared by several blocks.
const say: InputSpec = {name: 'text', kind: 'value', accepts: 'text', help: 'What to say: typed text or a block that gives text.'};
const seconds = (name: string, help: string, min = 0): InputSpec => ({name, kind: 'number', min, help});
const soundFile: InputSpec = {
  name: 'file',
  kind: 'text',
  help: 'Audio file name, with or without .mp3 or .wav, in the default audio folder (e.g. QT/5LittleBunnies).',
};
const emotion: InputSpec = {
  name: 'emotion',
  kind: 'dropdown',
  options: EMOTIONS,
  editable: true,
  help: 'Emotion name without extension. The list on your robot is the emotions folder on the QTRP.',
};
const gesture: InputSpec = {
  name: 'gesture',
  kind: 'dropdown',
  options: GESTURES,
  editable: true,
  help: 'Gesture name: one of the robot’s gestures or one you recorded.',
};
const part: InputSpec = {name: 'part', kind: 'dropdown', options: PARTS, help: 'Which part of the robot.'};
const variable: InputSpec = {name: 'variable', kind: 'variable', help: 'Name of the variable.'};
const list: InputSpec = {name: 'list', kind: 'variable', help: 'Name of the list variable.'};
const topic = (name: string, help: string): InputSpec => ({name, kind: 'text', format: 'topic', help});
const deg = (name: string, min: number, max: number, joint: string): InputSpec => ({
  name,
  kind: 'number',
  min,
  max,
  help: `${joint} in degrees, ${min} to ${max}.`,
});

export const BLOCKS: Record<string, BlockSpec> = {
  // Speech
  speech_say: {
    category: 'speech',
    shape: 'statement',
    label: ['say', say],
    description: 'Speaks the text with the robot’s voice and waits until the sentence ends. The face does not move.',
    ros: {name: '/qt_robot/speech/say', kind: 'service'},
  },
  speech_start_saying: {
    category: 'speech',
    shape: 'statement',
    label: ['start saying', say, 'and continue'],
    description: 'Starts speaking and goes straight on to the next block, so the robot can move or show an emotion while it talks.',
    ros: {name: '/qt_robot/speech/say', kind: 'topic'},
  },
  speech_talk: {
    category: 'speech',
    shape: 'statement',
    label: ['say', say, 'with a talking face'],
    description: 'Speaks the text while the face moves its mouth, and waits until the sentence ends. It cannot run while an emotion is playing.',
    ros: {name: '/qt_robot/behavior/talkText', kind: 'service'},
  },
  speech_set_voice: {
    category: 'speech',
    shape: 'statement',
    label: [
      'set voice language',
      {name: 'language', kind: 'dropdown', options: TTS_LANGUAGES, editable: true, help: 'Voice language code. The voices installed differ between robots.'},
      'pitch',
      {name: 'pitch', kind: 'number', min: 0, help: 'Voice pitch; 0 keeps the current pitch.'},
      'speed',
      {name: 'speed', kind: 'number', min: 0, help: 'Speaking speed; 0 keeps the current speed.'},
    ],
    description: 'Chooses the language, pitch and speed of the voice for the blocks that follow. A value of 0 keeps the current setting.',
    ros: {name: '/qt_robot/speech/config', kind: 'service'},
  },
  speech_stop: {
    category: 'speech',
    shape: 'statement',
    label: ['stop speaking'],
    description: 'Stops the sentence the robot is saying.',
    ros: {name: '/qt_robot/speech/stop', kind: 'service'},
  },
  speech_listen: {
    category: 'speech',
    shape: 'value',
    output: 'text',
    label: [
      'what the person says in',
      {name: 'language', kind: 'dropdown', options: ASR_LANGUAGES, editable: true, help: 'Recognition language, e.g. en_US. It must match a language your recognition app has.'},
      'expecting',
      {name: 'options', kind: 'text', optional: true, help: 'Expected words, separated by commas. The answer is the word that matched; leave empty to get the whole sentence.'},
      'for up to',
      seconds('timeout', 'Seconds to listen; 0 uses the recognition app’s default.'),
      's',
    ],
    description: 'Listens through the microphones and gives back what was recognised. It needs a speech recognition app (Vosk, Riva or Google) running on the robot.',
    ros: {name: '/qt_robot/speech/recognize', kind: 'service'},
  },

  // Emotions and lights
  emotion_show: {
    category: 'emotion',
    shape: 'statement',
    label: ['show emotion', emotion],
    description: 'Plays an emotion animation on the face screen and waits until it ends.',
    ros: {name: '/qt_robot/emotion/show', kind: 'service'},
  },
  emotion_start: {
    category: 'emotion',
    shape: 'statement',
    label: ['start emotion', emotion, 'and continue'],
    description: 'Starts an emotion animation and goes straight on, so the robot can speak or gesture during it.',
    ros: {name: '/qt_robot/emotion/show', kind: 'topic'},
  },
  emotion_stop: {
    category: 'emotion',
    shape: 'statement',
    label: ['stop emotion'],
    description: 'Stops the emotion animation that is playing.',
    ros: {name: '/qt_robot/emotion/stop', kind: 'service'},
  },
  emotion_look: {
    category: 'emotion',
    shape: 'statement',
    label: [
      'move the pupils x',
      {name: 'x', kind: 'number', help: 'Sideways offset of both pupils from the centre of the eye.'},
      'y',
      {name: 'y', kind: 'number', help: 'Up/down offset of both pupils from the centre of the eye.'},
      'for',
      seconds('duration', 'How long the pupils stay there, in seconds.'),
      's',
    ],
    description: 'Moves both pupils away from the centre of the eyes for a while. Not every robot offers it: check for /qt_robot/emotion/look first.',
    ros: {name: '/qt_robot/emotion/look', kind: 'service'},
  },
  lights_colour: {
    category: 'emotion',
    shape: 'statement',
    label: [
      'set the microphone lights to',
      {name: 'colour', kind: 'dropdown', options: ['red', 'green', 'blue', 'yellow', 'white', 'voice direction'], help: 'A colour, or voice direction to go back to showing where sound comes from.'},
    ],
    description: 'Colours the ring of lights on the microphone array on top of the head. “voice direction” returns it to its normal direction display.',
    ros: {name: '/qt_respeaker_app/status_led', kind: 'topic'},
  },

  // Gestures
  gesture_play: {
    category: 'gesture',
    shape: 'statement',
    label: ['play gesture', gesture, 'at speed', {name: 'speed', kind: 'number', min: 0, help: '1 is the recorded speed, 2 twice as fast; 0 uses the default.'}],
    description: 'Plays a recorded movement of the arms and head, and waits until it ends.',
    ros: {name: '/qt_robot/gesture/play', kind: 'service'},
  },
  gesture_start: {
    category: 'gesture',
    shape: 'statement',
    label: ['start gesture', gesture, 'and continue'],
    description: 'Starts a gesture at its recorded speed and goes straight on, so the robot can speak while it moves.',
    ros: {name: '/qt_robot/gesture/play', kind: 'topic'},
  },
  gesture_stop: {
    category: 'gesture',
    shape: 'statement',
    label: ['stop gesture'],
    description: 'Stops the gesture that is playing.',
    ros: {name: '/qt_robot/gesture/stop', kind: 'service'},
  },
  gesture_record: {
    category: 'gesture',
    shape: 'statement',
    label: [
      'start recording',
      {name: 'parts', kind: 'dropdown', options: ['right_arm', 'left_arm', 'both arms', 'head'], help: 'The parts to record. Their motors are released so you can move them by hand.'},
      'for up to',
      seconds('timeout', 'Longest recording in seconds. LuxAI’s own recording tool passes 0 and ends the recording with the save block.'),
      's',
    ],
    description: 'Releases the motors of the chosen parts and records how you move them by hand, until the save block runs.',
    ros: {name: '/qt_robot/gesture/record', kind: 'service'},
  },
  gesture_save: {
    category: 'gesture',
    shape: 'statement',
    label: ['save the recording as', {name: 'name', kind: 'text', help: 'Name of the new gesture, without spaces.'}],
    description: 'Stops recording and saves the movement as a gesture in the robot’s gesture folder, ready for the play blocks.',
    ros: {name: '/qt_robot/gesture/save', kind: 'service'},
  },

  // Motors
  motors_head: {
    category: 'motors',
    shape: 'statement',
    label: ['turn the head to yaw', deg('yaw', -60, 60, 'HeadYaw (left/right)'), '° pitch', deg('pitch', -15, 25, 'HeadPitch (down/up)'), '°'],
    description: 'Turns the head to a position in degrees and goes straight on; it does not wait for the head to arrive.',
    ros: {name: '/qt_robot/head_position/command', kind: 'topic'},
  },
  motors_right_arm: {
    category: 'motors',
    shape: 'statement',
    label: [
      'move the right arm to shoulder pitch',
      deg('shoulderPitch', -140, 140, 'RightShoulderPitch'),
      '° shoulder roll',
      deg('shoulderRoll', -75, 7, 'RightShoulderRoll'),
      '° elbow',
      deg('elbow', -90, -7, 'RightElbowRoll'),
      '°',
    ],
    description: 'Moves the three joints of the right arm to a position in degrees and goes straight on.',
    ros: {name: '/qt_robot/right_arm_position/command', kind: 'topic'},
  },
  motors_left_arm: {
    category: 'motors',
    shape: 'statement',
    label: [
      'move the left arm to shoulder pitch',
      deg('shoulderPitch', -140, 140, 'LeftShoulderPitch'),
      '° shoulder roll',
      deg('shoulderRoll', -75, 7, 'LeftShoulderRoll'),
      '° elbow',
      deg('elbow', -90, -7, 'LeftElbowRoll'),
      '°',
    ],
    description: 'Moves the three joints of the left arm to a position in degrees and goes straight on.',
    ros: {name: '/qt_robot/left_arm_position/command', kind: 'topic'},
  },
  motors_home: {
    category: 'motors',
    shape: 'statement',
    label: ['move', part, 'to the home position'],
    description: 'Brings the head, an arm or the whole robot back to its resting pose.',
    ros: {name: '/qt_robot/motors/home', kind: 'service'},
  },
  motors_speed: {
    category: 'motors',
    shape: 'statement',
    label: ['set the speed of', part, 'to', {name: 'percent', kind: 'number', min: 0, max: 100, help: 'Percent of the maximum speed.'}, '%'],
    description: 'Sets how fast a part moves for the position blocks that follow.',
    ros: {name: '/qt_robot/motors/setVelocity', kind: 'service'},
  },
  motors_mode: {
    category: 'motors',
    shape: 'statement',
    label: ['switch the motors of', part, {name: 'mode', kind: 'dropdown', options: ['on', 'off', 'brake'], help: 'on holds the position, off lets you move the part by hand, brake holds it without control.'}],
    description: 'Switches motors on (they hold their position), off (free to move by hand) or to brake.',
    ros: {name: '/qt_robot/motors/setControlMode', kind: 'service'},
  },
  motors_joint_position: {
    category: 'motors',
    shape: 'value',
    output: 'number',
    label: ['position of', {name: 'joint', kind: 'dropdown', options: JOINTS, help: 'The joint to read.'}, 'in degrees'],
    description: 'Gives the current angle of a joint, read from the motors’ feedback.',
    ros: {name: '/qt_robot/joints/state', kind: 'topic'},
  },

  // Audio
  audio_play: {
    category: 'audio',
    shape: 'statement',
    label: ['play sound file', soundFile],
    description: 'Plays a WAV or MP3 file through the speakers and waits until it ends.',
    ros: {name: '/qt_robot/audio/play', kind: 'service'},
  },
  audio_start: {
    category: 'audio',
    shape: 'statement',
    label: ['start sound file', soundFile, 'and continue'],
    description: 'Starts playing a sound file and goes straight on, so the robot can move to the music.',
    ros: {name: '/qt_robot/audio/play', kind: 'topic'},
  },
  audio_talk: {
    category: 'audio',
    shape: 'statement',
    label: ['play sound file', soundFile, 'with a talking face'],
    description: 'Plays a recorded voice file while the face moves its mouth, and waits until it ends.',
    ros: {name: '/qt_robot/behavior/talkAudio', kind: 'service'},
  },
  audio_stop: {
    category: 'audio',
    shape: 'statement',
    label: ['stop the sound'],
    description: 'Stops the sound file that is playing.',
    ros: {name: '/qt_robot/audio/stop', kind: 'service'},
  },
  audio_volume: {
    category: 'audio',
    shape: 'statement',
    label: ['set the volume to', {name: 'percent', kind: 'number', min: 0, max: 100, help: 'Loudness in percent.'}, '%'],
    description: 'Sets the loudness of the speakers. Test the levels you use: the scale is not linear on every robot.',
    ros: {name: '/qt_robot/setting/setVolume', kind: 'service'},
  },

  // Sensing and events
  event_start: {
    category: 'sensing',
    shape: 'hat',
    label: ['when the program starts'],
    description: 'Runs the blocks under it once, when you start the program.',
  },
  event_hand_gesture: {
    category: 'sensing',
    shape: 'hat',
    label: ['when a person makes the hand gesture', {name: 'gesture', kind: 'dropdown', options: HAND_GESTURES, help: 'A gesture the 3D camera recognises.'}],
    description: 'Runs the blocks under it each time the 3D camera recognises this hand gesture.',
    ros: {name: '/qt_nuitrack_app/gestures', kind: 'topic'},
  },
  event_voice: {
    category: 'sensing',
    shape: 'hat',
    label: ['when someone starts speaking'],
    description: 'Runs the blocks under it when the microphone array detects a voice.',
    ros: {name: '/qt_respeaker_app/is_speaking', kind: 'topic'},
  },
  sensing_next_hand_gesture: {
    category: 'sensing',
    shape: 'value',
    output: 'text',
    label: ['next hand gesture, waiting up to', seconds('timeout', 'Seconds to wait.'), 's'],
    description: 'Waits for the 3D camera to recognise a hand gesture and gives its name (e.g. SWIPE LEFT), or an empty text if none came in time.',
    ros: {name: '/qt_nuitrack_app/gestures', kind: 'topic'},
  },
  sensing_face_seen: {
    category: 'sensing',
    shape: 'boolean',
    label: ['a face is in view'],
    description: 'True while the 3D camera sees at least one face.',
    ros: {name: '/qt_nuitrack_app/faces', kind: 'topic'},
  },
  sensing_face_emotion: {
    category: 'sensing',
    shape: 'value',
    output: 'text',
    label: ['emotion on the face in view'],
    description: 'Gives the strongest of the four emotions the camera estimates for the nearest face: neutral, angry, happy or surprise.',
    ros: {name: '/qt_nuitrack_app/faces', kind: 'topic'},
  },
  sensing_voice_direction: {
    category: 'sensing',
    shape: 'value',
    output: 'number',
    label: ['direction of the last voice in degrees'],
    description: 'Gives the direction the last voice came from, 0 to 359 degrees around the microphone array.',
    ros: {name: '/qt_respeaker_app/sound_direction', kind: 'topic'},
  },
  sensing_card: {
    category: 'sensing',
    shape: 'value',
    output: 'number',
    label: ['number of the card shown, waiting up to', seconds('timeout', 'Seconds to wait.'), 's'],
    description: 'Waits until the camera recognises one of your printed cards and gives the card’s object number, or 0 if none came in time. Needs find_object_2d running and trained with your cards.',
    ros: {name: '/find_object/objects', kind: 'topic'},
  },
  sensing_timer: {
    category: 'sensing',
    shape: 'value',
    output: 'number',
    label: ['timer in seconds'],
    description: 'Gives the seconds since the program started or since the timer was last reset.',
  },
  sensing_reset_timer: {
    category: 'sensing',
    shape: 'statement',
    label: ['reset the timer'],
    description: 'Sets the timer back to 0, e.g. just before a question to measure how long the answer takes.',
  },

  // Control
  control_wait: {
    category: 'control',
    shape: 'statement',
    label: ['wait', {name: 'seconds', kind: 'value', accepts: 'number', help: 'Seconds to wait.'}, 'seconds'],
    description: 'Pauses the stack for a number of seconds.',
  },
  control_repeat: {
    category: 'control',
    shape: 'statement',
    loop: true,
    label: ['repeat', {name: 'times', kind: 'value', accepts: 'number', help: 'How many times.'}, 'times', {name: 'do', kind: 'statements', help: 'The blocks to repeat.'}],
    description: 'Runs the blocks inside a number of times.',
  },
  control_repeat_while: {
    category: 'control',
    shape: 'statement',
    loop: true,
    label: [
      'repeat',
      {name: 'mode', kind: 'dropdown', options: ['while', 'until'], help: 'while: repeat as long as the condition is true; until: repeat until it becomes true.'},
      {name: 'condition', kind: 'boolean', help: 'The condition checked before each round.'},
      {name: 'do', kind: 'statements', help: 'The blocks to repeat.'},
    ],
    description: 'Runs the blocks inside again and again, checking the condition before each round.',
  },
  control_for_each: {
    category: 'control',
    shape: 'statement',
    loop: true,
    label: ['for each item', {...variable, help: 'Variable that holds the current item.'}, 'in list', list, {name: 'do', kind: 'statements', help: 'The blocks to run for each item.'}],
    description: 'Runs the blocks inside once for every item of a list, first to last, with the item in a variable.',
  },
  control_break: {
    category: 'control',
    shape: 'statement',
    terminal: true,
    insideLoop: true,
    label: ['leave the loop'],
    description: 'Stops the loop it is in and carries on with the block after the loop.',
  },
  control_if: {
    category: 'control',
    shape: 'statement',
    label: ['if', {name: 'condition', kind: 'boolean', help: 'The condition to check.'}, 'then', {name: 'then', kind: 'statements', help: 'Blocks run when the condition is true.'}],
    description: 'Runs the blocks inside only when the condition is true.',
  },
  control_if_else: {
    category: 'control',
    shape: 'statement',
    label: [
      'if',
      {name: 'condition', kind: 'boolean', help: 'The condition to check.'},
      'then',
      {name: 'then', kind: 'statements', help: 'Blocks run when the condition is true.'},
      'else',
      {name: 'else', kind: 'statements', help: 'Blocks run when it is false.'},
    ],
    description: 'Runs the first branch when the condition is true and the second when it is false.',
  },
  control_stop: {
    category: 'control',
    shape: 'statement',
    terminal: true,
    label: ['stop the program'],
    description: 'Ends the whole program.',
  },

  // Logic and text
  logic_compare: {
    category: 'logic',
    shape: 'boolean',
    label: [
      {name: 'a', kind: 'value', help: 'First value.'},
      {name: 'op', kind: 'dropdown', options: ['=', '≠', '<', '≤', '>', '≥'], help: 'How to compare.'},
      {name: 'b', kind: 'value', help: 'Second value.'},
    ],
    description: 'Compares two values. Text is compared without regard to upper or lower case.',
  },
  logic_and_or: {
    category: 'logic',
    shape: 'boolean',
    label: [
      {name: 'a', kind: 'boolean', help: 'First condition.'},
      {name: 'op', kind: 'dropdown', options: ['and', 'or'], help: 'and: both true; or: at least one true.'},
      {name: 'b', kind: 'boolean', help: 'Second condition.'},
    ],
    description: 'Combines two conditions.',
  },
  logic_not: {
    category: 'logic',
    shape: 'boolean',
    label: ['not', {name: 'condition', kind: 'boolean', help: 'The condition to invert.'}],
    description: 'True when the condition is false.',
  },
  logic_boolean: {
    category: 'logic',
    shape: 'boolean',
    label: [{name: 'value', kind: 'dropdown', options: ['true', 'false'], help: 'The value.'}],
    description: 'Always true or always false, e.g. to start a variable that a loop checks.',
  },
  text_join: {
    category: 'logic',
    shape: 'value',
    output: 'text',
    label: [
      'join',
      {name: 'a', kind: 'value', help: 'First piece.'},
      {name: 'b', kind: 'value', help: 'Second piece.'},
      {name: 'c', kind: 'value', optional: true, help: 'Third piece (optional).'},
      {name: 'd', kind: 'value', optional: true, help: 'Fourth piece (optional).'},
    ],
    description: 'Joins two to four pieces into one text, e.g. a sentence with a score in it.',
  },
  text_contains: {
    category: 'logic',
    shape: 'boolean',
    label: [{name: 'text', kind: 'value', accepts: 'text', help: 'The text to search.'}, 'contains', {name: 'part', kind: 'value', accepts: 'text', help: 'The word to look for.'}],
    description: 'True when the first text contains the second, ignoring upper and lower case.',
  },

  // Math
  math_number: {
    category: 'math',
    shape: 'value',
    output: 'number',
    label: [{name: 'value', kind: 'number', help: 'The number.'}],
    description: 'A number, for inputs that take a block.',
  },
  math_arithmetic: {
    category: 'math',
    shape: 'value',
    output: 'number',
    label: [
      {name: 'a', kind: 'value', accepts: 'number', help: 'First number.'},
      {name: 'op', kind: 'dropdown', options: ['+', '−', '×', '÷'], help: 'The operation.'},
      {name: 'b', kind: 'value', accepts: 'number', help: 'Second number.'},
    ],
    description: 'Adds, subtracts, multiplies or divides two numbers.',
  },
  math_random: {
    category: 'math',
    shape: 'value',
    output: 'number',
    label: ['random whole number from', {name: 'from', kind: 'value', accepts: 'number', help: 'Smallest number.'}, 'to', {name: 'to', kind: 'value', accepts: 'number', help: 'Largest number.'}],
    description: 'Gives a random whole number between the two numbers, both included.',
  },
  math_round: {
    category: 'math',
    shape: 'value',
    output: 'number',
    label: ['round', {name: 'number', kind: 'value', accepts: 'number', help: 'The number to round.'}],
    description: 'Rounds a number to the nearest whole number.',
  },

  // Variables and lists
  variables_set: {
    category: 'variables',
    shape: 'statement',
    label: ['set', variable, 'to', {name: 'value', kind: 'value', help: 'The value to remember.'}],
    description: 'Stores a value in a variable, replacing what it held.',
  },
  variables_get: {
    category: 'variables',
    shape: 'value',
    output: 'any',
    label: [variable],
    description: 'Gives the value stored in a variable.',
  },
  variables_change: {
    category: 'variables',
    shape: 'statement',
    label: ['change', variable, 'by', {name: 'by', kind: 'value', accepts: 'number', help: 'The amount to add; negative to subtract.'}],
    description: 'Adds a number to a variable, e.g. to count points.',
  },
  list_empty: {
    category: 'variables',
    shape: 'statement',
    label: ['set', list, 'to an empty list'],
    description: 'Creates an empty list, or empties an existing one.',
  },
  list_add: {
    category: 'variables',
    shape: 'statement',
    label: ['add', {name: 'item', kind: 'value', help: 'The value to add.'}, 'to the end of list', list],
    description: 'Adds an item at the end of a list.',
  },
  list_item: {
    category: 'variables',
    shape: 'value',
    output: 'any',
    label: ['item', {name: 'index', kind: 'value', accepts: 'number', help: 'Position in the list; the first item is 1.'}, 'of list', list],
    description: 'Gives the item at a position of a list, counting from 1.',
  },
  list_length: {
    category: 'variables',
    shape: 'value',
    output: 'number',
    label: ['length of list', list],
    description: 'Gives how many items a list holds.',
  },

  // ROS
  ros_publish: {
    category: 'ros',
    shape: 'statement',
    label: ['publish', {name: 'text', kind: 'value', accepts: 'text', help: 'The text to send.'}, 'on topic', topic('topic', 'A topic of your own, e.g. /studio/report.')],
    description: 'Sends a text message on a ROS topic, for a node of your own to receive.',
    rosNote: 'A topic you name, message type std_msgs/String.',
  },
  ros_next_message: {
    category: 'ros',
    shape: 'value',
    output: 'text',
    label: ['next message on topic', topic('topic', 'A topic of your own, e.g. /studio/command.'), 'waiting up to', seconds('timeout', 'Seconds to wait.'), 's'],
    description: 'Waits for the next text message on a topic and gives its text, or an empty text if none came in time. Messages sent before the block runs are not seen.',
    rosNote: 'A topic you name, message type std_msgs/String.',
  },
  ros_ask: {
    category: 'ros',
    shape: 'value',
    output: 'text',
    label: [
      'publish',
      {name: 'text', kind: 'value', accepts: 'text', help: 'The request to send.'},
      'on topic',
      topic('topic', 'Topic your node listens to, e.g. /studio/request.'),
      'and wait for the reply on',
      topic('reply', 'Topic your node answers on, e.g. /studio/reply.'),
      'up to',
      seconds('timeout', 'Seconds to wait for the reply.'),
      's',
    ],
    description: 'Sends a request to your node and gives back its reply, or an empty text if no reply came in time. It starts listening before it sends, so a fast reply is not missed.',
    rosNote: 'Two topics you name, message type std_msgs/String.',
  },
};

/** The blocks of one category, in catalogue order. */
export function blocksOf(category: CategoryId): [string, BlockSpec][] {
  return Object.entries(BLOCKS).filter(([, spec]) => spec.category === category);
}
