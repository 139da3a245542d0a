import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One seeded data folder that every file's server starts from a copy of.
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 120000,
    hookTimeout: 180000,
    // A fresh page boots, checks its session and fetches before a poll can pass: vitest's 1 s default
    // raced a loaded CI machine (a viewer's list answered after it).
    expect: { poll: { timeout: 15000, interval: 100 } },
  },
});
