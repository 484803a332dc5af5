import { defineConfig } from 'vitest/config'

// End-to-end tests: headless Chromium (Debian's) on the built H5 app.
// Two files at a time: each starts its own server (own data folder, port 0) and browser, and a sequential run
// leaves about half of two cores idle while pages load. `npm test` adds --retry=1 (a loaded 2-core machine): a
// test that fails twice fails the run.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
})
