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
);
