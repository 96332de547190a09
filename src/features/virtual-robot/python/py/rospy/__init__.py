"""rospy for the page: the part of rospy's API the docs' programs use, over the virtual QTrobot's rosbridge.

Written for this site; it follows rospy 1.16 (ROS Noetic) in names, arguments, return values, exceptions and log
format. Blocking calls suspend the program's Python stack while the rest runs (qtdocs_runtime).
"""

import random
import sys
import time as _time

import qtdocs_host as _host
import qtdocs_messages as _messages
import qtdocs_runtime as _rt
from qtdocs_runtime import ShutdownRequested as _Stop


# Exceptions, as rospy.exceptions defines them
class ROSException(Exception):
    pass


class ROSInterruptException(ROSException, KeyboardInterrupt):
    pass


class ROSInitException(ROSException):
    pass


class ROSSerializationException(ROSException):
    pass


class ServiceException(ROSException):
    pass


class TransportException(ROSException):
    pass


# Time
class _TVal(object):
    __slots__ = ("secs", "nsecs")

    def __init__(self, secs=0, nsecs=0):
        if isinstance(secs, float):
            whole = int(secs // 1) if secs >= 0 else -int((-secs) // 1) - (1 if (-secs) % 1 else 0)
            nsecs += int(round((secs - whole) * 1e9))
            secs = whole
        secs, nsecs = int(secs), int(nsecs)
        secs += nsecs // 1000000000
        nsecs %= 1000000000
        self.secs, self.nsecs = secs, nsecs

    @classmethod
    def from_sec(cls, value):
        return cls(float(value))

    def to_sec(self):
        return self.secs + self.nsecs / 1e9

    def to_nsec(self):
        return self.secs * 1000000000 + self.nsecs

    def is_zero(self):
        return self.secs == 0 and self.nsecs == 0

    def __float__(self):
        return self.to_sec()

    def __hash__(self):
        return hash(self.to_nsec())

    def __eq__(self, other):
        return isinstance(other, _TVal) and self.to_nsec() == other.to_nsec()

    def __lt__(self, other):
        return self.to_nsec() < other.to_nsec()

    def __le__(self, other):
        return self.to_nsec() <= other.to_nsec()

    def __gt__(self, other):
        return self.to_nsec() > other.to_nsec()

    def __ge__(self, other):
        return self.to_nsec() >= other.to_nsec()

    def __repr__(self):
        return "rospy.%s[%d]" % (type(self).__name__, self.to_nsec())

    def __str__(self):
        return str(self.to_nsec())


class Duration(_TVal):
    __slots__ = ()

    def __add__(self, other):
        if isinstance(other, Time):
            return other.__add__(self)
        return Duration(0, self.to_nsec() + other.to_nsec())

    def __sub__(self, other):
        return Duration(0, self.to_nsec() - other.to_nsec())

    def __neg__(self):
        return Duration(0, -self.to_nsec())

    def __mul__(self, factor):
        return Duration(0, int(self.to_nsec() * factor))

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Duration):
            return self.to_nsec() / other.to_nsec()
        return Duration(0, int(self.to_nsec() / other))

    def __abs__(self):
        return Duration(0, abs(self.to_nsec()))


class Time(_TVal):
    __slots__ = ()

    @staticmethod
    def now():
        return Time.from_sec(_host.now() / 1000.0)

    def __add__(self, other):
        return Time(0, self.to_nsec() + other.to_nsec())

    def __sub__(self, other):
        if isinstance(other, Time):
            return Duration(0, self.to_nsec() - other.to_nsec())
        return Time(0, self.to_nsec() - other.to_nsec())


def get_rostime():
    return Time.now()


def get_time():
    return _host.now() / 1000.0


# The node
_state = {"name": "/unnamed", "initialized": False, "shutdown": False, "reason": "", "hooks": [], "params": {}}


def _logline(level, text):
    stream = sys.stdout if level in ("INFO", "DEBUG") else sys.stderr
    stream.write("[%s] [%.6f]: %s\n" % (level, get_time(), text))


def _format(msg, args, kwargs):
    text = str(msg)
    if args:
        text = text % args
    elif kwargs:
        text = text % kwargs
    return text


def logdebug(msg, *args, **kwargs):
    pass


def loginfo(msg, *args, **kwargs):
    _logline("INFO", _format(msg, args, kwargs))


def logwarn(msg, *args, **kwargs):
    _logline("WARN", _format(msg, args, kwargs))


def logerr(msg, *args, **kwargs):
    _logline("ERROR", _format(msg, args, kwargs))


def logfatal(msg, *args, **kwargs):
    _logline("FATAL", _format(msg, args, kwargs))


logout = loginfo
logerror = logerr

_throttled = {}
_once = set()


def _throttle(log):
    def throttled(period, msg, *args, **kwargs):
        caller = sys._getframe(1)
        key = (caller.f_code.co_filename, caller.f_lineno)
        now = get_time()
        if key not in _throttled or now - _throttled[key] >= period:
            _throttled[key] = now
            log(msg, *args, **kwargs)

    return throttled


def _only_once(log):
    def once(msg, *args, **kwargs):
        caller = sys._getframe(1)
        key = (caller.f_code.co_filename, caller.f_lineno)
        if key not in _once:
            _once.add(key)
            log(msg, *args, **kwargs)

    return once


loginfo_throttle, logwarn_throttle, logerr_throttle = _throttle(loginfo), _throttle(logwarn), _throttle(logerr)
logdebug_throttle = _throttle(logdebug)
loginfo_once, logwarn_once, logerr_once, logdebug_once = _only_once(loginfo), _only_once(logwarn), _only_once(logerr), _only_once(logdebug)


def _remaps(argv):
    return [a for a in argv if ":=" in a]


def myargv(argv=None):
    """The command line without ROS remapping arguments (name:=value)."""
    return [a for a in (sys.argv if argv is None else argv) if ":=" not in a]


def _parse_value(text):
    """A command-line parameter value (`_rate:=10`) as roslaunch reads it: YAML scalars and flow lists."""
    import json

    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for parse in (int, float, json.loads):
        try:
            return parse(text)
        except ValueError:
            pass
    return text


def init_node(name, argv=None, anonymous=False, log_level=None, disable_rostime=False, disable_rosout=False, disable_signals=False, xmlrpc_port=0, tcpros_port=0):
    if _state["initialized"]:
        raise ROSException("rospy.init_node() has already been called with different arguments: %s" % _state["name"])
    if "/" in name.strip("/"):
        raise ValueError("namespaces are not allowed in node names")
    if anonymous:
        name = "%s_%d_%d" % (name, random.randint(1000, 99999), int(get_time() * 1000))
    _state["name"] = "/" + name.strip("/")
    _state["initialized"] = True
    for arg in _remaps(sys.argv if argv is None else argv):
        key, value = arg.split(":=", 1)
        if key.startswith("_") and not key.startswith("__"):
            _state["params"][_state["name"] + "/" + key[1:]] = _parse_value(value)
    _rt.bridge()


def get_name():
    return _state["name"]


get_caller_id = get_name


def get_namespace():
    return "/"


def get_node_uri():
    return "page://" + _state["name"]


def resolve_name(name, caller_id=None):
    if name.startswith("~"):
        return (caller_id or _state["name"]) + "/" + name[1:]
    if name.startswith("/"):
        return name
    return "/" + name


# Parameters: the program's own server (the virtual QTrobot has no parameter server)
_unspecified = object()


def get_param(param_name, default=_unspecified):
    key = resolve_name(param_name)
    if key in _state["params"]:
        return _state["params"][key]
    if default is _unspecified:
        raise KeyError(param_name)
    return default


def get_param_cached(param_name, default=_unspecified):
    return get_param(param_name, default)


def set_param(param_name, param_value):
    _state["params"][resolve_name(param_name)] = param_value


def has_param(param_name):
    return resolve_name(param_name) in _state["params"]


def delete_param(param_name):
    key = resolve_name(param_name)
    if key not in _state["params"]:
        raise KeyError(param_name)
    del _state["params"][key]


def get_param_names():
    return sorted(_state["params"])


def search_param(param_name):
    key = resolve_name(param_name)
    return key if key in _state["params"] else None


# Shutdown
def is_shutdown():
    if not _state["shutdown"] and _rt.stop_requested():
        signal_shutdown("stopped in the page")
    return _state["shutdown"]


def core_is_shutdown():
    return is_shutdown()


def on_shutdown(h):
    _state["hooks"].append(h)


def signal_shutdown(reason):
    if _state["shutdown"]:
        return
    _state["shutdown"] = True
    _state["reason"] = reason
    _host.request_stop()
    run_shutdown_hooks()


def run_shutdown_hooks():
    hooks, _state["hooks"] = _state["hooks"], []
    for hook in hooks:
        try:
            hook()
        except Exception:
            import traceback

            sys.stderr.write("signal_shutdown hook error: %s\n" % traceback.format_exc())


def _interrupted():
    is_shutdown()
    return ROSInterruptException("ROS shutdown request")


def sleep(duration):
    """Sleeps; raises ROSInterruptException when the node shuts down meanwhile."""
    seconds = duration.to_sec() if isinstance(duration, _TVal) else float(duration)
    if is_shutdown():
        raise _interrupted()
    if not _rt.sleep_ms(seconds * 1000.0) or is_shutdown():
        raise _interrupted()


def spin():
    """Blocks until the node shuts down (Stop in the page); subscriber callbacks run meanwhile."""
    while not is_shutdown():
        _rt.sleep_ms(200)


class Rate(object):
    def __init__(self, hz, reset=False):
        self.sleep_dur = Duration(0, int(1e9 / hz))
        self.last_time = Time.now()

    def remaining(self):
        now = Time.now()
        if self.last_time > now:
            self.last_time = now
        return self.sleep_dur - (now - self.last_time)

    def sleep(self):
        remaining = self.remaining()
        sleep(max(0.0, remaining.to_sec()))
        self.last_time = self.last_time + self.sleep_dur
        if (Time.now() - self.last_time) > self.sleep_dur * 2:
            self.last_time = Time.now()


class TimerEvent(object):
    def __init__(self, last_expected, last_real, current_expected, current_real, last_duration):
        self.last_expected = last_expected
        self.last_real = last_real
        self.current_expected = current_expected
        self.current_real = current_real
        self.last_duration = last_duration


class Timer(object):
    """Calls `callback(TimerEvent)` every `period` (once with oneshot=True) until shutdown() or the node's end."""

    def __init__(self, period, callback, oneshot=False, reset=False):
        self._period = period
        self._callback = callback
        self._oneshot = oneshot
        self._shutdown = False
        _rt.spawn(self._run, "rospy.Timer")

    def shutdown(self):
        self._shutdown = True

    def _run(self):
        last_expected = last_real = None
        current_expected = Time.now() + self._period
        last_duration = None
        while not self._shutdown and not is_shutdown():
            delay = (current_expected - Time.now()).to_sec()
            if delay > 0 and not _rt.sleep_ms(delay * 1000.0):
                return
            if self._shutdown or is_shutdown():
                return
            current_real = Time.now()
            start = _host.now()
            self._callback(TimerEvent(last_expected, last_real, current_expected, current_real, last_duration))
            last_duration = (_host.now() - start) / 1000.0
            if self._oneshot:
                return
            last_expected, last_real = current_expected, current_real
            current_expected = current_expected + self._period


# Topics
class Publisher(object):
    def __init__(self, name, data_class, subscriber_listener=None, tcp_nodelay=False, latch=False, headers=None, queue_size=None):
        if not isinstance(data_class, type) or not issubclass(data_class, _messages.Message):
            raise ValueError("data_class [%s] is not a class" % data_class)
        self.name = resolve_name(name)
        self.resolved_name = self.name
        self.data_class = data_class
        self.type = data_class._type
        _rt.bridge().advertise(self.name, self.type)

    def publish(self, *args, **kwds):
        if len(args) == 1 and not kwds and isinstance(args[0], _messages.Message):
            message = args[0]
            if not isinstance(message, self.data_class):
                raise ROSSerializationException("expected %s, got %s" % (self.type, message._type))
        else:
            message = self.data_class(*args, **kwds)
        if is_shutdown():
            raise ROSException("publish() to a closed topic")
        _rt.bridge().publish(self.name, _messages.to_json(message))

    def get_num_connections(self):
        return 1

    def unregister(self):
        _rt.bridge().unadvertise(self.name)


class Subscriber(object):
    def __init__(self, name, data_class, callback=None, callback_args=None, queue_size=None, buff_size=65536, tcp_nodelay=False):
        self.name = resolve_name(name)
        self.resolved_name = self.name
        self.data_class = data_class
        self.type = data_class._type
        self.callback = callback
        self.callback_args = callback_args
        if callback is None:
            run = None
        elif callback_args is None:
            run = callback
        else:
            run = lambda message: callback(message, callback_args)  # noqa: E731
        self._subscription = _rt.Subscription(
            self.name,
            self.type,
            lambda payload: _messages.instance_from_json(data_class, payload),
            run,
            queue_size,
            lambda: repr(callback),
        )
        _rt.bridge().subscribe(self._subscription)

    def get_num_connections(self):
        return 1

    def unregister(self):
        self._subscription.active = False
        _rt.bridge().unsubscribe(self._subscription)


def wait_for_message(topic, topic_type, timeout=None):
    subscription = _rt.Subscription(resolve_name(topic), topic_type._type, lambda payload: _messages.instance_from_json(topic_type, payload), None, 1, repr)
    _rt.bridge().subscribe(subscription)
    try:
        seconds = timeout.to_sec() if isinstance(timeout, _TVal) else timeout
        message = subscription.take(seconds)
    except _Stop:
        raise _interrupted()
    finally:
        _rt.bridge().unsubscribe(subscription)
    if message is None:
        raise ROSException("timeout exceeded while waiting for a message on topic %s" % topic)
    return message


def get_published_topics(namespace="/"):
    answer = _rt.bridge().call("/rosapi/topics", {})
    values = (answer or {}).get("values") or {}
    return [[t, ty] for t, ty in zip(values.get("topics", []), values.get("types", [])) if t.startswith(namespace)]


# Services
def _service_names():
    answer = _rt.bridge().call("/rosapi/services", {}, timeout=5.0)
    return set(((answer or {}).get("values") or {}).get("services", []))


def wait_for_service(service, timeout=None):
    name = resolve_name(service)
    seconds = timeout.to_sec() if isinstance(timeout, _TVal) else timeout
    deadline = None if seconds is None else get_time() + seconds
    if seconds is not None and seconds <= 0:
        raise ValueError("timeout must be non-zero")
    while True:
        try:
            if name in _service_names():
                return
        except _Stop:
            raise _interrupted()
        if is_shutdown():
            raise _interrupted()
        if deadline is not None and get_time() >= deadline:
            raise ROSException("timeout exceeded while waiting for service %s" % name)
        if not _rt.sleep_ms(100):
            raise _interrupted()


class ServiceProxy(object):
    def __init__(self, name, service_class, persistent=False, headers=None):
        self.resolved_name = resolve_name(name)
        self.service_class = service_class
        self.request_class = service_class._request_class
        self.response_class = service_class._response_class

    def __call__(self, *args, **kwds):
        return self.call(*args, **kwds)

    def call(self, *args, **kwds):
        if len(args) == 1 and not kwds and isinstance(args[0], self.request_class):
            request = args[0]
        else:
            request = self.request_class(*args, **kwds)
        try:
            answer = _rt.bridge().call(self.resolved_name, _messages.to_json(request))
        except _Stop:
            # Stop ends the node: the call is interrupted, as Ctrl+C interrupts it on the robot.
            raise _interrupted()
        if not answer.get("result", False):
            values = answer.get("values")
            if isinstance(values, str) and "does not exist" in values:
                raise ServiceException("service [%s] unavailable" % self.resolved_name)
            raise ServiceException("service [%s] responded with an error: b'error processing request: %s'" % (self.resolved_name, values))
        return _messages.instance_from_json(self.response_class, answer.get("values") or {})

    def wait_for_service(self, timeout=None):
        wait_for_service(self.resolved_name, timeout)

    def close(self):
        pass

