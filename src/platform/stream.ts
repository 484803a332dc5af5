/** H5 and the native shell: a POST whose answer is read as it streams (fetch and its ReadableStream). */
import { jsonHeaders, lineSplitter, utf8Stream, type StreamPost } from './stream-lines'

export type { StreamPost, StreamRequest } from './stream-lines'

export const postStream: StreamPost = async (req, onLine) => {
  const ctl = new AbortController()
  const timer = setTimeout(() => ctl.abort(), req.timeoutMs)
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: jsonHeaders(req.header),
      body: JSON.stringify(req.data ?? {}),
      signal: ctl.signal,
    })
    const lines = lineSplitter(onLine)
    const decode = utf8Stream()
    const reader = res.body?.getReader()
    if (!reader) lines.push(await res.text())
    else
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        lines.push(decode(r.value))
      }
    lines.end()
    return res.status
  } finally {
    clearTimeout(timer)
  }
}
