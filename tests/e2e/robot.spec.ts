import {axeViolations} from './lib/checks';
import type {Page, WebSocket} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {fakeBridge, ROBOT_NAME_RULES, SIM_BRIDGE, simUnavailable, startSim, type Sim} from './lib/robotSim';

/**
 * "Try it on your robot" (src/features/robot) against the simulated QTrobot V2 (tools/robot), which
 * these tests start themselves. Skipped, with the reason, only where ROS is not installed; CI installs it.
 */

const API = '/docs/api_ros';
// Chromium reports a WebSocket that cannot connect as a console error; the refused and lost tests provoke it.
const SOCKET_ERRORS = /WebSocket connection to .* failed/;

/** Every frame the page sends over any WebSocket, parsed. */
function recordFrames(page: Page): {sent: Array<Record<string, unknown>>; sockets: WebSocket[]} {
  const log = {sent: [] as Array<Record<string, unknown>>, sockets: [] as WebSocket[]};
  page.on('websocket', (ws) => {
    log.sockets.push(ws);
    ws.on('framesent', (frame) => log.sent.push(JSON.parse(String(frame.payload)) as Record<string, unknown>));
  });
  return log;
}

function robotChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/robot\.[^/]*\.js$|roslib/i.test(r.url())) urls.push(r.url());
  });
  return urls;
}

async function openPanel(page: Page) {
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: /^Robot/}).click();
  return page.getByRole('group', {name: 'Robot connection'});
}

async function connect(page: Page, url: string) {
  const panel = await openPanel(page);
  await panel.getByLabel('rosbridge address').fill(url);
  await panel.getByRole('button', {name: 'Connect'}).click();
  return panel;
}

/** The "Try it" area of one API entry, opened. */
async function tryIt(page: Page, name: string, kind: 'topic' | 'service') {
  const button = page.getByRole('button', {name: `Try it on your robot: ${name} ${kind}`});
  await button.click();
  // The stub's button is replaced by the chunk's, open, which names its region.
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
}

// The fake bridges' .local names (tests/e2e/lib/robotSim.ts), resolved by Chromium to their loopback addresses.
test.use({
  launchOptions: [async ({launchOptions}, use) => use({...launchOptions, args: [...(launchOptions.args ?? []), ROBOT_NAME_RULES]}), {scope: 'worker'}],
});

test.describe('without a robot', () => {
  test('the feature costs nothing until it is used: no robot code, no socket, on any page', async ({page}) => {
    const frames = recordFrames(page);
    const chunks = robotChunkRequests(page);
    await visit(page, API);
    await expect(page.getByRole('button', {name: 'Try it on your robot: /qt_robot/speech/say topic'})).toBeVisible();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Demos'}).click();
    await expect(page).toHaveURL(/\/demos$/);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    expect(frames.sockets).toEqual([]);
  });

  test('opening the panel and a form loads the code but sends nothing', async ({page}) => {
    const frames = recordFrames(page);
    const chunks = robotChunkRequests(page);
    await visit(page, API);
    const panel = await openPanel(page);
    await expect(panel.locator('[data-robot-status]')).toHaveText('Not connected.');
    // Served over http from 127.0.0.1: the address offered is that host's port 9091.
    await expect(panel.getByLabel('rosbridge address')).toHaveValue('ws://127.0.0.1:9091');
    const form = await tryIt(page, '/qt_robot/speech/say', 'service');
    await expect(form.getByRole('button', {name: 'Connect and call'})).toBeEnabled();
    // The form starts from the entry's terminal example.
    await expect(form.getByLabel(/message/)).toHaveValue('Hello');
    expect(chunks.length).toBeGreaterThan(0);
    expect(frames.sockets).toEqual([]);
  });

  test("an address outside the build's robot list is explained, not attempted, and the browser reports nothing", async ({page}) => {
    const frames = recordFrames(page);
    await visit(page, API);
    // The policy names the robot's addresses, not every host (config/csp.ts, src/shared/robotHosts.ts).
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(policy).toContain('ws://127.0.0.1:9090');
    expect(policy).toContain('ws://*.local:9091');
    expect(policy).not.toContain('ws://*:');
    await page.evaluate(() => {
      const w = window as unknown as {violations: string[]};
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // A robot on an external router, reached by its IP address.
    const panel = await connect(page, 'ws://192.168.3.193:9091');
    const status = panel.locator('[data-robot-status]');
    await expect(status).toContainText('Your browser would refuse ws://192.168.3.193:9091');
    await expect(status).toContainText('ws://192.168.100.2:9091 for the rosbridge the JavaScript tutorial starts on the QTPC');
    await expect(status).toContainText('QTDOCS_ROBOT_HOSTS="default 192.168.3.193:9091" npm run build');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Robot/})).toContainText('blocked by the browser');
    // A port outside the list on an allowed host.
    await panel.getByLabel('rosbridge address').fill('ws://127.0.0.1:8080');
    await panel.getByRole('button', {name: 'Connect'}).click();
    await expect(status).toContainText('Your browser would refuse ws://127.0.0.1:8080');
    expect(frames.sockets).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
  });

  test.describe('failures', () => {
    test.use({allowErrors: SOCKET_ERRORS});

    test('a refused connection says so and the page keeps working', async ({page}) => {
      await visit(page, API);
      // Nothing listens on 127.0.0.2, which this name maps to.
      const panel = await connect(page, 'ws://refused-robot.local:9090');
      await expect(panel.locator('[data-robot-status]')).toContainText('Could not connect to ws://refused-robot.local:9090');
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Robot/})).toContainText('refused');
      await expect(panel.getByRole('button', {name: 'Connect'})).toBeEnabled();
    });

    test('a rosbridge that asks for authentication is recognised', async ({page}) => {
      const bridge = await fakeBridge('127.0.0.3', 'auth');
      try {
        await visit(page, API);
        const panel = await connect(page, bridge.url);
        await expect(panel.locator('[data-robot-status]')).toContainText('asks for authentication (rosauth)');
      } finally {
        await bridge.close();
      }
    });

    test('a robot that disappears during a call: the call fails with a message and the state is lost', async ({page}) => {
      const bridge = await fakeBridge('127.0.0.4', 'vanish');
      try {
        await visit(page, API);
        const panel = await connect(page, bridge.url);
        await expect(panel.locator('[data-robot-status]')).toHaveText(`Connected to ${bridge.url}.`);
        await page.keyboard.press('Escape');
        const form = await tryIt(page, '/qt_robot/speech/say', 'service');
        await form.getByLabel(/message/).fill('Hello');
        await form.getByRole('button', {name: 'Call'}).click();
        await expect(form.locator('[data-robot-outcome]')).toHaveText('The connection closed before the robot answered.');
        await expect(form.locator('[data-robot-status]')).toContainText('was lost');
        await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Robot/})).toContainText('lost');
      } finally {
        await bridge.close();
      }
    });
  });
});

test.describe('with the simulated robot', () => {
  test.describe.configure({mode: 'serial', timeout: 120_000});
  let sim: Sim | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const reason = simUnavailable();
    test.skip(Boolean(reason), reason);
    sim = await startSim();
  });

  test.afterAll(async () => {
    await sim?.stop();
  });

  test('connect, call a service, publish, subscribe and unsubscribe on leaving, with nothing sent before each click', async ({page}) => {
    const frames = recordFrames(page);
    await visit(page, API);
    const panel = await connect(page, SIM_BRIDGE);
    await expect(panel.locator('[data-robot-status]')).toHaveText(`Connected to ${SIM_BRIDGE}.`);
    // Connecting sends one request: the rosapi probe.
    expect(frames.sent.map((f) => f.op === 'call_service' && f.service)).toEqual(['/rosapi/get_time']);

    // What does my robot have: the simulated robot is a V2.
    await panel.getByRole('button', {name: 'What does my robot have?'}).click();
    await expect(panel.getByText(/It looks like a V2 robot/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Call: the service answers when the sentence is spoken.
    const call = await tryIt(page, '/qt_robot/speech/say', 'service');
    await call.getByLabel(/message/).fill('Hello from the docs');
    expect(frames.sent).toHaveLength(3);
    await call.getByRole('button', {name: 'Call'}).click();
    await expect(call.locator('[data-robot-outcome]')).toContainText('"status": true', {timeout: 30_000});
    expect(frames.sent.at(-1)).toMatchObject({op: 'call_service', service: '/qt_robot/speech/say', args: {message: 'Hello from the docs'}});

    // Publish, fire and forget.
    const publish = await tryIt(page, '/qt_robot/emotion/show', 'topic');
    await publish.getByLabel(/data/).fill('QT/happy');
    await publish.getByRole('button', {name: 'Publish'}).click();
    await expect(publish.locator('[data-robot-outcome]')).toHaveText('Published to /qt_robot/emotion/show.');
    await expect.poll(() => sim!.output()).toContain('QT/happy');

    // A gesture moves the robot: confirmation first, then a stop control.
    const gesture = await tryIt(page, '/qt_robot/gesture/play', 'topic');
    await gesture.getByLabel(/data/).fill('QT/bye');
    const before = frames.sent.length;
    await gesture.getByRole('button', {name: 'Publish'}).click();
    const confirm = gesture.getByRole('alertdialog', {name: 'Confirm a movement'});
    await expect(confirm).toBeVisible();
    expect(frames.sent.length).toBe(before);
    await confirm.getByRole('button', {name: 'Move the robot'}).click();
    await expect(gesture.getByRole('button', {name: 'Stop'})).toBeVisible();
    await gesture.getByRole('button', {name: 'Stop'}).click();
    await expect(gesture.locator('[data-robot-outcome]')).toHaveText('Gesture stopped.');

    // Joint positions outside the V2 limits are refused in the page.
    const head = await tryIt(page, '/qt_robot/head_position/command', 'topic');
    await head.getByLabel(/data/).fill('90, 0');
    const sentBefore = frames.sent.length;
    await head.getByRole('button', {name: 'Publish'}).click();
    await expect(head.getByText('HeadYaw must stay between -60 and 60 degrees.')).toBeVisible();
    expect(frames.sent.length).toBe(sentBefore);

    // Subscribe with live values.
    const joints = await tryIt(page, '/qt_robot/joints/state', 'topic');
    await joints.getByRole('button', {name: 'Subscribe'}).click();
    await expect(joints.locator('[data-robot-messages]')).toHaveAttribute('data-robot-messages', /^[2-9]|\d\d/, {timeout: 15_000});
    await expect(joints.locator('pre')).toContainText('HeadYaw');

    expect(await axeViolations(page, 'api_ros with Try it forms open', {include: 'main'})).toEqual([]);

    // Leaving the page unsubscribes; the connection survives the client navigation.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Demos'}).click();
    await expect(page).toHaveURL(/\/demos$/);
    await expect.poll(() => frames.sent.some((f) => f.op === 'unsubscribe' && f.topic === '/qt_robot/joints/state')).toBe(true);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Robot/})).toContainText('connected');
    expect(frames.sockets).toHaveLength(1);
  });

  test('the robot speaks two clicks after the API page opens', async ({page}) => {
    // The address used last on this site is offered first.
    await page.addInitScript((url) => localStorage.setItem('qtrobot.rosbridge', url), SIM_BRIDGE);
    await visit(page, API);
    const form = await tryIt(page, '/qt_robot/speech/say', 'topic');
    await form.getByRole('button', {name: 'Connect and publish'}).click();
    await expect(form.locator('[data-robot-outcome]')).toHaveText('Published to /qt_robot/speech/say.');
    await expect.poll(() => sim!.output()).toContain('Hello');
  });

  test("a tutorial's one-click action: say a sentence, and a gesture asks before it moves the robot", async ({page}) => {
    await page.addInitScript((url) => localStorage.setItem('qtrobot.rosbridge', url), SIM_BRIDGE);
    await visit(page, '/docs/tutorials/python/python_ros_speech');
    await page.getByRole('button', {name: 'Make your robot say a sentence'}).click();
    await page.getByRole('button', {name: 'Connect and publish'}).click();
    await expect(page.locator('[data-robot-outcome]')).toHaveText('Published to /qt_robot/speech/say.');
    await expect.poll(() => sim!.output()).toContain('Hello! I am QTrobot.');
    // A client navigation (the connection stays): the swipe-gestures tutorial, by its address, since
    // sidebar labels change with the pages' titles.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href$="/python_ros_gestures"]').click();
    await page.getByRole('button', {name: 'Play a gesture on your robot'}).click();
    await page.getByRole('button', {name: 'Publish'}).click();
    await expect(page.getByRole('alertdialog', {name: 'Confirm a movement'})).toBeVisible();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('the panel is keyboard-operable and has no axe violations', async ({page}) => {
    await visit(page, '/docs/intro_code');
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Robot/});
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', {name: 'Robot connection'});
    await expect(panel).toBeVisible();
    // The chunk's button took the stub's place and its focus.
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await panel.getByLabel('rosbridge address').fill(SIM_BRIDGE);
    await panel.getByLabel('rosbridge address').press('Enter');
    await expect(panel.locator('[data-robot-status]')).toHaveText(`Connected to ${SIM_BRIDGE}.`);
    expect(await axeViolations(page, 'robot panel open')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
