import {axeViolations} from './lib/checks';
import {expect, test, visit} from './fixtures';

// The broken program's own error handler logs the robot's answer on the frame's console.
test.use({allowErrors: /^Error: \/qt_robot\/speech\/say: qt_robot_interface\/speech_sayRequest has no field "mesage"/});

/**
 * The virtual QTrobot (src/features/virtual-robot): one click in the Robot panel connects the page's Try it forms
 * to a robot running in the page, loaded on that click, with no socket. One page load, on purpose: the suite's
 * time budget is tight.
 */
test('the Robot panel connects the virtual QTrobot: drawn, Try it, broken calls, a recorded gesture, a one-click action, a program', async ({page}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/virtual-robot/.test(r.url())) chunks.push(r.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await visit(page, '/docs/api_ros');

  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: /^Robot/}).click();
  const panel = page.getByRole('group', {name: 'Robot connection'});
  await expect(panel.getByRole('button', {name: 'Virtual QTrobot (in this page)'})).toBeVisible();
  expect(chunks).toEqual([]);
  await panel.getByRole('button', {name: 'Virtual QTrobot (in this page)'}).click();
  await expect(panel.locator('[data-robot-status]')).toHaveText('Connected to the virtual QTrobot (in this page).');
  // The engine and the drawn robot's dock, both loaded on the click.
  await expect.poll(() => chunks.map((url) => /(virtual-robot(?:-dock)?)\./.exec(url)?.[1]).sort()).toEqual(['virtual-robot', 'virtual-robot-dock']);
  const dock = page.getByRole('complementary', {name: 'Virtual QTrobot'});
  await expect(dock).toBeVisible();
  await expect(panel.locator('[data-virtual-robot-activity]')).toHaveText('The virtual QTrobot is idle.');
  expect(await axeViolations(page, 'robot panel with the virtual robot', {include: '[aria-label="Robot connection"]'})).toEqual([]);
  await page.keyboard.press('Escape');

  // A service call returns when the sentence is spoken, as on the ROS simulator.
  const tryIt = async (name: string, kind: 'topic' | 'service') => {
    const button = page.getByRole('button', {name: `Try it on your robot: ${name} ${kind}`});
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  };
  const say = await tryIt('/qt_robot/speech/say', 'service');
  await say.getByLabel(/message/).fill('Hello from the page');
  await say.getByRole('button', {name: 'Call'}).click();
  await expect(say.locator('[data-robot-outcome]')).toHaveText('Waiting for the robot to answer…');
  // The drawn robot says it while the call waits.
  await expect(dock.locator('.qt-vrobot-caption')).toContainText('Hello from the page');
  await expect(say.locator('[data-robot-outcome]')).toContainText('"status": true');

  // A joint command moves the head; the joint states report it.
  const head = await tryIt('/qt_robot/head_position/command', 'topic');
  await head.getByLabel(/data/).fill('20, 10');
  await head.getByRole('button', {name: 'Publish'}).click();
  await head.getByRole('alertdialog', {name: 'Confirm a movement'}).getByRole('button', {name: 'Move the robot'}).click();
  await expect(head.locator('[data-robot-outcome]')).toHaveText('Published to /qt_robot/head_position/command.');
  const joints = await tryIt('/qt_robot/joints/state', 'topic');
  await joints.getByRole('button', {name: 'Subscribe'}).click();
  // Alphabetical: HeadPitch, HeadYaw, …
  await expect(joints.locator('pre')).toContainText(/"position": \[\s*10,\s*20,/);

  // A call the robot does not offer fails as it does through rosbridge.
  const custom = await tryIt('/qt_robot/custom/startstop', 'service');
  await custom.getByRole('button', {name: 'Call'}).click();
  await custom.getByRole('alertdialog', {name: 'Confirm a movement'}).getByRole('button', {name: 'Move the robot'}).click();
  await expect(custom.locator('[data-robot-outcome="problem"]')).toHaveText(
    'The robot answered with an error: service /qt_robot/custom/startstop does not exist',
  );

  // The reader records a gesture by moving an arm with the keys, saves it and plays it back.
  await dock.getByRole('button', {name: 'Record a gesture'}).click();
  const shoulder = dock.getByRole('slider', {name: /Right shoulder pitch/});
  await expect(shoulder).toHaveAttribute('aria-disabled', 'false');
  for (let step = 0; step < 6; step += 1) {
    await shoulder.press('ArrowUp');
    await page.waitForTimeout(80);
  }
  await dock.getByRole('button', {name: 'Stop recording'}).click();
  await expect(dock.getByRole('button', {name: 'Replay my gesture'})).toBeEnabled();
  await dock.getByRole('button', {name: 'Replay my gesture'}).click();
  await expect(dock.locator('[role="img"]')).toHaveAttribute('aria-label', /Playing the gesture my_gesture/);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page, `virtual robot dock (${mode})`, {include: '.qt-vdock'})).toEqual([]);
  }

  // A tutorial's one-click action, after a client navigation (the connection and the dock stay).
  // (a client-side route change, as a link in the app makes it: React Router follows popstate)
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/tutorials/python/python_ros_speech');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Make QTrobot speak from Python');
  await page.getByRole('button', {name: 'Make your robot say a sentence'}).click();
  await page.getByRole('button', {name: 'Publish'}).click();
  await expect(page.locator('[data-robot-outcome]')).toHaveText('Published to /qt_robot/speech/say.');
  await expect(dock.locator('.qt-vrobot-caption')).toContainText('Hello! I am QTrobot.');

  // A JavaScript program of the docs, run in the page, drives the same robot (the sandboxed frame's WebSocket is
  // relayed to the engine's rosbridge, not opened).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/tutorials/javascript/js_ros_interfaces');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', {name: 'Run index.html in the page'}).click();
  const runner = page.getByRole('region', {name: 'index.html running in the page'});
  const program = page.frameLocator('iframe[title="index.html, running against the virtual QTrobot"]');
  await expect(program.locator('#joints')).toContainText('HeadYaw');
  await program.getByRole('button', {name: 'Show QT/happy'}).click();
  // The face shows while the call lasts; the call returns when the emotion has played.
  await expect(dock.locator('[role="img"]').first()).toHaveAttribute('aria-label', /QT\/happy/);
  const output = runner.getByRole('log', {name: 'Console output of index.html'});
  await expect(output).toContainText('happy: status true');

  // A broken program: the running one, made to call the speech service with a misspelt field and to publish an
  // Int32 on the String speech topic, through its own roslib connection and helpers. The runner shows only
  // programs of the docs, and the frame's CSP runs only their scripts, so the broken calls are evaluated in the
  // program's frame (as a reader's own edits would run there) rather than loaded as a program of their own.
  await page.frames().find((f) => f.url() === 'about:srcdoc')!.evaluate(`
      runAndReport(document.getElementById('say-wait'), () =>
        callQtService('/qt_robot/speech/say', 'qt_robot_interface/speech_say', {mesage: 'Hello'}),
      );
      new ROSLIB.Topic({ros, name: '/qt_robot/speech/say', messageType: 'std_msgs/Int32'}).publish(new ROSLIB.Message({data: 1}));
    `);
  // The errors of the ROS simulator's rosbridge (tools/robot/sim/rosbridge_ws.py), in the program's console.
  await expect(output).toContainText(
    'error: [virtual QTrobot] rosbridge: call_service /qt_robot/speech/say: qt_robot_interface/speech_sayRequest has no field "mesage" (fields: message)',
  );
  await expect(output).toContainText('error: Error: /qt_robot/speech/say: qt_robot_interface/speech_sayRequest has no field "mesage"');
  await expect(output).toContainText(
    'error: [virtual QTrobot] rosbridge: advertise: /qt_robot/speech/say already has type std_msgs/String, not std_msgs/Int32',
  );
  await expect(output).toContainText('error: [virtual QTrobot] rosbridge: publish: field data of std_msgs/String must be a string, not 1');
  await runner.getByRole('button', {name: 'Stop index.html'}).click();
  expect(sockets).toEqual([]);
});
