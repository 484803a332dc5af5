import { describe, expect, it } from 'vitest'
import { EngineInputError } from '@/core/errors'
import {
  drawTarot,
  interpretCard,
  interpretTarot,
  withClarifier,
  positionTheme,
  spreadSummary,
  TAROT_CARDS,
  TAROT_MEANINGS,
  type DrawnTarotCard,
} from '@/divination/tarot'

const card = (id: number, reversed = false, position = 'p'): DrawnTarotCard => ({ id, reversed, position })
const han = (s: string) => s.replace(/[^\u4e00-\u9fff]/g, '').length

describe('tarot meanings (our own texts, one per card)', () => {
  it('all 78 cards, in id order, with keywords and the texts a reading reads', () => {
    expect(TAROT_MEANINGS.map((m) => m.id)).toEqual(TAROT_CARDS.map((c) => c.id))
    for (const m of TAROT_MEANINGS) {
      expect(m.keywordsUp.length, `${m.id}`).toBeGreaterThanOrEqual(3)
      expect(m.keywordsRev.length, `${m.id}`).toBeGreaterThanOrEqual(2)
      expect(han(m.up), `${m.id} up`).toBeGreaterThanOrEqual(40)
      expect(han(m.rev), `${m.id} rev`).toBeGreaterThanOrEqual(40)
      expect(m.up).not.toBe(m.rev)
      for (const s of [m.love, m.work, m.advice]) expect(han(s), `${m.id}`).toBeGreaterThanOrEqual(10)
      expect(`${m.up}${m.rev}${m.love}${m.work}${m.advice}`, `${m.id}`).not.toMatch(/[A-Za-z"]/)
    }
  })
  it('no two cards share an upright text', () => {
    expect(new Set(TAROT_MEANINGS.map((m) => m.up)).size).toBe(78)
  })
})

describe('reading a card in its position', () => {
  it('the relationship spread reads love texts; advice and single-card positions read the advice', () => {
    expect(positionTheme('relationship', 'partner')).toBe('love')
    expect(positionTheme('horseshoe', 'advice')).toBe('advice')
    expect(positionTheme('single', 'card')).toBe('advice')
    expect(positionTheme('three', 'past')).toBe('general')
  })
  it('upright and reversed read different texts; a reversed card in a love position reads its reversed text', () => {
    const sun = TAROT_MEANINGS[19]
    expect(interpretCard('three', card(19, false, 'past'), '过去').text).toBe(sun.up)
    expect(interpretCard('three', card(19, true, 'past'), '过去').text).toBe(sun.rev)
    expect(interpretCard('three', card(19, true, 'past'), '过去').keywords).toEqual(sun.keywordsRev)
    expect(interpretCard('relationship', card(19, false, 'self'), '你').text).toBe(sun.love)
    expect(interpretCard('relationship', card(19, true, 'self'), '你').text).toBe(sun.rev)
    expect(interpretCard('single', card(19, false, 'card'), '指引').text).toBe(sun.up + sun.advice)
  })
})

describe('the spread as a whole', () => {
  it('major arcana in half or more of the cards: a larger life matter', () => {
    expect(spreadSummary([card(0), card(1), card(30)], null)[0]).toMatch(/^大阿尔卡那占 2\/3/)
  })
  it('no major arcana among three or more: the everyday level', () => {
    expect(spreadSummary([card(22), card(40), card(60)], null)[0]).toMatch(/^全是小阿尔卡那/)
  })
  it('a suit strictly most frequent (two or more) names its element', () => {
    expect(spreadSummary([card(22), card(23), card(40)], null).join()).toMatch(/权杖牌最多（2 张）：火元素/)
    expect(spreadSummary([card(22), card(40), card(60)], null).join()).not.toMatch(/最多/)
  })
  it('more than half reversed: blocked energy; two or more court cards: people', () => {
    expect(spreadSummary([card(2, true), card(3, true), card(4)], null).join()).toMatch(/逆位 2\/3/)
    expect(spreadSummary([card(32), card(47), card(4)], null).join()).toMatch(/宫廷牌 2 张/)
  })
  it('the last card and the director give the advice', () => {
    const lines = spreadSummary([card(5), card(6), card(7)], card(8, true))
    expect(lines.at(-2)).toBe(`最后一张「战车」的建议：${TAROT_MEANINGS[7].advice}`)
    expect(lines.at(-1)).toBe(`指引牌「力量」（逆位）：${TAROT_MEANINGS[8].advice}`)
  })
  it('interpretTarot names every position in Chinese and reads the director too', () => {
    const it3 = interpretTarot({
      spread: 'three',
      cards: [card(0, false, 'past'), card(1, false, 'present'), card(2, true, 'future')],
      director: card(9, false, 'director'),
    })
    expect(it3.cards.map((c) => c.positionZh)).toEqual(['过去', '现在', '未来'])
    expect(it3.director?.theme).toBe('advice')
  })
})

describe('clarifier cards (plus mode)', () => {
  const base = { seed: 'plus|1', spread: 'three' as const, cutIndex: 13 }
  it('a clarifier is the next card of the deck; the spread and earlier clarifiers stay as they were', () => {
    const reading = drawTarot(base)
    const one = withClarifier(base, reading.plus, 'present')
    const two = withClarifier(base, one, 'past')
    expect(two[0]).toEqual(one[0])
    expect(drawTarot({ ...base, plus: [{ position: 'present' }, { position: 'past' }] }).cards).toEqual(reading.cards)
    const used = new Set([...reading.cards.map((c) => c.id), ...two.flatMap((p) => p.cards.map((c) => c.id))])
    expect(used.size).toBe(5)
  })
  it('a position the spread does not have is an input error', () => {
    expect(() => withClarifier(base, [], 'nowhere')).toThrow(EngineInputError)
  })
})
