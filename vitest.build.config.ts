import {defineConfig} from 'vitest/config';

/** The slow tests that run whole production builds of a faulty copy of the site. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    fileParallelism: false,
    // Builds of the faulty copies, side by side: one per core of the CI machine.
    maxConcurrency: 2,
  },
});
