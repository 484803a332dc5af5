// The native project carries the current web build: runs `cap copy android` (capacitor.config.ts) and checks that
// every file of the web build is in android/app/src/main/assets/public, byte for byte, with the app's config beside
// it. Exits 1 on a missing or different file. Needs no Android SDK.
// Usage: node scripts/native-copy-check.mjs [webDir (default dist/native)] [--skip-copy: only compare]
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ANDROID_ASSETS = path.join(root, 'android/app/src/main/assets')
const args = process.argv.slice(2)
const webDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(root, 'dist/native'))

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)]
  })
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

if (!fs.existsSync(path.join(webDir, 'index.html'))) {
  console.error(`no web build at ${webDir} (npm run native:sync builds one)`)
  process.exit(1)
}
if (!args.includes('--skip-copy')) {
  const cap = path.join(root, 'node_modules/.bin/cap')
  const r = spawnSync(cap, ['copy', 'android'], { cwd: root, stdio: 'inherit', env: { ...process.env, XINGPAN_NATIVE_WEB_DIR: webDir } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const problems = []
for (const rel of filesUnder(webDir)) {
  const copied = path.join(ANDROID_ASSETS, 'public', rel)
  if (!fs.existsSync(copied)) problems.push(`missing: ${rel}`)
  else if (sha256(copied) !== sha256(path.join(webDir, rel))) problems.push(`different: ${rel}`)
}
const configFile = path.join(ANDROID_ASSETS, 'capacitor.config.json')
const config = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : null
if (!config?.appId || !config?.appName) problems.push('missing: capacitor.config.json with appId and appName')

if (problems.length) {
  console.error(`android project out of date with ${path.relative(root, webDir) || webDir}:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`android project carries the ${filesUnder(webDir).length} files of ${path.relative(root, webDir) || webDir} (app ${config.appId})`)
