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

The node is wired here (services, topics, threads); the robot's behaviour is in the modules beside it:
sim_speech.py (speech, audio, emotions), sim_gestures.py, sim_motors.py (joints), sim_recognition.py,
sim_sensors.py (ReSpeaker, Nuitrack, camera, the scenario's timeline), sim_types.py (the type check),
sim_robot.py (the state they share) and sim_common.py (the log, the scenario file).
"""
import argparse
import os
import sys
import threading

import rospy
from audio_common_msgs.msg import AudioData
from qt_gesture_controller.srv import gesture_list, gesture_play, gesture_record, gesture_save, gesture_stop
from qt_motors_controller.srv import home, set_control_mode, set_velocity
from qt_nuitrack_app.msg import Faces, Gestures, Hands, Skeletons
from qt_nuitrack_app.srv import suspend
from qt_respeaker_app.srv import tuning_get, tuning_set
from qt_robot_interface.srv import (audio_play, audio_stop, behavior_talk_audio, behavior_talk_text, emotion_look,
                                    emotion_show, emotion_stop, setting_setVolume, speech_config, speech_say,
                                    speech_stop)
from qt_vosk_app.srv import speech_recognize
from sensor_msgs.msg import Image, JointState
from std_msgs.msg import Bool, ColorRGBA, Float64MultiArray, Int32, String

from sim_common import HERE, load_scenario, log
from sim_motors import LIMITS, LIMITS_V1, PARTS, joint_loop
from sim_recognition import start_after_hotword
from sim_robot import Robot
from sim_sensors import audio_loop, camera_loop, sensor_loop
from sim_types import type_watch_loop


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
    sensor_pubs = {
        'faces': rospy.Publisher('/qt_nuitrack_app/faces', Faces, queue_size=10),
        'gestures': rospy.Publisher('/qt_nuitrack_app/gestures', Gestures, queue_size=10),
        'hands': rospy.Publisher('/qt_nuitrack_app/hands', Hands, queue_size=10),
        'skeletons': rospy.Publisher('/qt_nuitrack_app/skeletons', Skeletons, queue_size=10),
        # As qt_respeaker_app does: latched, and published (10 Hz) only while a voice is detected.
        'speaking': rospy.Publisher('/qt_respeaker_app/is_speaking', Bool, queue_size=1, latch=True),
        'direction': rospy.Publisher('/qt_respeaker_app/sound_direction', Int32, queue_size=1, latch=True),
        'hotword': rospy.Publisher('/qt_robot/speech/hotword', String, queue_size=10),
    }
    transcript_pub = rospy.Publisher('/qt_robot/speech/recognize', String, queue_size=10)
    channel_pubs = [rospy.Publisher('/qt_respeaker_app/channel%d' % n, AudioData, queue_size=10) for n in range(6)]
    image_pub = rospy.Publisher('/camera/color/image_raw', Image, queue_size=2)

    def stdin_loop():
        # `reset <token>` on standard input (sent by npm run test:robot between programs) resets the robot.
        for line in sys.stdin:
            parts = line.split()
            if parts and parts[0] == 'reset':
                robot.reset()
                log('reset %s', parts[1] if len(parts) > 1 else '')

    loops = [
        (joint_loop, (robot, scenario, joints_pub)),
        (sensor_loop, (robot, scenario, sensor_pubs, lambda: start_after_hotword(robot, scenario, transcript_pub))),
        (audio_loop, (robot, channel_pubs)),
        (camera_loop, (image_pub,)),
        (type_watch_loop, (robot,)),
        (stdin_loop, ()),
    ]
    for fn, args_ in loops:
        threading.Thread(target=fn, args=args_, daemon=True).start()
    log('ready (%s, scenario %s)', args.generation, os.path.basename(args.scenario))
    rospy.spin()


if __name__ == '__main__':
    main()
