import type {Page} from '@playwright/test';
import {expect} from '../fixtures';

/** DocSearch's storage keys: its prefix and the index name (src/features/search/config.ts). */
export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__qtrobot-docs';
export const FAVOURITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__qtrobot-docs';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Opens the search modal from the keyboard and waits for its input to take focus. */
export async function openWithShortcut(page: Page, keys = 'Control+k'): Promise<void> {
  await page.keyboard.press(keys);
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Types a query into the open modal and waits for the first hit. */
export async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}
