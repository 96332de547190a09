"""The type check of other nodes: rospy drops a connection whose message type differs without telling the
program, so the simulated robot reports it as an error."""
import time
import xmlrpc.client

import rosgraph
import rospy

from sim_common import log

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


def type_watch_loop(robot):
    # rospy drops a connection whose message type differs without telling the program, so the simulated
    # robot checks every other node's publications and subscriptions on its topics and reports a
    # mismatch as an error (what the real robot would do is ignore the messages silently).
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
