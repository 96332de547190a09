#!/usr/bin/env python3
"""A simulated QTrobot V2 for the documentation's programs: one rospy node that offers the topics and
services of qt_robot_interface, qt_gesture_controller, qt_motors_controller, qt_nuitrack_app,
qt_respeaker_app and a speech recognition app, on a real ROS 1 master.

Behaviour follows the V2 documentation and LuxAI's software repository (the root README.md, "Run the
docs' programs against a simulated QTrobot"): blocking services return when the action would end, a
gesture is refused while another plays, joint commands are clamped to the V2 limits, joint states are
published with the real (alphabetical) names.
Sensors replay the scenario file given with --scenario (YAML, see scenarios/default.yaml).

Everything the simulated robot does is logged on stdout as `SIM <what>` lines, so a test can check
that a program really spoke, moved or played a gesture.
"""
import argparse
import math
import os
import sys
import threading
import time

import rospy
import yaml
from audio_common_msgs.msg import AudioData
from qt_gesture_controller.srv import (gesture_list, gesture_listResponse, gesture_play, gesture_playResponse,
                                       gesture_record, gesture_recordResponse, gesture_save, gesture_saveResponse,
                                       gesture_stop, gesture_stopResponse)
from qt_motors_controller.srv import (home, homeResponse, set_control_mode, set_control_modeResponse,
                                      set_velocity, set_velocityResponse)
from qt_nuitrack_app.msg import (FaceInfo, Faces, GestureInfo, Gestures, HandInfo, Hands, JointInfo,
                                 SkeletonInfo, Skeletons)
from qt_nuitrack_app.srv import suspend, suspendResponse
from qt_respeaker_app.srv import tuning_get, tuning_getResponse, tuning_set, tuning_setResponse
from qt_robot_interface.srv import (audio_play, audio_playResponse, audio_stop, audio_stopResponse,
                                    behavior_talk_audio, behavior_talk_audioResponse, behavior_talk_text,
                                    behavior_talk_textResponse, emotion_look, emotion_lookResponse, emotion_show,
                                    emotion_showResponse, emotion_stop, emotion_stopResponse, setting_setVolume,
                                    setting_setVolumeResponse, speech_config, speech_configResponse, speech_say,
                                    speech_sayResponse, speech_stop, speech_stopResponse)
from qt_vosk_app.srv import speech_recognize, speech_recognizeResponse
from sensor_msgs.msg import Image, JointState
from std_msgs.msg import Bool, ColorRGBA, Float64MultiArray, Int32, String

HERE = os.path.dirname(os.path.abspath(__file__))

# V2 joint limits in degrees (V2 motors page; the motors' embedded controllers hold them).
LIMITS = {
    'HeadYaw': (-60.0, 60.0), 'HeadPitch': (-25.0, 25.0),
    'RightShoulderPitch': (-140.0, 140.0), 'RightShoulderRoll': (-75.0, -5.0), 'RightElbowRoll': (-80.0, -5.0),
    'LeftShoulderPitch': (-140.0, 140.0), 'LeftShoulderRoll': (-75.0, -5.0), 'LeftElbowRoll': (-80.0, -5.0),
}
# V1 robots: the ranges of the robot model (models/qtrobot.urdf), which the V1 motors page gives.
LIMITS_V1 = {
    'HeadYaw': (-60.0, 60.0), 'HeadPitch': (-15.0, 25.0),
    'RightShoulderPitch': (-140.0, 140.0), 'RightShoulderRoll': (-75.0, 7.0), 'RightElbowRoll': (-90.0, -7.0),
    'LeftShoulderPitch': (-140.0, 140.0), 'LeftShoulderRoll': (-75.0, 7.0), 'LeftElbowRoll': (-90.0, -7.0),
}
PARTS = {
    'head': ['HeadYaw', 'HeadPitch'],
    'right_arm': ['RightShoulderPitch', 'RightShoulderRoll', 'RightElbowRoll'],
    'left_arm': ['LeftShoulderPitch', 'LeftShoulderRoll', 'LeftElbowRoll'],
}
# Topic types of the simulated robot (src/data/rosInterfaces.ts), for the type check of other nodes.
QTROBOT_TOPIC_TYPES = {
    '/qt_robot/speech/say': 'std_msgs/String', '/qt_robot/behavior/talkText': 'std_msgs/String',
    '/qt_robot/audio/play': 'std_msgs/String', '/qt_robot/behavior/talkAudio': 'std_msgs/String',
    '/qt_robot/emotion/show': 'std_msgs/String', '/qt_robot/gesture/play': 'std_msgs/String',
    '/qt_robot/joints/state': 'sensor_msgs/JointState',
    '/qt_robot/head_position/command': 'std_msgs/Float64MultiArray',
    '/qt_robot/right_arm_position/command': 'std_msgs/Float64MultiArray',
    '/qt_robot/left_arm_position/command': 'std_msgs/Float64MultiArray',
    '/qt_nuitrack_app/faces': 'qt_nuitrack_app/Faces', '/qt_nuitrack_app/gestures': 'qt_nuitrack_app/Gestures',
    '/qt_nuitrack_app/hands': 'qt_nuitrack_app/Hands', '/qt_nuitrack_app/skeletons': 'qt_nuitrack_app/Skeletons',
    '/qt_respeaker_app/is_speaking': 'std_msgs/Bool', '/qt_respeaker_app/sound_direction': 'std_msgs/Int32',
    '/qt_respeaker_app/status_led': 'std_msgs/ColorRGBA', '/qt_robot/speech/hotword': 'std_msgs/String',
    '/qt_robot/speech/recognize': 'std_msgs/String', '/camera/color/image_raw': 'sensor_msgs/Image',
}
QTROBOT_TOPIC_TYPES.update({'/qt_respeaker_app/channel%d' % n: 'audio_common_msgs/AudioData' for n in range(6)})
HOME = {'HeadYaw': 0.0, 'HeadPitch': 0.0, 'RightShoulderPitch': -90.0, 'RightShoulderRoll': -55.0,
        'RightElbowRoll': -35.0, 'LeftShoulderPitch': 90.0, 'LeftShoulderRoll': -55.0, 'LeftElbowRoll': -35.0}
# Degrees per second at 100 % velocity; HeadPitch is capped at 20 % (api_ros).
MAX_SPEED = 90.0
# ReSpeaker tuning parameters the docs use, with the app's configured values (config/qt_respeaker_app.yaml).
TUNING = {'AGCONOFF': 1.0, 'AGCGAIN': 30.0, 'STATNOISEONOFF_SR': 1.0, 'MIN_NS_SR': 0.01, 'GAMMA_NS_SR': 1.8,
          'CNIONOFF': 0.0, 'DOAANGLE': 0.0, 'VOICEACTIVITY': 0.0, 'SPEECHDETECTED': 0.0, 'AECNORM': 16.0}


def log(what, *args):
    line = 'SIM ' + (what % args if args else what)
    print(line, flush=True)


def load_scenario(path):
    with open(os.path.join(HERE, 'scenarios', 'default.yaml')) as f:
        scenario = yaml.safe_load(f)
    if path and os.path.abspath(path) != os.path.join(HERE, 'scenarios', 'default.yaml'):
        with open(path) as f:
            scenario.update(yaml.safe_load(f) or {})
    return scenario


class Busy:
    """One action at a time (the speaker, the face screen, the gesture controller), interruptible."""

    def __init__(self):
        self.lock = threading.Lock()
        self.stop_event = threading.Event()
        self.active = None

    def run(self, name, seconds, refuse_if_busy=False):
        """Wait `seconds` (or until stopped). Returns False when refused or interrupted."""
        if refuse_if_busy:
            if not self.lock.acquire(blocking=False):
                return False
        else:
            self.stop_event.set()  # a new sentence/animation replaces the current one
            self.lock.acquire()
        try:
            self.stop_event.clear()
            self.active = name
            interrupted = self.stop_event.wait(seconds)
            return not interrupted
        finally:
            self.active = None
            self.lock.release()

    def start(self, name, seconds, refuse_if_busy=False):
        threading.Thread(target=self.run, args=(name, seconds, refuse_if_busy), daemon=True).start()

    def stop(self):
        was = self.active
        self.stop_event.set()
        return was


class Robot:
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
        self.language, self.pitch, self.speed = 'en-US', 140, 80
        self.volume = 50
        self.gestures = dict(self.sc.get('gestures', {}))
        self.recording = None
        with self.joint_lock:
            self.positions = dict(HOME)
            self.targets = dict(HOME)
            self.velocity = {j: 100.0 for j in LIMITS}
            self.velocity['HeadPitch'] = 20.0
            self.modes = {j: 0 for j in LIMITS}
        self.utterance_index = 0
        self.tuning = dict(TUNING)
        self.nuitrack_suspended = False
        self.speaking = False
        self.direction = 0
        self.reported_types = set()

    def reset(self):
        """Back to the state after start-up, between two test programs (faster than a restart)."""
        for busy in (self.speaker, self.face, self.gesture, self.audio):
            busy.stop()
        time.sleep(0.05)
        self.t0 = time.time()
        self.start_state()

    def next_utterance(self, utterances):
        """The scenario's next utterance (they repeat in turn), for the recognize service and hotword mode."""
        heard = str(utterances[self.utterance_index % len(utterances)])
        self.utterance_index += 1
        return heard

    # --- speech, audio, emotions (qt_robot_interface) -------------------------------------------
    def speech_seconds(self, text):
        per_char = float(self.sc.get('speech_seconds_per_char', 0.065))
        return max(0.4, len(text) * per_char * 80.0 / max(self.speed, 1))

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
        ok = lang in ('', 'default') or lang in self.sc.get('voices', [])
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
        return self.sc.get('audio', {}).get(name)

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
        seconds = self.sc.get('emotions', {}).get(name)
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
            time.sleep(min(req.duration, 30.0))
        return emotion_lookResponse(ok)

    def srv_volume(self, req):
        ok = 0 <= req.volume <= 100
        if ok:
            self.volume = req.volume
        log('volume %d -> %s', req.volume, ok)
        return setting_setVolumeResponse(ok)

    # --- gestures (qt_gesture_controller) -------------------------------------------------------
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

    # --- motors (qt_motors_controller and the position controllers) ----------------------------
    def joints_of(self, parts):
        out = []
        for p in parts:
            if p in PARTS:
                out += PARTS[p]
            elif p in LIMITS:
                out.append(p)
            else:
                return None
        return out

    def command(self, part, msg):
        joints = PARTS[part]
        if len(msg.data) != len(joints):
            # What ros_control's JointGroupPositionController does with a wrong-sized command.
            log('%s command ignored: dimension of command (%d) does not match number of joints (%d)',
                part, len(msg.data), len(joints))
            rospy.logerr('Dimension of command (%d) does not match number of joints (%d)! Not executing!',
                         len(msg.data), len(joints))
            return
        with self.joint_lock:
            for j, value in zip(joints, msg.data):
                lo, hi = LIMITS[j]
                target = min(max(value, lo), hi)
                if target != value:
                    log('%s %.1f is outside %.0f..%.0f: the motor stops at %.1f', j, value, lo, hi, target)
                self.targets[j] = target
        log('%s command %s', part, [round(v, 1) for v in msg.data])

    def srv_home(self, req):
        joints = self.joints_of(req.parts)
        if joints is None:
            log('home %s refused: unknown part', list(req.parts))
            return homeResponse(False)
        with self.joint_lock:
            for j in joints:
                self.targets[j] = HOME[j]
        log('home %s', list(req.parts))
        return homeResponse(True)

    def srv_control_mode(self, req):
        joints = self.joints_of(req.parts)
        ok = joints is not None and req.mode in (0, 1, 2)
        if ok:
            for j in joints:
                self.modes[j] = req.mode
        log('control mode %s -> %d: %s', list(req.parts), req.mode, ok)
        return set_control_modeResponse(ok)

    def srv_velocity(self, req):
        joints = self.joints_of(req.parts)
        ok = joints is not None and 0 < req.velocity <= 100
        if ok:
            for j in joints:
                self.velocity[j] = min(float(req.velocity), 20.0) if j == 'HeadPitch' else float(req.velocity)
        log('velocity %s -> %d%%: %s', list(req.parts), req.velocity, ok)
        return set_velocityResponse(ok)

    def step_joints(self, dt):
        with self.joint_lock:
            for j in LIMITS:
                if self.modes[j] != 0:
                    self.targets[j] = self.positions[j]  # idle or braked motors do not follow commands
                    continue
                err = self.targets[j] - self.positions[j]
                step = MAX_SPEED * self.velocity[j] / 100.0 * dt
                self.positions[j] += max(-step, min(step, err))

    # --- speech recognition ---------------------------------------------------------------------
    def srv_recognize(self, req):
        engine = self.sc.get('asr_engine', 'vosk')
        language = (req.language or self.sc.get('asr_default_language', 'en-US')).replace('_', '-')
        if engine == 'riva' and req.language:
            log('recognize: riva ignores the per-call language %s and uses %s', req.language,
                self.sc.get('asr_default_language', 'en-US'))
        elif language not in [l.replace('_', '-') for l in self.sc.get('asr_languages', [])]:
            log('recognize: could not load language model for %s', language)
            return speech_recognizeResponse('')
        timeout = req.timeout if req.timeout > 0 else (15 if engine != 'gspeech' else 300)
        deadline = time.time() + timeout
        utterances = self.sc.get('utterances') or []
        options = [o for o in req.options if o]
        while time.time() < deadline and not rospy.is_shutdown():
            if not utterances:
                time.sleep(min(0.2, max(0.0, deadline - time.time())))
                continue
            delay = float(self.sc.get('utterance_delay', 1.0))
            if time.time() + delay > deadline:
                time.sleep(max(0.0, deadline - time.time()))
                break
            time.sleep(delay)
            heard = self.next_utterance(utterances)
            if not options:
                log('recognize (%s, %s): heard "%s"', engine, language, heard)
                return speech_recognizeResponse(heard)
            words = heard.split() if engine == 'riva' else heard.lower().split()
            for option in options:
                if (option if engine == 'riva' else option.lower()) in words or option.lower() == heard.lower():
                    log('recognize (%s, %s): heard "%s", option %s', engine, language, heard, option)
                    return speech_recognizeResponse(option)
            if engine != 'riva':
                log('recognize (%s, %s): heard "%s", no option matched', engine, language, heard)
                return speech_recognizeResponse('')
            log('recognize (riva): heard "%s", no option matched; riva keeps listening', heard)
            deadline = float('inf') if engine == 'riva' else deadline  # the timeout stops applying once text arrived
        log('recognize: timeout after %d s', timeout)
        return speech_recognizeResponse('')

    # --- respeaker and nuitrack -------------------------------------------------------------------
    def srv_tuning_set(self, req):
        ok = req.param in self.tuning
        if ok:
            self.tuning[req.param] = req.value
        log('tuning set %s=%s -> %s', req.param, req.value, ok)
        return tuning_setResponse(ok)

    def srv_tuning_get(self, req):
        if req.param == 'DOAANGLE':
            return tuning_getResponse(float(self.direction), True)
        if req.param in ('VOICEACTIVITY', 'SPEECHDETECTED'):
            return tuning_getResponse(1.0 if self.speaking else 0.0, True)
        ok = req.param in self.tuning
        return tuning_getResponse(self.tuning.get(req.param, 0.0), ok)

    def srv_nuitrack_suspend(self, req):
        self.nuitrack_suspended = req.flag
        log('nuitrack suspend=%s', req.flag)
        return suspendResponse(True)


def face_msg(spec):
    f = FaceInfo()
    f.id = int(spec.get('id', 1))
    f.gender = spec.get('gender', 'female')
    f.age_years = int(spec.get('age_years', 30))
    f.age_type = spec.get('age_type', 'adult')
    for k in ('neutral', 'angry', 'happy', 'surprise'):
        setattr(f, 'emotion_' + k, float(spec.get('emotion_' + k, 0.0)))
    f.rectangle = spec.get('rectangle', [0.4, 0.3, 0.2, 0.25])
    f.left_eye = spec.get('left_eye', [0.45, 0.4])
    f.right_eye = spec.get('right_eye', [0.55, 0.4])
    f.angles = spec.get('angles', [0.0, 0.0, 0.0])
    return Faces(faces=[f])


def hands_msg(spec):
    h = HandInfo(id=1, right_projection=[0.6, 0.5], right_real=[200.0, 0.0, 1000.0],
                 right_click=bool(spec.get('right_click', False)), right_pressure=int(spec.get('right_pressure', 0)),
                 left_projection=[0.4, 0.5], left_real=[-200.0, 0.0, 1000.0],
                 left_click=bool(spec.get('left_click', False)), left_pressure=int(spec.get('left_pressure', 0)))
    return Hands(hands=[h])


def skeletons_msg(count):
    skeletons = []
    for i in range(int(count)):
        joints = [JointInfo(type=t, confidence=0.9, real=[0.0, 100.0 * t, 1500.0], projection=[0.5, 0.02 * t, 0.0],
                            orientation=[1.0, 0, 0, 0, 1.0, 0, 0, 0, 1.0]) for t in range(25)]
        skeletons.append(SkeletonInfo(id=i + 1, joints=joints))
    return Skeletons(skeletons=skeletons)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--scenario', default=os.path.join(HERE, 'scenarios', 'default.yaml'))
    parser.add_argument('--generation', choices=['V1', 'V2'], default='V2',
                        help='V1: the robot model\'s joint limits, and no interface that only V2 has')
    args = parser.parse_args(rospy.myargv()[1:])
    if args.generation == 'V1':
        LIMITS.update(LIMITS_V1)
    scenario = load_scenario(args.scenario)
    rospy.init_node('qtrobot_sim', disable_signals=False)
    robot = Robot(scenario)

    S = rospy.Service
    S('/qt_robot/speech/say', speech_say, robot.srv_say)
    S('/qt_robot/speech/config', speech_config, robot.srv_config)
    S('/qt_robot/speech/stop', speech_stop, robot.srv_speech_stop)
    S('/qt_robot/behavior/talkText', behavior_talk_text, robot.srv_talk_text)
    S('/qt_robot/audio/play', audio_play, robot.srv_audio_play)
    S('/qt_robot/audio/stop', audio_stop, robot.srv_audio_stop)
    S('/qt_robot/behavior/talkAudio', behavior_talk_audio, robot.srv_talk_audio)
    S('/qt_robot/emotion/show', emotion_show, robot.srv_emotion_show)
    S('/qt_robot/emotion/stop', emotion_stop, robot.srv_emotion_stop)
    v2 = args.generation == 'V2'
    if v2:  # interfaces src/data/rosInterfaces.ts lists for V2 only
        S('/qt_robot/emotion/look', emotion_look, robot.srv_emotion_look)
        S('/qt_respeaker_app/tuning/set', tuning_set, robot.srv_tuning_set)
        S('/qt_respeaker_app/tuning/get', tuning_get, robot.srv_tuning_get)
    S('/qt_robot/setting/setVolume', setting_setVolume, robot.srv_volume)
    S('/qt_robot/gesture/play', gesture_play, robot.srv_gesture_play)
    S('/qt_robot/gesture/stop', gesture_stop, robot.srv_gesture_stop)
    S('/qt_robot/gesture/list', gesture_list, robot.srv_gesture_list)
    S('/qt_robot/gesture/record', gesture_record, robot.srv_gesture_record)
    S('/qt_robot/gesture/save', gesture_save, robot.srv_gesture_save)
    S('/qt_robot/motors/home', home, robot.srv_home)
    S('/qt_robot/motors/setControlMode', set_control_mode, robot.srv_control_mode)
    S('/qt_robot/motors/setVelocity', set_velocity, robot.srv_velocity)
    S('/qt_robot/speech/recognize', speech_recognize, robot.srv_recognize)
    S('/qt_nuitrack_app/suspend', suspend, robot.srv_nuitrack_suspend)

    def topic_thread(fn):
        return lambda msg: threading.Thread(target=fn, args=(msg,), daemon=True).start()

    rospy.Subscriber('/qt_robot/speech/say', String, topic_thread(lambda m: robot.say(m.data)))
    rospy.Subscriber('/qt_robot/behavior/talkText', String, topic_thread(lambda m: robot.say(m.data, lips=True)))
    rospy.Subscriber('/qt_robot/audio/play', String, topic_thread(lambda m: robot.play_audio(m.data, '')))
    rospy.Subscriber('/qt_robot/behavior/talkAudio', String,
                     topic_thread(lambda m: robot.play_audio(m.data, '', lips=True)))
    rospy.Subscriber('/qt_robot/emotion/show', String, topic_thread(lambda m: robot.show_emotion(m.data)))
    rospy.Subscriber('/qt_robot/gesture/play', String, topic_thread(lambda m: robot.play_gesture(m.data, 0)))
    for part in PARTS:
        rospy.Subscriber('/qt_robot/%s_position/command' % part, Float64MultiArray,
                         lambda m, p=part: robot.command(p, m))
    rospy.Subscriber('/qt_respeaker_app/status_led', ColorRGBA,
                     lambda m: log('status led r=%.2f g=%.2f b=%.2f a=%.2f', m.r, m.g, m.b, m.a))

    joints_pub = rospy.Publisher('/qt_robot/joints/state', JointState, queue_size=10)
    faces_pub = rospy.Publisher('/qt_nuitrack_app/faces', Faces, queue_size=10)
    gestures_pub = rospy.Publisher('/qt_nuitrack_app/gestures', Gestures, queue_size=10)
    hands_pub = rospy.Publisher('/qt_nuitrack_app/hands', Hands, queue_size=10)
    skeletons_pub = rospy.Publisher('/qt_nuitrack_app/skeletons', Skeletons, queue_size=10)
    # As qt_respeaker_app does: latched, and published (10 Hz) only while a voice is detected.
    speaking_pub = rospy.Publisher('/qt_respeaker_app/is_speaking', Bool, queue_size=1, latch=True)
    direction_pub = rospy.Publisher('/qt_respeaker_app/sound_direction', Int32, queue_size=1, latch=True)
    hotword_pub = rospy.Publisher('/qt_robot/speech/hotword', String, queue_size=10)
    transcript_pub = rospy.Publisher('/qt_robot/speech/recognize', String, queue_size=10)

    def after_hotword():
        # Hotword mode of qt_vosk_app: the phrase after the hotword is published on the recognize topic.
        time.sleep(float(scenario.get('utterance_delay', 1.0)))
        utterances = scenario.get('utterances') or ['']
        heard = robot.next_utterance(utterances)
        transcript_pub.publish(String(data=heard))
        log('recognize (hotword mode): heard "%s"', heard)
    channel_pubs = [rospy.Publisher('/qt_respeaker_app/channel%d' % n, AudioData, queue_size=10) for n in range(6)]
    image_pub = rospy.Publisher('/camera/color/image_raw', Image, queue_size=2)

    names = sorted(LIMITS)  # the real node lists the joints alphabetically

    def joint_loop():
        rate = float(scenario.get('joint_state_rate', 2.0))
        last = time.time()
        while not rospy.is_shutdown():
            now = time.time()
            robot.step_joints(now - last)
            last = now
            with robot.joint_lock:
                msg = JointState(name=names, position=[robot.positions[n] for n in names],
                                 velocity=[0.0] * len(names), effort=[0.0] * len(names))
            msg.header.stamp = rospy.Time.now()
            joints_pub.publish(msg)
            time.sleep(1.0 / rate)

    def sensor_loop():
        # 10 Hz like qt_respeaker_app's update_rate; the timeline repeats every timeline_period seconds.
        period = float(scenario.get('timeline_period', 8.0))
        events = sorted(scenario.get('timeline', []), key=lambda e: e['at'])
        done = set()
        cycle = 0
        while not rospy.is_shutdown():
            t = time.time() - robot.t0
            if int(t // period) != cycle:
                cycle, done = int(t // period), set()
            local = t - cycle * period
            for i, e in enumerate(events):
                if i in done or e['at'] > local:
                    continue
                done.add(i)
                if robot.nuitrack_suspended and any(k in e for k in ('face', 'gesture', 'hands', 'skeletons')):
                    continue
                if 'face' in e:
                    faces_pub.publish(face_msg(e['face']))
                if 'gesture' in e:
                    gestures_pub.publish(Gestures(gestures=[GestureInfo(id=1, name=e['gesture'])]))
                    log('person gesture %s', e['gesture'])
                if 'hands' in e:
                    hands_pub.publish(hands_msg(e['hands']))
                if 'skeletons' in e:
                    skeletons_pub.publish(skeletons_msg(e['skeletons']))
                if 'hotword' in e:
                    hotword_pub.publish(String(data=str(e['hotword'])))
                    log('person says the hotword %s', e['hotword'])
                    threading.Thread(target=after_hotword, daemon=True).start()
                if 'voice' in e:
                    robot.speaking = bool(e['voice'].get('speaking'))
                    robot.direction = int(e['voice'].get('direction', robot.direction))
            if robot.speaking:
                direction_pub.publish(Int32(robot.direction))
                speaking_pub.publish(Bool(True))
            time.sleep(0.1)

    def audio_loop():
        # 16 kHz, 16-bit mono, 512-frame buffers (1024 bytes): a quiet 440 Hz tone while the person speaks.
        n = 0
        while not rospy.is_shutdown():
            if any(p.get_num_connections() for p in channel_pubs):
                amp = 3000 if robot.speaking else 30
                frames = bytearray()
                for k in range(512):
                    v = int(amp * math.sin(2 * math.pi * 440 * (n + k) / 16000.0))
                    frames += int(v).to_bytes(2, 'little', signed=True)
                n += 512
                for p in channel_pubs:
                    if p.get_num_connections():
                        p.publish(AudioData(data=bytes(frames)))
            time.sleep(512 / 16000.0)

    def camera_loop():
        width, height = 640, 480
        pixels = bytes([128, 96, 64]) * (width * height)
        while not rospy.is_shutdown():
            if image_pub.get_num_connections():
                img = Image(height=height, width=width, encoding='bgr8', is_bigendian=0, step=width * 3, data=pixels)
                img.header.stamp = rospy.Time.now()
                img.header.frame_id = 'camera_color_frame'
                image_pub.publish(img)
            time.sleep(0.2)

    def type_watch_loop():
        # rospy drops a connection whose message type differs without telling the program, so the simulated
        # robot checks every other node's publications and subscriptions on its topics and reports a
        # mismatch as an error (what the real robot would do is ignore the messages silently).
        import xmlrpc.client
        import rosgraph
        master = rosgraph.Master(rospy.get_name())
        me = rospy.get_name()
        while not rospy.is_shutdown():
            reported = robot.reported_types
            try:
                pubs, subs, _ = master.getSystemState()
            except Exception:  # noqa: BLE001 - master going down
                time.sleep(0.5)
                continue
            nodes = {n for _, ns in pubs + subs for n in ns if n not in (me, '/rosout')}
            for node in nodes:
                try:
                    api = xmlrpc.client.ServerProxy(master.lookupNode(node))
                    for kind, call in (('publishes', api.getPublications), ('subscribes to', api.getSubscriptions)):
                        code, _, pairs = call(me)
                        for topic, type_ in pairs if code == 1 else []:
                            expected = QTROBOT_TOPIC_TYPES.get(topic)
                            if expected and type_ != expected and (node, topic, type_) not in reported:
                                reported.add((node, topic, type_))
                                log('type mismatch: %s %s %s as %s, QTrobot uses %s', node, kind, topic, type_, expected)
                                rospy.logerr('Node %s %s %s with type %s, but QTrobot uses %s: no message will pass.',
                                             node, kind, topic, type_, expected)
                except Exception as error:  # noqa: BLE001 - a node that just exited
                    rospy.logdebug('type watch %s: %s', node, error)
            time.sleep(0.5)

    def stdin_loop():
        # `reset <token>` on standard input (sent by npm run test:robot between programs) resets the robot.
        for line in sys.stdin:
            parts = line.split()
            if parts and parts[0] == 'reset':
                robot.reset()
                log('reset %s', parts[1] if len(parts) > 1 else '')

    for fn in (joint_loop, sensor_loop, audio_loop, camera_loop, type_watch_loop, stdin_loop):
        threading.Thread(target=fn, daemon=True).start()
    log('ready (%s, scenario %s)', args.generation, os.path.basename(args.scenario))
    rospy.spin()


if __name__ == '__main__':
    main()
