// `npm test`: every suite in order — types, units, content, the docs' robot programs, the production build, end to end.
// Stops at the first failing suite so its output is the last thing on screen.
import {spawnSync} from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['content', ['npx', 'vitest', 'run', '--project', 'content']],
  // The docs' programs against a simulated QTrobot on a real ROS 1 master (needs tools/robot/install-ros.sh).
  ['robot', ['npm', 'run', 'test:robot']],
  ['build', ['npm', 'run', 'test:build']],
  ['e2e', ['npm', 'run', 'test:e2e']],
];

for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit'});
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}
console.log('\nAll suites passed.');
