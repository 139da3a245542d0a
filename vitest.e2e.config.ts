import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The walks over every screen (accessibility, page fit) are the longest browser files but the
// smallest on disk, and vitest starts files it has no timings for largest first: they ran last, the
// final one alone on one core. Started first, the short files fill in beside them.
const WALKS = /\/tests\/e2e\/sweep\//;
class WalksFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => WALKS.test(f.moduleId)), ...sorted.filter((f) => !WALKS.test(f.moduleId))];
  }
}

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // Two files at a time: each has its own server and browser, and much of a browser test is waiting
    // (the accessibility walk is two files so that its halves run beside each other).
    maxWorkers: 2,
    sequence: { sequencer: WalksFirst },
    // One seeded data folder that every file's server starts from a copy of.
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 120000,
    hookTimeout: 180000,
    // A fresh page boots, checks its session and fetches before a poll can pass: vitest's 1 s default
    // raced a loaded CI machine (a viewer's list answered after it).
    expect: { poll: { timeout: 15000, interval: 100 } },
  },
});
