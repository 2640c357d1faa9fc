import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way (ARCHITECTURE.md): packages/shared <- apps/*; in the web app lib <- features <- app;
// in the server db <- domain <- http. The zones below make the reverse direction a lint error.
const restrictedPaths = [
  { target: './packages/shared', from: './apps', message: 'packages/shared must not import from the apps.' },
  { target: './apps/web', from: './apps/server', message: 'The web app must not import server code.' },
  { target: './apps/server', from: './apps/web', message: 'The server must not import web code.' },
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not import features.' },
  { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib must not import app.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features must not import app.' },
  { target: './apps/server/src/db', from: './apps/server/src/domain', message: 'db must not import domain.' },
  { target: './apps/server/src/db', from: './apps/server/src/http', message: 'db must not import http.' },
  {
    target: './apps/server/src/db',
    from: './apps/server/src/app.ts',
    message: 'db must not import the app.',
  },
  {
    target: './apps/server/src/domain',
    from: './apps/server/src/app.ts',
    message: 'domain must not import the app.',
  },
  {
    target: ['./apps/server/src/db', './apps/server/src/domain'],
    from: './apps/server/src/wiring',
    message: "db and domain must not import the app's wiring.",
  },
  {
    target: './apps/server/src/domain',
    from: './apps/server/src/http',
    message: 'domain must not import http.',
  },
  {
    // Real services only: app.ts, through wiring/, chooses the sandbox stand-ins (outbox, emulators) when no
    // key is set.
    target: './apps/server/src/providers',
    from: './apps/server/src/sandbox',
    message: 'providers must not import the sandbox; app.ts and wiring/ wire sandbox stand-ins in.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'apps/server/drizzle/**',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    // The node resolver must know TypeScript's extensions, or no-restricted-paths silently checks nothing.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: restrictedPaths }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
