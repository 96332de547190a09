"""The type check of other nodes: rospy drops a connection whose message type differs without telling the
program, so the simulated robot reports it as an error."""
import time
import xmlrpc.client

import rosgraph
import rospy

from sim_common import log


def type_watch_loop(robot, topic_types):
    # rospy drops a connection whose message type differs without telling the program, so the simulated
    # robot checks every other node's publications and subscriptions on its topics (`topic_types`: name ->
    # the type src/data/ros/interfaces.json gives it) and reports a mismatch as an error (what the real robot
    # would do is ignore the messages silently).
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
                        expected = topic_types.get(topic)
                        if expected and type_ != expected and (node, topic, type_) not in reported:
                            reported.add((node, topic, type_))
                            log('type mismatch: %s %s %s as %s, QTrobot uses %s', node, kind, topic, type_, expected)
                            rospy.logerr('Node %s %s %s with type %s, but QTrobot uses %s: no message will pass.',
                                         node, kind, topic, type_, expected)
            except Exception as error:  # noqa: BLE001 - a node that just exited
                rospy.logdebug('type watch %s: %s', node, error)
        time.sleep(0.5)
