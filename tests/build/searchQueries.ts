/**
 * Reader queries and the page each must bring into the first five hits: words readers type,
 * prefixes typed mid-word and typos included. Shared by the relevance test (tests/build/search.test.ts)
 * and the benchmark (bench/search). `version` picks the contextual filters of a page of that
 * version: V1 queries run as if typed on a /docs/v1 page.
 */
export type RelevanceQuery = {query: string; expect: string; version?: 'v2' | 'v1'; kind?: 'typo' | 'prefix'};

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  {query: 'text to speech python', expect: '/docs/tutorials/python/python_ros_speech'},
  {query: 'change voice pitch', expect: '/docs/tutorials/python/python_ros_speech'},
  {query: 'text to speach', expect: '/docs/tutorials/python/python_ros_speech', kind: 'typo'},
  {query: 'gestur', expect: '/docs/tutorials/python/python_ros_gestures', kind: 'prefix'},
  {query: 'record a gesture', expect: '/docs/tutorials/python/python_ros_record'},
  {query: 'emotions on the face', expect: '/docs/tutorials/python/python_ros_emotions'},
  {query: 'facial expression', expect: '/docs/tutorials/python/python_ros_expression'},
  {query: 'moveit', expect: '/docs/tutorials/python/python_ros_moveit'},
  {query: 'moveti arm', expect: '/docs/tutorials/python/python_ros_moveit', kind: 'typo'},
  {query: 'vosk speech recognition', expect: '/docs/tutorials/python/python_ros_vosk'},
  {query: 'riva', expect: '/docs/tutorials/python/python_ros_riva'},
  {query: 'sound direction', expect: '/docs/tutorials/python/python_ros_respeaker'},
  {query: 'microphone array', expect: '/docs/modules/microphone'},
  {query: 'microphne', expect: '/docs/modules/microphone', kind: 'typo'},
  {query: 'record audio wav', expect: '/docs/tutorials/python/python_ros_audio_record'},
  {query: 'nuitrack skeleton', expect: '/docs/tutorials/python/python_ros_hands'},
  {query: 'joint limits', expect: '/docs/modules/motors'},
  {query: 'motor controller c++', expect: '/docs/tutorials/cpp/cpp_motor_controller'},
  {query: 'ros_control', expect: '/docs/tutorials/cpp/cpp_motor_controller'},
  {query: 'catkin python package', expect: '/docs/tutorials/python/python_ros_project'},
  {query: 'CMakeLists', expect: '/docs/tutorials/cpp/cpp_ros_project'},
  {query: 'rosbridge web page', expect: '/docs/tutorials/javascript/js_ros_interfaces'},
  {query: 'qtrobot.js', expect: '/docs/api_js'},
  {query: 'ros api reference', expect: '/docs/api_ros'},
  {query: 'ServiceProxy', expect: '/docs/tutorials/python/python_ros_services'},
  {query: 'subscribe joint positions', expect: '/docs/tutorials/python/python_ros_subscribe'},
  {query: 'realsense', expect: '/docs/modules/camera'},
  {query: 'QTPC QTRP', expect: '/docs/modules/processor'},
  {query: 'acapela', expect: '/docs/modules/speakers'},
  {query: 'blocks reference', expect: '/docs/blocks_api'},
  {query: 'emotion game picture cards', expect: '/docs/tutorials/graphical/studio_emotion_game'},
  {query: 'simon says', expect: '/docs/tutorials/graphical/studio_gesture_mem_game'},
  {query: 'first studio game', expect: '/docs/tutorials/graphical/studio_story'},
  {query: 'ollama', expect: '/docs/tutorials/AI/qt_ai_assistant'},
  {query: 'groq openai', expect: '/docs/tutorials/AI/qt_online_ai_assistant'},
  {query: 'synchronise speech and gestures', expect: '/docs/tutorials/python/python_ros_sync_robot_behaviors'},
  {query: 'expresive replies', expect: '/docs/tutorials/AI/expressive_qt', kind: 'typo'},
  {query: 'introduction to ros', expect: '/docs/tutorials/intro_ros'},
  {query: 'ROS_MASTER_URI', expect: '/docs/intro_code'},
  {query: 'recent qtrobot wifi', expect: '/docs/recent_qtrobots'},
  {query: 'studio quick start', expect: '/docs/intro_graphical'},
  {query: 'learner analytics', expect: '/docs/tutorials/graphical/studio_reporting'},
  {query: 'contact support', expect: '/support'},
  {query: 'demo applications', expect: '/demos'},
  {query: 'text to speech python', expect: '/docs/v1/tutorials/python/python_ros_speech', version: 'v1'},
  {query: 'gestur', expect: '/docs/v1/tutorials/python/python_ros_gestures', version: 'v1', kind: 'prefix'},
  {query: 'microphone array', expect: '/docs/v1/modules/microphone', version: 'v1'},
  {query: 'motor controler', expect: '/docs/v1/tutorials/cpp/cpp_motor_controller', version: 'v1', kind: 'typo'},
];

/** The facet filters theme-search-algolia sends on a page of each docs version. */
export const CONTEXT_FILTERS = {
  v2: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  v1: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-QTRD_v1']],
} as const;
