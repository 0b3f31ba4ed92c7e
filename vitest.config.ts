import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
  },
});
