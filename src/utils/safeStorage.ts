/**
 * The one guarded place where the site checks what the browser has stored for it.
 *
 * Everything a reader's browser keeps for the site (colour mode, the dismissed announcement, the
 * preferred docs version, the language tab, DocSearch's recent and favourite searches) is read
 * by code the site does not own: Docusaurus' inline theme script, its React contexts and
 * DocSearch. Some of those readers trust the value: the inline script copies any stored theme
 * into `data-theme`, and DocSearch `JSON.parse`s its lists and calls array methods on them, so a
 * hand-edited, truncated or stale value would leave a garbage theme or crash the search modal.
 * Instead of patching each reader, `sanitizeStoredPreferences` runs once per page load, right
 * after Docusaurus' inline theme script and before React starts (see src/plugins/safe-storage):
 * it removes every value that breaks its key's rule and repairs the theme attributes. A removed
 * value means the reader's preference falls back to the site default.
 *
 * Storage may also be unusable: reading `window.localStorage` throws when the browser blocks
 * site data, and `getItem`/`setItem` throw in some private modes or when the quota is full.
 * Every access here is guarded, so the site keeps working and preferences just are not kept.
 *
 * `sanitizeStoredPreferences` is serialised into an inline script with `Function#toString`, so
 * it must stay self-contained: no imports, no references to anything outside its own body.
 */

/** What a stored value must look like. A rule applies to one key, or to every key starting with `key`. */
export type StorageRule = {key: string; prefix?: boolean} & (
  {kind: 'oneOf'; values: string[]} | {kind: 'text'; maxLength: number} | {kind: 'searchHits'; maxItems: number}
);

export type SanitizeOptions = {
  rules: StorageRule[];
  /** The stored colour mode choice, used to repair an invalid `data-theme` attribute. */
  themeKey: string;
  /** What Docusaurus falls back to without a stored choice (config/colorMode.ts). */
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  /**
   * The announcement bar: a dismissal counts only for the announcement it was made for. Docusaurus
   * honours any stored dismissal for the first page view (its inline script hides the bar before
   * React compares the ids), so a new, changed or garbage id would hide the new bar once.
   */
  announcement?: {id: string; idKey: string; dismissKey: string};
};

export type SanitizeReport = {
  /** False when the browser refuses access to localStorage altogether. */
  storageAvailable: boolean;
  removed: string[];
  themeRepaired: boolean;
};

export function sanitizeStoredPreferences(options: SanitizeOptions): SanitizeReport {
  const report: SanitizeReport = {storageAvailable: false, removed: [], themeRepaired: false};

  function isSafeUrl(url: unknown): boolean {
    // A stored hit's URL becomes a link in the search modal: only site paths and web URLs.
    return typeof url === 'string' && url.length < 2048 && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url));
  }

  function isHit(hit: unknown): boolean {
    if (typeof hit !== 'object' || hit === null || Array.isArray(hit)) return false;
    const h = hit as Record<string, unknown>;
    const hierarchy = h.hierarchy as Record<string, unknown> | null;
    if (typeof h.objectID !== 'string' || typeof h.type !== 'string' || !isSafeUrl(h.url)) return false;
    if (typeof hierarchy !== 'object' || hierarchy === null || Array.isArray(hierarchy)) return false;
    return Object.keys(hierarchy).every((k) => hierarchy[k] === null || typeof hierarchy[k] === 'string');
  }

  function isValid(rule: StorageRule, value: string): boolean {
    if (rule.kind === 'oneOf') return rule.values.indexOf(value) !== -1;
    if (rule.kind === 'text') return value.length <= rule.maxLength && !/[\u0000-\u001f\u007f]/.test(value);
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) && parsed.length <= rule.maxItems && parsed.every(isHit);
    } catch {
      return false;
    }
  }

  function ruleFor(key: string): StorageRule | undefined {
    for (const rule of options.rules) {
      if (rule.prefix ? key.indexOf(rule.key) === 0 : key === rule.key) return rule;
    }
    return undefined;
  }

  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
    // Touch it: some browsers hand out an object whose every method throws.
    if (storage) storage.getItem(options.themeKey);
    report.storageAvailable = Boolean(storage);
  } catch {
    storage = null;
  }

  if (storage) {
    const keys: string[] = [];
    try {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) keys.push(key);
      }
    } catch {
      keys.length = 0;
    }
    for (const key of keys) {
      const rule = ruleFor(key);
      if (!rule) continue;
      try {
        const value = storage.getItem(key);
        if (value !== null && !isValid(rule, value)) {
          storage.removeItem(key);
          report.removed.push(key);
        }
      } catch {
        // Unreadable or not removable: the readers are guarded as well, nothing more to do.
      }
    }
  }

  const bar = options.announcement;
  if (storage && bar) {
    try {
      if (storage.getItem(bar.idKey) !== bar.id && storage.getItem(bar.dismissKey) !== null) {
        storage.removeItem(bar.dismissKey);
        report.removed.push(bar.dismissKey);
      }
      const dismissed = storage.getItem(bar.dismissKey) === 'true';
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
    } catch {
      // Unusable storage: Docusaurus' own script already treats the bar as not dismissed.
    }
  }

  // Docusaurus' inline script copies `?docusaurus-theme=` or the stored value into data-theme
  // unchecked (and `?docusaurus-data-theme=` can overwrite it). Repair anything but light/dark.
  const root = document.documentElement;
  const isMode = (v: string | null) => v === 'light' || v === 'dark';
  let stored: string | null = null;
  try {
    stored = storage ? storage.getItem(options.themeKey) : null;
  } catch {
    stored = null;
  }
  const theme = root.getAttribute('data-theme');
  const choice = root.getAttribute('data-theme-choice');
  if (!isMode(theme)) {
    let system = options.defaultMode;
    try {
      if (options.respectPrefersColorScheme) {
        system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      }
    } catch {
      system = options.defaultMode;
    }
    root.setAttribute('data-theme', isMode(stored) ? (stored as string) : system);
    report.themeRepaired = true;
  }
  if (choice !== 'system' && !isMode(choice)) {
    root.setAttribute('data-theme-choice', isMode(stored) ? (stored as string) : 'system');
    report.themeRepaired = true;
  }
  return report;
}

/** The inline script that runs the sanitiser with the site's rules. */
export function sanitizeScript(options: SanitizeOptions): string {
  // `<` escaped so no stored-key text can ever close the script element early.
  const args = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${sanitizeStoredPreferences.toString()})(${args});`;
}
