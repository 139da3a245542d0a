import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    include: ['tests/{unit,server,app}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One migrated, seeded database per run that every test server copies (tests/setup/seededSnapshot.ts).
    globalSetup: ['tests/setup/global.ts'],
    // Two cores: run files one or two at a time so PGlite start-up does not starve the rest.
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
