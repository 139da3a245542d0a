import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server test files that replace a module (vi.mock) need a module graph of their own.
const MOCKING_SERVER_FILES = ['tests/server/auth/equalWork.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    // One migrated, seeded database per run that every test server copies (tests/setup/seededSnapshot.ts).
    globalSetup: ['tests/setup/global.ts'],
    // Two cores: run files one or two at a time so PGlite start-up does not starve the rest.
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // Server files share one module graph per worker: each starts its own server and database, and
      // loading the server's code once instead of once per file saves about a third of the step.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], exclude: MOCKING_SERVER_FILES, isolate: false } },
      { extends: true, test: { name: 'server-mocks', include: MOCKING_SERVER_FILES } },
      // App files stay isolated: each renders the whole app in its own jsdom with its own module state.
      // cleanup.ts unmounts after each test whether or not testing-library registered it in this file.
      // happy-dom, not jsdom: the same files ran in about half the CPU time (jsdom's selector engine and
      // computed styles were a third of it). Its fetch applies CORS, which jsdom's XMLHttpRequest-based
      // fetch let through; the test page and the in-process server are on different origins.
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/happyDom.ts', 'tests/setup/locales.ts', 'tests/setup/cleanup.ts'],
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true }, disableCSSFileLoading: true } } },
        },
      },
    ],
  },
});
