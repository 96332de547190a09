"""Prints the third-party modules a program imports that cannot be installed on the test machine
(no Debian package on bookworm: MoveIt, NVIDIA Riva, OpenAI, ...), comma-separated; prints nothing when it can run.
A module that is missing but not in UNAVAILABLE is not reported: the program runs and fails on it, so a
misspelt ROS package name is a failure, not a skip."""
import ast
import importlib.util
import sys

UNAVAILABLE = {
    'moveit_commander': 'MoveIt (moveit_commander)',
    'moveit_msgs': 'MoveIt (moveit_msgs)',
    'riva': 'NVIDIA Riva client (riva.client)',
    'openai': 'the OpenAI client',
    'vosk': 'Vosk',
    'pvporcupine': 'Picovoice Porcupine',
    'deepface': 'DeepFace',
    'torch': 'PyTorch',
    'qt_motor': "LuxAI's qt_motor",
}

# Modules that mean the program talks to hardware directly: never run, whether installed or not.
HARDWARE = {
    'pyaudio': 'a sound card (PyAudio reads the microphone directly)',
    'usb': 'the ReSpeaker board over USB (pyusb)',
    'pyrealsense2': 'the RealSense camera (pyrealsense2)',
}

tree = ast.parse(open(sys.argv[1]).read())
names = set()
for node in ast.walk(tree):
    if isinstance(node, ast.Import):
        names.update(a.name.split('.')[0] for a in node.names)
    elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        names.add(node.module.split('.')[0])
missing = sorted(UNAVAILABLE[n] + ', which has no Debian package' for n in names
                 if n in UNAVAILABLE and importlib.util.find_spec(n) is None)
missing += sorted(HARDWARE[n] for n in names if n in HARDWARE)
print(', '.join(missing))
