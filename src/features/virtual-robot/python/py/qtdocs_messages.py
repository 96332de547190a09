"""ROS message and service classes for Python in the page, made from the interface table.

The page hands over a catalogue (see ../catalog.ts): every message type with its fields and every service type with
its request, response and constants. `install(catalogue)` puts an importer on sys.meta_path, so that
`from std_msgs.msg import String` and `from qt_robot_interface.srv import *` give classes that behave as genpy's
do for the docs' programs: positional or keyword construction, defaults for missing fields, `_type` and
`__slots__`, and a YAML-like `str()`.
"""

import base64
import importlib.abc
import importlib.machinery
import sys
import types

PRIMITIVE_DEFAULTS = {
    "bool": False, "int8": 0, "uint8": 0, "int16": 0, "uint16": 0, "int32": 0, "uint32": 0, "int64": 0,
    "uint64": 0, "float32": 0.0, "float64": 0.0, "string": "", "byte": 0, "char": 0,
}
BYTE_ARRAYS = ("uint8[]", "char[]", "byte[]")

_messages = {}   # "pkg/Name": class
_services = {}   # "pkg/Name": class
_catalogue = {"msg": {}, "srv": {}}


def _time_class(kind):
    import rospy  # Time and Duration live in rospy, which imports this module first

    return rospy.Time if kind == "time" else rospy.Duration


def _base_type(slot_type):
    return slot_type.split("[", 1)[0]


def default_value(slot_type, package):
    if slot_type.endswith("]"):
        if slot_type in BYTE_ARRAYS:
            return b""
        return []
    if slot_type in PRIMITIVE_DEFAULTS:
        return PRIMITIVE_DEFAULTS[slot_type]
    if slot_type in ("time", "duration"):
        return _time_class(slot_type)()
    return message_class(_full_type(slot_type, package))()


def _full_type(slot_type, package):
    base = _base_type(slot_type)
    if base == "Header":
        return "std_msgs/Header"
    if "/" in base or base in PRIMITIVE_DEFAULTS or base in ("time", "duration"):
        return base
    return package + "/" + base


def _yaml(value, indent):
    pad = "  " * indent
    if isinstance(value, Message):
        if not value.__slots__:
            return "{}"
        lines = []
        for name in value.__slots__:
            inner = getattr(value, name)
            if isinstance(inner, Message) and inner.__slots__:
                lines.append("%s%s: \n%s" % (pad, name, _yaml(inner, indent + 1)))
            else:
                lines.append("%s%s: %s" % (pad, name, _yaml(inner, indent + 1)))
        return "\n".join(lines)
    if isinstance(value, str):
        return '"%s"' % value.replace('"', '\\"')
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, (list, tuple)):
        if value and isinstance(value[0], Message):
            return "\n" + "\n".join("%s-\n%s" % (pad, _yaml(v, indent + 1)) for v in value)
        return "[" + ", ".join(_yaml(v, indent) for v in value) + "]"
    if isinstance(value, bytes):
        return "[" + ", ".join(str(b) for b in value) + "]"
    return str(value)


class Message(object):
    """The base of every generated message class, as genpy.Message is of rospy's."""

    __slots__ = ()
    _type = ""
    _slot_types = []
    _has_header = False
    _md5sum = "*"
    _package = ""

    def __init__(self, *args, **kwds):
        if args and kwds:
            raise TypeError("%s: give the fields either by position or by name, not both" % self._type)
        if args:
            if len(args) != len(self.__slots__):
                raise TypeError("Invalid number of arguments, args should be %s args are %s" % (list(self.__slots__), args))
            for name, value in zip(self.__slots__, args):
                setattr(self, name, value)
            return
        for key in kwds:
            if key not in self.__slots__:
                raise AttributeError("%s is not an attribute of %s" % (key, self.__class__.__name__))
        for name, slot_type in zip(self.__slots__, self._slot_types):
            setattr(self, name, kwds[name] if name in kwds else default_value(slot_type, self._package))

    def __eq__(self, other):
        return type(self) is type(other) and all(getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __repr__(self):
        return self.__str__()

    def __str__(self):
        return _yaml(self, 0)

    def _get_types(self):
        return list(self._slot_types)


def to_json(value, slot_type=None, package=""):
    """A field value as rosbridge's JSON: a message as a dict, time as {secs, nsecs}, uint8[] as base64."""
    if isinstance(value, Message):
        return {n: to_json(getattr(value, n), t, value._package) for n, t in zip(value.__slots__, value._slot_types)}
    if slot_type in BYTE_ARRAYS and isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if slot_type in ("time", "duration") or hasattr(value, "nsecs"):
        return {"secs": int(value.secs), "nsecs": int(value.nsecs)}
    if isinstance(value, (list, tuple)):
        inner = slot_type[:-2] if slot_type and slot_type.endswith("[]") else None
        return [to_json(v, inner, package) for v in value]
    if isinstance(value, dict):
        return value
    return value


def from_json(data, slot_type, package):
    """rosbridge's JSON as a field value of `slot_type`."""
    if slot_type.endswith("]"):
        if slot_type in BYTE_ARRAYS and isinstance(data, str):
            return base64.b64decode(data)
        inner = slot_type[: slot_type.index("[")]
        return [from_json(v, inner, package) for v in (data or [])]
    if slot_type in PRIMITIVE_DEFAULTS:
        if slot_type.startswith("float") and isinstance(data, int):
            return float(data)
        return data
    if slot_type in ("time", "duration"):
        data = data or {}
        return _time_class(slot_type)(int(data.get("secs", 0)), int(data.get("nsecs", 0)))
    cls = message_class(_full_type(slot_type, package))
    return instance_from_json(cls, data or {})


def instance_from_json(cls, data):
    if cls._opaque:
        msg = cls()
        msg._fields = dict(data)
        return msg
    values = {}
    for name, slot_type in zip(cls.__slots__, cls._slot_types):
        if name in data:
            values[name] = from_json(data[name], slot_type, cls._package)
    return cls(**values)


def _make_class(full, fields, bases=(Message,), extra=None):
    package, name = full.split("/", 1)
    opaque = fields is None
    namespace = {
        "__slots__": tuple(f[0] for f in (fields or [])) + (("_fields",) if opaque else ()),
        "_type": full,
        "_slot_types": [f[1] for f in (fields or [])],
        "_has_header": bool(fields) and fields[0][1] in ("Header", "std_msgs/Header"),
        "_package": package,
        "_opaque": opaque,
        "__module__": package + (".srv" if full in _catalogue["srv"] or full.endswith(("Request", "Response")) else ".msg"),
    }
    if opaque:
        def __init__(self, **kwds):
            self._fields = dict(kwds)
        namespace["__init__"] = __init__
        namespace["__slots__"] = ("_fields",)
    namespace.update(extra or {})
    return type(name, bases, namespace)


def message_class(full):
    cls = _messages.get(full)
    if cls is None:
        if full not in _catalogue["msg"]:
            raise ImportError("the virtual QTrobot does not know the message type %s" % full)
        cls = _messages[full] = _make_class(full, _catalogue["msg"][full])
    return cls


def service_class(full):
    cls = _services.get(full)
    if cls is None:
        spec = _catalogue["srv"][full]
        consts = {c[1]: c[2] for c in spec.get("constants", [])}
        request = _make_class(full + "Request", spec["req"], extra=consts)
        response = _make_class(full + "Response", spec["res"])
        _messages[full + "Request"] = request
        _messages[full + "Response"] = response
        cls = _services[full] = type(
            full.split("/", 1)[1],
            (object,),
            {"_type": full, "_md5sum": "*", "_request_class": request, "_response_class": response, "__module__": full.split("/")[0] + ".srv"},
        )
    return cls


class _Importer(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds `<package>`, `<package>.msg` and `<package>.srv` for the packages of the catalogue."""

    def __init__(self):
        self.packages = {}
        for kind in ("msg", "srv"):
            for full in _catalogue[kind]:
                self.packages.setdefault(full.split("/")[0], {"msg": [], "srv": []})[kind].append(full)

    def find_spec(self, fullname, path=None, target=None):
        parts = fullname.split(".")
        if parts[0] not in self.packages or len(parts) > 2 or (len(parts) == 2 and parts[1] not in ("msg", "srv")):
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=len(parts) == 1)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        parts = module.__name__.split(".")
        if len(parts) == 1:
            module.__path__ = []
            return
        names = []
        for full in self.packages[parts[0]][parts[1]]:
            short = full.split("/", 1)[1]
            if parts[1] == "msg":
                setattr(module, short, message_class(full))
                names.append(short)
            else:
                cls = service_class(full)
                setattr(module, short, cls)
                setattr(module, short + "Request", cls._request_class)
                setattr(module, short + "Response", cls._response_class)
                names += [short, short + "Request", short + "Response"]
        module.__all__ = names


def install(catalogue):
    _catalogue["msg"] = dict(catalogue["msg"])
    _catalogue["srv"] = dict(catalogue["srv"])
    sys.meta_path.insert(0, _Importer())
