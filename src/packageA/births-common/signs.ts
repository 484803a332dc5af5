/**
 * Sun, Moon and Ascendant sign numbers of a profile from the astro engine (SPEC §3 sun/moon/asc). The
 * ephemeris is loaded on demand, so this runs when the editor saves, not in the store. Null signs when the
 * engine cannot load (the list shows none then).
 */
import type { LocalBirth } from '@/births/model'

export type Signs = Pick<LocalBirth, 'sun' | 'moon' | 'asc'>

export async function computeSigns(b: Pick<LocalBirth, 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>): Promise<Signs> {
  try {
    const [{ computeChart, signOf }, { loadEphemeris }] = await Promise.all([import('@/astro'), import('@/platform/ephemeris')])
    const eph = await loadEphemeris()
    const chart = computeChart(eph, 'natal', { date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, lat: b.lat, lng: b.lng })
    return { sun: chart.bodies.Sun?.sign ?? null, moon: chart.bodies.Moon?.sign ?? null, asc: chart.houses ? signOf(chart.houses.ascDeg) : null }
  } catch (e) {
    console.warn('signs: astro engine unavailable', e)
    return { sun: null, moon: null, asc: null }
  }
}
