// `npm start`: builds the H5 app and serves it together with the API (embedded PGlite database) on one port.
// SIGINT and SIGTERM stop the server too: it runs as a direct child (no npx or shell in between) and gets the signal.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
if (!process.argv.includes('--no-build')) {
  run('node', ['scripts/build-i18n.mjs'])
  run('npx', ['taro', 'build', '--type', 'h5'], { NODE_ENV: 'production' })
}
if (!fs.existsSync('server/src/main.ts')) {
  console.error('server/src/main.ts is missing')
  process.exit(1)
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? 'dist/h5' },
})
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    child.kill(sig)
    // A server that does not stop within 10 s is killed.
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 0)))
