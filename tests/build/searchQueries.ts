/**
 * Reader queries and the pages that answer each: words readers type, prefixes typed mid-word,
 * typos, hyphen, space and case variants ("Wi-Fi", "wifi", "wi fi"), common names of products
 * ("chatgpt" for the OpenAI-based assistant) and one-word topics ("speech"). `expect` lists every
 * page that answers the query, chosen by what each page is about (its title and description), not
 * by a sentence in it: the first one is the best answer. Shared by the relevance test
 * (tests/build/search.test.ts) and the benchmark (bench/search). `version` picks the contextual
 * filters of a page of that version: V1 queries run as if typed on a /docs/v1 page.
 */
export type RelevanceQuery = {
  query: string;
  expect: string[];
  version?: 'v2' | 'v1';
  /** `form`: the query's words in another form than the pages' (plural, verb form); `name`: a pasted ROS name or type. */
  kind?: 'typo' | 'prefix' | 'variant' | 'synonym' | 'topic' | 'form' | 'name';
  /** Who asks, for the queries written in each audience's words: educators using Studio, developers, owners. */
  audience?: 'educator' | 'developer' | 'owner';
};

const PY = '/docs/tutorials/python';
const STUDIO = '/docs/tutorials/graphical';
const AI = '/docs/tutorials/AI';
const CPP = '/docs/tutorials/cpp';
const V1 = '/docs/v1';
const JS = '/docs/tutorials/javascript';

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  {query: 'text to speech python', expect: [`${PY}/python_ros_speech`]},
  {query: 'change voice pitch', expect: [`${PY}/python_ros_speech`]},
  {query: 'text to speach', expect: [`${PY}/python_ros_speech`], kind: 'typo'},
  {query: 'gestur', expect: [`${PY}/python_ros_gestures`, `${PY}/python_ros_record`, `${STUDIO}/studio_gesture`], kind: 'prefix'},
  {query: 'record a gesture', expect: [`${PY}/python_ros_record`, `${STUDIO}/studio_gesture`, '/docs/modules/motors']},
  {query: 'emotions on the face', expect: [`${PY}/python_ros_emotions`, '/docs/modules/display']},
  {query: 'facial expression', expect: [`${PY}/python_ros_expression`, `${STUDIO}/studio_emotion`]},
  {query: 'moveit', expect: [`${PY}/python_ros_moveit`]},
  {query: 'moveti arm', expect: [`${PY}/python_ros_moveit`], kind: 'typo'},
  {query: 'vosk speech recognition', expect: [`${PY}/python_ros_vosk`]},
  {query: 'riva', expect: [`${PY}/python_ros_riva`]},
  {query: 'sound direction', expect: [`${PY}/python_ros_respeaker`]},
  {query: 'microphone array', expect: ['/docs/modules/microphone', `${PY}/python_ros_respeaker`]},
  {query: 'microphne', expect: ['/docs/modules/microphone', `${PY}/python_ros_respeaker`], kind: 'typo'},
  {query: 'record audio wav', expect: [`${PY}/python_ros_audio_record`, `${PY}/python_ros_respeaker`]},
  {query: 'nuitrack skeleton', expect: [`${PY}/python_ros_hands`]},
  {query: 'joint limits', expect: ['/docs/modules/motors', `${PY}/python_ros_motors`]},
  {query: 'motor controller c++', expect: [`${CPP}/cpp_motor_controller`]},
  {query: 'ros_control', expect: [`${CPP}/cpp_motor_controller`]},
  {query: 'catkin python package', expect: [`${PY}/python_ros_project`]},
  {query: 'CMakeLists', expect: [`${CPP}/cpp_ros_project`]},
  {query: 'rosbridge web page', expect: ['/docs/tutorials/javascript/js_ros_interfaces', '/docs/api_js']},
  {query: 'qtrobot.js', expect: ['/docs/api_js']},
  {query: 'ros api reference', expect: ['/docs/api_ros']},
  {query: 'ServiceProxy', expect: [`${PY}/python_ros_services`]},
  {query: 'subscribe joint positions', expect: [`${PY}/python_ros_subscribe`]},
  {query: 'realsense', expect: ['/docs/modules/camera']},
  {query: 'QTPC QTRP', expect: ['/docs/modules/processor']},
  {query: 'acapela', expect: ['/docs/modules/speakers']},
  {query: 'blocks reference', expect: ['/docs/blocks_api']},
  {query: 'emotion game picture cards', expect: [`${STUDIO}/studio_emotion_game`]},
  {query: 'gesture memory game', expect: [`${STUDIO}/studio_gesture_mem_game`]},
  {query: 'first studio game', expect: [`${STUDIO}/studio_story`]},
  {query: 'ollama', expect: [`${AI}/qt_ai_assistant`]},
  {query: 'groq openai', expect: [`${AI}/qt_online_ai_assistant`]},
  {query: 'synchronise speech and gestures', expect: [`${PY}/python_ros_sync_robot_behaviors`]},
  {query: 'expresive replies', expect: [`${AI}/expressive_qt`], kind: 'typo'},
  {query: 'introduction to ros', expect: ['/docs/tutorials/intro_ros']},
  {query: 'ROS_MASTER_URI', expect: ['/docs/intro_code', '/docs/tutorials/intro_ros']},
  {query: 'recent qtrobot wifi', expect: ['/docs/recent_qtrobots']},
  {query: 'studio quick start', expect: ['/docs/intro_graphical', '/docs/tutorials/intro_studio']},
  {query: 'learner analytics', expect: [`${STUDIO}/studio_reporting`, `${STUDIO}/studio_reporting_ros`]},
  {query: 'contact support', expect: ['/support']},
  {query: 'demo applications', expect: ['/demos']},
  // How readers write names: hyphens, spaces and case.
  {query: 'wifi', expect: ['/docs/modules/processor', '/docs/recent_qtrobots', '/docs/intro_code'], kind: 'variant'},
  {query: 'Wi-Fi', expect: ['/docs/modules/processor', '/docs/recent_qtrobots', '/docs/intro_code'], kind: 'variant'},
  {query: 'wi fi', expect: ['/docs/modules/processor', '/docs/recent_qtrobots', '/docs/intro_code'], kind: 'variant'},
  {query: 'connect to wifi', expect: ['/docs/intro_code', '/docs/modules/processor', '/docs/recent_qtrobots'], kind: 'variant'},
  {query: 'WIFI hotspot', expect: ['/docs/modules/processor', '/docs/recent_qtrobots', '/docs/intro_code'], kind: 'variant'},
  {query: 'real sense camera', expect: ['/docs/modules/camera'], kind: 'variant'},
  {query: 'Text-To-Speech', expect: [`${PY}/python_ros_speech`, '/docs/modules/speakers'], kind: 'variant'},
  {query: 'ros bridge', expect: ['/docs/tutorials/javascript/js_ros_interfaces', '/docs/api_js'], kind: 'variant'},
  {query: 'move it', expect: [`${PY}/python_ros_moveit`], kind: 'variant'},
  // Common names and abbreviations of what the pages name otherwise.
  {query: 'wlan', expect: ['/docs/modules/processor', '/docs/recent_qtrobots', '/docs/intro_code'], kind: 'synonym'},
  {query: 'chatgpt', expect: [`${AI}/qt_online_ai_assistant`, `${AI}/expressive_qt`], kind: 'synonym'},
  {query: 'gpt', expect: [`${AI}/qt_online_ai_assistant`, `${AI}/expressive_qt`], kind: 'synonym'},
  {query: 'llm', expect: [`${AI}/qt_online_ai_assistant`, `${AI}/qt_ai_assistant`, `${AI}/expressive_qt`], kind: 'synonym'},
  {query: 'chatbot', expect: [`${AI}/qt_online_ai_assistant`, `${AI}/qt_ai_assistant`], kind: 'synonym'},
  {query: 'tts', expect: [`${PY}/python_ros_speech`, '/docs/modules/speakers'], kind: 'synonym'},
  {query: 'stt', expect: [`${PY}/python_ros_vosk`, `${PY}/python_ros_riva`, '/docs/modules/microphone'], kind: 'synonym'},
  {query: 'speech to text', expect: [`${PY}/python_ros_vosk`, `${PY}/python_ros_riva`, '/docs/modules/microphone'], kind: 'synonym'},
  {query: 'voice recognition', expect: [`${PY}/python_ros_vosk`, `${PY}/python_ros_riva`], kind: 'synonym'},
  {query: 'mic', expect: ['/docs/modules/microphone', `${PY}/python_ros_respeaker`], kind: 'synonym'},
  {query: 'cpp', expect: [`${CPP}/cpp_ros_project`, `${CPP}/cpp_ros_interfaces`, `${CPP}/cpp_motor_controller`], kind: 'synonym'},
  {query: 'js', expect: ['/docs/api_js', '/docs/tutorials/javascript/js_ros_interfaces'], kind: 'synonym'},
  {query: 'jetson', expect: [`${AI}/qt_ai_assistant`, '/docs/modules/processor', `${PY}/python_ros_riva`], kind: 'synonym'},
  // One-word topics: the pages about them before pages that mention them.
  {query: 'speech', expect: [`${PY}/python_ros_speech`, '/docs/modules/speakers', `${STUDIO}/studio_audio`], kind: 'topic'},
  {query: 'camera', expect: ['/docs/modules/camera'], kind: 'topic'},
  {query: 'motors', expect: ['/docs/modules/motors', `${PY}/python_ros_motors`], kind: 'topic'},
  {query: 'emotions', expect: [`${PY}/python_ros_emotions`, `${PY}/python_ros_expression`, `${STUDIO}/studio_emotion`, '/docs/modules/display'], kind: 'topic'},
  {query: 'gestures', expect: [`${PY}/python_ros_gestures`, `${PY}/python_ros_record`, `${STUDIO}/studio_gesture`, '/docs/modules/motors'], kind: 'topic'},
  {query: 'microphone', expect: ['/docs/modules/microphone', `${PY}/python_ros_respeaker`], kind: 'topic'},
  {query: 'speakers volume', expect: ['/docs/modules/speakers'], kind: 'topic'},
  {query: 'memory game', expect: [`${STUDIO}/studio_card_mem_game`, `${STUDIO}/studio_gesture_mem_game`], kind: 'topic'},
  {query: 'hand tracking', expect: [`${PY}/python_ros_hands`, '/docs/modules/camera'], kind: 'topic'},
  {query: 'move the head', expect: [`${PY}/python_ros_motors`, '/docs/modules/motors'], kind: 'topic'},
  {query: 'visual programming', expect: ['/docs/intro_graphical', '/docs/tutorials/intro_studio'], kind: 'topic'},
  {query: 'ai assistant', expect: [`${AI}/qt_online_ai_assistant`, `${AI}/qt_ai_assistant`], kind: 'topic'},
  {query: 'text to speech python', expect: [`${V1}/tutorials/python/python_ros_speech`], version: 'v1'},
  {query: 'gestur', expect: [`${V1}/tutorials/python/python_ros_gestures`, `${V1}/tutorials/python/python_ros_record`], version: 'v1', kind: 'prefix'},
  {query: 'microphone array', expect: [`${V1}/modules/microphone`], version: 'v1'},
  {query: 'motor controler', expect: [`${V1}/tutorials/cpp/cpp_motor_controller`], version: 'v1', kind: 'typo'},
  {query: 'wifi', expect: [`${V1}/modules/processor`, `${V1}/recent_qtrobots`, `${V1}/intro_code`], version: 'v1', kind: 'variant'},
  // Each audience in its own words, written before the engine knew word forms, ROS names or a
  // page's synonyms; every page that answers is listed, the one the reader most likely wants first.
  {query: 'quiz questions', expect: [`${STUDIO}/studio_qa`, `${STUDIO}/studio_reporting_ros`, `${STUDIO}/studio_reporting`], kind: 'form', audience: 'educator'},
  {query: 'playing my own sounds in studio', expect: [`${STUDIO}/studio_audio`, '/docs/blocks_api'], kind: 'form', audience: 'educator'},
  {query: 'tapping pictures on the tablet', expect: [`${STUDIO}/studio_visuals`, '/docs/blocks_api'], kind: 'form', audience: 'educator'},
  {query: 'robot waves and smiles', expect: ['/docs/tutorials/intro_studio'], kind: 'form', audience: 'educator'},
  {query: 'pausing the game', expect: [`${STUDIO}/studio_qa`, '/docs/blocks_api'], kind: 'form', audience: 'educator'},
  {query: 'syncing programs to the educator app', expect: [`${STUDIO}/studio_story`, '/docs/tutorials/intro_studio', '/docs/intro_graphical'], kind: 'form', audience: 'educator'},
  {query: 'recording new gestures in studio', expect: [`${STUDIO}/studio_gesture`], kind: 'form', audience: 'educator'},
  {query: 'recognising picture cards', expect: [`${STUDIO}/studio_emotion_game`, `${STUDIO}/studio_card_mem_game`, '/docs/modules/camera'], kind: 'form', audience: 'educator'},
  {query: 'memory games', expect: [`${STUDIO}/studio_card_mem_game`, `${STUDIO}/studio_gesture_mem_game`], kind: 'form', audience: 'educator'},
  {query: 'student answers report', expect: [`${STUDIO}/studio_reporting`, `${STUDIO}/studio_reporting_ros`], kind: 'synonym', audience: 'educator'},
  {query: 'robot copies my facial expression', expect: [`${STUDIO}/studio_emotion`, `${PY}/python_ros_expression`], kind: 'synonym', audience: 'educator'},
  {query: 'joint states', expect: ['/docs/modules/motors', `${PY}/python_ros_motors`, '/docs/api_ros', `${PY}/python_ros_subscribe`], kind: 'form', audience: 'developer'},
  {query: 'joints state', expect: ['/docs/modules/motors', `${PY}/python_ros_motors`, '/docs/api_ros', `${PY}/python_ros_subscribe`], kind: 'form', audience: 'developer'},
  {query: '/qt_robot/joints/state', expect: ['/docs/api_ros', '/docs/modules/motors', `${PY}/python_ros_motors`, `${PY}/python_ros_subscribe`], kind: 'name', audience: 'developer'},
  {query: '/qt_robot/speech/say', expect: ['/docs/api_ros', `${PY}/python_ros_speech`, '/docs/modules/speakers'], kind: 'name', audience: 'developer'},
  {query: 'qt_robot_interface/speech_say', expect: ['/docs/api_ros', `${PY}/python_ros_speech`, '/docs/modules/speakers'], kind: 'name', audience: 'developer'},
  {query: 'sensor_msgs/JointState', expect: ['/docs/api_ros', '/docs/modules/motors', `${PY}/python_ros_subscribe`, `${PY}/python_ros_motors`], kind: 'name', audience: 'developer'},
  {query: '/qt_nuitrack_app/gestures', expect: ['/docs/api_ros', `${PY}/python_ros_gestures`, '/docs/modules/camera'], kind: 'name', audience: 'developer'},
  {query: 'speaking with the talking face', expect: [`${PY}/python_ros_speech`, `${PY}/python_ros_emotions`, '/docs/modules/speakers'], kind: 'form', audience: 'developer'},
  {query: 'publishing messages from python', expect: [`${PY}/python_ros_publish`], kind: 'form', audience: 'developer'},
  {query: 'calling services in c++', expect: [`${CPP}/cpp_ros_interfaces`], kind: 'form', audience: 'developer'},
  {query: 'recognising spoken answers', expect: [`${PY}/python_ros_vosk`, `${PY}/python_ros_riva`], kind: 'form', audience: 'developer'},
  {query: 'moving the arms', expect: [`${PY}/python_ros_motors`, '/docs/modules/motors', `${PY}/python_ros_moveit`], kind: 'form', audience: 'developer'},
  {query: 'stopping a gesture', expect: [`${PY}/python_ros_record`], kind: 'form', audience: 'developer'},
  {query: 'running speech and gestures at the same time', expect: [`${PY}/python_ros_sync_robot_behaviors`, `${PY}/python_ros_publish`, `${PY}/python_ros_services`], kind: 'form', audience: 'developer'},
  {query: 'joint states javascript', expect: [`${JS}/js_ros_interfaces`, '/docs/api_js'], kind: 'form', audience: 'developer'},
  {query: 'launch files', expect: [`${PY}/python_ros_project`, `${CPP}/cpp_ros_project`], kind: 'form', audience: 'developer'},
  {query: 'head computer', expect: ['/docs/modules/processor', '/docs/intro_code'], audience: 'owner'},
  {query: 'face screen size', expect: ['/docs/modules/display'], audience: 'owner'},
  {query: 'ssh passwords', expect: ['/docs/modules/processor', '/docs/intro_code', '/docs/recent_qtrobots'], kind: 'form', audience: 'owner'},
  {query: 'older robots', expect: ['/docs/recent_qtrobots'], kind: 'form', audience: 'owner'},
  {query: 'connect a keyboard and monitor', expect: ['/docs/modules/processor', '/docs/intro_code'], audience: 'owner'},
  {query: 'switching the robot on and off', expect: ['/docs/intro_code', '/docs/intro_graphical', '/docs/modules/processor'], kind: 'form', audience: 'owner'},
  {query: 'cameras', expect: ['/docs/modules/camera'], kind: 'form', audience: 'owner'},
  {query: 'sound too quiet', expect: ['/docs/modules/speakers', '/support'], kind: 'synonym', audience: 'owner'},
  {query: 'joint states', expect: [`${V1}/modules/motors`, `${V1}/tutorials/python/python_ros_motors`, `${V1}/api_ros`, `${V1}/tutorials/python/python_ros_subscribe`], version: 'v1', kind: 'form', audience: 'developer'},
  {query: '/qt_robot/speech/say', expect: [`${V1}/api_ros`, `${V1}/tutorials/python/python_ros_speech`, `${V1}/modules/speakers`], version: 'v1', kind: 'name', audience: 'developer'},
  {query: 'quiz questions', expect: [`${V1}/tutorials/graphical/studio_qa`, `${V1}/tutorials/graphical/studio_reporting_ros`, `${V1}/tutorials/graphical/studio_reporting`], version: 'v1', kind: 'form', audience: 'educator'},
  {query: 'recording gestures', expect: [`${V1}/tutorials/python/python_ros_record`, `${V1}/tutorials/graphical/studio_gesture`, `${V1}/modules/motors`], version: 'v1', kind: 'form', audience: 'developer'},
  {query: 'switching the robot on', expect: [`${V1}/intro_graphical`, `${V1}/intro_code`, `${V1}/modules/processor`], version: 'v1', kind: 'form', audience: 'owner'},
];

/** The facet filters theme-search-algolia sends on a page of each docs version. */
export const CONTEXT_FILTERS = {
  v2: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  v1: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-QTRD_v1']],
} as const;

/** Where the first right page is among `pages` (1-based), or 0 when none of them is. */
export function rankOfAnswer(pages: readonly string[], expect: readonly string[]): number {
  const i = pages.findIndex((p) => expect.includes(p));
  return i + 1;
}

/** The figures the relevance test reports: right page in the top 3 and top 5, mean reciprocal rank over the top 10. */
export function relevanceFigures(ranks: readonly number[]): {top3: number; top5: number; mrr: number} {
  const share = (n: number) => ranks.filter((r) => r > 0 && r <= n).length / ranks.length;
  const mrr = ranks.reduce((sum, r) => sum + (r > 0 && r <= 10 ? 1 / r : 0), 0) / ranks.length;
  return {top3: share(3), top5: share(5), mrr};
}
