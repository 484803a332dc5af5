/**
 * The human design page's view: every setting changes what is drawn or listed (zodiac and ayanamsa, node, guaType),
 * the bodygraph geometry covers all 64 gates and 36 channels, and every engine id has a reading.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  activationLabel,
  AUTHORITY_MEANINGS,
  CENTER_IDS,
  CENTER_MEANINGS,
  CENTERS,
  CHANNELS,
  CROSS_ANGLE_MEANINGS,
  CROSS_ANGLE_NAMES,
  DEFINITION_MEANINGS,
  defaultHumanDesignSettings,
  gateLabel,
  humanDesignChart,
  PROFILE_MEANINGS,
  PROFILES,
  STRATEGIES,
  STRATEGY_MEANINGS,
  TYPE_MEANINGS,
  type HumanDesignChart,
} from '@/astro/human-design'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { CENTER_SHAPES, GATE_ANCHORS, channelPath, splitAtMiddle } from '@/components/bodygraph/geometry'
import { bodygraphDisplay, bodygraphPalette } from '@/components/bodygraph/layout'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

/** "Dave" of ../shared/golden/esoteric.json (BenTyson/human test data): 1969-12-13 06:12 UT. */
const DAVE_JD_UT = Date.parse('1969-12-13T06:12:00Z') / 86400000 + 2440587.5

let eph: Ephemeris
beforeAll(async () => {
  eph = await getNodeEphemeris('files')
})

const texts = (chart: HumanDesignChart, guaType: 'number' | 'hexagram') =>
  bodygraphDisplay(chart, guaType, bodygraphPalette('light'), 220)
    .items.filter((i) => i.kind === 'text')
    .map((i) => (i.kind === 'text' ? i.text : ''))

describe('settings reach the view', () => {
  it('guaType: gate 26 is drawn and listed as 26, or as the hexagram 大畜 (King Wen 26)', () => {
    const chart = humanDesignChart(eph, DAVE_JD_UT, defaultHumanDesignSettings)
    expect(texts(chart, 'number')).toContain('26')
    expect(texts(chart, 'number')).not.toContain('大畜')
    expect(texts(chart, 'hexagram')).toContain('大畜')
    expect(texts(chart, 'hexagram')).toContain('乾')
    expect(activationLabel(chart.personality.Sun, 'number')).toBe('26.5')
    expect(activationLabel(chart.personality.Sun, 'hexagram')).toBe('大畜.5')
    expect(gateLabel(1, 'hexagram')).toBe('乾')
  })

  it('zodiac and ayanamsa: the sidereal zodiac moves the Sun to another gate; Raman and Lahiri differ', () => {
    const tropical = humanDesignChart(eph, DAVE_JD_UT, defaultHumanDesignSettings)
    const lahiri = humanDesignChart(eph, DAVE_JD_UT, { ...defaultHumanDesignSettings, zodiac: 'sidereal', ayanamsa: 1 })
    const raman = humanDesignChart(eph, DAVE_JD_UT, { ...defaultHumanDesignSettings, zodiac: 'sidereal', ayanamsa: 3 })
    expect(activationLabel(tropical.personality.Sun, 'number')).toBe('26.5')
    expect(activationLabel(lahiri.personality.Sun, 'number')).not.toBe('26.5')
    // Raman's ayanamsa is about 1.4° smaller than Lahiri's: sidereal longitudes are larger by as much.
    expect(raman.personality.Sun.lonDeg - lahiri.personality.Sun.lonDeg).toBeGreaterThan(1.2)
    expect(activationLabel(lahiri.personality.Sun, 'number')).not.toBe(activationLabel(raman.personality.Sun, 'number'))
  })

  it('nodeTrue: the mean node puts the personality North Node of this chart on another line (63.5 → 63.6)', () => {
    const trueNode = humanDesignChart(eph, DAVE_JD_UT, defaultHumanDesignSettings)
    const meanNode = humanDesignChart(eph, DAVE_JD_UT, { ...defaultHumanDesignSettings, nodeTrue: false })
    expect(activationLabel(trueNode.personality.NorthNode, 'number')).toBe('63.5')
    expect(activationLabel(meanNode.personality.NorthNode, 'number')).toBe('63.6')
  })
})

describe('bodygraph drawing', () => {
  it('defined centres are filled with their colour, open ones with the card colour', () => {
    const chart = humanDesignChart(eph, DAVE_JD_UT, defaultHumanDesignSettings)
    const palette = bodygraphPalette('dark')
    const shapes = bodygraphDisplay(chart, 'number', palette, 220).items.filter((i) => i.kind === 'poly' && i.closed)
    expect(shapes).toHaveLength(9)
    const fills = shapes.map((s) => (s.kind === 'poly' ? s.fill : ''))
    CENTER_IDS.forEach((id, i) => expect([id, fills[i]]).toEqual([id, chart.definedCenters.includes(id) ? palette.centerFill[id] : palette.openFill]))
  })

  it('activated gates sit in discs: design red, personality dark, both ringed', () => {
    const chart = humanDesignChart(eph, DAVE_JD_UT, defaultHumanDesignSettings)
    const palette = bodygraphPalette('light')
    const discs = bodygraphDisplay(chart, 'number', palette, 220).items.filter((i) => i.kind === 'circle')
    const gates = new Set([...Object.values(chart.personality), ...Object.values(chart.design)].map((a) => a.gate))
    expect(discs).toHaveLength(gates.size)
  })

  it('every gate has an anchor on or inside its centre; every channel has a path of two halves', () => {
    for (const id of CENTER_IDS) {
      const pts = CENTER_SHAPES[id]
      const xs = pts.map((p) => p[0])
      const ys = pts.map((p) => p[1])
      for (const g of CENTERS[id].gates) {
        const [x, y] = GATE_ANCHORS[g]
        expect([g, x >= Math.min(...xs) - 1 && x <= Math.max(...xs) + 1 && y >= Math.min(...ys) - 1 && y <= Math.max(...ys) + 1]).toEqual([g, true])
      }
    }
    expect(Object.keys(GATE_ANCHORS)).toHaveLength(64)
    for (const c of CHANNELS) {
      const [a, b] = splitAtMiddle(channelPath(c))
      expect(a[a.length - 1]).toEqual(b[0])
      expect(a[0]).toEqual(GATE_ANCHORS[Number(c.split('-')[0])])
    }
  })
})

describe('readings', () => {
  it('every type, strategy, authority, definition, profile, cross angle and centre has a name and a text', () => {
    const all = [
      ...Object.values(TYPE_MEANINGS),
      ...Object.values(STRATEGY_MEANINGS),
      ...Object.values(AUTHORITY_MEANINGS),
      ...Object.values(DEFINITION_MEANINGS),
    ]
    for (const r of all) expect(r.name.length > 1 && r.text.length > 15).toBe(true)
    for (const s of Object.values(STRATEGIES)) expect(STRATEGY_MEANINGS[s]).toBeDefined()
    for (const p of Object.keys(PROFILES)) expect(PROFILE_MEANINGS[p as keyof typeof PROFILES].length).toBeGreaterThan(15)
    for (const a of Object.values(PROFILES)) expect(CROSS_ANGLE_NAMES[a] && CROSS_ANGLE_MEANINGS[a]).toBeTruthy()
    for (const c of CENTER_IDS) expect(CENTER_MEANINGS[c].defined.length > 10 && CENTER_MEANINGS[c].open.length > 10).toBe(true)
  })
})
