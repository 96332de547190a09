/**
 * The QTrobot Studio block catalogue the docs draw programs from (imported as ./catalog.ts by the
 * drawings, whose browser bundle gets a lean copy; as itself by the validator and the reference): only blocks that LuxAI's own
 * material shows, each with its source.
 *
 * Sources (all in luxai-qtrobot/luxai-qtrobot.github.io, branch gh-pages, build of 2023-12-12):
 * - the V2 page "QTrobot Blocks reference" (docs/blocks_api.html) and the intro_studio page;
 * - the Blockly definitions that the V2 docs bundle to draw their tutorials' programs
 *   (assets/js/f7f21729.30a6c767.js: module 2429 defines LuxAI's blocks, module 6773 the
 *   Faces, Gestures and Sounds item blocks). Labels, field names, options, defaults and hues
 *   come from there;
 * - the programs of the V2 Studio tutorials (Blockly XML in each page's chunk, "blocksviewN"),
 *   for the standard Blockly blocks the real programs use.
 * Block ids are Blockly's type names; input names are Blockly's field and input names.
 * /work/shared/facts/v2-docs-studio.md restates all of it.
 */
import {itemName} from './catalogLib';
import type {BlockSpec, CategoryId, DropdownOption, InputSpec, ItemTab, LabelPart, RepeatPart, ValueType} from './types';

export {contrastWithWhite, expandLabel, hueColour, inputsOf, isRepeat, itemName} from './catalogLib';

type Category = {
  /** The tab's name in Studio's toolbox. */
  label: string;
  /** Hue of the tab (Blockly's hue of the blocks it holds). */
  hue: number;
  description: string;
};

export const CATEGORIES: Record<CategoryId, Category> = {
  blocks: {label: 'Blocks', hue: 0, description: 'LuxAI’s basic blocks: the Start block, speech with a face and a gesture, audio, repeats, random choice, reports, pauses and the Educator tablet’s Select block.'},
  kid_tablet: {label: 'Kid Tablet', hue: 90, description: 'Show images, clickable or not, on the Learner tablet.'},
  faces: {label: 'Faces', hue: 230, description: 'One block per facial expression, for the “QTrobot shows” socket.'},
  sounds: {label: 'Sounds', hue: 230, description: 'One block per audio file, for the “QTrobot plays” socket.'},
  gestures: {label: 'Gestures', hue: 230, description: 'One block per recorded gesture, for the “QTrobot acts” socket.'},
  logic: {label: 'Logic', hue: 210, description: 'Blockly’s conditions and comparisons.'},
  loop: {label: 'Loop', hue: 120, description: 'Blockly’s loops.'},
  math: {label: 'Math', hue: 230, description: 'Blockly’s numbers and random integers.'},
  text: {label: 'Text', hue: 160, description: 'Blockly’s text block.'},
  list: {label: 'List', hue: 260, description: 'Blockly’s lists.'},
  function: {label: 'Function', hue: 290, description: 'Blockly’s functions: define a stack once, call it by name.'},
  variables: {label: 'Variables', hue: 330, description: 'Blockly’s variables.'},
  ros: {label: 'ROS', hue: 20, description: 'LuxAI’s ROS blocks: build and read message objects, publish, subscribe and call services.'},
  undocumented: {
    label: 'Tab not documented',
    hue: 230,
    description: 'Blocks defined in the Blockly code of LuxAI’s V2 docs but described on no page; which tab holds them is not stated.',
  },
};

// ---------------------------------------------------------------------------------------
// Item lists of the Faces, Gestures and Sounds tabs: the `QT/` items of the snapshot bundled
// with the V2 docs (module 6773). The snapshot also holds items of user folders (luxai_en/,
// apaikan/, jhon/), which belong to one account and are left out. Your own uploads and
// recordings are typed by name into the text field beside the socket instead.

export const FACES = [
  'QT/afraid.gif',
  'QT/angry.gif',
  'QT/blowing_raspberry.gif',
  'QT/breathing_exercise.gif',
  'QT/brushing_teeth.gif',
  'QT/brushing_teeth_foam.gif',
  'QT/calmig_down_exercise_nose.gif',
  'QT/calming_down.gif',
  'QT/confused.gif',
  'QT/cry.gif',
  'QT/dirty_face.gif',
  'QT/dirty_face_sad.gif',
  'QT/dirty_face_wash.gif',
  'QT/dirty_teeth.gif',
  'QT/disgusted.gif',
  'QT/happy.gif',
  'QT/happy_blinking.gif',
  'QT/kiss.gif',
  'QT/neutral.gif',
  'QT/neutral_state_blinking.gif',
  'QT/one_eye_wink.gif',
  'QT/puffing_the_chredo_eeks.gif',
  'QT/sad.gif',
  'QT/scream.gif',
  'QT/showing_smile.gif',
  'QT/shy.gif',
  'QT/surprise.gif',
  'QT/talking.gif',
  'QT/with_a_cold.gif',
  'QT/with_a_cold_cleaning_nose.gif',
  'QT/with_a_cold_sneezing.gif',
  'QT/yawn.gif',
] as const;

export const GESTURES = [
  'QT/emotions/afraid.xml',
  'QT/emotions/angry.xml',
  'QT/Pretend-play/Beep.xml',
  'QT/Pretend-play/Beeping.xml',
  'QT/bored.xml',
  'QT/bye.xml',
  'QT/emotions/calm.xml',
  'QT/clapping.xml',
  'QT/Dance/Dance-1-1.xml',
  'QT/Dance/Dance-1-2.xml',
  'QT/Dance/Dance-1-3.xml',
  'QT/Dance/Dance-1-4.xml',
  'QT/Dance/Dance-2-1.xml',
  'QT/Dance/Dance-2-2.xml',
  'QT/Dance/Dance-2-3.xml',
  'QT/Dance/Dance-2-4.xml',
  'QT/Dance/Dance-3-1.xml',
  'QT/Dance/Dance-3-2.xml',
  'QT/Dance/Dance-3-3.xml',
  'QT/Dance/Dance-4-1.xml',
  'QT/Dance/Dance-4-2.xml',
  'QT/Dance/Dance-4-3.xml',
  'QT/Dance/Dance-4-4.xml',
  'QT/Dance/Dance-4-5.xml',
  'QT/Dance/Dance-4-6.xml',
  'QT/emotions/disgusted.xml',
  'QT/drink.xml',
  'QT/Pretend-play/Drive.xml',
  'QT/Pretend-play/Driving.xml',
  'QT/Pretend-play/Fly.xml',
  'QT/imitation/hands-on-belly-back.xml',
  'QT/imitation/hands-on-belly.xml',
  'QT/imitation/hands-on-head-back.xml',
  'QT/imitation/hands-on-head.xml',
  'QT/imitation/hands-on-hip-back.xml',
  'QT/imitation/hands-on-hip.xml',
  'QT/imitation/hands-side-back.xml',
  'QT/imitation/hands-side.xml',
  'QT/imitation/hands-up-back.xml',
  'QT/imitation/hands-up.xml',
  'QT/emotions/happy.xml',
  'QT/imitation/head-right-left.xml',
  'QT/emotions/hoora.xml',
  'QT/monkey.xml',
  'QT/neutral.xml',
  'QT/imitation/nodding-yes.xml',
  'QT/one-arm-up.xml',
  'QT/peekaboo-back.xml',
  'QT/peekaboo.xml',
  'QT/personal-distance.xml',
  'QT/Pretend-play/Phone_call.xml',
  'QT/point_front.xml',
  'QT/emotions/sad.xml',
  'QT/send_kiss.xml',
  'QT/Show-face.xml',
  'QT/show_left.xml',
  'QT/show_QT.xml',
  'QT/show_right.xml',
  'QT/show_tablet.xml',
  'QT/emotions/shy.xml',
  'QT/emotions/surprised.xml',
  'QT/touch-head-back.xml',
  'QT/touch-head.xml',
  'QT/train.xml',
  'QT/yawn.xml',
] as const;

export const SOUNDS = [
  'QT/Black_Bones_Captain_Blood-1.mp3',
  'QT/Black_Bones_Captain_Blood-2.mp3',
  'QT/Black_Bones_Captain_Blood-3.mp3',
  'QT/Georgia__August_Greenberg_Snow_Is_Falling.mp3',
  'QT/Georgia_August_Greenberg_Big_Girls-1.mp3',
  'QT/Georgia_August_Greenberg_Big_Girls-2.mp3',
  'QT/Georgia_August_Greenberg_Big_Girls-3.mp3',
  'QT/John_Wesley_Tequila.mp3',
  'QT/Komiku_Glouglou.mp3',
] as const;

/** The items of a media tab, by tab. */
export const ITEMS: Record<ItemTab, readonly string[]> = {faces: FACES, gestures: GESTURES, sounds: SOUNDS};

// ---------------------------------------------------------------------------------------
// Sources

const BUNDLE = 'Blockly definitions bundled with LuxAI’s V2 docs (assets/js/f7f21729.30a6c767.js, module 2429)';
const ITEM_BUNDLE = 'item blocks bundled with LuxAI’s V2 docs (assets/js/f7f21729.30a6c767.js, module 6773)';
const page = (anchor: string) => `V2 docs blocks_api.html#${anchor}`;
const STANDARD = 'standard Blockly block, in Studio’s toolbox tab of the same name (intro_studio screenshot)';
const used = (where: string) => `${STANDARD}; used in LuxAI’s V2 tutorial programs: ${where}`;

// ---------------------------------------------------------------------------------------
// Input helpers

const options = (...pairs: (string | [label: string, value: string])[]): DropdownOption[] =>
  pairs.map((p) => (typeof p === 'string' ? {value: p, label: p} : {label: p[0], value: p[1]}));
const range = (from: number, to: number): DropdownOption[] =>
  Array.from({length: to - from + 1}, (_, i) => String(from + i)).map((v) => ({value: v, label: v}));

const text = (name: string, help: string, optional = true): InputSpec => ({name, kind: 'text', optional, help});
const socket = (name: string, help: string, accepts: ValueType | readonly ValueType[] = 'any', optional = false): InputSpec => ({
  name,
  kind: 'value',
  accepts,
  optional,
  help,
});
const mouth = (name: string, help: string): InputSpec => ({name, kind: 'statements', help});
const itemSocket = (name: string, item: ItemTab, help: string): InputSpec => ({name, kind: 'value', item, optional: true, help});
const variable = (name = 'VAR'): InputSpec => ({name, kind: 'variable', help: 'The variable’s name.'});

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/** The row break of a block with several rows (Blockly starts a row at each of its inputs). */
const BR = '\n';

const LANGUAGES = options(
  ['Default', 'default'],
  ['Arabic', 'ar-AR'],
  ['Catalan', 'ca-CA'],
  ['Chinese', 'zh-MA'],
  ['Czech', 'cs-CS'],
  ['Danish', 'da-DA'],
  ['Dutch', 'nl-NL'],
  ['English', 'en-US'],
  ['Finnish', 'fi-FI'],
  ['French', 'fr-FR'],
  ['German', 'de-DE'],
  ['Greek', 'gr-GR'],
  ['Japanese', 'ja-JA'],
  ['Italian', 'it-IT'],
  ['Korean', 'ko-KO'],
  ['Norwegian', 'no-NO'],
  ['Polish', 'pl-PL'],
  ['Portuguese', 'pt-PT'],
  ['Russian', 'ru-RU'],
  ['Spanish', 'es-ES'],
  ['Swedish', 'sv-SV'],
  ['Turkish', 'tr-TR'],
);

const faceInputs: LabelPart[] = [
  'QTrobot shows',
  text('FACE_NAME', 'A face typed by name (e.g. one of your uploads), or leave empty and use the socket.'),
  itemSocket('FACE', 'faces', 'A block from the Faces tab (or a variable holding one).'),
];
const gestureInputs: LabelPart[] = [
  'QTrobot acts',
  text('GESTURE_NAME', 'A gesture typed by name (e.g. one you recorded), or leave empty and use the socket.'),
  itemSocket('GESTURE', 'gestures', 'A block from the Gestures tab (or a variable holding one).'),
];

const WHERE = options(['#', 'FROM_START'], ['# from end', 'FROM_END'], ['first', 'FIRST'], ['last', 'LAST'], ['random', 'RANDOM']);

const listAt: InputSpec = {
  name: 'AT',
  kind: 'value',
  accepts: 'Number',
  onlyWith: {name: 'WHERE', values: ['FROM_START', 'FROM_END']},
  help: 'The position, counted from 1 (only when WHERE is # or # from end).',
};

function repeated(part: Omit<RepeatPart, 'template'> & {template?: number}): RepeatPart {
  return {template: part.min, ...part};
}

// ---------------------------------------------------------------------------------------
// The blocks

const LUXAI_BLOCKS: Record<string, BlockSpec> = {
  LuxAI_start_block: {
    category: 'blocks',
    shape: 'start',
    hue: 0,
    source: `${page('start-block')}; ${BUNDLE}`,
    label: [
      'Start the game when I press the flag number',
      {name: 'FLAG', kind: 'dropdown', options: range(1, 9), default: '1', help: 'The flag number the game starts from on the Educator tablet.'},
      BR,
      'Path for faces:',
      text('FACE', 'Folder of your uploaded faces, e.g. /kids/toys/ for files in <your-username>/kids/toys/.'),
      BR,
      'Path for audios:',
      text('AUDIO', 'Folder of your uploaded audios (the audio tutorial uses audios).'),
      BR,
      'Path for images:',
      text('IMAGE', 'Folder of your uploaded images (the tutorials use images-game and animals).'),
      BR,
      'Language of QTrobot',
      BR,
      {name: 'LANGUAGE', kind: 'dropdown', options: LANGUAGES, default: 'default', help: 'The language QTrobot speaks in this game.'},
    ],
    description:
      'Every game begins with this block and every other block hangs below it; blocks left unattached make the game not work. It names the flag that starts the game, the folders of your own faces, audios and images, and the language QTrobot speaks.',
  },
  LuxAI_TTS: {
    category: 'blocks',
    shape: 'statement',
    hue: 315,
    source: `${page('show-says-and-act-block')}; ${BUNDLE}`,
    label: [...faceInputs, 'QTrobot says', text('TTS_NAME', 'What QTrobot says. {name} inserts a variable; #LAUGH01# plays a vocal smiley.'), ...gestureInputs],
    inline: true,
    atLeastOne: ['FACE_NAME', 'FACE', 'TTS_NAME', 'GESTURE_NAME', 'GESTURE'],
    description: 'Shows a face, says the text and plays a gesture, all at the same time. Every input is optional. It is Studio’s block for speech.',
  },
  LuxAI_sound: {
    category: 'blocks',
    shape: 'statement',
    hue: 270,
    source: `${page('show-plays-and-act-block')}; ${BUNDLE}`,
    label: [
      ...faceInputs,
      'QTrobot plays',
      text('AUDIO_NAME', 'An audio file typed by name, e.g. song-1 for an upload in the Start block’s audio folder.'),
      itemSocket('AUDIO', 'sounds', 'A block from the Sounds tab (or a variable holding one).'),
      ...gestureInputs,
    ],
    inline: true,
    atLeastOne: ['FACE_NAME', 'FACE', 'AUDIO_NAME', 'AUDIO', 'GESTURE_NAME', 'GESTURE'],
    description: 'Shows a face, plays an audio file and plays a gesture, all at the same time.',
  },
  LuxAI_repeat: {
    category: 'blocks',
    shape: 'statement',
    hue: 0,
    source: `${page('repeat-block')}; ${BUNDLE}`,
    label: [
      'QTrobot repeats',
      {name: 'RepeatNumber', kind: 'dropdown', options: range(1, 20), default: '1', help: 'How many times, 1 to 20.'},
      'times',
      mouth('RepeatBlocks', 'The blocks to repeat.'),
    ],
    loop: true,
    description: 'Runs the blocks inside the given number of times.',
  },
  LuxAI_repeat_till_stop: {
    category: 'blocks',
    shape: 'statement',
    hue: 0,
    source: `${BUNDLE}; main loop of the V2 tutorials studio_emotion, studio_emotion_game, studio_card_mem_game, studio_gesture_mem_game (XML)`,
    label: ['repeat untill I press stop:', mouth('RepeatBlocks', 'The blocks to repeat.')],
    loop: true,
    description: 'Runs the blocks inside again and again until the educator stops the game on the Educator tablet.',
  },
  luxai_random_action: {
    category: 'blocks',
    shape: 'statement',
    hue: 45,
    source: `${page('random-block')}; ${BUNDLE}`,
    label: [
      'Randomly performs one of the following statements:',
      repeated({
        repeat: (i) => [mouth(`ADD${i}`, 'One of the branches.')],
        from: 0,
        min: 2,
        max: 20,
        summary: 'ADD0, ADD1, … (statements; the gear sets how many, 2 by default)',
      }),
    ],
    description: 'Runs one of its branches, picked at random. The gear icon sets the number of branches (two at first).',
  },
  luxai_manual_report: {
    category: 'blocks',
    shape: 'statement',
    hue: 160,
    source: `${page('report-block')}; V2 tutorial studio_reporting (XML blocksview2); ${BUNDLE}`,
    label: [
      'Make a report',
      BR,
      'Note for reporting:',
      text('REPORT', 'The note saved with the record, usually the question asked.', false),
      BR,
      'Question has prompt',
      {
        name: 'PROMPT_TYPE',
        kind: 'dropdown',
        options: options(['', 'NORMAL'], ['Human assisted', 'HUMAN'], ['QTrobot assisted', 'ROBOT'], ['Tablet assisted', 'TABLET']),
        default: 'NORMAL',
        help: 'Whether the learner had help, and from whom (blank: no help).',
      },
      'and the answer is',
      {
        name: 'ANSWER',
        kind: 'dropdown',
        options: options(['Correct', 'CORRECT'], ['Wrong', 'WRONG'], ['Errorless', 'ERRORLESS']),
        default: 'CORRECT',
        help: 'The learner’s answer. The pages name Correct and Wrong; the block also offers Errorless.',
      },
    ],
    description: 'Adds one record (note, help given, answer) to LuxAI’s data collection for the learner chosen in the Educator app; the analytics pages of the cloud account show it after a sync.',
  },
  lfr_pause: {
    category: 'blocks',
    shape: 'statement',
    hue: 45,
    source: `${page('pause-block')}; ${BUNDLE}`,
    label: ['QTrobot pauses until I press continue'],
    description: 'Stops the game until the educator presses continue.',
  },
  lfr_delay: {
    category: 'blocks',
    shape: 'statement',
    hue: 45,
    source: `${page('pause-block')}; ${BUNDLE}`,
    label: ['QTrobot pauses for', {name: 'DELAY', kind: 'number', min: 0, help: 'Seconds to wait.'}, 'seconds.'],
    description: 'Waits the given number of seconds.',
  },
  lfr_nine_choice: {
    category: 'blocks',
    shape: 'statement',
    hue: 210,
    source: `${page('select-block')}; V2 tutorial studio_qa (XML blocksview1); ${BUNDLE}`,
    label: [
      'One of the following choices will be executed!',
      repeated({
        repeat: (i) => [
          BR,
          'If I select the choice',
          text(`NOTE${i}`, 'The choice as the Educator tablet shows it; leave empty to hide the choice.'),
          mouth(`CHOICE_PATH${i}`, 'What runs when the educator picks this choice.'),
        ],
        from: 1,
        min: 1,
        max: 9,
        fixed: 9,
        template: 2,
        summary: 'NOTE1…NOTE9 (text) and CHOICE_PATH1…CHOICE_PATH9 (statements)',
      }),
    ],
    description: 'Shows the filled-in choices on the Educator tablet and runs the branch the educator picks.',
  },
  kid_nine_choice: {
    category: 'kid_tablet',
    shape: 'statement',
    hue: 90,
    source: `${page('show-clickable-images-block')}; V2 tutorial studio_visuals (XML blocksview1); ${BUNDLE}`,
    label: [
      'Tablet shows the following clickable images:',
      repeated({
        repeat: (i) => [
          BR,
          `Name of the ${ORDINALS[i - 1]} image to show:`,
          text(`NOTE${i}`, 'Image name without its extension (img-1 for img-1.PNG); {variable} allowed.'),
          BR,
          `If user picks the ${ORDINALS[i - 1]} image:`,
          mouth(`CHOICE_PATH${i}`, 'What runs when the learner taps this image.'),
        ],
        from: 1,
        min: 1,
        max: 9,
        fixed: 9,
        template: 2,
        summary: 'NOTE1…NOTE9 (text) and CHOICE_PATH1…CHOICE_PATH9 (statements)',
      }),
    ],
    description: 'Shows up to nine images on the Learner tablet and runs the branch of the image the learner taps.',
  },
  LuxAI_kid_nine_images: {
    category: 'kid_tablet',
    shape: 'statement',
    hue: 120,
    source: `${page('show-unclickable-images-block')}; ${BUNDLE}`,
    label: [
      'Tablet shows the following un-clickable images:',
      ...[0, 3, 6].flatMap((first) => [
        BR,
        `Images ${first + 1}-${first + 3}`,
        ...[1, 2, 3].map((k) => text(`IMG${first + k}`, 'Image name without its extension; - clears the tablet (as the tutorials use it).')),
      ]),
    ],
    atLeastOne: ['IMG1', 'IMG2', 'IMG3', 'IMG4', 'IMG5', 'IMG6', 'IMG7', 'IMG8', 'IMG9'],
    description: 'Shows up to nine images on the Learner tablet that the learner cannot tap.',
  },
  kid_image_and_choice: {
    category: 'kid_tablet',
    shape: 'statement',
    hue: 165,
    source: `${page('show-reference-image-block')}; V2 tutorial studio_visuals (XML blocksview1); ${BUNDLE}`,
    label: [
      'Tablet shows the un-clickable image',
      text('IMAGE', 'The reference image shown on top, name without extension.', false),
      'on the top.',
      BR,
      'On the bottom, it shows following clickable images:',
      repeated({
        repeat: (i) => [
          BR,
          `Name of the ${ORDINALS[i - 1]} clickable image to show:`,
          text(`NOTE${i}`, 'Image name without its extension.'),
          BR,
          `If user picks the ${ORDINALS[i - 1]} image:`,
          mouth(`CHOICE_PATH${i}`, 'What runs when the learner taps this image.'),
        ],
        from: 1,
        min: 1,
        max: 4,
        fixed: 4,
        template: 2,
        summary: 'NOTE1…NOTE4 (text) and CHOICE_PATH1…CHOICE_PATH4 (statements)',
      }),
    ],
    description: 'Shows one reference image on top of the Learner tablet and up to four clickable images below it, with a branch for each.',
  },

  // ROS tab
  luxai_object: {
    category: 'ros',
    shape: 'value',
    hue: 0,
    output: 'Object',
    source: `${page('message-object-block')}; V2 tutorials studio_emotion, studio_reporting_ros (XML); ${BUNDLE}`,
    label: [
      repeated({
        repeat: (i) => [
          i === 0 ? 'Create object with key:' : 'key:',
          text(`NAME${i}`, 'The key, a field of the message or a service parameter (e.g. data).', false),
          socket(`ADD${i}`, 'The value: text, number, list or another object.'),
          BR,
        ],
        from: 0,
        min: 1,
        max: 20,
        template: 1,
        summary: 'NAME0 (text) and ADD0 (socket), NAME1 and ADD1, … (the gear adds keys)',
      }),
    ],
    description: 'Builds a message or service-parameter object from keys and values. The gear icon adds keys.',
  },
  luxai_object_get: {
    category: 'ros',
    shape: 'value',
    hue: 0,
    output: 'any',
    source: `${page('message-object-block')}; V2 tutorials studio_emotion, studio_card_mem_game (XML); ${BUNDLE}`,
    label: [
      'Get element with key',
      text('KEY', 'The key to read, e.g. data.', false),
      'of object',
      socket('OBJECT', 'The object, usually a variable holding a received message.', 'Object'),
    ],
    description: 'Gives the value stored under a key of a message object.',
  },
  luxai_ros_publisher: {
    category: 'ros',
    shape: 'statement',
    hue: 20,
    source: `${page('ros-publisher-block')}; V2 tutorials studio_ros, studio_emotion, studio_reporting_ros; ${BUNDLE}`,
    label: [
      'ROS Publisher',
      BR,
      'Topic name    :',
      text('NAME', 'The topic, e.g. /qt_robot/head_position/command.', false),
      BR,
      'Message type:',
      text('TYPE', 'The message type, e.g. std_msgs/Float64MultiArray.', false),
      BR,
      'Message',
      socket('MESSAGE', 'The message: a Create object block (or a variable holding one).', 'Object'),
    ],
    description: 'Publishes one message on a topic.',
    rosExamples: [
      {name: '/qt_robot/speech/say', kind: 'topic', type: 'std_msgs/String', where: 'blocks_api and studio_ros: key data = “Hello QT!” (for speech Studio’s own block is better)'},
      {name: '/qt_robot/head_position/command', kind: 'topic', type: 'std_msgs/Float64MultiArray', where: 'studio_emotion: key data = list [random −40…40, 0]'},
      {name: '/my_data_collector/question', kind: 'topic', type: 'std_msgs/String', where: 'studio_reporting_ros, a node of your own', own: true},
      {name: '/my_data_collector/answer', kind: 'topic', type: 'std_msgs/String', where: 'studio_reporting_ros, a node of your own', own: true},
    ],
  },
  luxai_ros_subscriber: {
    category: 'ros',
    shape: 'value',
    hue: 20,
    output: 'Object',
    source: `${page('ros-subscriber-block')}; V2 tutorials studio_ros, studio_emotion, studio_emotion_game, studio_card_mem_game, studio_gesture_mem_game; ${BUNDLE}`,
    label: [
      'ROS Subscriber',
      BR,
      'Topic name    :',
      text('NAME', 'The topic, e.g. /qt_nuitrack_app/faces.', false),
      BR,
      'Message type:',
      text('TYPE', 'The message type, e.g. qt_nuitrack_app/Faces.', false),
      BR,
      'Timeout (sec) :',
      {name: 'TIMEOUT', kind: 'number', min: 0, default: 0, help: 'Seconds to wait for a message.'},
    ],
    rosExamples: [
      {name: '/qt_robot/joints/state', kind: 'topic', type: 'sensor_msgs/JointState', where: 'blocks_api and studio_ros: key position, item 2 = head yaw'},
      {name: '/qt_nuitrack_app/faces', kind: 'topic', type: 'qt_nuitrack_app/Faces', where: 'studio_emotion, Timeout 10'},
      {name: '/qt_nuitrack_app/gestures', kind: 'topic', type: 'qt_nuitrack_app/Gestures', where: 'studio_gesture_mem_game, Timeout 30'},
      {name: '/find_object/objects', kind: 'topic', type: 'std_msgs/Float32MultiArray', where: 'studio_emotion_game (Timeout 5) and studio_card_mem_game (Timeout 2)'},
    ],
    description: 'Waits for one message on the topic and gives it as an object. The tutorials test the result with “if” before reading it, as nothing valid comes back when the timeout passes.',
  },
  luxai_ros_call_service: {
    category: 'ros',
    shape: 'value',
    hue: 20,
    output: 'Object',
    source: `${page('ros-service-call-block')}; ${BUNDLE}`,
    label: [
      'ROS Service call',
      BR,
      'Service name:',
      text('NAME', 'The service, e.g. /qt_robot/speech/config.', false),
      BR,
      'Service type  :',
      text('TYPE', 'The service type, e.g. qt_robot_interface/speech_config.', false),
      BR,
      'Timeout (sec):',
      {name: 'TIMEOUT', kind: 'number', min: 0, default: 0, help: 'Seconds to wait for the response.'},
      BR,
      'Parameters',
      socket('PARAMS', 'The request: a Create object block with one key per request field.', 'Object'),
    ],
    description: 'Calls a service with the parameter object and gives the response as an object.',
    rosExamples: [
      {name: '/qt_robot/speech/config', kind: 'service', type: 'qt_robot_interface/speech_config', where: 'blocks_api and studio_ros: language en_US, pitch 0, speed 50'},
    ],
  },

  // Blocks that exist only in the bundled definitions.
  luxai_value: {
    category: 'undocumented',
    shape: 'value',
    hue: 230,
    output: 'String',
    bundleOnly: true,
    source: `${BUNDLE}; used in V2 tutorial studio_reporting_ros (XML blocksview2)`,
    label: ['Value', text('VALUE', 'The text; {variable} allowed.', false)],
    description: 'Gives a piece of text (its tooltip: “Create simple value”).',
  },
  luxai_string_check: {
    category: 'undocumented',
    shape: 'boolean',
    hue: 180,
    output: 'Boolean',
    bundleOnly: true,
    source: `${BUNDLE}; seen in the intro_studio screenshot`,
    label: [
      'String',
      {name: 'CONDITION', kind: 'dropdown', options: options(['Contains', 'CONTAIN'], ['Is empty', 'EMPTY']), default: 'CONTAIN', help: 'The test.'},
      text('VALUE', 'The text to look for (Contains only).'),
      socket('INPUT', 'The text to test.', 'String'),
    ],
    description: 'Tests a piece of text: whether it contains the given text, or whether it is empty.',
  },
  luxai_speech_recognition: {
    category: 'undocumented',
    shape: 'value',
    hue: 315,
    output: 'any',
    bundleOnly: true,
    source: BUNDLE,
    label: [
      'Speech Recognition',
      BR,
      'Language:',
      {
        name: 'LANGUAGE',
        kind: 'dropdown',
        options: options(
          ['English (United States)', 'en-US'],
          ['English (United Kingdom)', 'en-GB'],
          ['French (France)', 'fr-FR'],
          ['German (Germany)', 'de-DE'],
          ['Italian (Italy)', 'it-IT'],
          ['Spanish (Spain)', 'es-ES'],
          ['Dutch (Netherlands)', 'nl-NL'],
        ),
        default: 'en-US',
        help: 'The language to recognise.',
      },
      BR,
      'Timeout:',
      {name: 'TIMEOUT', kind: 'number', min: 5, max: 120, default: 10, help: 'Seconds to listen, 5 to 120.'},
      'seconds.',
      BR,
      'Speech Context (optional):',
      socket('OPTIONS', 'A list of expected words or phrases.', 'Array', true),
    ],
    description: 'Listens and gives what was recognised (its tooltip: “Google speech recognition”). No page describes it and no tutorial uses it.',
  },
  lfr_choice: {
    category: 'undocumented',
    shape: 'statement',
    hue: 210,
    bundleOnly: true,
    source: BUNDLE,
    label: [
      'One of the following choices will be executed!',
      BR,
      'If QTrobot sees',
      {
        name: 'RIGHT_CHOICE',
        kind: 'dropdown',
        options: Array.from({length: 20}, (_, i) => ({label: `img${i + 1}`, value: String(i + 1)})),
        default: '1',
        help: 'The image that counts as the right one.',
      },
      'or I select the choice',
      text('NOTE1', 'The choice as the Educator tablet shows it.'),
      mouth('SUCCESS', 'What runs when QTrobot sees that image.'),
      BR,
      'If QTrobot sees something else,',
      'or I select the choice',
      text('NOTE2', 'The choice as the Educator tablet shows it.'),
      mouth('FAILURE', 'What runs when QTrobot sees another image.'),
      BR,
      'If QTrobot sees nothing for',
      {name: 'Time_PAST', kind: 'number', min: 0, default: 900, help: 'Seconds without seeing an image.'},
      'seconds, or I select the choice',
      text('NOTE3', 'The choice as the Educator tablet shows it.'),
      mouth('NOTHING', 'What runs when QTrobot sees nothing in time.'),
    ],
    description: 'Runs a branch depending on the image QTrobot’s camera sees, or on the choice the educator picks. No page describes it and no tutorial uses it.',
  },
};

function itemBlock(tab: ItemTab, category: CategoryId, list: readonly string[]): BlockSpec {
  return {
    category,
    shape: 'value',
    hue: 230,
    output: 'any',
    source: `intro_studio (“${CATEGORIES[category].label}” tab); ${ITEM_BUNDLE}. Studio’s type name is lfr_${tab === 'sounds' ? 'audios' : tab}_ followed by the path`,
    label: [
      {
        name: 'data',
        kind: 'item',
        options: list.map((value) => ({value, label: itemName(value)})),
        example: list[0],
        help: `The item’s path in the ${CATEGORIES[category].label} tab, e.g. ${list[0]}.`,
      },
    ],
    description: `One block of the ${CATEGORIES[category].label} tab; it shows the item’s name and goes into the matching socket of the Blocks tab’s “QTrobot …” blocks.`,
  };
}

const ITEM_BLOCKS: Record<string, BlockSpec> = {
  lfr_faces: itemBlock('faces', 'faces', FACES),
  lfr_audios: itemBlock('sounds', 'sounds', SOUNDS),
  lfr_gestures: itemBlock('gestures', 'gestures', GESTURES),
};

/** Which media tab an item block belongs to. */
export const ITEM_BLOCK_TAB: Record<string, ItemTab> = {lfr_faces: 'faces', lfr_audios: 'sounds', lfr_gestures: 'gestures'};

const COMPARE = options(['=', 'EQ'], ['≠', 'NEQ'], ['<', 'LT'], ['≤', 'LTE'], ['>', 'GT'], ['≥', 'GTE']);

const BLOCKLY_BLOCKS: Record<string, BlockSpec> = {
  controls_if: {
    category: 'logic',
    shape: 'statement',
    hue: 210,
    source: used('every Advanced tutorial, e.g. studio_emotion blocksview2 (else if, else)'),
    label: [
      'if',
      socket('IF0', 'The condition.', 'Boolean'),
      {...mouth('DO0', 'What runs when the condition is true.'), before: 'do'},
      repeated({
        repeat: (i) => ['else if', socket(`IF${i}`, 'Another condition, tested when the ones above are false.', 'Boolean'), {...mouth(`DO${i}`, 'What runs when it is true.'), before: 'do'}],
        from: 1,
        min: 0,
        max: 20,
        summary: 'IF1 and DO1, IF2 and DO2, … (else if branches, added with the gear)',
      }),
      {...mouth('ELSE', 'What runs when no condition is true. Leave out for no else branch.'), before: 'else', omitWhenAbsent: true},
    ],
    description: 'Runs the first branch whose condition is true; the gear icon adds “else if” and “else” branches.',
  },
  logic_compare: {
    category: 'logic',
    shape: 'boolean',
    hue: 210,
    output: 'Boolean',
    source: used('studio_emotion, studio_card_mem_game, studio_reporting_ros'),
    inline: true,
    label: [socket('A', 'The left value.'), {name: 'OP', kind: 'dropdown', options: COMPARE, default: 'EQ', help: 'The comparison.'}, socket('B', 'The right value.')],
    description: 'Compares two values.',
  },
  logic_negate: {
    category: 'logic',
    shape: 'boolean',
    hue: 210,
    output: 'Boolean',
    source: used('studio_emotion_game, studio_card_mem_game (“not … is empty”)'),
    label: ['not', socket('BOOL', 'The condition to invert.', 'Boolean')],
    description: 'True when the condition is false.',
  },
  logic_boolean: {
    category: 'logic',
    shape: 'boolean',
    hue: 210,
    output: 'Boolean',
    source: used('studio_card_mem_game, studio_gesture_mem_game (game_finished)'),
    label: [{name: 'BOOL', kind: 'dropdown', options: options(['true', 'TRUE'], ['false', 'FALSE']), default: 'TRUE', help: 'true or false.'}],
    description: 'The value true or false.',
  },
  controls_whileUntil: {
    category: 'loop',
    shape: 'statement',
    hue: 120,
    loop: true,
    source: 'Blockly’s standard Loop block, defined in the Blockly library bundled with LuxAI’s V2 docs (assets/js/3720.fae2f317.js); no LuxAI program uses it and no page shows it in Studio’s Loop tab',
    label: [
      'repeat',
      {name: 'MODE', kind: 'dropdown', options: options(['while', 'WHILE'], ['until', 'UNTIL']), default: 'WHILE', help: 'Repeat while the condition is true, or until it becomes true.'},
      socket('BOOL', 'The condition.', 'Boolean'),
      {...mouth('DO', 'The blocks to repeat.'), before: 'do'},
    ],
    description: 'Repeats the blocks inside while (or until) a condition holds.',
  },
  controls_repeat_ext: {
    category: 'loop',
    shape: 'statement',
    hue: 120,
    loop: true,
    source: used('studio_card_mem_game blocksview2 (repeat 15 times)'),
    inline: true,
    label: ['repeat', socket('TIMES', 'How many times.', 'Number'), 'times', {...mouth('DO', 'The blocks to repeat.'), before: 'do'}],
    description: 'Repeats the blocks inside a number of times.',
  },
  controls_forEach: {
    category: 'loop',
    shape: 'statement',
    hue: 120,
    loop: true,
    source: used('studio_card_mem_game, studio_gesture_mem_game (for each item i in list)'),
    label: ['for each item', variable(), 'in list', socket('LIST', 'The list.', 'Array'), {...mouth('DO', 'What runs for each item.'), before: 'do'}],
    description: 'Runs the blocks inside once for each item of a list, with the item in the variable.',
  },
  controls_flow_statements: {
    category: 'loop',
    shape: 'statement',
    hue: 120,
    insideLoop: true,
    terminal: true,
    source: used('studio_card_mem_game, studio_gesture_mem_game (break out of loop)'),
    label: [
      {name: 'FLOW', kind: 'dropdown', options: options(['break out', 'BREAK'], ['continue with next iteration', 'CONTINUE']), default: 'BREAK', help: 'Leave the loop, or go on with its next round.'},
      'of loop',
    ],
    description: 'Leaves the loop it is in, or skips to the loop’s next round.',
  },
  math_number: {
    category: 'math',
    shape: 'value',
    hue: 230,
    output: 'Number',
    source: used('most Advanced tutorials'),
    label: [{name: 'NUM', kind: 'number', help: 'The number.'}],
    description: 'A number. A number written straight into a socket in MDX is drawn as this block.',
  },
  math_random_int: {
    category: 'math',
    shape: 'value',
    hue: 230,
    output: 'Number',
    source: used('studio_emotion, studio_card_mem_game, studio_gesture_mem_game'),
    inline: true,
    label: ['random integer from', socket('FROM', 'The lowest value.', 'Number'), 'to', socket('TO', 'The highest value.', 'Number')],
    description: 'A whole number picked at random between the two values, both included.',
  },
  text: {
    category: 'text',
    shape: 'value',
    hue: 160,
    output: 'String',
    source: used('studio_reporting_ros, studio_gesture_mem_game'),
    label: ['“', {name: 'TEXT', kind: 'text', optional: true, help: 'The text.'}, '”'],
    description: 'A piece of text. A string written straight into a socket in MDX is drawn as this block.',
  },
  lists_create_with: {
    category: 'list',
    shape: 'value',
    hue: 260,
    output: 'Array',
    source: used('studio_emotion (list for the head), studio_card_mem_game (create empty list)'),
    label: [
      repeated({
        repeat: (i) => [...(i === 0 ? ['create list with'] : []), socket(`ADD${i}`, 'An item.'), BR],
        from: 0,
        min: 0,
        max: 20,
        template: 0,
        emptyLabel: 'create empty list',
        summary: 'ADD0, ADD1, … (none: “create empty list”)',
      }),
    ],
    description: 'A new list of the given items; with no items, an empty list (“create empty list”).',
  },
  lists_isEmpty: {
    category: 'list',
    shape: 'boolean',
    hue: 260,
    output: 'Boolean',
    source: used('studio_emotion_game, studio_card_mem_game'),
    inline: true,
    label: [socket('VALUE', 'The list (or text).', ['Array', 'String']), 'is empty'],
    description: 'True when the list has no items.',
  },
  lists_getIndex: {
    category: 'list',
    shape: 'value',
    hue: 260,
    output: 'any',
    source: used('studio_emotion (get first), studio_reporting_ros (get and remove random)'),
    inline: true,
    label: [
      'in list',
      socket('VALUE', 'The list.', 'Array'),
      {name: 'MODE', kind: 'dropdown', options: options(['get', 'GET'], ['get and remove', 'GET_REMOVE']), default: 'GET', help: 'Read the item, or read and remove it.'},
      {name: 'WHERE', kind: 'dropdown', options: WHERE, default: 'FROM_START', help: 'Which item.'},
      listAt,
    ],
    description: 'Gives an item of a list: by position, the first, the last or one at random; “get and remove” also takes it out of the list.',
  },
  lists_setIndex: {
    category: 'list',
    shape: 'statement',
    hue: 260,
    source: used('studio_card_mem_game, studio_gesture_mem_game (insert at last)'),
    inline: true,
    label: [
      'in list',
      socket('LIST', 'The list.', 'Array'),
      {name: 'MODE', kind: 'dropdown', options: options(['set', 'SET'], ['insert at', 'INSERT']), default: 'SET', help: 'Replace an item, or insert a new one.'},
      {name: 'WHERE', kind: 'dropdown', options: WHERE, default: 'FROM_START', help: 'Where.'},
      listAt,
      'as',
      socket('TO', 'The value.'),
    ],
    description: 'Replaces an item of a list, or inserts a new one (at the end with “insert at last”).',
  },
  lists_split: {
    category: 'list',
    shape: 'value',
    hue: 260,
    output: 'Array',
    source: used('studio_reporting_ros (make list from text, delimiter “,”)'),
    inline: true,
    label: [
      {name: 'MODE', kind: 'dropdown', options: options(['make list from text', 'SPLIT'], ['make text from list', 'JOIN']), default: 'SPLIT', help: 'Split a text, or join a list.'},
      socket('INPUT', 'The text to split (or the list to join).', ['String', 'Array']),
      'with delimiter',
      socket('DELIM', 'The separator, e.g. “,”.', 'String'),
    ],
    description: 'Splits a text into a list at each separator (or joins a list into one text).',
  },
  variables_set: {
    category: 'variables',
    shape: 'statement',
    hue: 330,
    source: used('every Advanced tutorial'),
    label: ['set', variable(), 'to', socket('VALUE', 'The value to store.')],
    description: 'Stores a value in a variable.',
  },
  variables_get: {
    category: 'variables',
    shape: 'value',
    hue: 330,
    output: 'any',
    source: used('every Advanced tutorial'),
    label: [variable()],
    description: 'Gives the value stored in a variable.',
  },
  procedures_defnoreturn: {
    category: 'function',
    shape: 'definition',
    hue: 290,
    source: used('studio_reporting_ros (to check_answer with: q, a)'),
    label: [
      'to',
      text('NAME', 'The function’s name.', false),
      {name: 'PARAMS', kind: 'params', optional: true, help: 'The names of its parameters, e.g. [\'q\', \'a\'] (the gear adds them).'},
      mouth('STACK', 'What the function does.'),
    ],
    description: 'Defines a function: a stack of blocks with a name, run wherever the function is called.',
  },
  procedures_defreturn: {
    category: 'function',
    shape: 'definition',
    hue: 290,
    source: used('studio_card_mem_game (ReadImageID), studio_gesture_mem_game (ReadGesture)'),
    label: [
      'to',
      text('NAME', 'The function’s name.', false),
      {name: 'PARAMS', kind: 'params', optional: true, help: 'The names of its parameters.'},
      mouth('STACK', 'What the function does.'),
      'return',
      socket('RETURN', 'The value the function gives back.'),
    ],
    description: 'Defines a function that gives back a value.',
  },
  procedures_callnoreturn: {
    category: 'function',
    shape: 'statement',
    hue: 290,
    source: used('studio_reporting_ros (check_answer)'),
    label: [
      text('NAME', 'The name of the function to run.', false),
      repeated({
        repeat: (i) => [...(i === 0 ? ['with:'] : []), socket(`ARG${i}`, 'A parameter’s value, in the definition’s order.')],
        from: 0,
        min: 0,
        max: 20,
        summary: 'ARG0, ARG1, … (one per parameter)',
      }),
    ],
    description: 'Runs a function defined with “to … do”.',
  },
  procedures_callreturn: {
    category: 'function',
    shape: 'value',
    hue: 290,
    output: 'any',
    source: used('studio_card_mem_game (ReadImageID), studio_gesture_mem_game (ReadGesture)'),
    label: [
      text('NAME', 'The name of the function to run.', false),
      repeated({
        repeat: (i) => [...(i === 0 ? ['with:'] : []), socket(`ARG${i}`, 'A parameter’s value, in the definition’s order.')],
        from: 0,
        min: 0,
        max: 20,
        summary: 'ARG0, ARG1, … (one per parameter)',
      }),
    ],
    description: 'Runs a function defined with “to … return” and gives its value.',
  },
};

/** Every block, by Blockly type name: LuxAI’s, the item blocks, then Blockly’s. */
export const BLOCKS: Record<string, BlockSpec> = {...LUXAI_BLOCKS, ...ITEM_BLOCKS, ...BLOCKLY_BLOCKS};


/** The blocks of one tab, in catalogue order. */
export function blocksOf(category: CategoryId): [string, BlockSpec][] {
  return Object.entries(BLOCKS).filter(([, spec]) => spec.category === category);
}
