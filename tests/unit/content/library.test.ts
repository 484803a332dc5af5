import { describe, expect, it } from 'vitest'
import { tFor, type Language } from '@/i18n'
import { entryTitleKey, LIBRARY_ENTRIES, libraryEntry, type LibraryEntry } from '@/packageE/library-common/entries'
import { buildLibrarySearch, indexTokens, queryTokens } from '@/packageE/library-common/search'

const titleIn = (language: Language) => {
  const t = tFor(language)
  return (e: LibraryEntry) => {
    const { key, options } = entryTitleKey(e)
    return t(key, options)
  }
}
const ids = (list: LibraryEntry[]) => list.map((e) => e.id)

describe('knowledge library entries', () => {
  it('has the 12 signs, 10 planets and both nodes, 12 houses and the 5 Ptolemaic aspects', () => {
    const count = (c: string) => LIBRARY_ENTRIES.filter((e) => e.category === c).length
    expect([count('sign'), count('planet'), count('house'), count('aspect')]).toEqual([12, 12, 12, 5])
  })

  it('every link leads to an entry and every entry has a title and links', () => {
    const t = titleIn('zh-Hans')
    for (const e of LIBRARY_ENTRIES) {
      expect(e.links.length, e.id).toBeGreaterThan(0)
      for (const link of e.links) expect(libraryEntry(link.to), `${e.id} → ${link.to}`).not.toBeNull()
      expect(t(e)).not.toMatch(/chart\./)
    }
  })

  it('links follow the doctrine: a sign its ruler and natural house, a house its natural sign', () => {
    const aries = libraryEntry('sign-Aries')!
    expect(aries.links).toContainEqual({ rel: 'ruler', to: 'planet-Mars' })
    expect(aries.links).toContainEqual({ rel: 'exalted', to: 'planet-Sun' })
    expect(aries.links).toContainEqual({ rel: 'naturalHouse', to: 'house-1' })
    expect(libraryEntry('sign-Aquarius')!.links).toContainEqual({ rel: 'modernRuler', to: 'planet-Uranus' })
    expect(libraryEntry('house-7')!.links).toEqual([
      { rel: 'naturalSign', to: 'sign-Libra' },
      { rel: 'ruler', to: 'planet-Venus' },
      { rel: 'opposite', to: 'house-1' },
    ])
    expect(
      libraryEntry('planet-Venus')!
        .links.filter((l) => l.rel === 'rules')
        .map((l) => l.to),
    ).toEqual(['sign-Taurus', 'sign-Libra'])
  })

  it('shares the dice texts instead of copying them', async () => {
    const { SIGN_DICE_MEANINGS } = await import('@/divination/dice/meanings')
    expect(libraryEntry('sign-Leo')!.diceText).toBe(SIGN_DICE_MEANINGS.Leo.text)
    expect(libraryEntry('aspect-trine')!.diceText).toBeNull()
  })

  it('has the eleven chart types, the 78 tarot cards and the 36 Lenormand cards, each with the reading texts', async () => {
    const count = (c: string) => LIBRARY_ENTRIES.filter((e) => e.category === c).length
    expect([count('chartType'), count('tarot'), count('lenormand')]).toEqual([11, 78, 36])
    const { TAROT_MEANINGS } = await import('@/divination/tarot')
    const { LENORMAND_MEANINGS } = await import('@/divination/lenormand')
    const lovers = TAROT_MEANINGS.find((m) => m.id === 6)!
    expect(libraryEntry('tarot-6')!.text.paragraphs.slice(0, 2)).toEqual([`正位：${lovers.up}`, `逆位：${lovers.rev}`])
    expect(libraryEntry('lenormand-24')!.text.paragraphs[0]).toBe(LENORMAND_MEANINGS.find((m) => m.n === 24)!.meaning)
    expect(titleIn('zh-Hans')(libraryEntry('tarot-6')!)).toBe('恋人')
    expect(titleIn('zh-Hans')(libraryEntry('chart-davison')!)).toBe('时空中点盘')
    // Neighbours in the sequence: the Lovers between the Hierophant and the Chariot; the last Lenormand card one way.
    expect(libraryEntry('tarot-6')!.links.map((l) => l.to)).toEqual(['tarot-5', 'tarot-7'])
    expect(libraryEntry('lenormand-36')!.links.map((l) => l.to)).toEqual(['lenormand-35'])
  })

  it('an unknown id is no entry', () => {
    for (const id of [undefined, '', 'sign-Ophiuchus', 'toString']) expect(libraryEntry(id)).toBeNull()
  })
})

describe('knowledge library search', () => {
  it('cuts Chinese into characters and pairs for the index, pairs for a query', () => {
    expect(indexTokens('第七宫 Asc')).toEqual(['第', '七', '宫', '第七', '七宫', 'asc'])
    expect(queryTokens('恋爱')).toEqual(['恋爱'])
    expect(queryTokens('宫')).toEqual(['宫'])
  })

  it('a query finds the expected entry first', () => {
    const search = buildLibrarySearch('zh-Hans', titleIn('zh-Hans'))
    expect(ids(search.search('天秤座'))[0]).toBe('sign-Libra')
    expect(ids(search.search('婚姻伴侣'))[0]).toBe('house-7')
    expect(ids(search.search('龙头'))[0]).toBe('planet-NorthNode')
    expect(ids(search.search('三分相'))[0]).toBe('aspect-trine')
    expect(ids(search.search('恋人'))[0]).toBe('tarot-6')
    expect(ids(search.search('时空中点盘'))[0]).toBe('chart-davison')
    expect(search.search('   ')).toEqual([])
    expect(search.search('咖啡拿铁')).toEqual([])
  })

  it('a zh-Hant query searches the zh-Hant texts; a zh-Hans query is converted first', () => {
    const search = buildLibrarySearch('zh-Hant', titleIn('zh-Hant'))
    expect(ids(search.search('戀愛'))).toContain('house-5')
    expect(ids(search.search('戀愛'))[0]).toBe('house-5')
    expect(ids(search.search('恋爱'))[0]).toBe('house-5')
    expect(ids(search.search('雙魚座'))[0]).toBe('sign-Pisces')
    expect(ids(search.search('戀人'))[0]).toBe('tarot-6')
    // The zh-Hans index does not hold the traditional forms.
    expect(ids(buildLibrarySearch('zh-Hans', titleIn('zh-Hans')).search('戀愛'))).toEqual([])
  })
})
