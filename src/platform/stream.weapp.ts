/**
 * Mini-program: a POST whose answer is read as it streams (wx.request with enableChunked; each chunk arrives in
 * onChunkReceived as an ArrayBuffer, and a character may be split between two chunks).
 */
import Taro from '@tarojs/taro'
import { jsonHeaders, lineSplitter, utf8Stream, type StreamPost } from './stream-lines'

export type { StreamPost, StreamRequest } from './stream-lines'

interface ChunkedTask {
  onChunkReceived?(cb: (res: { data: ArrayBuffer }) => void): void
}

export const postStream: StreamPost = (req, onLine) =>
  new Promise<number>((resolve, reject) => {
    const lines = lineSplitter(onLine)
    const decode = utf8Stream()
    let chunked = false
    const call = Taro.request({
      url: req.url,
      method: 'POST',
      data: req.data as Record<string, unknown>,
      header: jsonHeaders(req.header),
      timeout: req.timeoutMs,
      enableChunked: true,
      responseType: 'arraybuffer',
      success: (res) => {
        // Without chunk support the whole answer comes here at once.
        if (!chunked && res.data) lines.push(decode(new Uint8Array(res.data as ArrayBuffer)))
        lines.end()
        resolve(res.statusCode)
      },
      fail: (e) => reject(new Error(e.errMsg)),
    } as Parameters<typeof Taro.request>[0])
    // The callbacks above settle the outcome; the promise form is not used.
    void Promise.resolve(call).catch(() => undefined)
    ;(call as unknown as ChunkedTask).onChunkReceived?.((res) => {
      chunked = true
      lines.push(decode(new Uint8Array(res.data)))
    })
  })
