import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import direction: contracts and i18n import nothing from apps; the web never imports the server. */
const forbidServer = {
  group: ['@foyer/server', '@foyer/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The web app talks to the server through HTTP and @foyer/contracts only.',
};
const forbidApps = {
  group: ['@foyer/server', '@foyer/server/*', '@foyer/web', '@foyer/web/*', '**/apps/**'],
  message: 'Shared packages import nothing from the apps.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }], 'no-restricted-imports': ['error', { patterns: [forbidServer] }] },
  },
  {
    // The embedded shop loads only what a visitor needs: none of the back office's libraries or
    // code, and the contracts for their types only (their runtime would bring zod along).
    files: ['apps/web/src/shop/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@foyer/contracts', allowTypeImports: true, message: 'The shop takes types only from the contracts.' }],
          patterns: [
            forbidServer,
            {
              group: ['@mantine/*', '@tanstack/*', 'zod', 'react-router', 'react-router-dom', '**/features/**', '**/shared/**'],
              message: 'The shop is its own small entry: the back office’s libraries and code stay out of it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The loader and demo pages are plain scripts served as they are, in a museum's page.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidApps] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@foyer/web', '@foyer/web/*', '**/apps/web/**'], message: 'The server never imports the web app.' }] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '.ci/**', 'apps/server/src/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
