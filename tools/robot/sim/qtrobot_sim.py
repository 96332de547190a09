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

The node is wired here (services, topics, threads), with the types and generations of the docs' interface
table (sim_interfaces.py reads src/data/ros/interfaces.json); the robot's behaviour is in the modules beside it:
sim_speech.py (speech, audio, emotions), sim_gestures.py, sim_motors.py (joints), sim_recognition.py,
sim_sensors.py (ReSpeaker, Nuitrack, camera, the scenario's timeline), sim_types.py (the type check),
sim_robot.py (the state they share), sim_model.py (the robot model: src/data/robot/model.json, which the virtual
robot in the page reads too) and sim_common.py (the log, the scenario file).
"""
import argparse
import os
import sys
import threading

import rospy

from sim_common import HERE, load_scenario, log
from sim_interfaces import interface, ros_class
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

    # Each service with its handler (and the app, when several offer the name); a service the table does not
    # list for the simulated generation is not offered.
    services = [
        ('/qt_robot/speech/say', robot.srv_say),
        ('/qt_robot/speech/config', robot.srv_config),
        ('/qt_robot/speech/stop', robot.srv_speech_stop),
        ('/qt_robot/behavior/talkText', robot.srv_talk_text),
        ('/qt_robot/audio/play', robot.srv_audio_play),
        ('/qt_robot/audio/stop', robot.srv_audio_stop),
        ('/qt_robot/behavior/talkAudio', robot.srv_talk_audio),
        ('/qt_robot/emotion/show', robot.srv_emotion_show),
        ('/qt_robot/emotion/stop', robot.srv_emotion_stop),
        ('/qt_robot/emotion/look', robot.srv_emotion_look),
        ('/qt_respeaker_app/tuning/set', robot.srv_tuning_set),
        ('/qt_respeaker_app/tuning/get', robot.srv_tuning_get),
        ('/qt_robot/setting/setVolume', robot.srv_volume),
        ('/qt_robot/gesture/play', robot.srv_gesture_play),
        ('/qt_robot/gesture/stop', robot.srv_gesture_stop),
        ('/qt_robot/gesture/list', robot.srv_gesture_list),
        ('/qt_robot/gesture/record', robot.srv_gesture_record),
        ('/qt_robot/gesture/save', robot.srv_gesture_save),
        ('/qt_robot/motors/home', robot.srv_home),
        ('/qt_robot/motors/setControlMode', robot.srv_control_mode),
        ('/qt_robot/motors/setVelocity', robot.srv_velocity),
        ('/qt_robot/speech/recognize', robot.srv_recognize, 'qt_vosk_app'),
        ('/qt_nuitrack_app/suspend', robot.srv_nuitrack_suspend),
    ]
    for name, handler, *package in services:
        entry = interface(name, 'service', *package)
        if args.generation in entry['generations']:
            rospy.Service(name, ros_class(entry['type'], 'srv'), handler)

    # The robot's topics with the table's types, which the type check (sim_types.py) holds other nodes to.
    topic_types = {}

    def topic_class(name):
        topic_types[name] = interface(name, 'topic')['type']
        return ros_class(topic_types[name], 'msg')

    def subscribe(name, callback):
        return rospy.Subscriber(name, topic_class(name), callback)

    def publisher(name, queue_size=10, latch=False):
        return rospy.Publisher(name, topic_class(name), queue_size=queue_size, latch=latch)

    def topic_thread(fn):
        return lambda msg: threading.Thread(target=fn, args=(msg,), daemon=True).start()

    subscribe('/qt_robot/speech/say', topic_thread(lambda m: robot.say(m.data)))
    subscribe('/qt_robot/behavior/talkText', topic_thread(lambda m: robot.say(m.data, lips=True)))
    subscribe('/qt_robot/audio/play', topic_thread(lambda m: robot.play_audio(m.data, '')))
    subscribe('/qt_robot/behavior/talkAudio', topic_thread(lambda m: robot.play_audio(m.data, '', lips=True)))
    subscribe('/qt_robot/emotion/show', topic_thread(lambda m: robot.show_emotion(m.data)))
    subscribe('/qt_robot/gesture/play', topic_thread(lambda m: robot.play_gesture(m.data, 0)))
    for part in PARTS:
        subscribe('/qt_robot/%s_position/command' % part, lambda m, p=part: robot.command(p, m))
    subscribe('/qt_respeaker_app/status_led',
              lambda m: log('status led r=%.2f g=%.2f b=%.2f a=%.2f', m.r, m.g, m.b, m.a))

    joints_pub = publisher('/qt_robot/joints/state')
    sensor_pubs = {
        'faces': publisher('/qt_nuitrack_app/faces'),
        'gestures': publisher('/qt_nuitrack_app/gestures'),
        'hands': publisher('/qt_nuitrack_app/hands'),
        'skeletons': publisher('/qt_nuitrack_app/skeletons'),
        # As qt_respeaker_app does: latched, and published (10 Hz) only while a voice is detected.
        'speaking': publisher('/qt_respeaker_app/is_speaking', queue_size=1, latch=True),
        'direction': publisher('/qt_respeaker_app/sound_direction', queue_size=1, latch=True),
        'hotword': publisher('/qt_robot/speech/hotword'),
    }
    transcript_pub = publisher('/qt_robot/speech/recognize')
    channel_pubs = [publisher('/qt_respeaker_app/channel%d' % n) for n in range(6)]
    image_pub = publisher('/camera/color/image_raw', queue_size=2)

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
        (type_watch_loop, (robot, topic_types)),
        (stdin_loop, ()),
    ]
    for fn, args_ in loops:
        threading.Thread(target=fn, args=args_, daemon=True).start()
    log('ready (%s, scenario %s)', args.generation, os.path.basename(args.scenario))
    rospy.spin()


if __name__ == '__main__':
    main()
