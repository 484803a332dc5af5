/** House systems (Swiss Ephemeris letters) and placing a longitude in a house. */
import { inputError } from '@/core/errors'

/** houseTypeIndex of the chart settings → system. Order as the settings list them. */
export const HOUSE_SYSTEMS = [
  { index: 0, letter: 'P', id: 'placidus' },
  { index: 1, letter: 'K', id: 'koch' },
  { index: 2, letter: 'R', id: 'regiomontanus' },
  { index: 3, letter: 'C', id: 'campanus' },
  { index: 4, letter: 'O', id: 'porphyry' },
  { index: 5, letter: 'B', id: 'alcabitius' },
  { index: 6, letter: 'E', id: 'equal' },
  { index: 7, letter: 'W', id: 'whole_sign' },
  { index: 8, letter: 'X', id: 'meridian' },
  { index: 9, letter: 'M', id: 'morinus' },
  { index: 10, letter: 'T', id: 'topocentric' },
  { index: 11, letter: 'V', id: 'vehlow' },
] as const
export type HouseLetter = (typeof HOUSE_SYSTEMS)[number]['letter']

export function houseLetterOfIndex(index: number): HouseLetter {
  const h = HOUSE_SYSTEMS[index]
  if (!h) inputError('bad_house_system', `未知的宫位制序号：${index}（应为 0–${HOUSE_SYSTEMS.length - 1}）`)
  return h.letter
}

/** Accepts a letter ('P'), an id ('placidus') or an index; 'A' is Swiss Ephemeris' other letter for Equal. */
export function parseHouseSystem(value: unknown): HouseLetter {
  if (typeof value === 'number') return houseLetterOfIndex(value)
  const s = String(value ?? '').trim()
  const byLetter = HOUSE_SYSTEMS.find((h) => h.letter === s.toUpperCase() && s.length === 1)
  if (byLetter) return byLetter.letter
  if (s.toUpperCase() === 'A') return 'E'
  const byId = HOUSE_SYSTEMS.find((h) => h.id === s.toLowerCase())
  if (byId) return byId.letter
  return inputError('bad_house_system', `未知的宫位制：${s}（可用：${HOUSE_SYSTEMS.map((h) => h.letter).join(' ')}）`)
}

/** House 1..12 whose cusp range [cusp_i, cusp_i+1) holds the longitude (cusps in zodiacal order). */
export function houseOf(lonDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]
    let width = (cusps[i === 11 ? 0 : i + 1] - start) % 360
    if (width < 0) width += 360
    let off = (lonDeg - start) % 360
    if (off < 0) off += 360
    if (off < width) return i + 1
  }
  return 1
}
