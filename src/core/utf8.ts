/** UTF-8 byte length of a string, without TextEncoder (not every mini-program base library has one). */
export function utf8ByteLength(s: string): number {
  let bytes = 0
  for (const ch of s) {
    const cp = ch.codePointAt(0)!
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
  }
  return bytes
}
