"""Puts the interpreter back as it was before the first program, so that one loaded Python runs the next program.

Imported once, right after Pyodide loads and before any program: it notes the modules, the import and argument
lists, standard input, the working directory and the attributes of the standard modules the layer changes (`time`,
`threading`, `queue`, `builtins`). `reset()` forgets every module imported since (rospy, the message classes, the
program's own), restores what was changed and empties the home directory the programs write in. State a program
leaves inside a module it did not import (the seed of `random`, say) stays, as it would in a long-lived
interpreter; the worker only calls `reset()` once every stack of the program has ended.
"""

import builtins
import os
import queue
import shutil
import sys
import threading
import time

HOME = "/home/pyodide"
LAYER_DIR = ".qtdocs"

_modules = dict(sys.modules)
_lists = {"path": list(sys.path), "meta_path": list(sys.meta_path), "argv": list(sys.argv)}
_stdin = sys.stdin
_attributes = {module: dict(vars(module)) for module in (time, threading, queue, builtins)}


def _empty_home():
    for entry in os.listdir(HOME):
        if entry == LAYER_DIR:
            continue
        full = os.path.join(HOME, entry)
        if os.path.isdir(full) and not os.path.islink(full):
            shutil.rmtree(full, ignore_errors=True)
        else:
            os.remove(full)


def reset():
    for name in list(sys.modules):
        if name not in _modules:
            del sys.modules[name]
    sys.modules.update(_modules)
    for module, saved in _attributes.items():
        current = vars(module)
        for name in [n for n in current if n not in saved]:
            del current[name]
        current.update(saved)
    for name, saved in _lists.items():
        getattr(sys, name)[:] = saved
    sys.stdin = _stdin
    os.chdir(HOME)
    _empty_home()
