import { describe, expect, it } from 'vitest'
import { drawLenormand, interpretLenormand, layoutPairs, LENORMAND_CARDS, LENORMAND_MEANINGS, pairText } from '@/divination/lenormand'

describe('Lenormand meanings (our own texts)', () => {
  it('all 36 cards in order, with keywords, a meaning, a subject and a predicate clause', () => {
    expect(LENORMAND_MEANINGS.map((m) => m.n)).toEqual(LENORMAND_CARDS.map((c) => c.n))
    for (const m of LENORMAND_MEANINGS) {
      expect(m.keywords.length, `${m.n}`).toBeGreaterThanOrEqual(3)
      expect(m.meaning.length, `${m.n}`).toBeGreaterThan(30)
      expect(m.subject.length, `${m.n}`).toBeGreaterThanOrEqual(2)
      expect(m.predicate.length, `${m.n}`).toBeGreaterThanOrEqual(4)
      expect(m.predicate.length, `${m.n}`).toBeLessThanOrEqual(10)
      expect(m.predicate, `${m.n}`).not.toMatch(/的$/)
    }
  })
})

describe('reading Lenormand cards in pairs', () => {
  it('「A + B」 reads as A’s subject, then what B says of it', () => {
    expect(pairText(1, 6)).toBe('消息或来访，一时还看不清楚')
    expect(pairText(23, 18)).toBe('损失或担忧，有可靠的朋友相助')
  })
  it('every one of the 36 × 35 pairs reads cleanly: two non-empty parts, no word repeated across them', () => {
    const bigrams = (s: string) => new Set(Array.from({ length: s.length - 1 }, (_, i) => s.slice(i, i + 2)))
    let count = 0
    for (let a = 1; a <= 36; a++) {
      for (let b = 1; b <= 36; b++) {
        if (a === b) continue
        const line = pairText(a, b)
        const [subject, predicate, ...rest] = line.split('，')
        expect(rest, line).toEqual([])
        expect(subject.trim().length, line).toBeGreaterThanOrEqual(2)
        expect(predicate.trim().length, line).toBeGreaterThanOrEqual(4)
        expect(line, line).not.toMatch(/的的|了了|[，。、]{2}|undefined|\s/)
        const shared = [...bigrams(subject)].filter((g) => bigrams(predicate).has(g))
        expect(shared, line).toEqual([])
        count++
      }
    }
    expect(count).toBe(36 * 35)
  })
  it('a line of five gives the four neighbouring pairs in order', () => {
    const r = drawLenormand({ seed: 'line', layout: 'five' })
    const pairs = layoutPairs('five', r.cards)
    expect(pairs.map((p) => [p.first, p.second])).toEqual(r.cards.slice(1).map((c, i) => [r.cards[i].n, c.n]))
  })
  it('the nine-card square reads the centre with its four neighbours', () => {
    const r = drawLenormand({ seed: 'square', layout: 'nine' })
    const centre = r.cards[4].n
    const pairs = layoutPairs('nine', r.cards)
    expect(pairs).toHaveLength(4)
    expect(pairs.every((p) => p.first === centre)).toBe(true)
    expect(pairs.map((p) => p.second).sort()).toEqual([r.cards[3].n, r.cards[5].n, r.cards[1].n, r.cards[7].n].sort())
  })
  it('in the Grand Tableau card k colours the house of card k', () => {
    const r = drawLenormand({ seed: 'gt', layout: 'grand-tableau' })
    const it = interpretLenormand(r)
    expect(it.pairs).toEqual([])
    const first = it.cards[0]
    expect(first.positionZh).toBe('骑士宫')
    expect(first.inHouse).toBe(`${LENORMAND_MEANINGS[0].subject}，${LENORMAND_MEANINGS[first.n - 1].predicate}`)
  })
})
