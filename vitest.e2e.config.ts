import { defineConfig } from 'vitest/config'

// End-to-end tests: headless Chromium (Debian's) on the built H5 app.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
