/** The `vedic` command: DESIGN §3 shape, settings, and bad input (exit 2 with an error JSON). */
import { spawnSync } from 'node:child_process'
import { commands } from '@/cli/commands/vedic'
import { EngineInputError } from '@/core/errors'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })
const CHENNAI = { date: '1996-12-07', time: '10:34', birthZone: -5.5, lat: 13.0389, lng: 80.2619 }
const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']

interface Period {
  lord: string
  /** Chara dasa only. */
  sign?: number
  start: string
  end: string
  sub?: Period[]
}
interface VedicOut {
  jdUT: number
  ayanamsaDeg: number
  lagna: { lon: number; sign: number }
  bodies: Record<string, { lon: number; sign: number; nakshatra: number; pada: number; house: number }>
  vargas: Record<string, Record<string, number>>
  dasa: { system: string; periods: Period[]; current: Period[] }
  bhava: { system: string; cusps: number[] }
  panchanga: { tithi: number; vara: string }
}
const run = async (input: Record<string, unknown>) => (await commands.vedic.run(input)) as VedicOut

describe('engine CLI: vedic', () => {
  it('prints the DESIGN §3 shape', async () => {
    const out = await run(CHENNAI)
    // 10:34 IST = 05:04 UT.
    expect(out.jdUT).toBeCloseTo(2450424.711111, 6)
    expect(out.ayanamsaDeg).toBeCloseTo(23.8143554, 6)
    expect(out.lagna.sign).toBe(10)
    for (const id of GRAHAS) expect(Object.keys(out.bodies[id])).toEqual(expect.arrayContaining(['lon', 'sign', 'nakshatra', 'pada', 'house']))
    expect(out.bodies.Moon).toMatchObject({ sign: 7, nakshatra: 15, pada: 1, house: 10 })
    for (const n of VARGAS) expect(Object.keys(out.vargas[`D${n}`]).sort()).toEqual([...GRAHAS, 'Lagna'].sort())
    expect(out.vargas.D1.Moon).toBe(7)
    expect(out.dasa.system).toBe('vimshottari')
    expect(out.dasa.periods[0]).toMatchObject({ lord: 'Rahu', start: expect.stringMatching(/^1996-07-15T22:04:\d\dZ$/) })
    // Three levels by default: maha → antar → pratyantar.
    expect(out.dasa.periods[0].sub![0].sub).toHaveLength(9)
    // 1996-12-07 was a Saturday.
    expect(out.panchanga.vara).toBe('Shanivara')
  })

  it('Chaitra Shukla Pratipada (Ugadi) 2024-04-09 06:30 IST, a Tuesday; Paush Purnima 2024-01-25 noon IST', async () => {
    expect((await run({ date: '2024-04-09', time: '06:30', birthZone: -5.5, lat: 28.61, lng: 77.21 })).panchanga).toMatchObject({
      tithi: 1,
      vara: 'Mangalavara',
    })
    expect((await run({ date: '2024-01-25', time: '12:00', birthZone: -5.5, lat: 28.61, lng: 77.21 })).panchanga).toMatchObject({ tithi: 15 })
  })

  it('reads ayanamsa, nodeType, dasa and yearDays', async () => {
    const fagan = await run({ ...CHENNAI, ayanamsa: 0 })
    expect(fagan.ayanamsaDeg - 23.8143554).toBeGreaterThan(0.8) // Fagan-Bradley is about 53′ larger than Lahiri
    const mean = await run({ ...CHENNAI, nodeType: 'mean' })
    expect(mean.bodies.Rahu.lon).toBeCloseTo(160.5537874, 5) // swetest -sid1 mean Node
    expect((await run({ ...CHENNAI, dasa: 'yogini' })).dasa.system).toBe('yogini')
    // dasaStartingPoint lagna: the lagna (22°26′ Capricorn) is in Shravana, whose lord is the Moon.
    expect((await run({ ...CHENNAI, dasaStartingPoint: 'lagna' })).dasa.periods[0].lord).toBe('Moon')
    const y360 = await run({ ...CHENNAI, yearDays: 360 })
    const days = (p: Period) => (Date.parse(p.end) - Date.parse(p.start)) / 86400000
    expect(days(y360.dasa.periods[1])).toBeCloseTo(16 * 360, 3) // Jupiter follows Rahu
  })

  it('dasa.current at 2025-03-01 is Jupiter / Sun (PyJHora: Jupiter–Sun antar 2025-01-27 to 2025-11-15 IST)', async () => {
    const out = await run({ ...CHENNAI, at: { date: '2025-03-01', time: '12:00', birthZone: -5.5 } })
    expect(out.dasa.current.map((p) => p.lord).slice(0, 2)).toEqual(['Jupiter', 'Sun'])
  })

  it('chara dasa: sign periods with their lords; at 2025-03-01 Libra (2022-12 to 2034-12), its Capricorn antar', async () => {
    const out = await run({ ...CHENNAI, dasa: 'chara', at: { date: '2025-03-01', time: '12:00', birthZone: -5.5 } })
    expect(out.dasa.system).toBe('chara')
    expect(out.dasa.periods.slice(0, 4).map((p) => p.sign)).toEqual([10, 9, 8, 7])
    expect(out.dasa.current.map((p) => p.sign).slice(0, 2)).toEqual([7, 10])
    expect(out.dasa.current[0].lord).toBe('Venus')
  })

  it('bhava sripati: the lagna (292.44°) lies in bhava 1 whose cusp is swetest -houseS 278.878°', async () => {
    const out = await run({ ...CHENNAI, bhava: 'sripati' })
    expect(out.bhava.cusps[0]).toBeCloseTo(278.8784, 3)
  })

  it.each([
    [{ ...CHENNAI, bhava: 'placidus' }, 'bad_bhava'],
    [{ ...CHENNAI, time: undefined }, 'missing_time'],
    [{ ...CHENNAI, date: '1700-01-01' }, 'date_out_of_range'],
    [{ ...CHENNAI, date: '1996-02-30' }, 'bad_date'],
    [{ ...CHENNAI, lat: 91 }, 'bad_latitude'],
    [{ ...CHENNAI, ayanamsa: 99 }, 'bad_ayanamsa'],
    [{ ...CHENNAI, nodeType: 'osculating' }, 'bad_node_type'],
    [{ ...CHENNAI, dasa: 'kalachakra' }, 'bad_dasa'],
    [{ ...CHENNAI, yearDays: -1 }, 'bad_yearDays'],
  ])('rejects bad input with an input error (%#)', async (input, code) => {
    await expect(commands.vedic.run(input)).rejects.toThrow(EngineInputError)
    await expect(commands.vedic.run(input)).rejects.toMatchObject({ code })
  })

  it('a missing time exits 2 with an error JSON and no stack trace', () => {
    const r = engine(['vedic', JSON.stringify({ date: '1996-12-07', birthZone: -5.5, lat: 13, lng: 80 })])
    expect(r.status).toBe(2)
    const out = JSON.parse(r.stdout) as { error: { code: string; message: string } }
    expect(out.error.code).toBe('missing_time')
    expect(out.error.message).toMatch(/出生时间/)
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/)
  }, 30_000)
})
