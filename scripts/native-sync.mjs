// `npm run native:sync [-- android|ios]`: builds the H5 app for the native shell into dist/native (the webDir of
// capacitor.config.ts; config/native-shell.ts needs TARO_APP_API_BASE), then `cap sync` copies it and the plugins
// into android/ and ios/. README: native app.
import { spawnSync } from 'node:child_process'

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run('node', ['scripts/build-i18n.mjs'])
run('npx', ['taro', 'build', '--type', 'h5'], {
  NODE_ENV: 'production',
  XINGPAN_NATIVE: '1',
  TARO_OUTPUT_ROOT: 'dist/native',
  BROWSERSLIST_IGNORE_OLD_DATA: '1',
})
run('npx', ['cap', 'sync', ...process.argv.slice(2)], { XINGPAN_NATIVE_WEB_DIR: '' })
