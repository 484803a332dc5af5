// The tree hole's word filter: normalization (full/half width, case, inserted spaces, punctuation, emoji and
// invisible characters, traditional characters), reject beats hold, contact numbers, and everyday text passes.
import { describe, expect, it } from 'vitest'
import * as OpenCC from 'opencc-js'
import { filterText, normalizeForFilter } from '../../server/src/moderation/word-filter'
import { TRAD_TO_SIMP, WORD_CATEGORIES, WORD_LIST, type WordCategory } from '../../server/src/moderation/words'

describe('word filter', () => {
  it('normalizes width, case, separators, emoji, invisible characters and traditional characters', () => {
    expect(normalizeForFilter('ＶＸ：ａｂｃ')).toBe('vxabc')
    expect(normalizeForFilter('傻 。逼')).toBe('傻逼')
    expect(normalizeForFilter('傻\u200b逼')).toBe('傻逼')
    expect(normalizeForFilter('傻😀逼')).toBe('傻逼')
    expect(normalizeForFilter('約　炮')).toBe('约炮')
    expect(normalizeForFilter('１３８ ００１３ ８０００')).toBe('13800138000')
  })

  it.each([
    ['傻逼', 'abuse'],
    ['你这个 傻-逼', 'abuse'],
    ['你这个傻★逼', 'abuse'],
    ['你個賤人', 'abuse'],
    ['同城約炮', 'porn'],
    ['加我ＶＸ详聊', 'contact'],
    ['加 V 看资料', 'contact'],
    ['联系我：138-0013-8000', 'contact'],
    ['来玩六.合.彩', 'gambling'],
    ['兼职日结，刷单返利', 'ad'],
    ['冰毒', 'drugs'],
  ] as const)('rejects %s (%s)', (text, category) => {
    expect(filterText(text)).toEqual({ verdict: 'reject', category })
  })

  it('holds self-harm words for a person to read; a reject word in the same text wins', () => {
    expect(filterText('最近真的不想活了')).toEqual({ verdict: 'hold', category: 'selfharm' })
    expect(filterText('有時候想輕生')).toEqual({ verdict: 'hold', category: 'selfharm' })
    expect(filterText('不想活了，加微信聊')).toEqual({ verdict: 'reject', category: 'contact' })
  })

  it('lets everyday text through, including near misses the list leaves out on purpose', () => {
    for (const text of [
      '今天好累，工作上遇到了大麻烦',
      '网贷压力好大，不知道怎么跟家里说',
      '傻傻地等了一个下午',
      'USB 坏了',
      '我的QQ音乐会员到期了',
      '想你了',
    ])
      expect(filterText(text), text).toEqual({ verdict: 'pass' })
  })

  it('every word of the list matches itself in traditional script (opencc cn→tw and cn→hk)', () => {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' })
    const toHk = OpenCC.Converter({ from: 'cn', to: 'hk' })
    for (const category of Object.keys(WORD_LIST) as WordCategory[]) {
      for (const word of WORD_LIST[category]) {
        expect(normalizeForFilter(word), word).toBe(word)
        for (const trad of [toTw(word), toHk(word)])
          expect(filterText(`我${trad}了`), trad).toMatchObject({ verdict: WORD_CATEGORIES[category], category })
      }
    }
    for (const [t, s] of Object.entries(TRAD_TO_SIMP)) expect(t).not.toBe(s)
  })
})
