import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated and seeded database per run; each test copies it (test/support/database.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/shifted-clock.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
