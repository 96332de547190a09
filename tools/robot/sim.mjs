// `npm run robot:sim`: a simulated QTrobot V2 on this computer, for readers without a robot.
// Starts a ROS master (roscore), the simulated robot and a rosbridge-protocol WebSocket endpoint on
// ws://127.0.0.1:9091, and prints what the robot does. Ctrl+C stops everything.
// Options: --port <master port, 11311> --bridge-port <9091> --host <127.0.0.1; 0.0.0.0 opens it to your network>
//          --scenario <yaml file or page id, e.g. tutorials/python/python_ros_riva>
import fs from 'node:fs';
import {generate} from './gen-msgs.mjs';
import {checkRosInstalled, scenarioFor, startBridge, startMaster, startSim, stopAll} from './lib.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const port = Number(option('port', 11311));
const bridgePort = Number(option('bridge-port', 9091));
const host = option('host', '127.0.0.1');
const scenarioArg = option('scenario', '');
const scenario = scenarioArg && fs.existsSync(scenarioArg) ? scenarioArg : scenarioFor('V2', scenarioArg || 'default');

checkRosInstalled();
await generate();
// Ctrl+C: tools/robot/lib.mjs stops the master, the robot and the endpoint.
try {
  await startMaster(port, {echo: false});
  await startSim(port, scenario, {echo: true});
  await startBridge(port, bridgePort, host, {echo: true});
} catch (error) {
  console.error(error.message);
  await stopAll();
  process.exit(1);
}
console.log(`
Simulated QTrobot V2 running.
  ROS master:  export ROS_MASTER_URI=http://127.0.0.1:${port} ROS_IP=127.0.0.1
               source ${'.robot/ws/devel/setup.bash'}   # the QTrobot message packages
  rosbridge:   ws://${host === '0.0.0.0' ? '<this computer>' : host}:${bridgePort}
Press Ctrl+C to stop.`);
