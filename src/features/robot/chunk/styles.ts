/**
 * The robot chunk's styles. Docusaurus puts every CSS module, even one imported only by a lazy chunk, into
 * the site's single stylesheet, which every first visit downloads; these rules are added by the chunk
 * itself instead, once, when it loads (the CSP allows inline style elements: config/csp.ts).
 */
export const styles = {
  badge: 'qt-robot-badge',
  check: 'qt-robot-check',
  confirm: 'qt-robot-confirm',
  connection: 'qt-robot-connection',
  field: 'qt-robot-field',
  inline: 'qt-robot-inline',
  input: 'qt-robot-input',
  lead: 'qt-robot-lead',
  live: 'qt-robot-live',
  names: 'qt-robot-names',
  panel: 'qt-robot-panel',
  popover: 'qt-robot-popover',
  problem: 'qt-robot-problem',
  row: 'qt-robot-row',
  small: 'qt-robot-small',
  status: 'qt-robot-status',
  stop: 'qt-robot-stop',
  tryIt: 'qt-robot-try-it',
  value: 'qt-robot-value',
} as const;

const CSS = `.qt-robot-panel{display:grid;gap:0.5rem;font-size:0.875rem}.qt-robot-lead{margin:0}.qt-robot-connection,.qt-robot-try-it{display:grid;gap:0.5rem}.qt-robot-try-it{margin-top:0.5rem;padding:0.75rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius)}.qt-robot-row,.qt-robot-field{display:grid;gap:0.25rem;margin-bottom:0.5rem}.qt-robot-row>.button{justify-self:start}.qt-robot-input{width:100%;padding:0.25rem 0.5rem;font:inherit;font-family:var(--ifm-font-family-monospace);color:var(--ifm-font-color-base);background:var(--ifm-background-color);border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius)}.qt-robot-status,.qt-robot-problem{margin:0.25rem 0 0}.qt-robot-problem{color:var(--ifm-color-danger-darkest);font-weight:var(--ifm-font-weight-semibold)}[data-theme='dark'] .qt-robot-problem{color:var(--ifm-color-danger-lightest)}.qt-robot-small{font-size:0.8125rem;margin:0}.qt-robot-badge{margin-left:0.35rem;font-size:0.75rem}.qt-robot-badge[data-status='connected']::before{content:'● ';color:var(--ifm-color-success-darkest)}.qt-robot-confirm{padding:0.5rem;margin-bottom:0.5rem;border-left:4px solid var(--ifm-color-warning-dark);background:var(--ifm-color-emphasis-100)}.qt-robot-confirm p{margin:0 0 0.5rem}.qt-robot-stop{margin-left:0.5rem;color:#fff;background:var(--ifm-color-danger-darkest);border-color:var(--ifm-color-danger-darkest)}.qt-robot-value{max-height:16rem;overflow:auto;margin:0.25rem 0 0;font-size:0.75rem}.qt-robot-live p{margin:0.5rem 0 0}.qt-robot-check{display:grid;gap:0.25rem}.qt-robot-names{max-height:10rem;overflow:auto;margin:0}.qt-robot-popover{position:absolute;top:calc(100% + 0.25rem);right:0;z-index:var(--ifm-z-index-dropdown);width:min(24rem,92vw);padding:1rem;background:var(--ifm-dropdown-background-color);border-radius:var(--ifm-global-radius);box-shadow:var(--ifm-global-shadow-md)}.qt-robot-inline{padding:0.5rem var(--ifm-menu-link-padding-horizontal)}`;

if (typeof document !== 'undefined' && !document.getElementById('qt-robot-styles')) {
  const element = document.createElement('style');
  element.id = 'qt-robot-styles';
  element.textContent = CSS;
  document.head.append(element);
}
