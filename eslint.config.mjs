import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-e2e/',
      'build-bench/',
      '.docusaurus/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {'@docusaurus': docusaurus},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // The server renders with React and the browser with Preact (plugins/preact-client): their
    // `useId` values differ, and Preact's hydration keeps the server's, so an id written in the
    // HTML would not match the element a later render gives it.
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Server (React) and browser (Preact) ids differ: use a fixed id (DESIGN.md#page-weight).',
            },
          ],
        },
      ],
    },
  },
);
