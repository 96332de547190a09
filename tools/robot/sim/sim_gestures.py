"""Gestures (qt_gesture_controller): one at a time, each lasting its recorded duration; recording and saving."""
import time

from qt_gesture_controller.srv import (gesture_listResponse, gesture_playResponse, gesture_recordResponse,
                                       gesture_saveResponse, gesture_stopResponse)

from sim_common import log
from sim_motors import PARTS


class Gestures:
    """The gesture controller: the scenario's gestures with their durations, and the one being recorded."""

    def start_gestures(self):
        self.gestures = dict(self.sc['gestures'])
        self.recording = None

    def play_gesture(self, name, speed):
        if name.endswith('.xml'):
            log('gesture %s not found (give the name without .xml)', name)
            return False
        seconds = self.gestures.get(name)
        if seconds is None:
            log('gesture %s not found', name)
            return False
        factor = speed if speed and speed > 0 else 1.0
        if self.gesture.active:
            log('gesture %s refused: %s is playing', name, self.gesture.active)
            return False
        log('gesture play %s (%.2f s)', name, seconds / factor)
        return self.gesture.run(name, seconds / factor, refuse_if_busy=True)

    def srv_gesture_play(self, req):
        return gesture_playResponse(self.play_gesture(req.name, req.speed))

    def srv_gesture_stop(self, req):
        log('gesture stop (was %s)', self.gesture.stop())
        return gesture_stopResponse(True)

    def srv_gesture_list(self, req):
        return gesture_listResponse(sorted(self.gestures), True)

    def srv_gesture_record(self, req):
        ok = bool(req.parts) and all(p in PARTS for p in req.parts)
        if ok:
            self.recording = {'parts': list(req.parts), 'start': time.time() + req.wait}
            if req.idleParts:
                for p in req.parts:
                    for j in PARTS[p]:
                        self.modes[j] = 1
        log('gesture record parts=%s idle=%s wait=%d timeout=%d -> %s', list(req.parts), req.idleParts,
            req.wait, req.timeout, ok)
        return gesture_recordResponse(ok)

    def srv_gesture_save(self, req):
        if not self.recording:
            log('gesture save %s refused: nothing recorded', req.name)
            return gesture_saveResponse(False)
        seconds = max(1.0, time.time() - self.recording['start'])
        self.gestures[req.name] = round(seconds, 2)
        self.recording = None
        log('gesture save %s (%.1f s) path=%r', req.name, seconds, req.path)
        return gesture_saveResponse(True)
