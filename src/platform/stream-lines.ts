/**
 * Pieces of a streamed answer: an incremental UTF-8 decoder (a multi-byte character may be split across network
 * chunks; the mini-program runtime has no TextDecoder everywhere) and a splitter that hands out whole lines.
 */

/** Bytes still needed after a lead byte (0 for ASCII, -1 for a continuation byte). */
const trailOf = (b: number) => (b < 0x80 ? 0 : b < 0xc0 ? -1 : b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3)

/** A decoder keeping an incomplete trailing character for the next chunk. */
export function utf8Stream(): (chunk: Uint8Array) => string {
  let held = new Uint8Array(0)
  return (chunk) => {
    const bytes = new Uint8Array(held.length + chunk.length)
    bytes.set(held)
    bytes.set(chunk, held.length)
    // The last complete character ends where a lead byte's sequence fits.
    let end = bytes.length
    for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
      const t = trailOf(bytes[i]!)
      if (t === -1) continue
      if (i + t >= bytes.length) end = i
      break
    }
    held = bytes.slice(end)
    let out = ''
    for (let i = 0; i < end;) {
      const b = bytes[i]!
      const t = Math.max(0, trailOf(b))
      let cp = t === 0 ? b : b & (0x3f >> t)
      for (let k = 1; k <= t; k++) cp = (cp << 6) | (bytes[i + k]! & 0x3f)
      out += String.fromCodePoint(cp)
      i += t + 1
    }
    return out
  }
}

/** Collects text and calls `onLine` for every complete line; `end` flushes the last line without a newline. */
export function lineSplitter(onLine: (line: string) => void): { push(text: string): void; end(): void } {
  let buf = ''
  return {
    push(text) {
      buf += text
      let nl: number
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl).trim()
        buf = buf.slice(nl + 1)
        if (line) onLine(line)
      }
    },
    end() {
      const line = buf.trim()
      buf = ''
      if (line) onLine(line)
    },
  }
}

export interface StreamRequest {
  url: string
  header: Record<string, string>
  data: unknown
  timeoutMs: number
}

/** Resolves with the HTTP status once the whole answer arrived; rejects when no (complete) answer came. */
export type StreamPost = (req: StreamRequest, onLine: (line: string) => void) => Promise<number>

/** The request headers with exactly one JSON content type (a second key in another case would be joined to it). */
export function jsonHeaders(header: Record<string, string>): Record<string, string> {
  const out = Object.fromEntries(Object.entries(header).filter(([k]) => k.toLowerCase() !== 'content-type'))
  return { ...out, 'Content-Type': 'application/json' }
}
