import type {Page} from '@playwright/test';
import {expect} from '../fixtures';

/** Connects the page to the virtual QTrobot from the Robot panel, closes the panel and waits for the drawn robot. */
export async function connectVirtualRobot(page: Page): Promise<void> {
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: /^Robot/})
    .click();
  const panel = page.getByRole('group', {name: 'Robot connection'});
  await panel.getByRole('button', {name: 'Virtual QTrobot (in this page)'}).click();
  await expect(panel.locator('[data-robot-status]')).toHaveText('Connected to the virtual QTrobot (in this page).');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', {name: 'Virtual QTrobot'})).toBeVisible();
}

/** On /docs/api_js: runs list_gestures.js in the page, waits for the robot's answer in its console, and stops it. */
export async function runListGestures(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Run list_gestures.js in the page'}).click();
  await expect(page.getByRole('log', {name: 'Console output of list_gestures.js'})).toContainText('Gestures on this robot: ["QT/');
  await page.getByRole('button', {name: 'Stop list_gestures.js'}).click();
}

/** On /docs/api_ros: runs say_hello.py in the page (Python in a worker) to its end against the virtual QTrobot. */
export async function runSayHello(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Run say_hello.py in the page'}).click();
  const runner = page.getByRole('region', {name: 'say_hello.py running in the page'});
  await expect(runner.getByRole('status')).toHaveText('say_hello.py ended with exit status 0.', {timeout: 60_000});
  await expect(runner.getByRole('log')).toContainText('speech finished, status: True');
}
