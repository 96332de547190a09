"""The simulated robot's state and behaviour: one object made of the parts of the real robot's nodes."""
import threading
import time

from sim_common import Busy
from sim_gestures import Gestures
from sim_motors import Motors
from sim_recognition import Recognition
from sim_sensors import Sensors
from sim_speech import Speech


class Robot(Speech, Gestures, Motors, Recognition, Sensors):
    def __init__(self, scenario):
        self.sc = scenario
        self.t0 = time.time()
        self.speaker = Busy()
        self.face = Busy()
        self.gesture = Busy()
        self.audio = Busy()
        self.joint_lock = threading.Lock()
        self.start_state()

    def start_state(self):
        """The robot's state after start-up: settings, gestures, joints, sensors."""
        self.start_speech()
        self.start_gestures()
        self.start_motors()
        self.start_recognition()
        self.start_sensors()
        self.reported_types = set()

    def reset(self):
        """Back to the state after start-up, between two test programs (faster than a restart)."""
        for busy in (self.speaker, self.face, self.gesture, self.audio):
            busy.stop()
        time.sleep(0.05)
        self.t0 = time.time()
        self.start_state()
