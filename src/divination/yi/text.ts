/** Access to the 《周易》 text by hexagram, in the shape the yi pages render. */
import { ZHOUYI_TEXT, type ZhouyiHexagramText } from './data/zhouyi-text'
import { hexagramByNumber, type Hexagram } from './hexagrams'

export interface YaoText {
  /** 1–6 for the lines, 7 for 用九/用六. */
  position: number
  /** 初九, 六二 … 用九. */
  label: string
  text: string
  xiaoXiang: string
}

export interface HexagramText {
  n: number
  name: string
  fullName: string
  guaCi: string
  tuan: string
  daXiang: string
  lines: YaoText[]
  yong: YaoText | null
}

function toYao(position: number, [label, text, xiaoXiang]: ZhouyiHexagramText['lines'][number]): YaoText {
  return { position, label, text, xiaoXiang }
}

/** The full text of a hexagram by King Wen number (1–64) or hexagram object. */
export function hexagramText(h: number | Hexagram): HexagramText {
  const hex = typeof h === 'number' ? hexagramByNumber(h) : h
  const t = ZHOUYI_TEXT[hex.n - 1]
  return {
    n: hex.n,
    name: hex.name,
    fullName: hex.fullName,
    guaCi: t.guaCi,
    tuan: t.tuan,
    daXiang: t.daXiang,
    lines: t.lines.map((l, i) => toYao(i + 1, l)),
    yong: t.yong ? toYao(7, t.yong) : null,
  }
}

/** The 爻辞 for a moving line (1–6) of a hexagram, or 用九/用六 with position 7. */
export function yaoText(h: number | Hexagram, position: number): YaoText | null {
  const t = hexagramText(h)
  return position === 7 ? t.yong : (t.lines[position - 1] ?? null)
}
