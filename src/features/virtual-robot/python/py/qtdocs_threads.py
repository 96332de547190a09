"""threading and queue for cooperative stacks: the docs' programs start threads, share locks and queues.

Python in the page has one thread. `install()` replaces the classes of `threading` and `queue` that block
(Thread, Timer, Lock, RLock, Condition, Event, Semaphore, BoundedSemaphore, Queue, LifoQueue, PriorityQueue,
SimpleQueue) with versions that wait by suspending their stack (qtdocs_runtime), so a thread runs while another
waits, as on the robot. Code between two waits runs alone; no thread is ever preempted.
`concurrent.futures.ThreadPoolExecutor` builds on these and works unchanged.
"""

import itertools
import queue as _queue
import threading as _threading
from collections import deque

import qtdocs_runtime as _rt

_ids = itertools.count(1)
_current = _rt.current  # the running Thread, None for the main program


def _wait(notifier, timeout):
    outcome = notifier.wait(timeout)
    if outcome == "stop":
        raise _rt.ShutdownRequested()
    return outcome == "signal"


class Lock(object):
    def __init__(self):
        self._owner = None
        self._locked = False
        self._waiters = deque()

    def acquire(self, blocking=True, timeout=-1):
        if not self._locked:
            self._locked = True
            self._owner = _current[0]
            return True
        if not blocking:
            return False
        notifier = _rt.Notifier()
        self._waiters.append(notifier)
        try:
            while self._locked:
                if not _wait(notifier, None if timeout is None or timeout < 0 else timeout) and self._locked:
                    return False
        finally:
            if notifier in self._waiters:
                self._waiters.remove(notifier)
        self._locked = True
        self._owner = _current[0]
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False
        self._owner = None
        if self._waiters:
            self._waiters[0].notify()

    def locked(self):
        return self._locked

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()

    def _at_fork_reinit(self):
        self.__init__()


class RLock(Lock):
    def __init__(self):
        Lock.__init__(self)
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        me = _current[0]
        if self._locked and self._owner is me:
            self._count += 1
            return True
        if Lock.acquire(self, blocking, timeout):
            self._count = 1
            return True
        return False

    __enter__ = acquire

    def release(self):
        self._count -= 1
        if self._count <= 0:
            self._count = 0
            Lock.release(self)

    def _is_owned(self):
        return self._locked and self._owner is _current[0]


class Condition(object):
    def __init__(self, lock=None):
        self._lock = lock if lock is not None else RLock()
        self.acquire = self._lock.acquire
        self.release = self._lock.release
        self._waiters = deque()

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *exc):
        return self._lock.__exit__(*exc)

    def wait(self, timeout=None):
        notifier = _rt.Notifier()
        self._waiters.append(notifier)
        owner_count = getattr(self._lock, "_count", None)
        if owner_count is not None:
            self._lock._count = 1
        self._lock.release()
        try:
            woken = _wait(notifier, timeout)
        finally:
            if notifier in self._waiters:
                self._waiters.remove(notifier)
            self._lock.acquire()
            if owner_count is not None:
                self._lock._count = owner_count
        return woken

    def wait_for(self, predicate, timeout=None):
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        result = predicate()
        while not result:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                break
            self.wait(remaining)
            result = predicate()
        return result

    def notify(self, n=1):
        for _ in range(min(n, len(self._waiters))):
            self._waiters.popleft().notify()

    def notify_all(self):
        self.notify(len(self._waiters))

    notifyAll = notify_all


class Event(object):
    def __init__(self):
        self._flag = False
        self._waiters = []

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        self._flag = True
        waiters, self._waiters = self._waiters, []
        for notifier in waiters:
            notifier.notify()

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        if self._flag:
            return True
        notifier = _rt.Notifier()
        self._waiters.append(notifier)
        _wait(notifier, timeout)
        if notifier in self._waiters:
            self._waiters.remove(notifier)
        return self._flag


class Semaphore(object):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value
        self._cond = Condition(Lock())

    def acquire(self, blocking=True, timeout=None):
        with self._cond:
            if not blocking and self._value == 0:
                return False
            if not self._cond.wait_for(lambda: self._value > 0, timeout):
                return False
            self._value -= 1
            return True

    __enter__ = acquire

    def release(self, n=1):
        with self._cond:
            self._value += n
            self._cond.notify(n)

    def __exit__(self, *exc):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial = value

    def release(self, n=1):
        if self._value + n > self._initial:
            raise ValueError("Semaphore released too many times")
        Semaphore.release(self, n)


class Thread(object):
    """threading.Thread on a cooperative stack: start() runs `run()` from the next turn of the event loop."""

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        self._target = target
        self._args = args
        self._kwargs = kwargs or {}
        self._ident = next(_ids)
        self.name = name or "Thread-%d" % self._ident
        self.daemon = bool(daemon)
        self._started = False
        self._done = Event()

    @property
    def ident(self):
        return self._ident if self._started else None

    native_id = ident

    def start(self):
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        _rt.spawn(self._bootstrap, self.name, self)

    def _bootstrap(self):
        try:
            self.run()
        finally:
            self._done.set()

    def run(self):
        if self._target is not None:
            self._target(*self._args, **self._kwargs)

    def join(self, timeout=None):
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        self._done.wait(timeout)

    def is_alive(self):
        return self._started and not self._done.is_set()

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class Timer(Thread):
    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name="MainThread")
        self._started = True


_main = _MainThread()


def current_thread():
    return _current[0] or _main


def main_thread():
    return _main


class SimpleQueue(object):
    def __init__(self):
        self._items = deque()
        self._waiters = deque()

    def put(self, item, block=True, timeout=None):
        self._items.append(item)
        if self._waiters:
            self._waiters.popleft().notify()

    put_nowait = put

    def get(self, block=True, timeout=None):
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._items:
            if not block:
                raise _queue.Empty
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                raise _queue.Empty
            notifier = _rt.Notifier()
            self._waiters.append(notifier)
            try:
                _wait(notifier, remaining)
            finally:
                if notifier in self._waiters:
                    self._waiters.remove(notifier)
        return self._items.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._items

    def qsize(self):
        return len(self._items)


def install():
    """Puts the cooperative classes into `threading` and `queue` before the program imports them."""
    for name in ("Lock", "RLock", "Condition", "Event", "Semaphore", "BoundedSemaphore", "Thread", "Timer", "current_thread", "main_thread"):
        setattr(_threading, name, globals()[name])
    _threading.currentThread = current_thread
    _threading.get_ident = lambda: current_thread()._ident
    _threading.allocate_lock = Lock
    # queue.Queue reads threading.Lock and threading.Condition when a queue is made: it needs no change.
    _queue.SimpleQueue = SimpleQueue
