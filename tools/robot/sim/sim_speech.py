"""Speech, audio, emotions and volume (qt_robot_interface): each takes as long as it would on the robot."""
import os
import time

from qt_robot_interface.srv import (audio_playResponse, audio_stopResponse, behavior_talk_audioResponse,
                                    behavior_talk_textResponse, emotion_lookResponse, emotion_showResponse,
                                    emotion_stopResponse, setting_setVolumeResponse, speech_configResponse,
                                    speech_sayResponse, speech_stopResponse)

from sim_common import log
from sim_model import MODEL, SPEECH


class Speech:
    """The speaker, the face screen and the settings of qt_robot_interface."""

    def start_speech(self):
        self.language, self.pitch, self.speed = SPEECH['language'], SPEECH['pitch'], SPEECH['speed']
        self.volume = SPEECH['volume']

    def speech_seconds(self, text):
        per_char = float(self.sc['speech_seconds_per_char'])
        return max(SPEECH['minSeconds'], len(text) * per_char * SPEECH['referenceSpeed'] / max(self.speed, 1))

    def say(self, text, lips=False):
        log('say %s"%s" (%.1f s)', 'with lips ' if lips else '', text, self.speech_seconds(text))
        self.speaker.run('speech', self.speech_seconds(text))
        return True  # a stopped sentence answers status true too

    def srv_say(self, req):
        return speech_sayResponse(self.say(req.message))

    def srv_talk_text(self, req):
        return behavior_talk_textResponse(self.say(req.message, lips=True))

    def srv_config(self, req):
        lang = req.language
        ok = lang in ('', 'default') or lang in self.sc['voices']
        if ok:
            if lang not in ('', 'default'):
                self.language = lang
            self.pitch = req.pitch or self.pitch
            self.speed = req.speed or self.speed
        log('speech config language=%s pitch=%d speed=%d -> %s', req.language, req.pitch, req.speed, ok)
        return speech_configResponse(ok)

    def srv_speech_stop(self, req):
        log('speech stop (was %s)', self.speaker.stop())
        return speech_stopResponse(True)

    def audio_seconds(self, filename):
        name = os.path.splitext(filename)[0]
        return self.sc['audio'].get(name)

    def play_audio(self, filename, filepath, lips=False):
        seconds = self.audio_seconds(filename)
        if seconds is None:
            log('audio %s not found', filename)
            return False
        log('audio play %s%s (%.1f s)', filename, ' with lips' if lips else '', seconds)
        self.audio.run('audio', seconds)
        return True

    def srv_audio_play(self, req):
        return audio_playResponse(self.play_audio(req.filename, req.filepath))

    def srv_talk_audio(self, req):
        return behavior_talk_audioResponse(self.play_audio(req.filename, req.filepath, lips=True))

    def srv_audio_stop(self, req):
        log('audio stop (was %s)', self.audio.stop())
        return audio_stopResponse(True)

    def show_emotion(self, name):
        seconds = self.sc['emotions'].get(name)
        if seconds is None:
            log('emotion %s not found', name)
            return False
        log('emotion show %s (%.1f s)', name, seconds)
        self.face.run(name, seconds)
        return True

    def srv_emotion_show(self, req):
        return emotion_showResponse(self.show_emotion(req.name))

    def srv_emotion_stop(self, req):
        log('emotion stop (was %s)', self.face.stop())
        return emotion_stopResponse(True)

    def srv_emotion_look(self, req):
        ok = len(req.eye_l) == 2 and len(req.eye_r) == 2
        log('eyes look left=%s right=%s for %.1f s -> %s', list(req.eye_l), list(req.eye_r), req.duration, ok)
        if ok and req.duration > 0:
            time.sleep(min(req.duration, MODEL['eyes']['maxLookSeconds']))
        return emotion_lookResponse(ok)

    def srv_volume(self, req):
        ok = 0 <= req.volume <= 100
        if ok:
            self.volume = req.volume
        log('volume %d -> %s', req.volume, ok)
        return setting_setVolumeResponse(ok)
