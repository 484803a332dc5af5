import { describe, expect, it } from 'vitest'
import { layoutWheel, minSeparationDeg, screenAngleDeg, spreadLongitudes, type WheelChart, type WheelOptions } from '@/components/chart-wheel/layout'
import { displayListToSvg, drawDisplayList, type Ctx2D } from '@/components/chart-wheel/render'
import { BUILTIN_STYLES } from '@/chart-styles/styles'
import { signConditionOf as dignityOf, termLordOf as termRulerOf } from '@/astro/classical/dignities'
import { TERMS } from '@/astro/classical/tables'

const opts = (over: Partial<WheelOptions> = {}): WheelOptions => ({
  sizePx: 360,
  style: BUILTIN_STYLES[0],
  showDegree: true,
  showTerm: false,
  aspectLineSolid: false,
  aspectLineHidden: false,
  professional: false,
  classicSign: false,
  showSignLine: false,
  planetColorType: 0,
  ...over,
})

// Placidus cusps of a real chart (Einstein, Ulm 1879-03-14 11:30 LMT; swetest -house48.4,9.99,P): Asc 11°38′ Cancer.
const CUSPS = [101.64, 118.78, 139.36, 166.8, 201.74, 238.84, 281.64, 298.78, 319.36, 346.8, 21.74, 58.84]
const chart = (bodies: WheelChart['bodies']): WheelChart => ({ cusps: CUSPS, ascDeg: CUSPS[0], mcDeg: CUSPS[9], bodies })
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)

describe('wheel geometry', () => {
  it('puts the Ascendant at screen angle 180° (left)', () => {
    expect(screenAngleDeg(101.64, 101.64)).toBe(180)
    const l = layoutWheel(chart([{ id: 'Asc', lonDeg: 101.64, retrograde: false }]), null, [], opts())
    const g = l.glyphs[0]
    expect(g.x).toBeLessThan(180)
    expect(Math.abs(g.y - 180)).toBeLessThan(1e-9)
  })

  it('runs the zodiac counter-clockwise: 90° past the Ascendant is at the bottom', () => {
    const l = layoutWheel(chart([{ id: 'Sun', lonDeg: 191.64, retrograde: false }]), null, [], opts())
    expect(l.screenDegOf(191.64)).toBeCloseTo(270, 9)
    expect(l.glyphs[0].y).toBeGreaterThan(180)
  })

  it('draws each house cusp at its chart angle', () => {
    const l = layoutWheel(chart([]), null, [], opts())
    const r = l.radii
    const cuspLines = l.display.items.filter((it) => it.kind === 'line' && Math.abs(Math.hypot(it.x1 - 180, it.y1 - 180) - r.houseIn) < 1e-6)
    expect(cuspLines).toHaveLength(12)
    cuspLines.forEach((it, i) => {
      if (it.kind !== 'line') throw new Error()
      const deg = ((Math.atan2(-(it.y1 - 180), it.x1 - 180) * 180) / Math.PI + 360) % 360
      expect(deg).toBeCloseTo(screenAngleDeg(CUSPS[i], CUSPS[0]), 6)
    })
  })
})

describe('glyph collision spreading', () => {
  it('keeps six bodies within 10° from overlapping, each leader pointing at its true degree', () => {
    const ids = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter']
    const lons = [200, 201.5, 203, 205, 207.2, 209.9]
    const l = layoutWheel(chart(ids.map((id, i) => ({ id, lonDeg: lons[i], retrograde: false }))), null, [], opts())
    for (let i = 0; i < l.glyphs.length; i++)
      for (let j = i + 1; j < l.glyphs.length; j++) expect(dist(l.glyphs[i], l.glyphs[j])).toBeGreaterThanOrEqual(l.glyphs[i].sizePx)
    l.glyphs.forEach((g, i) => expect(g.lonDeg).toBe(lons[i]))
    // Order along the zodiac is kept.
    const shown = l.glyphs.map((g) => g.shownLonDeg)
    expect([...shown].sort((a, b) => a - b)).toEqual(shown)
  })

  it('spreads a cluster across 0° Aries', () => {
    const out = spreadLongitudes([359, 0, 1, 358.5], 5)
    const sorted = out.map((v) => (v > 180 ? v - 360 : v)).sort((a, b) => a - b)
    for (let k = 1; k < sorted.length; k++) expect(sorted[k] - sorted[k - 1]).toBeGreaterThanOrEqual(5 - 1e-9)
    expect(sorted.reduce((s, v) => s + v, 0) / 4).toBeCloseTo((-1 + 0 + 1 - 1.5) / 4, 6)
  })

  it('leaves bodies far apart where they are', () => {
    expect(spreadLongitudes([10, 100, 200], 6)).toEqual([10, 100, 200])
  })

  it('gives every body room when the whole ring is crowded', () => {
    // 40 glyphs needing 10.3° each cannot fit: they share the circle evenly (9° apart), wrap-around included.
    const lons = Array.from({ length: 40 }, (_, i) => i * 2)
    const out = spreadLongitudes(lons, minSeparationDeg(16, 100))
    const s = [...out].sort((a, b) => a - b)
    for (let k = 1; k < s.length; k++) expect(s[k] - s[k - 1]).toBeGreaterThan(9 - 1e-6)
    expect(s[0] + 360 - s[s.length - 1]).toBeGreaterThan(9 - 1e-6)
  })
})

describe('display list', () => {
  const bodies = [
    { id: 'Sun', lonDeg: 353.5, retrograde: false },
    { id: 'Saturn', lonDeg: 4.2, retrograde: true },
  ]
  const aspects = [{ a: 'Sun', aRing: 'inner' as const, b: 'Saturn', bRing: 'inner' as const, aspect: 4, applying: false }]

  it('dashes separating aspects unless aspectLineSolid, and hides them with aspectLineHidden', () => {
    const far = [
      { id: 'Sun', lonDeg: 0, retrograde: false },
      { id: 'Mars', lonDeg: 91, retrograde: false },
    ]
    const asp = [{ ...aspects[0], b: 'Mars' }]
    const count = (o: WheelOptions) =>
      layoutWheel(chart(far), null, asp, o).display.items.filter((i) => i.kind === 'line' && i.stroke === BUILTIN_STYLES[0].aspect_tension)
    expect(count(opts())[0]).toMatchObject({ dash: expect.any(Array) })
    expect(count(opts({ aspectLineSolid: true }))[0]).not.toHaveProperty('dash')
    expect(count(opts({ aspectLineHidden: true }))).toHaveLength(0)
  })

  it('marks retrograde bodies and adds the term ring only when asked', () => {
    const plain = layoutWheel(chart(bodies), null, [], opts())
    const withTerms = layoutWheel(chart(bodies), null, [], opts({ showTerm: true }))
    const rColor = BUILTIN_STYLES[0].professional.planet_r_color
    expect(plain.display.items.filter((i) => i.kind === 'path' && i.stroke === rColor)).toHaveLength(1)
    expect(withTerms.display.items.length - plain.display.items.length).toBeGreaterThan(60)
  })

  it('shows degrees only with show_degree (or in professional mode)', () => {
    const texts = (o: WheelOptions) => layoutWheel(chart(bodies), null, [], o).display.items.filter((i) => i.kind === 'text' && i.text.endsWith('°'))
    expect(texts(opts({ showDegree: false }))).toHaveLength(0)
    expect(texts(opts()).map((t) => (t.kind === 'text' ? t.text : ''))).toEqual(['23°', '4°'])
  })

  it('bi-wheel places outer bodies farther out than inner ones', () => {
    const l = layoutWheel(chart([bodies[0]]), chart([{ id: 'Sun', lonDeg: 100, retrograde: false }]), [], opts())
    const out = l.glyphs.find((g) => g.ring === 'outer')!
    const inn = l.glyphs.find((g) => g.ring === 'inner')!
    expect(dist(out, { x: 180, y: 180 })).toBeGreaterThan(dist(inn, { x: 180, y: 180 }))
  })

  it('writes SVG and draws on a canvas context with the same items', () => {
    const l = layoutWheel(chart(bodies), null, aspects, opts())
    const svg = displayListToSvg(l.display)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toContain('NaN')
    let strokes = 0
    const ctx = new Proxy({} as Ctx2D, {
      get: (_t, k) => (k === 'stroke' ? () => void strokes++ : () => undefined),
      set: () => true,
    })
    drawDisplayList(ctx, l.display, 2)
    expect(strokes).toBeGreaterThan(360)
  })
})

describe('reference tables', () => {
  it('Egyptian terms: every sign sums to 30°; Aries begins with Jupiter, Pisces ends with Saturn', () => {
    for (const row of [...TERMS.egyptian, ...TERMS.ptolemaic]) expect(row.reduce((s, [, w]) => s + w, 0)).toBe(30)
    expect(termRulerOf(0.5)).toBe('Jupiter')
    expect(termRulerOf(359.5)).toBe('Saturn')
  })
  it('dignities: Sun rules Leo, is exalted in Aries, falls in Libra; Saturn in detriment in Cancer', () => {
    expect(dignityOf('Sun', 5)).toBe('domicile')
    expect(dignityOf('Sun', 1)).toBe('exaltation')
    expect(dignityOf('Sun', 7)).toBe('fall')
    expect(dignityOf('Saturn', 4)).toBe('detriment')
    expect(dignityOf('Uranus', 4)).toBeNull()
  })
})
