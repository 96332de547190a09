/**
 * Content the browser may skip while it is off the screen, for the first page's load only. Code
 * blocks and api_ros entries carry the class `qt-deferred`; while `<html>` has `data-qt-defer`
 * (set by the inline loader in config/ssrTemplate.ts, so only when scripts run) the stylesheet
 * gives them `content-visibility: auto` (src/css/custom.css), and those off the screen are not
 * styled, laid out or painted while the page loads.
 *
 * Chromium also leaves skipped content out of the accessibility tree (checked over the DevTools
 * protocol: a skipped block's `<code>` is an ignored node with no text), so a screen reader would
 * not find it. Skipping therefore ends after the load: once the browser is idle, the elements are
 * marked `data-qt-shown` a small batch per idle period, so that each batch's layout is a short
 * task of its own rather than one long task for the whole page, and then `data-qt-defer` is
 * removed, which also covers elements rendered since (a page reached by client navigation, a
 * block highlighted again in the dark theme).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, scheduleIdle, type ScheduleIdle} from '@site/src/utils/idleQueue';

export const DEFER_ATTRIBUTE = 'data-qt-defer';
export const SHOWN_ATTRIBUTE = 'data-qt-shown';
export const DEFERRED_SELECTOR = `.qt-deferred:not([${SHOWN_ATTRIBUTE}])`;

/** Elements shown per idle period. */
const BATCH = 2;

/** Marks every deferred element as shown, a batch per idle period, then ends deferring. */
export function revealDeferred(doc: Document = document, schedule: ScheduleIdle = scheduleIdle): void {
  const queue = createIdleQueue((element: Element) => element.setAttribute(SHOWN_ATTRIBUTE, ''), {
    schedule,
    maxItems: BATCH,
    onDrained: () => doc.documentElement.removeAttribute(DEFER_ATTRIBUTE),
  });
  queue.push(...doc.querySelectorAll(DEFERRED_SELECTOR));
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') revealDeferred();
  else window.addEventListener('load', () => revealDeferred(), {once: true});
}
