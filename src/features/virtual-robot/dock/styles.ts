/**
 * The dock's styles, added when its chunk loads (like ../view/styles.ts). Fixed at the bottom right on a wide
 * screen, across the bottom on a phone, below the navbar and the search modal; it scrolls inside itself.
 */
/** Where the dock spans the window's width, across the bottom. */
export const PHONE = '(max-width:600px)';

const RULES = `
.qt-vdock{position:fixed;right:1rem;bottom:1rem;z-index:150;width:min(22rem,calc(100vw - 2rem));max-height:calc(100vh - var(--ifm-navbar-height) - 2rem);overflow:auto;background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base);border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);box-shadow:var(--ifm-global-shadow-md)}
.qt-vdock__bar{display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem;padding:0.5rem 0.75rem;border-bottom:1px solid var(--ifm-color-emphasis-300)}
.qt-vdock[data-open='false'] .qt-vdock__bar{border-bottom:0}
.qt-vdock__title{flex:1 1 auto;font-weight:var(--ifm-font-weight-semibold)}
.qt-vdock__button{min-height:2rem;padding:0.25rem 0.75rem;border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);background:var(--ifm-background-color);color:var(--ifm-font-color-base);font:inherit;cursor:pointer}
.qt-vdock__button:focus-visible{outline:3px solid var(--qt-focus-ring,var(--ifm-color-primary));outline-offset:2px}
.qt-vdock__body{padding:0.75rem}
.qt-vdock__note{margin:0.5rem 0 0;font-size:0.8125rem}
.qt-vdock__error{margin:0.5rem 0 0;color:var(--ifm-color-danger-darkest)}
@media ${PHONE}{.qt-vdock{right:0.5rem;left:0.5rem;bottom:0.5rem;width:auto;max-height:60vh}}
`;

export const DOCK_STYLE_ID = 'qt-vdock-styles';

if (typeof document !== 'undefined' && !document.getElementById(DOCK_STYLE_ID)) {
  const element = document.createElement('style');
  element.id = DOCK_STYLE_ID;
  element.textContent = RULES;
  document.head.append(element);
}
