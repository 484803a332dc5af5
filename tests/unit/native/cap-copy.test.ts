import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const check = (...args: string[]) => spawnSync('node', ['scripts/native-copy-check.mjs', ...args], { cwd: root, encoding: 'utf8' })

describe('cap copy puts the web build into the Android project (scripts/native-copy-check.mjs)', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingpan-native-web-'))
  const stamp = `build ${Date.now()}-${process.pid}`
  fs.mkdirSync(path.join(webDir, 'js'))
  fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><title>星盘</title><!-- ${stamp} -->`)
  fs.writeFileSync(path.join(webDir, 'js', 'app.js'), `console.log(${JSON.stringify(stamp)})`)
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }))

  it('copies every file, byte for byte, with the app config beside them', () => {
    const r = check(webDir)
    expect(r.status, r.stderr).toBe(0)
    const assets = path.join(root, 'android/app/src/main/assets')
    expect(fs.readFileSync(path.join(assets, 'public/index.html'), 'utf8')).toContain(stamp)
    expect(fs.readFileSync(path.join(assets, 'public/js/app.js'), 'utf8')).toContain(stamp)
    expect(JSON.parse(fs.readFileSync(path.join(assets, 'capacitor.config.json'), 'utf8'))).toMatchObject({ appName: '星盘' })
  })

  it('a web build newer than the copy fails the check', () => {
    fs.writeFileSync(path.join(webDir, 'js', 'app.js'), 'console.log("newer")')
    const r = check(webDir, '--skip-copy')
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(`different: ${path.join('js', 'app.js')}`)
  })
})
