import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The seven sidebars of the V2 docs. Their ids are public (the navbar, the V1 version and
 * old links use them), so they keep their historical spelling.
 */
const sidebars = {
  codding_sidebard: [{type: 'category', label: 'Quick Start', collapsible: false, items: ['intro_code', 'recent_qtrobots', 'v1_to_v2']}],
  graphical_sidebard: [{type: 'category', label: 'Quick Start', collapsible: false, items: ['intro_graphical']}],
  code_tutorials_sidebar: [
    {type: 'doc', id: 'tutorials/intro_ros', label: 'Introduction to ROS'},
    {
      type: 'category',
      label: 'Python',
      link: {
        type: 'generated-index',
        slug: '/tutorials/python',
        description: 'Program QTrobot V2 with rospy, from a first package to speech recognition and MoveIt.',
      },
      items: [
        'tutorials/python/python_ros_project',
        'tutorials/python/python_ros_publish',
        'tutorials/python/python_ros_subscribe',
        'tutorials/python/python_ros_services',
        'tutorials/python/python_ros_speech',
        'tutorials/python/python_ros_emotions',
        'tutorials/python/python_ros_expression',
        'tutorials/python/python_ros_gestures',
        'tutorials/python/python_ros_motors',
        'tutorials/python/python_ros_hands',
        'tutorials/python/python_ros_record',
        'tutorials/python/python_ros_audio_record',
        'tutorials/python/python_ros_respeaker',
        'tutorials/python/python_ros_vosk',
        'tutorials/python/python_ros_riva',
        'tutorials/python/python_ros_sync_robot_behaviors',
        'tutorials/python/python_ros_moveit',
      ],
    },
    {
      type: 'category',
      label: 'C++',
      link: {type: 'generated-index', slug: '/tutorials/cpp', description: 'Program QTrobot V2 with roscpp and write your own motor controller.'},
      items: ['tutorials/cpp/cpp_ros_project', 'tutorials/cpp/cpp_ros_interfaces', 'tutorials/cpp/cpp_motor_controller'],
    },
    {
      type: 'category',
      label: 'JavaScript',
      link: {type: 'generated-index', slug: '/tutorials/javascript', description: 'Control QTrobot V2 from a web page through rosbridge.'},
      items: ['tutorials/javascript/js_ros_interfaces'],
    },
    {
      type: 'category',
      label: 'AI',
      link: {type: 'generated-index', slug: '/tutorials/AI', description: 'Conversational AI assistants on QTrobot V2, on the robot or in the cloud.'},
      items: ['tutorials/AI/qt_ai_assistant', 'tutorials/AI/qt_online_ai_assistant', 'tutorials/AI/expressive_qt'],
    },
  ],
  graphical_tutorial_sidebar: [
    {type: 'doc', id: 'tutorials/intro_studio', label: 'Introduction to QTrobot Studio'},
    {
      type: 'category',
      label: 'Studio tutorials',
      link: {
        type: 'generated-index',
        slug: '/tutorials/graphical',
        description: 'Block programs for the classroom, from a first sentence to games and reports.',
      },
      // LuxAI's order and levels for the twelve Studio tutorials (docs.luxai.com, V2 and V1 alike).
      items: [
        {
          type: 'category',
          label: 'Basic',
          collapsed: false,
          items: ['tutorials/graphical/studio_story', 'tutorials/graphical/studio_qa'],
        },
        {
          type: 'category',
          label: 'Intermediate',
          collapsed: false,
          items: [
            'tutorials/graphical/studio_visuals',
            'tutorials/graphical/studio_audio',
            'tutorials/graphical/studio_gesture',
            'tutorials/graphical/studio_reporting',
          ],
        },
        {
          type: 'category',
          label: 'Advanced',
          collapsed: false,
          items: [
            'tutorials/graphical/studio_ros',
            'tutorials/graphical/studio_emotion',
            'tutorials/graphical/studio_emotion_game',
            'tutorials/graphical/studio_card_mem_game',
            'tutorials/graphical/studio_gesture_mem_game',
            'tutorials/graphical/studio_reporting_ros',
          ],
        },
      ],
    },
  ],
  blocks_api: [{type: 'category', label: 'Blocks Reference', collapsible: false, items: ['blocks_api']}],
  api_ros: [{type: 'category', label: 'API Reference', collapsible: false, items: ['api_ros', 'api_js', 'docs_mcp']}],
  modules: [
    {type: 'doc', id: 'modules/display', label: 'Face and Emotion'},
    'modules/motors',
    'modules/camera',
    'modules/microphone',
    'modules/speakers',
    'modules/processor',
  ],
} satisfies SidebarsConfig;

export default sidebars;
