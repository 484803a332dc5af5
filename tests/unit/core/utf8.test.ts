import { utf8ByteLength } from '@/core/utf8'

describe('utf8ByteLength', () => {
  it('counts bytes as UTF-8 encodes them: ASCII 1, Greek 2, CJK 3, astral 4', () => {
    for (const s of ['', 'abc', 'αβ', '七政四余', '𠀀𝄞', 'a七β𝄞\n']) expect(utf8ByteLength(s), s).toBe(Buffer.byteLength(s, 'utf8'))
  })
})
