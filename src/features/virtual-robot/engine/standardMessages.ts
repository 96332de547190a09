/**
 * The standard ROS messages the virtual QTrobot knows beyond the interface table: std_msgs' layout, the joint
 * states, and the packages whose other messages exist on any ROS install. The engine (./messages.ts) and the Python
 * layer's catalogue (../python/catalog.ts) read them. No imports: the build's Node side reads this module too.
 */
export type Field = {name: string; type: string};

const f = (spec: string): Field[] =>
  spec
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [type, name] = pair.trim().split(' ');
      return {name, type};
    });

/** std_msgs and the standard messages the table names without all their fields. */
export const STANDARD: Record<string, Field[]> = {
  'std_msgs/String': f('string data'),
  'std_msgs/Bool': f('bool data'),
  'std_msgs/Empty': [],
  'std_msgs/Char': f('char data'),
  'std_msgs/Byte': f('byte data'),
  'std_msgs/Int8': f('int8 data'),
  'std_msgs/Int16': f('int16 data'),
  'std_msgs/Int32': f('int32 data'),
  'std_msgs/Int64': f('int64 data'),
  'std_msgs/UInt8': f('uint8 data'),
  'std_msgs/UInt16': f('uint16 data'),
  'std_msgs/UInt32': f('uint32 data'),
  'std_msgs/UInt64': f('uint64 data'),
  'std_msgs/Float32': f('float32 data'),
  'std_msgs/Float64': f('float64 data'),
  'std_msgs/Time': f('time data'),
  'std_msgs/Duration': f('duration data'),
  'std_msgs/ColorRGBA': f('float32 r, float32 g, float32 b, float32 a'),
  'std_msgs/Header': f('uint32 seq, time stamp, string frame_id'),
  'std_msgs/MultiArrayDimension': f('string label, uint32 size, uint32 stride'),
  'std_msgs/MultiArrayLayout': f('std_msgs/MultiArrayDimension[] dim, uint32 data_offset'),
  'std_msgs/Float32MultiArray': f('std_msgs/MultiArrayLayout layout, float32[] data'),
  'std_msgs/Float64MultiArray': f('std_msgs/MultiArrayLayout layout, float64[] data'),
  ...Object.fromEntries(
    Object.entries({
      Int8: 'int8',
      Int16: 'int16',
      Int32: 'int32',
      Int64: 'int64',
      UInt8: 'uint8',
      UInt16: 'uint16',
      UInt32: 'uint32',
      UInt64: 'uint64',
      Byte: 'byte',
    }).map(([name, type]) => [`std_msgs/${name}MultiArray`, f(`std_msgs/MultiArrayLayout layout, ${type}[] data`)]),
  ),
  'sensor_msgs/JointState': f('std_msgs/Header header, string[] name, float64[] position, float64[] velocity, float64[] effort'),
};

/** Packages whose other messages exist on any ROS install: accepted without a field check (std_msgs is listed whole above). */
export const ROS_PACKAGES = new Set([
  'sensor_msgs',
  'geometry_msgs',
  'audio_common_msgs',
  'trajectory_msgs',
  'control_msgs',
  'actionlib_msgs',
  'rosgraph_msgs',
]);
