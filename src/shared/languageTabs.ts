/** The programming languages a tabbed example can show, in display order. */
export const LANGUAGE_TABS = [
  {value: 'python', label: 'Python'},
  {value: 'cpp', label: 'C++'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'bash', label: 'Command line'},
] as const;

export type LanguageValue = (typeof LANGUAGE_TABS)[number]['value'];

/** Shared by every language tab group so a reader's choice follows them across pages. */
export const LANGUAGE_GROUP_ID = 'language';
