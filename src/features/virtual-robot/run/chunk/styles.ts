/**
 * The runner's styles, added by the chunk when it loads: a CSS module would go into the site's single stylesheet,
 * which every first visit downloads (as src/features/robot/chunk/styles.ts explains).
 */
export const styles = {
  runner: 'qt-run',
  note: 'qt-run-note',
  controls: 'qt-run-controls',
  status: 'qt-run-status',
  frame: 'qt-run-frame',
  output: 'qt-run-output',
  lines: 'qt-run-lines',
  warn: 'qt-run-warn',
  error: 'qt-run-error',
  level: 'qt-run-level',
  field: 'qt-run-field',
  progress: 'qt-run-progress',
} as const;

const CSS = `.qt-run{display:grid;gap:0.5rem;margin:0 0 var(--ifm-leading);padding:0.75rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);min-width:0}.qt-run-note,.qt-run-status{margin:0;font-size:0.875rem}.qt-run-controls{display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem}.qt-run-frame{display:block;width:100%;height:20rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);background:#fff}.qt-run-frame[hidden]{display:none}.qt-run-output{min-width:0}.qt-run-output h4{margin:0 0 0.25rem;font-size:0.875rem}.qt-run-lines{max-height:14rem;overflow:auto;margin:0;padding:0.5rem;list-style:none;font-family:var(--ifm-font-family-monospace);font-size:0.8125rem;background:var(--ifm-code-background);border-radius:var(--ifm-global-radius);overflow-wrap:anywhere;white-space:pre-wrap}.qt-run-lines li{margin:0}.qt-run-field{display:inline-flex;align-items:center;gap:0.25rem;font-size:0.875rem}.qt-run-field input{min-width:0;max-width:14rem;padding:0.125rem 0.375rem;font:inherit;font-family:var(--ifm-font-family-monospace)}.qt-run-progress{width:100%;height:0.5rem}.qt-run-level{font-weight:var(--ifm-font-weight-semibold)}.qt-run-warn .qt-run-level{color:var(--ifm-color-warning-darkest)}.qt-run-error .qt-run-level{color:var(--ifm-color-danger-darkest)}[data-theme='dark'] .qt-run-warn .qt-run-level{color:var(--ifm-color-warning-lightest)}[data-theme='dark'] .qt-run-error .qt-run-level{color:var(--ifm-color-danger-lightest)}`;

if (typeof document !== 'undefined' && !document.getElementById('qt-run-styles')) {
  const element = document.createElement('style');
  element.id = 'qt-run-styles';
  element.textContent = CSS;
  document.head.append(element);
}
