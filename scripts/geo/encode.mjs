// Compact encodings shared by the generated modules (decoded in src/geo/columns.ts and src/geo/tz-table.ts).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { pinyin, customPinyin } = require('pinyin-pro')

// Place-name readings that differ from the common reading (《现代汉语词典》 and the 《中国地名录》 spellings).
customPinyin({
  乐清: 'yue qing',
  乐亭: 'lao ting',
  单县: 'shan xian',
  浚县: 'xun xian',
  蔚县: 'yu xian',
  洪洞: 'hong tong',
  六合: 'lu he',
  六安: 'lu an',
  枞阳: 'zong yang',
  歙县: 'she xian',
  东阿: 'dong e',
  牟平: 'mu ping',
  犍为: 'qian wei',
  筠连: 'jun lian',
  荥经: 'ying jing',
  繁峙: 'fan shi',
  番禺: 'pan yu',
  铅山: 'yan shan',
  莎车: 'sha che',
  台州: 'tai zhou',
  丽水: 'li shui',
  阆中: 'lang zhong',
  会理: 'hui li',
  会泽: 'hui ze',
  会同: 'hui tong',
  大城: 'da cheng',
})

export const b36 = (n) => (n < 0 ? '-' + (-n).toString(36) : n.toString(36))
export const b36list = (ns) => ns.map(b36).join(',')

/** Pinyin syllables without tones, joined by "'" (ü written v); non-Han characters kept as they are. */
export function pinyinOf(text) {
  const syl = pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
  return syl
    .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join("'")
}

/**
 * One zone's periods as "types;sequence;starts": types = base-36 (offSec*2 + dst) list; sequence = one base-36
 * digit per period; starts = base-36 UTC seconds of each period after the first, as deltas from the previous.
 */
export function encodeZone(periods) {
  const types = []
  let seq = ''
  const starts = []
  let prev = 0
  periods.forEach((p, i) => {
    const code = p.offSec * 2 + p.dst
    let t = types.indexOf(code)
    if (t < 0) {
      t = types.length
      types.push(code)
    }
    if (t > 35) throw new Error('too many period types')
    seq += t.toString(36)
    if (i > 0) {
      starts.push(p.atSec - prev)
      prev = p.atSec
    } else if (Number.isFinite(p.atSec)) throw new Error('first period must be open-ended')
  })
  return `${b36list(types)};${seq};${b36list(starts)}`
}
