import { defineConfig } from 'vitest/config'

// Mini-program runtime smoke test: runs the built weapp output (WEAPP_DIR, default dist/weapp) in Node vm contexts.
export default defineConfig({
  test: {
    include: ['tests/weapp/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
