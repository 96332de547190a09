/** Routes the production build must contain. Docs routes come from the doc files themselves. */
export const PAGE_ROUTES = ['/', '/demos', '/support', '/markdown-page', '/404'];

export const CORE_V2_DOCS = [
  'intro_code', 'intro_graphical', 'api_ros', 'api_js', 'blocks_api', 'recent_qtrobots',
  'modules/camera', 'modules/display', 'modules/microphone', 'modules/motors', 'modules/processor', 'modules/speakers',
  'tutorials/intro_ros', 'tutorials/intro_studio', 'v1_to_v2',
];

export const PYTHON_DOCS = [
  'python_ros_project', 'python_ros_publish', 'python_ros_subscribe', 'python_ros_services', 'python_ros_speech',
  'python_ros_emotions', 'python_ros_expression', 'python_ros_gestures', 'python_ros_motors', 'python_ros_hands',
  'python_ros_moveit', 'python_ros_record', 'python_ros_audio_record', 'python_ros_respeaker', 'python_ros_vosk', 'python_ros_riva', 'python_ros_sync_robot_behaviors',
].map((id) => `tutorials/python/${id}`);

export const STUDIO_DOCS = [
  'studio_audio', 'studio_emotion', 'studio_gesture', 'studio_visuals', 'studio_story', 'studio_qa',
  'studio_emotion_game', 'studio_gesture_mem_game', 'studio_card_mem_game', 'studio_reporting',
  'studio_reporting_ros', 'studio_ros',
].map((id) => `tutorials/graphical/${id}`);

export const OTHER_TUTORIALS = [
  'tutorials/cpp/cpp_ros_project', 'tutorials/cpp/cpp_ros_interfaces', 'tutorials/cpp/cpp_motor_controller',
  'tutorials/javascript/js_ros_interfaces',
  'tutorials/AI/qt_ai_assistant', 'tutorials/AI/qt_online_ai_assistant', 'tutorials/AI/expressive_qt',
];

/** Pages about tools around the docs (the MCP server for coding assistants). */
export const TOOL_DOCS = ['docs_mcp'];

export const V2_DOCS = [...CORE_V2_DOCS, ...PYTHON_DOCS, ...STUDIO_DOCS, ...OTHER_TUTORIALS, ...TOOL_DOCS];

/** Pages that exist only for QTrobot V2: their V1 routes must answer 404. */
export const V2_ONLY = [
  'tutorials/AI/qt_ai_assistant', 'tutorials/AI/qt_online_ai_assistant', 'tutorials/AI/expressive_qt',
  'tutorials/python/python_ros_riva', 'tutorials/python/python_ros_sync_robot_behaviors',
  // The MCP server serves both versions' docs; one page, with the current docs, describes it.
  'docs_mcp',
  // Written for owners moving from V1 to V2; both intro pages link it.
  'v1_to_v2',
];

export const V1_DOCS = V2_DOCS.filter((id) => !V2_ONLY.includes(id));

export const TAG_PERMALINKS = ['blockly', 'code', 'getting-started', 'programming', 'q-trobot-studio'];
