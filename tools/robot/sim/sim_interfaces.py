"""The interface table of the docs (src/data/ros/interfaces.json), read once at start: the generations, types and
ROS classes of the topics and services the simulated robot offers, so that it serves what the API page documents."""
import importlib
import json
import os

from sim_common import HERE

TABLE = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'src', 'data', 'ros', 'interfaces.json'))

with open(TABLE, encoding='utf-8') as table_file:
    INTERFACES = json.load(table_file)['interfaces']


def interface(name, kind, package=None):
    """The table's entry of a topic or service; `package` picks one when several apps offer the name."""
    found = [i for i in INTERFACES if i['name'] == name and i['kind'] == kind
             and (package is None or i['type'].startswith(package + '/'))]
    if len(found) != 1:
        raise LookupError('%s: %d %s entries named %s%s' % (TABLE, len(found), kind, name,
                                                            ' in package %s' % package if package else ''))
    return found[0]


def ros_class(type_, part):
    """The generated (or Debian's) class of a type: ros_class('std_msgs/String', 'msg')."""
    package, name = type_.split('/')
    return getattr(importlib.import_module('%s.%s' % (package, part)), name)
