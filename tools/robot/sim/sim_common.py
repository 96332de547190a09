"""What every part of the simulated robot shares: the SIM log, the scenario file, one action at a time."""
import os
import threading

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


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
