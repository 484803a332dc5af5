import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Unit, golden, store and server tests. End-to-end tests have their own config.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: r('./src/') },
      // The real @tarojs/taro throws outside a Taro build (ENABLE_INNER_HTML is not defined).
      { find: /^@tarojs\/taro$/, replacement: r('./tests/doubles/taro.ts') },
      { find: /^@tarojs\/components$/, replacement: r('./tests/doubles/components.tsx') },
      // The library src/platform/h5-components.ts re-exports (Stencil's custom elements need a browser).
      { find: /^@tarojs\/components\/lib\/react$/, replacement: r('./tests/doubles/components.tsx') },
      // The Emscripten glue, as the builds alias it (config/ephemeris-assets.ts EPHEMERIS_GLUE_ALIAS).
      { find: /^swisseph-wasm-glue$/, replacement: r('./node_modules/swisseph-wasm/wasm/swisseph.js') },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/golden/**/*.test.ts', 'tests/server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core idle (CPUs − 1 workers); the files are independent (own data dirs, ports
    // and PostgreSQL schemas), so every core takes a file.
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/setup/i18n-all.ts'],
  },
})
