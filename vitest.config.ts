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
    // One module graph per worker thread instead of one per test file: the suite took 42 s with
    // isolation and 27 s without on the 2-core CI machine (2026-11-25). Tests restore what they
    // change (vi.unstubAllEnvs, vi.resetModules), so none depends on a fresh module graph.
    pool: 'threads',
    // Both cores of the CI machine: Vitest's default leaves one free.
    maxWorkers: 2,
    isolate: false,
  },
});
