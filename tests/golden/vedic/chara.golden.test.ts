/**
 * Chara dasa (K.N. Rao) against PyJHora's own test (chara-pyjhora.json, with provenance): Chennai 1996-12-07
 * 10:34 IST, Capricorn lagna. Signs, years and start times of the first round, and the second round of 12 minus
 * the first-round years (PyJHora lists the zero-year signs, which we skip).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { computeVedicChart, parseVedicSettings } from '@/astro/vedic'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const G = JSON.parse(readFileSync(join(__dirname, 'chara-pyjhora.json'), 'utf8'))
type Row = [number, string, number]
const MINUTE_DAYS = 1 / 1440
/** Local "YYYY-MM-DD hh:mm:ss" at UTC+5:30 → JD UT. */
const jdOfLocal = (s: string) => new Date(`${s.replace(' ', 'T')}+05:30`).getTime() / 86400000 + 2440587.5

describe('Chara dasa, K.N. Rao (PyJHora pvr_tests.py::chara_dhasa_test)', () => {
  it('gives the same signs, years and start times', async () => {
    const eph = await getNodeEphemeris('files')
    const b = G.birth
    const jdUT = jdOfLocal(`${b.date} ${b.time}`)
    const c = computeVedicChart(eph, { jdUT, latDeg: b.lat, lngDeg: b.lng, utcOffsetHours: b.utcOffsetHours }, parseVedicSettings({ dasa: 'chara', yearDays: G.yearDays }))
    expect(c.lagna.sign).toBe(10)
    expect(c.dasha.system).toBe('chara')
    const expected = [...(G.kn_rao as Row[]), ...(G.second_round_pvn_rao as Row[]).filter((r) => r[2] > 0)]
    expect(c.dasha.periods.map((p) => (p.sign ?? 0) - 1)).toEqual(expected.map((r) => r[0]))
    for (const [i, [, start, years]] of expected.entries()) {
      const p = c.dasha.periods[i]
      expect(Math.abs(p.startJdUT - jdOfLocal(start))).toBeLessThan(MINUTE_DAYS)
      expect((p.endJdUT - p.startJdUT) / G.yearDays).toBeCloseTo(years, 9)
    }
    expect(c.dasha.balanceYears).toBeCloseTo(10, 9)
  })
})
