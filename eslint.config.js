// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import direction of DESIGN.md: core <- api <- engine <- features <- app. Each zone forbids a
 * layer from importing the layers that depend on it; features may not import each other.
 */
const layerZones = [
  { target: './src/core', from: ['./src/api', './src/engine', './src/features', './src/app', './sandbox', './staff'] },
  { target: './src/api', from: ['./src/engine', './src/features', './src/app', './sandbox', './staff'] },
  { target: './src/engine', from: ['./src/features', './src/app', './sandbox', './staff'] },
  { target: './src/features', from: ['./src/app', './sandbox', './staff'] },
  { target: './src/app', from: ['./staff'] },
  { target: './sandbox', from: ['./staff'] },
  // The staff console's pages run in the browser: they read src/core and the console's texts, never its server or Node code.
  { target: './staff/shared', from: ['./staff/server', './staff/web', './sandbox', './scripts'] },
  { target: './staff/web', from: ['./staff/server', './sandbox', './scripts', './src/api', './src/engine', './src/features', './src/app'] },
  // The official client is packed alone (npm pack): it imports nothing of the repository; the portal builds on it.
  { target: './packages', from: ['./src', './sandbox', './staff', './scripts', './devportal', './tests'] },
  // The developer portal's script runs in the browser: the official client's envelope, nothing of the servers.
  { target: './devportal/page', from: ['./devportal/build', './sandbox', './scripts', './staff', './src'] },
  { target: './sandbox', from: ['./src/api/create-api-client.ts', './src/api/call-operation.ts', './src/api/send-operation.ts', './src/engine', './src/features', './src/app'] },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message: 'Features do not import each other; move what they share into src/engine or src/core.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'packages/*/dist/', 'dist-staff/', 'dist-staff-server/', 'dist-api/', 'node_modules/', 'src/**/generated/', 'packages/*/src/generated/', 'test-results/', '.test-results/', 'playwright-report/', '.data/', '.tools/', '.prerender/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    // TypeScript's resolution (tsconfig.base.json "paths"), so the @/ alias counts for the layer zones and the cycles.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // A circle of imports, even of types only, is two modules that are one: a leaf module breaks it.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Fastify takes an async handler's return value as the answer, so handlers are async even when
    // they have nothing to await; a sync handler would have to call reply.send itself.
    files: ['sandbox/handlers/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@rjsf/*', 'openapi-fetch'], message: 'src/core is pure TypeScript: no React, no DOM, no HTTP client.' },
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'src/core runs in the browser too: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'react/*', '@rjsf/*'], message: 'The sandbox is Node only: no React code.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'staff/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['sandbox/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
