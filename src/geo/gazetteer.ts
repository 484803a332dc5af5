import { inputError } from '@/core/errors'
import { cells, fixed, ints, type ChinaColumns, type WorldColumns } from './columns'

/**
 * Offline gazetteer search: Chinese divisions (province, prefecture, county; HK, Macau, Taiwan districts)
 * and world cities. Queries match hanzi (simplified or traditional), full pinyin, pinyin initials and
 * English names. Ranking: exact > prefix > substring on any key (a Chinese name also matches without its
 * 省/市/区/县… suffix); ties go to the larger unit (province > prefecture > county) or the larger population,
 * then to source order (GB/T 2260 code order).
 */

export type PlaceKind = 'province' | 'prefecture' | 'county' | 'district' | 'city'

export interface Place {
  /** Stable id: "cn:110105", "tw:臺北市", "gn:2643743" (GeoNames). */
  id: string
  /** Display name: simplified Chinese when known, else the English name. */
  name: string
  nameTrad?: string
  nameEn?: string
  /** Enclosing units or country, for display ("北京市", "辽宁省 朝阳市", "英国"). */
  region: string
  countryCode: string
  kind: PlaceKind
  lat: number
  lng: number
  /** IANA zone id; every place in the PRC uses Asia/Shanghai, the official civil time. */
  timeZone: string
  population?: number
  /** True when the point is the enclosing unit's (the sources have none of its own). */
  approx?: boolean
}

export interface SearchOptions {
  /** 1-based page number (default 1). */
  page?: number
  /** Results per page (default 20, at most 100). */
  pageSize?: number
}

export interface SearchResult {
  query: string
  total: number
  page: number
  pageSize: number
  items: Place[]
}

export interface Gazetteer {
  readonly size: number
  search(query: string, options?: SearchOptions): SearchResult
  byId(id: string): Place | undefined
  /** World cities of at least `minPopulation` inhabitants, in source order. */
  cities(minPopulation: number): Place[]
}

const KIND: Record<string, PlaceKind> = { p: 'province', c: 'prefecture', x: 'county', d: 'district' }
/** Tie-break weight of a Chinese unit, on the same scale as 1000·log10(population) of a world city. */
const KIND_WEIGHT: Record<string, number> = { p: 8000, c: 7000, x: 5500, d: 5000 }
const SUFFIX =
  /(特别行政区|特別行政區|维吾尔自治区|維吾爾自治區|壮族自治区|壯族自治區|回族自治区|自治区|自治區|自治州|自治县|自治縣|自治旗|地区|地區|新区|新區|林区|特区|省|市|区|區|县|縣|旗|盟|镇|鎮|乡|鄉)$/
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/

interface Entry {
  /** Keys matched by a hanzi query. */
  han: string[]
  /** Keys matched by a latin query (pinyin, English), lower-case alphanumerics only. */
  latin: string[]
  /** Initials: exact or prefix matches only. */
  initials: string[]
  weight: number
  make: () => Place
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

function pinyinKeys(py: string, shortLen: number): { full: string[]; initials: string[] } {
  if (!py) return { full: [], initials: [] }
  const syl = py.split("'")
  const full = [syl.join('')]
  const initials = [syl.map((s) => s[0]).join('')]
  if (shortLen > 0 && shortLen < syl.length) {
    full.push(syl.slice(0, shortLen).join(''))
    initials.push(
      syl
        .slice(0, shortLen)
        .map((s) => s[0])
        .join(''),
    )
  }
  return { full, initials }
}

function shortOf(name: string): string {
  const s = name.replace(SUFFIX, '')
  return s.length >= 2 ? s : name
}

export function createGazetteer(china: ChinaColumns, world: WorldColumns): Gazetteer {
  const entries: Entry[] = []
  const byId = new Map<string, number>()

  // China
  {
    const zones = cells(china.zones)
    const id = cells(china.id)
    const name = cells(china.name)
    const trad = cells(china.trad)
    const py = cells(china.py)
    const en = cells(china.en)
    const parent = ints(china.parent)
    const lat = ints(china.lat)
    const lng = ints(china.lng)
    const approx = new Set(ints(china.approx))
    const regionOf = (i: number): string => {
      const chain: string[] = []
      for (let p = parent[i]; p >= 0; p = parent[p]) chain.unshift(name[p])
      return chain.join(' ')
    }
    for (let i = 0; i < china.count; i++) {
      const short = shortOf(name[i])
      const han = [name[i], short]
      if (trad[i]) han.push(trad[i], shortOf(trad[i]))
      const allHan = !/[^\u3400-\u9fff]/.test(name[i])
      const { full, initials } = pinyinKeys(py[i], allHan && short !== name[i] ? short.length : 0)
      const latin = [...full]
      if (en[i]) latin.push(norm(en[i]), norm(en[i].replace(/\s+(District|City|Township|County)$/i, '')))
      const kind = china.kind[i]
      const code = id[i].startsWith('tw:') ? 'TW' : id[i].startsWith('cn:81') ? 'HK' : id[i].startsWith('cn:82') ? 'MO' : 'CN'
      const idx = i
      entries.push({
        han,
        latin,
        initials,
        weight: KIND_WEIGHT[kind] ?? 5000,
        make: () => ({
          id: id[idx],
          name: name[idx],
          ...(trad[idx] ? { nameTrad: trad[idx] } : {}),
          ...(en[idx] ? { nameEn: en[idx] } : {}),
          region: regionOf(idx),
          countryCode: code,
          kind: KIND[kind],
          lat: lat[idx] / 1e4,
          lng: lng[idx] / 1e4,
          timeZone: zones[Number(china.zone[idx])],
          ...(approx.has(idx) ? { approx: true } : {}),
        }),
      })
      byId.set(id[i], entries.length - 1)
    }
  }

  // World
  const worldStart = entries.length
  let worldPop: number[] = []
  {
    const zones = cells(world.zones)
    const countries = cells(world.countries).map((c) => c.split(':'))
    const id = ints(world.id)
    const name = cells(world.name)
    const zh = cells(world.zh)
    const trad = cells(world.trad)
    const py = cells(world.py)
    const country = fixed(world.country, 2)
    const lat = ints(world.lat)
    const lng = ints(world.lng)
    const zone = fixed(world.zone, 2)
    const pop = ints(world.pop)
    worldPop = pop
    for (let i = 0; i < world.count; i++) {
      const han = zh[i] ? [zh[i]] : []
      if (trad[i]) han.push(trad[i])
      const { full, initials } = pinyinKeys(py[i], 0)
      const idx = i
      const [cc, cn, enName] = countries[country[i]]
      entries.push({
        han,
        latin: [norm(name[i]), ...full],
        initials,
        weight: Math.round(1000 * Math.log10(Math.max(pop[i], 1))),
        make: () => ({
          id: `gn:${id[idx]}`,
          name: zh[idx] || name[idx],
          ...(trad[idx] ? { nameTrad: trad[idx] } : {}),
          nameEn: name[idx],
          region: cn || enName,
          countryCode: cc,
          kind: 'city',
          lat: lat[idx] / 1e4,
          lng: lng[idx] / 1e4,
          timeZone: zones[zone[idx]],
          population: pop[idx],
        }),
      })
      byId.set(`gn:${id[i]}`, entries.length - 1)
    }
  }

  function search(query: string, options: SearchOptions = {}): SearchResult {
    if (typeof query !== 'string') inputError('bad_query', '搜索词必须是文字')
    const page = Math.max(1, Math.floor(options.page ?? 1))
    const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize ?? 20)))
    const q = query.trim().replace(/\s+/g, ' ')
    const hanQuery = HAN.test(q)
    const qk = hanQuery ? q.replace(/\s/g, '') : norm(q)
    const hits: { i: number; rank: number }[] = []
    if (qk) {
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i]
        let tier = 0
        const keys = hanQuery ? e.han : e.latin
        for (const k of keys) {
          const t = k === qk ? 3 : k.startsWith(qk) ? 2 : k.includes(qk) ? 1 : 0
          if (t > tier) tier = t
          if (tier === 3) break
        }
        if (!hanQuery && tier < 3) {
          for (const k of e.initials) {
            const t = k === qk ? 3 : k.startsWith(qk) ? 2 : 0
            if (t > tier) tier = t
          }
        }
        if (tier) hits.push({ i, rank: tier * 100000 + e.weight })
      }
    }
    hits.sort((a, b) => b.rank - a.rank || a.i - b.i)
    const start = (page - 1) * pageSize
    return { query: q, total: hits.length, page, pageSize, items: hits.slice(start, start + pageSize).map((h) => entries[h.i].make()) }
  }

  return {
    size: entries.length,
    search,
    byId: (id: string) => {
      const i = byId.get(id)
      return i === undefined ? undefined : entries[i].make()
    },
    cities: (minPopulation: number) => entries.slice(worldStart).flatMap((e, i) => (worldPop[i] >= minPopulation ? [e.make()] : [])),
  }
}
