/** Human design rules, one known fact each (esoteric.json humanDesign rules; Definitive Book of Human Design). */
import { activationOf, bodygraphOf, designJdUTOf, defaultHumanDesignSettings, humanDesignChart, parseHumanDesignSettings } from '@/astro/human-design'
import { SE } from '@/astro/ephemeris/constants'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import type { Ephemeris } from '@/astro/ephemeris/adapter'

const gatesOf = (...channels: string[]) => new Set(channels.flatMap((c) => c.split('-').map(Number)))

describe('human design wheel', () => {
  it('"Gate 41 begins at 302° (2° Aquarius)"; the gate before it is 60, the one after 19 (5.625° each)', () => {
    expect(activationOf(302)).toMatchObject({ gate: 41, line: 1 })
    expect(activationOf(301.999)).toMatchObject({ gate: 60, line: 6 })
    expect(activationOf(302 + 5.625)).toMatchObject({ gate: 19, line: 1 })
  })

  it('"line = floor(offset / 0.9375) + 1": 302° + 2.5 × 0.9375° is 41.3; 0° Aries is 25.2', () => {
    expect(activationOf(302 + 2.5 * 0.9375)).toMatchObject({ gate: 41, line: 3 })
    // 0° is 58° past 302°: tenth gate after 41 (gate 25, from 56.25°), 1.75° in → line 2.
    expect(activationOf(0)).toMatchObject({ gate: 25, line: 2 })
  })
})

describe('bodygraph rules', () => {
  it('"no defined centre = Reflector", authority Lunar, definition None', () => {
    expect(bodygraphOf(new Set([1, 2, 3]))).toMatchObject({ type: 'Reflector', authority: 'Lunar', definition: 'None', channels: [] })
  })

  it('"Sacral defined, no motor to Throat = Generator"; Sacral authority (5-15)', () => {
    expect(bodygraphOf(gatesOf('5-15'))).toMatchObject({
      type: 'Generator',
      authority: 'Sacral',
      definition: 'Single',
      definedCenters: ['G', 'Sacral'],
    })
  })

  it('"Sacral defined with a motor connected to the Throat = Manifesting Generator" (34-20)', () => {
    expect(bodygraphOf(gatesOf('20-34')).type).toBe('ManifestingGenerator')
  })

  it('"Sacral undefined, motor to Throat = Manifestor"; Heart connected to the Throat: Ego Manifested (21-45)', () => {
    expect(bodygraphOf(gatesOf('21-45'))).toMatchObject({ type: 'Manifestor', authority: 'EgoManifested' })
  })

  it('"else Projector": G to Throat is Self-Projected (7-31); Heart to G only is Ego Projected (25-51); Head–Ajna is Mental (4-63)', () => {
    expect(bodygraphOf(gatesOf('7-31'))).toMatchObject({ type: 'Projector', authority: 'SelfProjected' })
    expect(bodygraphOf(gatesOf('25-51'))).toMatchObject({ type: 'Projector', authority: 'EgoProjected' })
    expect(bodygraphOf(gatesOf('4-63'))).toMatchObject({ type: 'Projector', authority: 'Mental' })
  })

  it('"SolarPlexus = Emotional" comes before Sacral (6-59), Splenic when only the Spleen is a candidate (18-58)', () => {
    expect(bodygraphOf(gatesOf('6-59'))).toMatchObject({ type: 'Generator', authority: 'Emotional' })
    expect(bodygraphOf(gatesOf('18-58'))).toMatchObject({ type: 'Projector', authority: 'Splenic' })
  })

  it('"definition = number of connected groups": Split, Triple Split, Quadruple Split', () => {
    expect(bodygraphOf(gatesOf('4-63', '18-58')).definition).toBe('Split')
    expect(bodygraphOf(gatesOf('4-63', '18-58', '21-45')).definition).toBe('TripleSplit')
    expect(bodygraphOf(gatesOf('24-61', '18-58', '21-45', '5-15')).definition).toBe('QuadrupleSplit')
    // A bridge joins two groups into one.
    expect(bodygraphOf(gatesOf('4-63', '17-62', '7-31')).definition).toBe('Single')
  })
})

describe('design moment and nodes', () => {
  let eph: Ephemeris
  beforeAll(async () => {
    eph = await getNodeEphemeris('files')
  })

  it('"the Sun exactly 88° of longitude earlier (solar arc, not 88 days)": about 88–93 days before birth', () => {
    for (const jdUT of [2451545.0, 2455197.5 + 180, 2440000.25]) {
      const design = designJdUTOf(eph, jdUT, defaultHumanDesignSettings)
      const sunAt = (jd: number) => eph.calcUt(jd, SE.SUN)!.lonDeg
      expect(Math.abs(((sunAt(jdUT) - sunAt(design) - 88 + 540) % 360) - 180)).toBeLessThan(1e-6)
      expect(jdUT - design).toBeGreaterThan(85)
      expect(jdUT - design).toBeLessThan(95)
    }
  })

  it('nodeType: the true node is the default; the mean node moves the North Node; the South Node is opposite', () => {
    const t = humanDesignChart(eph, 2448481.834028, defaultHumanDesignSettings)
    const m = humanDesignChart(eph, 2448481.834028, parseHumanDesignSettings({ nodeType: 'mean' }))
    expect(t.settings.nodeTrue).toBe(true)
    expect(Math.abs(t.personality.NorthNode.lonDeg - m.personality.NorthNode.lonDeg)).toBeGreaterThan(0.01)
    expect(Math.abs(((t.personality.SouthNode.lonDeg - t.personality.NorthNode.lonDeg + 360) % 360) - 180)).toBeLessThan(1e-9)
  })

  it('a birth outside the ephemeris files (1800–2400) is marked as computed by Moshier', () => {
    expect(humanDesignChart(eph, 2451545, defaultHumanDesignSettings).ephemeris).toBe('files')
    expect(humanDesignChart(eph, 2268932.5, defaultHumanDesignSettings).ephemeris).toBe('moshier') // 1500
  })

  it('bad settings are input errors', () => {
    expect(() => parseHumanDesignSettings({ nodeType: 'osculating' })).toThrow(expect.objectContaining({ code: 'bad_node_type' }))
    expect(() => parseHumanDesignSettings({ zodiac: 'draconic' })).toThrow(expect.objectContaining({ code: 'bad_zodiac' }))
  })
})

describe('gate wheel offset setting', () => {
  it('gateWheelStartDeg moves every gate boundary: at 302.25° a longitude of 302.1° is still in gate 60', async () => {
    expect(activationOf(302.1, 302.25)).toMatchObject({ gate: 60, line: 6 })
    expect(parseHumanDesignSettings({}).gateWheelStartDeg).toBe(302)
    expect(() => parseHumanDesignSettings({ gateWheelStartDeg: 400 })).toThrow(expect.objectContaining({ code: 'bad_gateWheelStartDeg' }))
  })
})
