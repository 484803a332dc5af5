/** scripts/size-check.mjs fails a build whose JavaScript is above ES2015 and passes one at ES2015. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

function sizeCheck(js: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-size-'))
  dirs.push(dir)
  fs.writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ pages: ['pages/p/p'] }))
  fs.writeFileSync(path.join(dir, 'app.js'), js)
  const r = spawnSync(process.execPath, ['scripts/size-check.mjs', dir], { encoding: 'utf8' })
  return { status: r.status, out: r.stdout + r.stderr }
}

describe('size check: syntax level', () => {
  it('passes ES2015 (let, arrow functions, classes, template strings, generators)', () => {
    const r = sizeCheck('let f = (a) => `${a}`; class A { m() {} } function* g() { yield 1 }')
    expect(r.out).toContain('1/1 .js files parse as ES2015')
    expect(r.status).toBe(0)
  })

  it.each([
    ['optional chaining', 'var a = {}; a?.b'],
    ['nullish coalescing', 'var a = null ?? 1'],
    ['class fields', 'class A { x = 1 }'],
    ['async functions', 'async function f() {}'],
    ['object spread', 'var a = { ...{} }'],
    ['exponent operator', 'var a = 2 ** 3'],
  ])('fails %s', (_name, js) => {
    const r = sizeCheck(js)
    expect(r.out).toContain('0/1 .js files parse as ES2015')
    expect(r.out).toContain('app.js:1:')
    expect(r.status).toBe(1)
  })
})
