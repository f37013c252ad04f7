import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
    css: false,
    // Each file in a fresh worker re-imported jsdom, Mantine and the setup (≈ 4 s of CPU per
    // file, more than most files' tests); VM contexts in reused workers keep a fresh DOM and
    // module graph per file but load those once per worker.
    pool: 'vmThreads',
    testTimeout: 15_000,
  },
});
