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

const forbidWeb = { group: ['@foyer/web', '@foyer/web/*', '**/apps/web/**'], message: 'The server never imports the web app.' };

/**
 * Server modules are used only through their entry: `index.ts` (and `testing.ts` for test files).
 * `reach` is how an import names a module folder from where the file stands: `../` inside
 * modules/<name>/, `./` from modules/*.ts, `./modules/` or `../…/modules/` from the rest of the server.
 */
function moduleBoundary(reach, kind) {
  const allowed = { production: 'index', test: '(?:index|testing)' }[kind];
  return {
    regex: `^${reach}(?!\\.)[a-z-]+/(?!${allowed}\\.js$).+`,
    message:
      kind === 'test'
        ? 'Another server module is used only through its entry (index.js) or, in tests, its testing.js. See docs/architecture.md, "Module boundaries".'
        : 'Another server module is used only through its entry (<module>/index.js): its other files are its own. See docs/architecture.md, "Module boundaries".',
  };
}
/**
 * The files beside the modules (sweeps, outbox delivery, the file builder) are reached from the
 * rest of the server through modules/index.ts as well, as the modules are.
 */
const modulesRootFile = {
  regex: '^(?:\\./|(?:\\.\\./)+)modules/(?!index\\.js$)[a-z-]+\\.js$',
  message: 'The files beside the modules are reached through modules/index.js. See docs/architecture.md, "Module boundaries".',
};
const SIBLING = '\\.\\./';
const FROM_MODULES_ROOT = '\\./';
const FROM_SERVER = '(?:\\./|(?:\\.\\./)+)modules/';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/zz-*',
    ],
  },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: [forbidServer] }],
    },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidWeb] }] },
  },
  {
    // Module boundaries (docs/architecture.md): a file of modules/<name>/ reaches another module
    // only through its entry `index.ts`; tests also through its `testing.ts`.
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidWeb, moduleBoundary(SIBLING, 'production')] }] },
  },
  {
    // Only test files: a module's test support and testing.ts use other modules through their
    // entries or the shared test kit (src/test/), so no module's test helpers lean on another's.
    files: ['apps/server/src/modules/*/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidWeb, moduleBoundary(SIBLING, 'test')] }] },
  },
  {
    // The files beside the modules (the composition root, sweeps, outbox delivery) use entries too.
    files: ['apps/server/src/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbidWeb, moduleBoundary(FROM_MODULES_ROOT, 'production'), moduleBoundary(FROM_SERVER, 'production')] },
      ],
    },
  },
  {
    // The rest of the server (app, plugins, demo, CLI, benchmarks): entries only; the test kit also testing.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidWeb, moduleBoundary(FROM_SERVER, 'production'), modulesRootFile] }] },
  },
  {
    // The test kit, tests and benchmarks (which measure the app's own statements) may also use testing.ts.
    files: ['apps/server/src/test/**/*.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/bench/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbidWeb, moduleBoundary(FROM_SERVER, 'test'), modulesRootFile] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '.ci/**', 'apps/server/src/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
