/**
 * The robot's demo applications shown on /demos. Paths are folders of the public
 * luxai-qtrobot/tutorials repository; generations follow the QTrobot facts file.
 */
export type Demo = {
  id: string;
  title: string;
  shows: string;
  uses: string[];
  robot: string;
  path: string;
};

export const TUTORIALS_REPO = 'https://github.com/luxai-qtrobot/tutorials';

export const demos: readonly Demo[] = [
  {
    id: 'emotion-game',
    title: 'Emotion game',
    shows:
      'Children hold up printed emotion cards; QTrobot recognises the card, names the emotion and acts it out with its face, so players learn to recognise and name feelings.',
    uses: ['3D camera with find_object_2d card recognition', '/qt_robot/emotion/show', 'speech'],
    robot: 'QTrobot V1 and V2 (C++ with rFSM state machines)',
    path: 'demos/qt_emotion_game',
  },
  {
    id: 'memory-game',
    title: 'Memory game',
    shows:
      'A card memory game: the robot shows a sequence and the player answers by presenting printed cards to the camera, training attention and short-term memory.',
    uses: ['find_object_2d on the camera image', 'speech', 'gestures'],
    robot: 'QTrobot V1 and V2',
    path: 'demos/qt_memory_game',
  },
  {
    id: 'gesture-game',
    title: 'Gesture memory game',
    shows:
      'QTrobot asks the player to repeat a growing sequence of hand swipes; Nuitrack recognises each swipe (left, right, up) and the robot answers with speech and movement.',
    uses: ['/qt_nuitrack_app/gestures', 'speech', 'gestures'],
    robot: 'QTrobot V1 and V2',
    path: 'demos/qt_gesture_recognition',
  },
  {
    id: 'face-recognition',
    title: 'Face, age and gender',
    shows: 'Detects faces in the camera image and overlays an estimate of age and gender on a debug image.',
    uses: ['/camera/color/image_raw', 'an image topic for the annotated output'],
    robot: 'QTrobot V1 era demo',
    path: 'demos/qt_face_recognition',
  },
  {
    id: 'voice-direction',
    title: 'Turn towards the voice',
    shows: 'The microphone array estimates where a voice comes from and the robot turns its head towards the speaker.',
    uses: ['ReSpeaker direction of arrival', '/qt_robot/head_position/command'],
    robot: 'Runs on the QTRP, where the microphone is plugged in',
    path: 'demos/qt_microphone_detection',
  },
  {
    id: 'ai-assistant',
    title: 'AI data assistant (offline)',
    shows:
      'A spoken assistant that runs entirely on the robot: it listens with NVIDIA Riva, answers with a local Llama 3.1 model through Ollama, grounds answers in your documents (RAG), recognises returning people and makes the replies expressive.',
    uses: ['Riva ASR', 'Ollama', 'LlamaIndex', '/qt_robot/behavior/talkText', '/qt_robot/emotion/show'],
    robot: 'QTrobot V2 AI@Edge (Jetson AGX Orin) only',
    path: 'demos/qt_ai_data_assistant',
  },
  {
    id: 'ai-assistant-online',
    title: 'AI data assistant (online)',
    shows:
      'The same assistant for robots without a GPU: language models from Groq or OpenAI, cloud speech recognition, and a local vector store for your documents.',
    uses: ['Groq or OpenAI', 'Groq Whisper, Azure or Google speech', 'FAISS'],
    robot: 'QTrobot V2 i5 and i7 (needs internet and API keys)',
    path: 'demos/qt_ai_data_assistant_online',
  },
  {
    id: 'moveit-drawing',
    title: 'Drawing with MoveIt',
    shows: 'QTrobot plans arm trajectories with MoveIt and draws a rectangle, a spiral or a G-code picture in the air.',
    uses: ['MoveIt', 'IKFast arm plugins', 'follow_joint_trajectory actions (advanced motor mode)'],
    robot: 'QTrobot V1 and V2 in advanced motor mode',
    path: 'examples/motors_moveit',
  },
  {
    id: 'deep-face',
    title: 'DeepFace analysis',
    shows: 'Analyses faces for age, gender, emotion and identity and publishes the results as JSON.',
    uses: ['DeepFace', '/qt_deep_face/faces', '/qt_deep_face/image/out'],
    robot: 'QTrobot V2 AI@Edge',
    path: 'examples/qt_deep_face',
  },
];
