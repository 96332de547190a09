"""Motors: the joints, their limits and controllers (qt_motors_controller and the position controllers),
and the joint states the robot publishes."""
import time

import rospy
from qt_motors_controller.srv import homeResponse, set_control_modeResponse, set_velocityResponse
from sensor_msgs.msg import JointState

from sim_common import log
from sim_model import HOME, LIMITS, LIMITS_V1, MOTORS, PARTS  # noqa: F401 - qtrobot_sim.py imports LIMITS_V1 from here

# The robot model (src/data/robot/model.json): degrees per second at 100 % velocity, HeadPitch capped at 20 % (api_ros).
MAX_SPEED = float(MOTORS['maxSpeed'])
VELOCITY_CAP = {j: float(v) for j, v in MOTORS['velocityCap'].items()}


class Motors:
    """The joints' part of the robot: positions move towards their targets at the set velocity."""

    def start_motors(self):
        with self.joint_lock:
            self.positions = dict(HOME)
            self.targets = dict(HOME)
            self.velocity = {j: min(float(MOTORS['velocity']), VELOCITY_CAP.get(j, 100.0)) for j in LIMITS}
            self.modes = {j: 0 for j in LIMITS}

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
        ok = joints is not None and req.mode in MOTORS['controlModes']
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
                self.velocity[j] = min(float(req.velocity), VELOCITY_CAP.get(j, 100.0))
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


def joint_loop(robot, scenario, joints_pub):
    """Moves the joints and publishes their states, with the real node's (alphabetical) names."""
    names = sorted(LIMITS)  # the real node lists the joints alphabetically
    rate = float(scenario['joint_state_rate'])
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
