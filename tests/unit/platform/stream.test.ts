/**
 * Streamed answers on the mini-program: wx.request with enableChunked hands chunks to onChunkReceived; characters
 * split between chunks decode whole, lines come out as they complete, the last line without a newline too.
 */
import Taro from '@tarojs/taro'
import { afterEach, describe, expect, it } from 'vitest'
import { postStream } from '@/platform/stream.weapp'
import { jsonHeaders, lineSplitter, utf8Stream } from '@/platform/stream-lines'

type Runtime = Record<string, unknown>
const runtime = Taro as unknown as Runtime
const saved = runtime.request
afterEach(() => void (runtime.request = saved))

interface Call {
  options: Record<string, unknown> & { success(res: { statusCode: number; data: unknown }): void; fail(e: { errMsg: string }): void }
  chunk?: (res: { data: ArrayBuffer }) => void
}

/** Taro.request as the mini-program runtime gives it: a promise carrying the task's onChunkReceived. */
function fakeRequest(): Call[] {
  const calls: Call[] = []
  runtime.request = (options: Call['options']) => {
    const call: Call = { options }
    calls.push(call)
    return Object.assign(new Promise(() => undefined), { onChunkReceived: (cb: Call['chunk']) => void (call.chunk = cb) })
  }
  return calls
}

const bytes = (s: string) => new TextEncoder().encode(s)
const buf = (u: Uint8Array) => u.slice().buffer as ArrayBuffer

describe('postStream (weapp)', () => {
  it('asks for chunks and decodes a character split across two chunks', async () => {
    const calls = fakeRequest()
    const lines: string[] = []
    const done = postStream({ url: 'https://x/api/Ai/Ask', header: { a: '1' }, data: { q: 1 }, timeoutMs: 5000 }, (l) => lines.push(l))
    const call = calls[0]!
    expect(call.options).toMatchObject({ method: 'POST', enableChunked: true, responseType: 'arraybuffer', timeout: 5000 })
    const all = bytes('{"delta":"星盘"}\n{"delta":"解读"}\n{"code":0}')
    // 星 is 3 bytes starting at offset 10: cut inside it.
    call.chunk!({ data: buf(all.slice(0, 11)) })
    expect(lines).toEqual([])
    call.chunk!({ data: buf(all.slice(11, 20)) })
    expect(lines).toEqual(['{"delta":"星盘"}'])
    call.chunk!({ data: buf(all.slice(20)) })
    expect(lines).toEqual(['{"delta":"星盘"}', '{"delta":"解读"}'])
    call.options.success({ statusCode: 200, data: new ArrayBuffer(0) })
    expect(await done).toBe(200)
    expect(lines.at(-1)).toBe('{"code":0}')
  })

  it('without chunk support the whole answer arrives in success', async () => {
    const calls = fakeRequest()
    const lines: string[] = []
    const done = postStream({ url: 'u', header: {}, data: {}, timeoutMs: 1 }, (l) => lines.push(l))
    calls[0]!.options.success({ statusCode: 200, data: buf(bytes('{"code":1101,"msg":"星币不足"}')) })
    expect(await done).toBe(200)
    expect(lines).toEqual(['{"code":1101,"msg":"星币不足"}'])
  })

  it('rejects when the request fails', async () => {
    const calls = fakeRequest()
    const done = postStream({ url: 'u', header: {}, data: {}, timeoutMs: 1 }, () => undefined)
    calls[0]!.options.fail({ errMsg: 'request:fail timeout' })
    await expect(done).rejects.toThrow('timeout')
  })
})

describe('utf8Stream', () => {
  it('decodes every split of a mixed string the same as a whole', () => {
    const text = 'a星😀b盘'
    const all = bytes(text)
    for (let cut = 0; cut <= all.length; cut++) {
      const d = utf8Stream()
      expect(d(all.slice(0, cut)) + d(all.slice(cut))).toBe(text)
    }
  })
  it('line splitter drops blank lines and flushes the tail on end', () => {
    const out: string[] = []
    const s = lineSplitter((l) => out.push(l))
    s.push('a\n\nb')
    s.end()
    expect(out).toEqual(['a', 'b'])
  })
})

describe('jsonHeaders', () => {
  it('keeps one JSON content type whatever the case of the one given', () => {
    expect(jsonHeaders({ 'Content-Type': 'application/json', Authorization: 'Bearer x' })).toEqual({
      Authorization: 'Bearer x',
      'Content-Type': 'application/json',
    })
    expect(jsonHeaders({ 'content-type': 'text/plain' })).toEqual({ 'Content-Type': 'application/json' })
  })
})
