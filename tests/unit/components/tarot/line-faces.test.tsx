// @vitest-environment jsdom
import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import { PIP_LAYOUTS, lenormandLineFaceSvg, pipSigns } from '@/components/tarot/line-faces'
import { TarotCard, tarotLineSvg } from '@/components/tarot/tarot-card'
import { LENORMAND_CARDS } from '@/divination/lenormand'
import { TAROT_CARDS } from '@/divination/tarot'
import { useLenormandSettings, useTarotSettings } from '@/store/card-settings'

const paths = (svg: string) => svg.split('<path').length - 1
const balanced = (svg: string) => {
  for (const tag of ['svg', 'g', 'text']) expect(svg.split(`<${tag}`).length, tag).toBe(svg.split(`</${tag}>`).length)
  expect(svg).not.toMatch(/NaN|undefined|Infinity/)
}

describe('line deck faces (deckId 2)', () => {
  it('pip layouts hold 1–10 pips, each inside the unit square, none on another', () => {
    PIP_LAYOUTS.forEach((layout, n) => {
      expect(layout).toHaveLength(n)
      expect(new Set(layout.map(([c, r]) => `${c},${r}`)).size).toBe(n)
      for (const [c, r] of layout) expect(c >= 0 && c <= 1 && r >= 0 && r <= 1).toBe(true)
    })
    for (let n = 1; n <= 10; n++) expect(paths(pipSigns('cups', n))).toBe(n)
  })

  it('all 78 tarot faces are well formed and differ; a pip card shows its count, a court card its letter', () => {
    const faces = TAROT_CARDS.map((c) => tarotLineSvg(c.id))
    faces.forEach(balanced)
    expect(new Set(faces).size).toBe(78)
    // Seven of Wands: 7 pips + the corner sign.
    expect(paths(tarotLineSvg(22 + 6))).toBe(8)
    expect(tarotLineSvg(62)).toContain('>Q</text>')
    expect(tarotLineSvg(17)).toContain('>XVII</text>')
  })

  it('all 36 Lenormand faces follow their playing-card inset', () => {
    const faces = LENORMAND_CARDS.map((c) => lenormandLineFaceSvg(c.n, c.playingCard))
    faces.forEach(balanced)
    expect(new Set(faces).size).toBe(36)
    expect(paths(lenormandLineFaceSvg(1, '9♥'))).toBe(10)
    expect(lenormandLineFaceSvg(4, 'K♥')).toContain('>K</text>')
    expect(lenormandLineFaceSvg(4, 'K♥')).toContain('#b3261e')
    expect(lenormandLineFaceSvg(24, 'J♥')).toContain('>24</text>')
  })
})

describe('deckId reaches the cards of every reading view', () => {
  afterEach(() => {
    useTarotSettings.getState().changed({ deckId: 1 })
    useLenormandSettings.getState().changed({ deckId: 1 })
  })
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const renderToStaticMarkup = (el: ReactElement): string => {
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() => root.render(el))
    const html = host.innerHTML
    act(() => root.unmount())
    return html
  }
  const tarot = () => renderToStaticMarkup(<TarotCard id={17} reversed={false} faceUp back={0} label="" />)
  const lenormand = () => renderToStaticMarkup(<LenormandCard n={1} reversed={false} faceUp back={0} label="" />)

  it('tarot: the saved deck changes the face from drawn type to the line drawing', () => {
    useTarotSettings.getState().changed({ deckId: 1 })
    const drawn = tarot()
    expect(drawn).toContain('data-deck="1"')
    expect(drawn).toContain('tc__emblem')
    expect(drawn).not.toContain('data:image/svg+xml')
    useTarotSettings.getState().changed({ deckId: 2 })
    const line = tarot()
    expect(line).toContain('data-deck="2"')
    expect(line).toContain('tc--line')
    expect(line).toContain('data:image/svg+xml;base64,')
    expect(line).not.toContain('tc__emblem')
  })

  it('Lenormand: the same, with its own setting', () => {
    useLenormandSettings.getState().changed({ deckId: 2 })
    expect(lenormand()).toContain('data-deck="2"')
    expect(tarot()).toContain('data-deck="1"')
    useLenormandSettings.getState().changed({ deckId: 1 })
    expect(lenormand()).toContain('tc__inset')
  })

  it('an explicit deck (the deck pages’ samples) wins over the saved one', () => {
    useTarotSettings.getState().changed({ deckId: 1 })
    expect(renderToStaticMarkup(<TarotCard id={0} deck={2} reversed={false} faceUp back={0} label="" />)).toContain('data-deck="2"')
  })
})
