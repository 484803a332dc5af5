// `npm test`: every check, in order, stopping at the first failure.
// format → lint → types → i18n generated files current → unit/golden/server tests → weapp build → size budget → weapp smoke test → H5 build → end-to-end.
import { spawnSync } from 'node:child_process'

const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['i18n', 'node', ['scripts/build-i18n.mjs', '--check']],
  // The server suite runs on embedded PGlite here, and again on PostgreSQL below when TEST_DATABASE_URL is set.
  ['unit, golden and server tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
  ...(process.env.TEST_DATABASE_URL ? [['server tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/server']]] : []),
  ['weapp assets (ephemeris, geo data)', 'node', ['scripts/build-weapp-assets.mjs']],
  ['weapp build', 'npx', ['taro', 'build', '--type', 'weapp']],
  ['size budget', 'node', ['scripts/size-check.mjs', 'dist/weapp']],
  // Boots every page of the weapp build in Node vm contexts shaped like WeChat's runtime (tests/weapp).
  ['weapp runtime smoke test', 'npx', ['vitest', 'run', '--config', 'vitest.weapp.config.ts'], { WEAPP_DIR: 'dist/weapp' }],
  // The H5 build here serves the end-to-end suite, so it carries the development pages (the UI-kit gallery).
  ['h5 build', 'npx', ['taro', 'build', '--type', 'h5'], { XINGPAN_DEV_PAGES: '1' }],
  ['h5 load budget', 'node', ['scripts/h5-load-check.mjs', 'dist/h5']],
  // Two files at a time (vitest.e2e.config.ts); a test that fails runs once more, and fails the run if it fails again.
  ['end-to-end', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--retry=1']],
]
const only = process.argv.slice(2)
const started = Date.now()
for (const [name, cmd, args, extraEnv = {}] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const t0 = Date.now()
  console.log(`\n=== ${name} ===`)
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: name.includes('build') ? 'production' : (process.env.NODE_ENV ?? 'test'),
      BROWSERSLIST_IGNORE_OLD_DATA: '1',
      ...extraEnv,
    },
  })
  const secs = ((Date.now() - t0) / 1000).toFixed(1)
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (${secs} s)`)
    process.exit(r.status ?? 1)
  }
  console.log(`✓ ${name} (${secs} s)`)
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
