"""Sensors: the ReSpeaker microphone array (qt_respeaker_app), the person tracking (qt_nuitrack_app) and the
camera, replaying the scenario's timeline."""
import math
import time

import rospy
from audio_common_msgs.msg import AudioData
from qt_nuitrack_app.msg import FaceInfo, Faces, GestureInfo, Gestures, HandInfo, Hands, JointInfo, SkeletonInfo, Skeletons
from qt_nuitrack_app.srv import suspendResponse
from qt_respeaker_app.srv import tuning_getResponse, tuning_setResponse
from sensor_msgs.msg import Image
from std_msgs.msg import Bool, Int32, String

from sim_common import log
from sim_model import MODEL

# ReSpeaker tuning parameters the docs use, with the app's configured values (the robot model).
TUNING = {k: float(v) for k, v in MODEL['respeaker']['tuning'].items()}


class Sensors:
    """The ReSpeaker's tuning and voice state, and whether person tracking is suspended."""

    def start_sensors(self):
        self.tuning = dict(TUNING)
        self.nuitrack_suspended = False
        self.speaking = False
        self.direction = 0

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


def sensor_loop(robot, scenario, pubs, on_hotword):
    """Plays the scenario's timeline: faces, gestures, hands, skeletons, the hotword and the voice.
    `pubs`: the publishers by name (faces, gestures, hands, skeletons, hotword, speaking, direction)."""
    # 10 Hz like qt_respeaker_app's update_rate; the timeline repeats every timeline_period seconds.
    period = float(scenario['timeline_period'])
    events = sorted(scenario['timeline'], key=lambda e: e['at'])
    done = set()
    cycle = 0
    start = robot.t0
    while not rospy.is_shutdown():
        # A reset between two test programs (robot.reset) starts the timeline again from its first event.
        if robot.t0 != start:
            start, cycle, done = robot.t0, 0, set()
        t = time.time() - start
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
                pubs['faces'].publish(face_msg(e['face']))
            if 'gesture' in e:
                pubs['gestures'].publish(Gestures(gestures=[GestureInfo(id=1, name=e['gesture'])]))
                log('person gesture %s', e['gesture'])
            if 'hands' in e:
                pubs['hands'].publish(hands_msg(e['hands']))
            if 'skeletons' in e:
                pubs['skeletons'].publish(skeletons_msg(e['skeletons']))
            if 'hotword' in e:
                pubs['hotword'].publish(String(data=str(e['hotword'])))
                log('person says the hotword %s', e['hotword'])
                on_hotword()
            if 'voice' in e:
                robot.speaking = bool(e['voice'].get('speaking'))
                robot.direction = int(e['voice'].get('direction', robot.direction))
        if robot.speaking:
            pubs['direction'].publish(Int32(robot.direction))
            pubs['speaking'].publish(Bool(True))
        time.sleep(0.1)


def audio_loop(robot, channel_pubs):
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


def camera_loop(image_pub):
    width, height = 640, 480
    pixels = bytes([128, 96, 64]) * (width * height)
    while not rospy.is_shutdown():
        if image_pub.get_num_connections():
            img = Image(height=height, width=width, encoding='bgr8', is_bigendian=0, step=width * 3, data=pixels)
            img.header.stamp = rospy.Time.now()
            img.header.frame_id = 'camera_color_frame'
            image_pub.publish(img)
        time.sleep(0.2)
