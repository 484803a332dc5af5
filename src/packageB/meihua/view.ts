/** Meihua page logic (pure): 体/用 side labels for the 本卦 drawing and the text of the moving line. */
import { hexagramByNumber, hexagramText, type YaoText } from '@/divination/yi'
import type { MeihuaCast } from '@/divination/meihua'

/** 体 and 用 labels beside the middle line of each trigram of the 本卦 (用 holds the 动爻). */
export function tiYongLabels(movingLine: number, ti: string, yong: string): Record<number, string> {
  return movingLine <= 3 ? { 2: yong, 5: ti } : { 2: ti, 5: yong }
}

export interface MeihuaView {
  originalBits: string
  mutualBits: string
  changedBits: string
  movingYao: YaoText
  guaCi: string
}

export function meihuaView(r: Pick<MeihuaCast, 'originalN' | 'mutualN' | 'changedN' | 'movingLine'>): MeihuaView {
  const text = hexagramText(r.originalN)
  return {
    originalBits: hexagramByNumber(r.originalN).bits,
    mutualBits: hexagramByNumber(r.mutualN).bits,
    changedBits: hexagramByNumber(r.changedN).bits,
    movingYao: text.lines[r.movingLine - 1],
    guaCi: text.guaCi,
  }
}
