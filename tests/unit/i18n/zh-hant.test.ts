import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import STCharacters from 'opencc-js/dict/STCharacters'
import TWVariants from 'opencc-js/dict/TWVariants'
import { toTraditional } from '@/i18n/convert'
import { baziChart, SHENSHA, SHI_SHEN, CHANG_SHENG, QI_NAMES } from '@/divination/bazi'
import { computeZiwei, STAR_NAMES, PALACE_NAMES_FROM_MING, TIME_NAMES } from '@/divination/ziwei'
import { BOSHI_12, SUIQIAN_12, JIANGQIAN_12, CHANGSHENG_12 } from '@/divination/ziwei/placement'

// zh-Hant: every 干支, star, palace and bazi name and every resource string comes out in Taiwan usage, with the
// domain's own characters (丑 the branch, 干 the stem) and never a mainland-only or wrongly converted form.

const STEMS = [...'甲乙丙丁戊己庚辛壬癸']
const BRANCHES = [...'子丑寅卯辰巳午未申酉戌亥']
const GANZHI_60 = Array.from({ length: 60 }, (_, i) => STEMS[i % 10] + BRANCHES[i % 12])

// Characters OpenCC converts (its simplified → traditional table), less those that are traditional characters in
// their own right: 干 (干支), 丑 (the branch), 咸 (咸池), 占 (占卜), 斗 (斗数), 台 (三台), 凶 (吉凶), 里 (公里), 后 (皇后).
const ALSO_TRADITIONAL = new Set([...'干丑咸占斗台凶里后'])
const TW_VARIANT = new Map(TWVariants.split('|').map((e: string) => e.split(' ') as [string, string]))
const SIMPLIFIED_ONLY = new Set(
  STCharacters.split('|')
    .map((e: string) => e.split(' '))
    .filter(([s, first]: string[]) => first && (TW_VARIANT.get(first) ?? first) !== s && !ALSO_TRADITIONAL.has(s))
    .map(([s]: string[]) => s),
)
// Wrong or mainland forms that must never appear in zh-Hant (醜 only in three classical lines of the Yi).
const FORBIDDEN = ['醜', '幹', '設置', '登錄', '郵箱', '默認', '粘貼', '網絡', '賬號', '引數', '型別', '演算法', '位元', '登出帳號']
const CLASSICAL_CHOU = ['可醜也', '群醜也', '匪其醜']

function problemsOf(hant: string): string[] {
  const text = CLASSICAL_CHOU.reduce((s, w) => s.split(w).join(''), hant)
  const out = FORBIDDEN.filter((w) => text.includes(w))
  for (const c of text) if (SIMPLIFIED_ONLY.has(c)) out.push(`simplified ${c}`)
  return out
}
const expectClean = (hans: string) => expect(problemsOf(toTraditional(hans)), `${hans} → ${toTraditional(hans)}`).toEqual([])

describe('runtime converter: protected terms', () => {
  it('the table knows simplified-only characters (the check can fail)', () => {
    expect(problemsOf('东经')).toEqual(['simplified 东', 'simplified 经'])
    expect(problemsOf('命宮 醜')).toEqual(['醜'])
  })
  it('every 干支 of the cycle stays as written, alone and in context', () => {
    for (const g of GANZHI_60) {
      expect(toTraditional(g)).toBe(g)
      expect(toTraditional(`${g}年 ${g}日`)).toBe(`${g}年 ${g}日`)
    }
  })
  it('the twelve branches stay, 丑 included, alone and as hours', () => {
    for (const b of BRANCHES) {
      expect(toTraditional(b)).toBe(b)
      expect(toTraditional(`命宫 ${b}`)).toBe(`命宮 ${b}`)
    }
    expect(toTraditional('丑时')).toBe('丑時')
    expect(toTraditional('辛丑')).toBe('辛丑')
  })
  it('干 of the stems is never 幹; 后天 is 後天', () => {
    for (const w of ['天干', '十干', '藏干', '干支', '年干', '日干', '时干', '宫干', '阳干', '阴干', '天干地支'])
      expect(toTraditional(w)).not.toMatch(/[幹乾]/)
    expect(toTraditional('先天后天')).toBe('先天後天')
  })
  it('coordinates read 北緯/東經/南緯/西經', () => {
    expect(toTraditional('北纬 39.90° 东经 116.40°')).toBe('北緯 39.90° 東經 116.40°')
    expect(toTraditional('南纬 33.87° 西经 74.01°')).toBe('南緯 33.87° 西經 74.01°')
  })
  it('the home grid glyphs are converted: 档 → 檔, 历 → 曆 (the calendar), 择 → 擇', () => {
    expect(toTraditional('档')).toBe('檔')
    expect(toTraditional('历')).toBe('曆')
    expect(toTraditional('择')).toBe('擇')
  })
  it('every ziwei star, palace, hour and twelve-god name', () => {
    const names = [
      ...Object.values(STAR_NAMES),
      ...PALACE_NAMES_FROM_MING,
      ...TIME_NAMES,
      ...BOSHI_12,
      ...SUIQIAN_12,
      ...JIANGQIAN_12,
      ...CHANGSHENG_12,
    ]
    expect(names.length).toBeGreaterThan(80)
    for (const n of names) expectClean(n)
  })
  it('every bazi 十神, 神煞, 长生 and 藏干 name', () => {
    const names = [...SHI_SHEN, ...SHENSHA.map((s) => s.name), ...CHANG_SHENG, ...QI_NAMES]
    for (const n of names) expectClean(n)
  })
  it('every string of bazi and ziwei charts across a year of births (each 丑 pillar included)', () => {
    const strings = new Set<string>()
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.add(v)
      else if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v === 'object') Object.values(v).forEach(walk)
    }
    for (let m = 1; m <= 12; m++) {
      for (const time of ['01:30', '13:30']) {
        const date = `2021-${String(m).padStart(2, '0')}-15` // 2021 is 辛丑
        walk(baziChart({ date, time, birthZone: -8, summer: 0, sex: 1 }))
        walk(computeZiwei({ date, time, birthZone: -8, summer: 0, sex: m % 2 === 0 ? 1 : 0 }))
      }
    }
    expect([...strings].some((s) => s.includes('辛丑'))).toBe(true)
    for (const s of strings) expectClean(s)
  })
})

describe('zh-Hant resources (build-time OpenCC, Taiwan phrases)', () => {
  const leaves = (o: unknown, p = ''): [string, string][] =>
    typeof o === 'string'
      ? [[p, o]]
      : Array.isArray(o)
        ? o.flatMap((v, i) => leaves(v, `${p}[${i}]`))
        : o && typeof o === 'object'
          ? Object.entries(o).flatMap(([k, v]) => leaves(v, p ? `${p}.${k}` : k))
          : []
  const files = fs.readdirSync('src/i18n/locales/zh-Hant')
  it('every resource string is free of mainland-only and wrongly converted forms', () => {
    let n = 0
    for (const f of files) {
      for (const [key, text] of leaves(JSON.parse(fs.readFileSync(`src/i18n/locales/zh-Hant/${f}`, 'utf8')))) {
        n++
        expect(problemsOf(text), `${f} ${key}: ${text}`).toEqual([])
      }
    }
    expect(n).toBeGreaterThan(300)
  })
  it('uses Taiwan vocabulary for settings, login, e-mail, defaults and paste', () => {
    const all = files.map((f) => fs.readFileSync(`src/i18n/locales/zh-Hant/${f}`, 'utf8')).join('\n')
    for (const w of ['設定', '登入', '電子郵件', '預設', '貼上']) expect(all).toContain(w)
  })
})
