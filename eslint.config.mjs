// Lint rules: JavaScript's and typescript-eslint's recommended sets, React's hooks rules and
// jsx-a11y's recommended accessibility rules; formatting is Prettier's alone (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      '.robot/',
      'mcp/dist/',
      'static/',
      'test-results/',
      'playwright-report/',
      'bench/.cache/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not use.
      // Patterns that strip terminal colour codes and control characters hold them on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (tables, Studio drawings, a message's text, a long list of
      // names) takes focus so the keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {roles: ['region'], tags: ['pre', 'ul']}],
    },
  },
  {
    // The hooks rules that hold with or without the React Compiler, which the site does not use
    // (plugin 7's recommended set adds the compiler's rules).
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  prettier,
);
