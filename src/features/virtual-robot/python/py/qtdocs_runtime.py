"""The runtime under rospy in the page: cooperative threads, waits and the rosbridge client.

Python in the page has one thread. A program still reads as it does on the robot: `rospy.sleep`, a service call or
`rospy.spin` block, and subscriber callbacks run meanwhile. Each blocking call suspends the Python stack until a
JavaScript promise settles (`pyodide.ffi.run_sync`, WebAssembly JavaScript Promise Integration); while one stack
waits, the others run. A subscriber's callbacks run one at a time, in their own stack, as rospy gives each
subscription its own thread. Between two blocking calls, code runs alone, so a program never sees a switch in the
middle of a statement.

`qtdocs_host` is the worker's JavaScript side (../worker/host.ts).
"""

import json
import sys
import traceback
from collections import deque

import qtdocs_host as host
from pyodide.ffi import create_proxy, run_sync


# The Thread (qtdocs_threads) whose stack runs now; None for the program's main stack. Each wait puts it back when
# its stack resumes, since other stacks ran meanwhile.
current = [None]


def suspend(promise):
    """Waits for a JavaScript promise; the other stacks run meanwhile."""
    me = current[0]
    try:
        return run_sync(promise)
    finally:
        current[0] = me


class ShutdownRequested(Exception):
    """Raised inside a wait when the reader stopped the program."""


def stop_requested():
    return bool(host.stopped())


def sleep_ms(ms):
    """Waits `ms` milliseconds (other stacks run). False when the reader stopped the program meanwhile."""
    return suspend(host.sleep(max(0.0, float(ms)))) != "stop"


class Notifier(object):
    """Wakes one waiting stack: `wait(timeout)` returns on `notify()`, on timeout, or on stop."""

    __slots__ = ("_signal", "_pending")

    def __init__(self):
        self._signal = None
        self._pending = False

    def notify(self):
        if self._signal is not None:
            signal, self._signal = self._signal, None
            signal.resolve("signal")
        else:
            self._pending = True

    def wait(self, timeout=None):
        """'signal', 'timeout' or 'stop'."""
        if self._pending:
            self._pending = False
            return "signal"
        self._signal = host.signal()
        outcome = suspend(host.wait(self._signal, -1 if timeout is None else max(0.0, timeout * 1000.0)))
        self._signal = None
        return outcome


def spawn(function, name="thread", owner=None):
    """Runs `function` in a stack of its own, from the next turn of the worker's event loop."""

    def run():
        current[0] = owner
        try:
            function()
        except (ShutdownRequested, SystemExit):
            pass
        except KeyboardInterrupt:
            # rospy's ROSInterruptException after Stop ends this stack quietly, as the node's end ends its threads.
            if not stop_requested():
                sys.stderr.write("Exception in %s:\n%s" % (name, traceback.format_exc()))
        except BaseException:
            sys.stderr.write("Exception in %s:\n%s" % (name, traceback.format_exc()))

    host.spawn(create_proxy(run))


class Bridge(object):
    """The program's one rosbridge connection to the virtual QTrobot."""

    def __init__(self):
        self._next_id = 0
        self._topics = {}  # topic -> [Subscription]
        self._subscribed = {}  # topic -> subscribe id
        self._advertised = set()
        self._calls = {}  # id -> [Notifier, answer]
        spawn(self._pump, "rosbridge")

    def new_id(self, op):
        self._next_id += 1
        return "%s:%d" % (op, self._next_id)

    def send(self, message):
        host.send(json.dumps(message))

    def _pump(self):
        while True:
            text = suspend(host.next_message())
            if text is None:
                return
            message = json.loads(text)
            op = message.get("op")
            if op == "publish":
                for subscription in list(self._topics.get(message.get("topic"), ())):
                    subscription.deliver(message.get("msg", {}))
            elif op == "service_response":
                call = self._calls.pop(message.get("id"), None)
                if call is not None:
                    call[1] = message
                    call[0].notify()

    # Topics
    def advertise(self, topic, type_name):
        if topic not in self._advertised:
            self._advertised.add(topic)
            self.send({"op": "advertise", "topic": topic, "type": type_name})

    def unadvertise(self, topic):
        if topic in self._advertised:
            self._advertised.discard(topic)
            self.send({"op": "unadvertise", "topic": topic})

    def publish(self, topic, payload):
        self.send({"op": "publish", "topic": topic, "msg": payload})

    def subscribe(self, subscription):
        subs = self._topics.setdefault(subscription.topic, [])
        subs.append(subscription)
        if subscription.topic not in self._subscribed:
            sid = self.new_id("subscribe")
            self._subscribed[subscription.topic] = sid
            self.send({"op": "subscribe", "id": sid, "topic": subscription.topic, "type": subscription.type_name})

    def unsubscribe(self, subscription):
        subs = self._topics.get(subscription.topic, [])
        if subscription in subs:
            subs.remove(subscription)
        if not subs and subscription.topic in self._subscribed:
            sid = self._subscribed.pop(subscription.topic)
            self.send({"op": "unsubscribe", "id": sid, "topic": subscription.topic})

    # Services
    def call(self, service, args, timeout=None):
        """The service's answer: {"result": bool, "values": ...}; None on timeout. Raises ShutdownRequested."""
        cid = self.new_id("call_service")
        call = [Notifier(), None]
        self._calls[cid] = call
        self.send({"op": "call_service", "id": cid, "service": service, "args": args})
        while call[1] is None:
            outcome = call[0].wait(timeout)
            if outcome == "stop":
                self._calls.pop(cid, None)
                raise ShutdownRequested()
            if outcome == "timeout" and call[1] is None:
                self._calls.pop(cid, None)
                return None
        return call[1]


class Subscription(object):
    """One `rospy.Subscriber`: its queue and the stack that runs its callback."""

    def __init__(self, topic, type_name, convert, callback, queue_size, describe):
        self.topic = topic
        self.type_name = type_name
        self._convert = convert
        self._callback = callback
        self._queue = deque(maxlen=queue_size if queue_size and queue_size > 0 else None)
        self._notifier = Notifier()
        self._describe = describe
        self.active = True
        if callback is not None:
            spawn(self._run, "the callback of %s" % topic)

    def deliver(self, payload):
        self._queue.append(payload)
        self._notifier.notify()

    def take(self, timeout=None):
        """For wait_for_message: the next message, or None on timeout."""
        while not self._queue:
            outcome = self._notifier.wait(timeout)
            if outcome == "stop":
                raise ShutdownRequested()
            if outcome == "timeout" and not self._queue:
                return None
        return self._convert(self._queue.popleft())

    def _run(self):
        while self.active:
            if not self._queue:
                if self._notifier.wait() == "stop":
                    return
                continue
            message = self._convert(self._queue.popleft())
            try:
                self._callback(message)
            except ShutdownRequested:
                return
            except KeyboardInterrupt:
                if stop_requested():
                    return
                raise
            except Exception:
                # rospy's wording: the callback's error does not end the program.
                sys.stderr.write("[ERROR] [%.6f]: bad callback: %s\n%s" % (host.now() / 1000.0, self._describe(), traceback.format_exc()))


_bridge = []


def bridge():
    if not _bridge:
        _bridge.append(Bridge())
    return _bridge[0]


class StdinReader(object):
    """sys.stdin: each line the reader types in the runner's input field (or the test's lines)."""

    encoding = "utf-8"

    def readline(self, size=-1):
        # input()'s prompt has no newline yet: show it before waiting.
        sys.stdout.flush()
        line = suspend(host.read_line())
        if line is None:
            return ""
        return str(line) + "\n"

    def read(self, size=-1):
        out = []
        while True:
            line = self.readline()
            if not line:
                return "".join(out)
            out.append(line)

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def isatty(self):
        return False

    def fileno(self):
        raise OSError("stdin has no file descriptor in the page")
