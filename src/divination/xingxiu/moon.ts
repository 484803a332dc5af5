/**
 * The natal 宿 by the Moon: the Moon's true longitude from Swiss Ephemeris placed among the 28 宿 whose boundaries
 * the 七政四余 engine draws (今度 from the 距星 at the birth moment, or the 古度 widths from 角宿一). Pure.
 */
import { inputError } from '@/core/errors'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { defaultZhengyuSettings, xiuOf, xiuStartsAt, type XiuStart } from '../zhengyu'
import { QIZHENG_SE } from '../zhengyu/tables'
import { xiu28ByName, type Xiu28Info } from './mansions'
import type { Xiu27 } from './tables'
import type { XiuWidths } from './settings'

export interface MoonXiu {
  /** The Moon's tropical longitude of date. */
  lonDeg: number
  xiu: Xiu28Info
  /** Ecliptic degrees past the 宿's 距星 (or its 古度 start). */
  xiuDeg: number
  source: XiuStart['source']
  /**
   * The 宿 of the 宿曜经's 27 for the 三九 count. The sutra leaves 牛 out and gives no rule for the Moon seen there;
   * we read it as 女, the 宿 the count moves on to.
   */
  sukuyo: Xiu27
}

export function moonXiu(eph: Ephemeris, jdUT: number, xiuWidths: XiuWidths): MoonXiu {
  const moon = eph.calcUt(jdUT, QIZHENG_SE['月'])
  if (!moon) return inputError('ephemeris_failed', `月亮位置：${eph.lastError()}`)
  // The 宿 does not depend on the frame: boundaries and Moon share it, so the tropical one is used.
  const starts = xiuStartsAt(eph, jdUT, { ...defaultZhengyuSettings, xiuWidths })
  const place = xiuOf(moon.lonDeg, starts)
  const start = starts.find((s) => s.name === place.xiu)!
  return {
    lonDeg: moon.lonDeg,
    xiu: xiu28ByName(place.xiu),
    xiuDeg: place.xiuDeg,
    source: start.source,
    sukuyo: (place.xiu === '牛' ? '女' : place.xiu) as Xiu27,
  }
}
