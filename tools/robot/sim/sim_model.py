"""The robot model of the docs (src/data/robot/model.json, schema src/data/robot/schema.ts), read once at start:
joint limits, parts, home pose, motor speed, speech and sensor defaults. The virtual robot in the page
(src/features/virtual-robot/engine/) reads the same file, so both simulated robots behave alike."""
import json
import os

from sim_common import HERE
from sim_interfaces import INTERFACES

MODEL_FILE = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'src', 'data', 'robot', 'model.json'))

with open(MODEL_FILE, encoding='utf-8') as model_file:
    MODEL = json.load(model_file)

# Joint limits in degrees: (lowest, highest), per generation.
LIMITS = {j: tuple(float(v) for v in r) for j, r in MODEL['limits']['V2'].items()}
LIMITS_V1 = {j: tuple(float(v) for v in r) for j, r in MODEL['limits']['V1'].items()}
PARTS = MODEL['parts']
HOME = {j: float(v) for j, v in MODEL['home'].items()}
MOTORS = MODEL['motors']
SPEECH = MODEL['speech']

# The position topics' joints in the interface table must be the model's parts, in the same order.
for _part, _joints in PARTS.items():
    _topic = [i for i in INTERFACES if i['name'] == '/qt_robot/%s_position/command' % _part and i['kind'] == 'topic']
    if not _topic or _topic[0]['fields'][0].get('joints') != _joints:
        raise LookupError('%s: part %s has joints %s, but the interface table gives %s' % (
            MODEL_FILE, _part, _joints, _topic[0]['fields'][0].get('joints') if _topic else 'no position topic'))
