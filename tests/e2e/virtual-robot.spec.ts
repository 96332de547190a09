import {axeViolations} from './lib/checks';
import {expect, test, visit} from './fixtures';

/**
 * The virtual QTrobot (src/features/virtual-robot): one click in the Robot panel connects the page's Try it forms
 * to a robot running in the page, loaded on that click, with no socket. One page load, on purpose: the suite's
 * time budget is tight.
 */
test('the Robot panel connects the virtual QTrobot; Try it speaks, moves the head and shows a broken call', async ({page}) => {
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
  expect(chunks).toHaveLength(1);
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
  expect(sockets).toEqual([]);
});
