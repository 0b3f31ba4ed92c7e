import path from 'node:path';
import {defineConfig} from 'vitest/config';

const stub = (name: string) => path.resolve(__dirname, 'tests/unit/stubs', name);

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus' own compiler; unit tests compile it here.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    // Docusaurus aliases exist only in the site bundle; unit tests render with plain stand-ins.
    alias: {
      '@docusaurus/Link': stub('Link.tsx'),
      '@theme/Heading': stub('Heading.tsx'),
      '@docusaurus/useBrokenLinks': stub('useBrokenLinks.ts'),
      '@site': __dirname,
    },
  },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
  },
});
