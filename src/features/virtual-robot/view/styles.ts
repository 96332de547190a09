/**
 * The drawing's styles, added by the chunk itself when it loads (as src/features/robot/chunk/styles.ts does:
 * Docusaurus would put a CSS module, even a lazy one's, into the stylesheet every first visit downloads). Colours
 * are Infima's, so both colour modes work; the face screen is dark in both, like the robot's.
 */
const RULES = `
.qt-vrobot{display:grid;gap:0.5rem;max-width:26rem;font-size:0.875rem}
.qt-vrobot-figure{margin:0}
.qt-vrobot-svg{display:block;width:100%;height:auto;touch-action:pan-y}
.qt-vrobot-body{fill:var(--ifm-color-emphasis-100);stroke:var(--ifm-color-emphasis-800);stroke-width:2}
.qt-vrobot-edge{stroke:var(--ifm-color-emphasis-800);stroke-linecap:round;fill:none}
.qt-vrobot-limb{stroke:var(--ifm-color-emphasis-200);stroke-linecap:round;fill:none}
.qt-vrobot-hand{fill:var(--ifm-color-emphasis-200);stroke:var(--ifm-color-emphasis-800);stroke-width:2}
.qt-vrobot-bezel{fill:#0b2239;stroke:var(--ifm-color-emphasis-800);stroke-width:2}
.qt-vrobot-line{fill:none;stroke:#eaf4ff;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.qt-vrobot-white,.qt-vrobot-mouth-open{fill:#eaf4ff}
.qt-vrobot-pupil,.qt-vrobot-lid{fill:#0b2239}
.qt-vrobot-tear{fill:#7cc4ff}
.qt-vrobot-heart{fill:#ff7a96}
.qt-vrobot-blush{fill:#f28ca0;opacity:0.8}
.qt-vrobot-dial{fill:none;stroke:var(--ifm-color-emphasis-600);stroke-width:1.5;stroke-dasharray:3 3}
.qt-vrobot-front{fill:var(--ifm-color-emphasis-800)}
.qt-vrobot-handle{cursor:grab;outline:none;touch-action:none}
.qt-vrobot-handle[aria-disabled='true']{cursor:default}
.qt-vrobot-hit{fill:transparent}
.qt-vrobot-knob{fill:var(--ifm-color-primary);stroke:var(--ifm-background-color);stroke-width:2}
.qt-vrobot-handle[aria-disabled='true'] .qt-vrobot-knob{fill:var(--ifm-background-color);stroke:var(--ifm-color-emphasis-700)}
.qt-vrobot-ring{fill:none;stroke:transparent;stroke-width:3}
.qt-vrobot-handle:focus-visible .qt-vrobot-ring,.qt-vrobot-handle[data-dragging] .qt-vrobot-ring{stroke:var(--qt-focus-ring,var(--ifm-color-primary))}
.qt-vrobot-labels p,.qt-vrobot-hint{margin:0}
.qt-vrobot-caption{min-height:1.5em;font-size:1rem;font-weight:var(--ifm-font-weight-semibold)}
.qt-vrobot-controls{display:flex;flex-wrap:wrap;gap:0.5rem}
.qt-vrobot-controls .button{white-space:normal}
.qt-vrobot-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.qt-vrobot-animate .qt-vrobot-eye,.qt-vrobot-animate .qt-vrobot-talking,.qt-vrobot-animate .qt-vrobot-extra,.qt-vrobot-animate .qt-vrobot-face{transform-box:fill-box;transform-origin:center}
.qt-vrobot-animate .qt-vrobot-face{animation:qt-vrobot-pop 0.3s ease-out}
.qt-vrobot-animate .qt-vrobot-eye{animation:qt-vrobot-blink 4s infinite}
.qt-vrobot-animate .qt-vrobot-talking{animation:qt-vrobot-talk 0.24s infinite alternate}
.qt-vrobot-animate .qt-vrobot-extra{animation:qt-vrobot-bob 1.2s infinite alternate}
@keyframes qt-vrobot-pop{from{transform:scale(0.85)}}
@keyframes qt-vrobot-blink{0%,94%,100%{transform:none}97%{transform:scaleY(0.1)}}
@keyframes qt-vrobot-talk{to{transform:scaleY(0.35)}}
@keyframes qt-vrobot-bob{to{transform:translateY(2px)}}
@media (prefers-reduced-motion:reduce){.qt-vrobot *{animation:none!important}}
`;

export const STYLE_ID = 'qt-vrobot-styles';

if (typeof document !== 'undefined' && !document.getElementById(STYLE_ID)) {
  const element = document.createElement('style');
  element.id = STYLE_ID;
  element.textContent = RULES;
  document.head.append(element);
}
