#!/usr/bin/env python3
"""A WebSocket endpoint that speaks the rosbridge v2 JSON protocol over the real ROS graph, so that the
docs' JavaScript programs (roslibjs, qtrobot.js) can talk to the simulated QTrobot. rosbridge_suite is not
packaged in Debian; this implements the subset the docs use, as documented in rosbridge's ROSBRIDGE_PROTOCOL:

  advertise, unadvertise, publish, subscribe, unsubscribe, call_service (answered by service_response),
  and the rosapi services /rosapi/topics, /rosapi/services, /rosapi/topic_type, /rosapi/service_type,
  /rosapi/nodes, /rosapi/get_time.

Messages are converted field by field with genpy's message classes; uint8[] fields travel as base64
strings, as in rosbridge. Listens on 127.0.0.1:9091 unless told otherwise.
"""
import argparse
import asyncio
import time
import base64
import json
import threading

import genpy
from genmsg.msgs import bare_msg_type, is_builtin
import rosgraph
import rospy
import rosservice
import websockets
from roslib.message import get_message_class, get_service_class

PRIMITIVE_ARRAYS_AS_BASE64 = ('uint8[', 'char[')


def to_dict(msg):
    if isinstance(msg, (genpy.Time, genpy.Duration)):
        return {'secs': msg.secs, 'nsecs': msg.nsecs}
    if not hasattr(msg, '__slots__'):
        return msg
    out = {}
    for name, slot_type in zip(msg.__slots__, msg._slot_types):
        value = getattr(msg, name)
        if slot_type.startswith(PRIMITIVE_ARRAYS_AS_BASE64):
            out[name] = base64.b64encode(bytes(value)).decode('ascii')
        elif isinstance(value, (list, tuple)):
            out[name] = [to_dict(v) for v in value]
        else:
            out[name] = to_dict(value)
    return out


def fill(msg, data):
    """Sets the fields of `msg` from a dict; a key that is not a field of the message is an error, as in rosbridge."""
    if not isinstance(data, dict):
        raise ValueError('expected an object for %s, got %r' % (msg._type, data))
    for key, value in data.items():
        if key not in msg.__slots__:
            raise ValueError('%s has no field "%s" (fields: %s)' % (msg._type, key, ', '.join(msg.__slots__)))
        slot_type = msg._slot_types[msg.__slots__.index(key)]
        current = getattr(msg, key)
        if slot_type.startswith(PRIMITIVE_ARRAYS_AS_BASE64) and isinstance(value, str):
            setattr(msg, key, base64.b64decode(value))
        elif isinstance(current, (genpy.Time, genpy.Duration)):
            setattr(msg, key, type(current)(value.get('secs', 0), value.get('nsecs', 0)))
        elif hasattr(current, '__slots__'):
            fill(current, value)
        elif slot_type.endswith(']') and not is_builtin(bare_msg_type(slot_type)):
            base = slot_type.split('[')[0]
            cls = get_message_class(base if '/' in base else '%s/%s' % (msg._type.split('/')[0], base))
            items = []
            for item in value:
                m = cls()
                fill(m, item)
                items.append(m)
            setattr(msg, key, items)
        else:
            if slot_type.startswith(('float', 'float32', 'float64')) and isinstance(value, int):
                value = float(value)
            if slot_type.endswith(']') and slot_type.startswith('float'):
                value = [float(v) for v in value]
            setattr(msg, key, value)
    return msg



async def connected(pub, limit=2.0):
    """Waits until a new publisher's subscribers have connected (at most `limit` s), so that the first
    message is not lost: ROS 1 drops what a publisher sends before a subscriber has connected to it,
    and a fixed wait was too short on a busy machine."""
    deadline = time.time() + limit
    while pub.get_num_connections() == 0 and time.time() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.05)

class Bridge:
    def __init__(self, loop):
        self.loop = loop
        self.master = rosgraph.Master('/rosbridge_websocket')
        self.publishers = {}

    def topic_type(self, topic):
        for name, type_ in self.master.getTopicTypes():
            if name == topic:
                return type_
        return ''

    def rosapi(self, service, args):
        if service == '/rosapi/topics':
            pairs = sorted(self.master.getTopicTypes())
            return {'topics': [p[0] for p in pairs], 'types': [p[1] for p in pairs]}
        if service == '/rosapi/services':
            return {'services': sorted(s[0] for s in self.master.getSystemState()[2])}
        if service == '/rosapi/nodes':
            state = self.master.getSystemState()
            return {'nodes': sorted({n for group in state for _, nodes in group for n in nodes})}
        if service == '/rosapi/topic_type':
            return {'type': self.topic_type(args.get('topic', ''))}
        if service == '/rosapi/service_type':
            return {'type': rosservice.get_service_type(args.get('service', '')) or ''}
        if service == '/rosapi/get_time':
            now = rospy.get_rostime()
            return {'time': {'secs': now.secs, 'nsecs': now.nsecs}}
        raise ValueError('unknown rosapi service %s' % service)

    async def serve(self, ws, *_):
        subscribers = {}
        advertised = set()
        send_lock = asyncio.Lock()

        async def send(obj):
            async with send_lock:
                await ws.send(json.dumps(obj))

        def send_threadsafe(obj):
            asyncio.run_coroutine_threadsafe(send(obj), self.loop)

        async def status(level, text, op_id=None):
            rospy.logwarn('rosbridge: %s', text)
            out = {'op': 'status', 'level': level, 'msg': text}
            if op_id:
                out['id'] = op_id
            await send(out)

        try:
            async for raw in ws:
                try:
                    req = json.loads(raw)
                except ValueError:
                    await status('error', 'not JSON: %s' % raw[:200])
                    continue
                op = req.get('op')
                try:
                    if op == 'advertise':
                        topic, type_ = req['topic'], req['type']
                        existing = self.topic_type(topic)
                        if existing and existing != type_:
                            raise ValueError('%s already has type %s, not %s' % (topic, existing, type_))
                        if topic not in self.publishers:
                            cls = get_message_class(type_)
                            if cls is None:
                                raise ValueError('unknown message type %s' % type_)
                            self.publishers[topic] = rospy.Publisher(topic, cls, queue_size=10, latch=bool(req.get('latch')))
                            await connected(self.publishers[topic])
                        advertised.add(topic)
                    elif op == 'unadvertise':
                        advertised.discard(req.get('topic'))
                    elif op == 'publish':
                        topic = req['topic']
                        if topic not in self.publishers:
                            type_ = self.topic_type(topic)
                            if not type_:
                                raise ValueError('publish to %s before advertising it, and nobody knows its type' % topic)
                            self.publishers[topic] = rospy.Publisher(topic, get_message_class(type_), queue_size=10)
                            await connected(self.publishers[topic])
                        pub = self.publishers[topic]
                        pub.publish(fill(pub.data_class(), req.get('msg', {})))
                    elif op == 'subscribe':
                        topic = req['topic']
                        type_ = req.get('type') or self.topic_type(topic)
                        known = self.topic_type(topic)
                        if known and type_ != known:
                            raise ValueError('%s has type %s, not %s' % (topic, known, type_))
                        cls = get_message_class(type_) if type_ else None
                        if cls is None:
                            raise ValueError('cannot subscribe to %s: unknown type %r' % (topic, type_))
                        if topic not in subscribers:
                            subscribers[topic] = rospy.Subscriber(
                                topic, cls, lambda m, t=topic: send_threadsafe({'op': 'publish', 'topic': t, 'msg': to_dict(m)}))
                    elif op == 'unsubscribe':
                        sub = subscribers.pop(req.get('topic'), None)
                        if sub:
                            sub.unregister()
                    elif op == 'call_service':
                        asyncio.ensure_future(self.call_service(req, send))
                    else:
                        await status('warning', 'operation %s is not supported by this endpoint' % op, req.get('id'))
                except Exception as error:  # noqa: BLE001 - every protocol error goes back as a status message
                    await status('error', '%s: %s' % (op, error), req.get('id'))
        except websockets.ConnectionClosed:
            pass
        finally:
            for sub in subscribers.values():
                sub.unregister()

    async def call_service(self, req, send):
        service, args, op_id = req.get('service', ''), req.get('args') or {}, req.get('id')
        reply = {'op': 'service_response', 'service': service}
        if op_id:
            reply['id'] = op_id
        try:
            if isinstance(args, list):
                raise ValueError('positional args are not supported; give the request fields by name')
            if service.startswith('/rosapi/'):
                values = self.rosapi(service, args)
            else:
                type_ = rosservice.get_service_type(service)
                if not type_:
                    raise ValueError('service %s does not exist' % service)
                if req.get('type') and req['type'] != type_:
                    raise ValueError('service %s has type %s, not %s' % (service, type_, req['type']))
                cls = get_service_class(type_)
                request = fill(cls._request_class(), args)
                proxy = rospy.ServiceProxy(service, cls)
                response = await self.loop.run_in_executor(None, proxy.call, request)
                values = to_dict(response)
            reply.update(values=values, result=True)
        except Exception as error:  # noqa: BLE001
            rospy.logwarn('rosbridge: call_service %s: %s', service, error)
            reply.update(values=str(error), result=False)
        await send(reply)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--host', default='127.0.0.1')
    parser.add_argument('--port', type=int, default=9091)
    args = parser.parse_args(rospy.myargv()[1:])
    rospy.init_node('rosbridge_websocket', disable_signals=True)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    bridge = Bridge(loop)

    async def run():
        async with websockets.serve(bridge.serve, args.host, args.port, max_size=None):
            print('SIM rosbridge endpoint on ws://%s:%d' % (args.host, args.port), flush=True)
            while not rospy.is_shutdown():
                await asyncio.sleep(0.5)

    threading.Thread(target=rospy.spin, daemon=True).start()
    try:
        loop.run_until_complete(run())
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
