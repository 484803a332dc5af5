/**
 * The harness itself: each rule of the WeChat runtime it models must catch a program that breaks it. Each case
 * writes a tiny mini-program (app.json, app.js, one page) into a temporary folder and boots it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { MiniProgram } from './harness/mini-program'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A program whose only page runs `onLoad` (a function body) with `this` the page. */
function program(onLoad: string, extraFiles: Record<string, string | Buffer> = {}): MiniProgram {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-harness-'))
  dirs.push(dir)
  const files: Record<string, string | Buffer> = {
    'app.json': JSON.stringify({ pages: ['pages/p/p'] }),
    'project.config.json': JSON.stringify({ libVersion: '2.21.1' }),
    'app.js': 'App({})',
    'pages/p/p.js': `Page({ data: {}, onLoad: function () { ${onLoad} } })`,
    ...extraFiles,
  }
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), body)
  }
  const mp = new MiniProgram(dir)
  mp.launch()
  return mp
}

async function boot(onLoad: string, extraFiles?: Record<string, string | Buffer>) {
  const mp = program(onLoad, extraFiles)
  const page = await mp.openPage('pages/p/p')
  await mp.settle(20)
  mp.dispose()
  return { mp, page, errors: mp.errors.map((e) => String(e.error)) }
}

describe('weapp harness', () => {
  it('a wx name WeChat does not define is recorded and calling it throws', async () => {
    const { mp, errors } = await boot('wx.getBatteryInfoSync(); wx.notAnApi()')
    expect(errors).toEqual([expect.stringContaining('TypeError')])
    expect([...mp.wxRecord.unknownReads]).toEqual(['wx.notAnApi'])
    expect(mp.wxRecord.calls).toEqual(['getBatteryInfoSync'])
  })

  it('an API newer than the declared minimum base library is recorded', async () => {
    // miniprogram-api-typings: wx.batchGetStorageSync needs base library 2.25.0.
    const { mp } = await boot('wx.batchGetStorageSync(["a"])')
    expect(Object.fromEntries(mp.wxRecord.newerThanMinimum)).toEqual({ batchGetStorageSync: '2.25.0' })
  })

  it('loads the components a page uses and fails a component file that does not register', async () => {
    const using = JSON.stringify({ usingComponents: { c: '../../comp/c' } })
    const { mp, errors } = await boot('', { 'pages/p/p.json': using, 'comp/c.js': 'Component({})', 'comp/c.json': '{"component":true}' })
    expect(errors).toEqual([])
    expect(mp.hasComponent('comp/c')).toBe(true)
    await expect(boot('', { 'pages/p/p.json': using, 'comp/c.js': '', 'comp/c.json': '{}' })).rejects.toThrow('did not call Component()')
  })

  it('eval and new Function are switched off', async () => {
    expect((await boot('eval("1")')).errors).toEqual([expect.stringContaining('EvalError')])
    expect((await boot('new Function("return 1")')).errors).toEqual([expect.stringContaining('EvalError')])
  })

  it('window, process, WebAssembly and document are absent', async () => {
    const { page } = await boot('this.setData({ kinds: [typeof window, typeof process, typeof WebAssembly, typeof document, typeof wx] })')
    expect(page.data.kinds).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'object'])
  })

  it('each file has its own global scope', async () => {
    const { page, errors } = await boot('require("../../lib/a"); this.setData({ seen: typeof sharedValue })', { 'lib/a.js': 'sharedValue = 1' })
    expect(errors).toEqual([])
    expect(page.data.seen).toBe('undefined')
  })

  it('a setData over 1 MB fails', async () => {
    const { errors } = await boot('this.setData({ big: new Array(1100 * 1024).join("x") })')
    expect(errors).toEqual([expect.stringContaining('exceeds the 1 MB limit')])
  })

  it('files WeChat does not upload cannot be read or required', async () => {
    const read = 'wx.getFileSystemManager().readCompressedFileSync({ filePath: "/data/x.data", compressionAlgorithm: "br" })'
    expect((await boot(read, { 'data/x.data': zlib.brotliCompressSync('x') })).errors).toEqual([expect.stringContaining('not uploaded')])
    expect((await boot('require("../../notes.txt")', { 'notes.txt': '1' })).errors).toEqual([expect.stringContaining('not uploaded')])
  })

  it('readCompressedFileSync returns the decompressed bytes of a .br file', async () => {
    const { page } = await boot(
      'var b = new Uint8Array(wx.getFileSystemManager().readCompressedFileSync({ filePath: "/d/x.json.br", compressionAlgorithm: "br" })); this.setData({ n: b.length, first: b[0] })',
      { 'd/x.json.br': zlib.brotliCompressSync('{"a":1}') },
    )
    expect(page.data).toMatchObject({ n: 7, first: '{'.charCodeAt(0) })
  })

  it('WXWebAssembly.instantiate takes a package path to a .wasm.br and runs it', async () => {
    // The smallest module exporting `answer() → 42`: (module (func (export "answer") (result i32) i32.const 42)).
    const wasm = Buffer.from(
      '0061736d01000000' + '0105016000017f' + '03020100' + '070a0106616e7377657200 00'.replace(' ', '') + '0a060104 00412a0b'.replace(' ', ''),
      'hex',
    )
    const { page, errors } = await boot(
      'var p = this; WXWebAssembly.instantiate("/w/m.wasm.br", {}).then(function (i) { p.setData({ answer: i.exports.answer() }) })',
      {
        'w/m.wasm.br': zlib.brotliCompressSync(wasm),
      },
    )
    expect(errors).toEqual([])
    expect(page.data.answer).toBe(42)
  })
})
