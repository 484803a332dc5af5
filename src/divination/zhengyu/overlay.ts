/**
 * Two 七政 charts on one board (合盘 of two people, or 流年 transits over a birth chart): where each body of the
 * outer chart stands — its 宿 at its own date, the inner chart's palace it enters, and the inner bodies lodged in the
 * same 宿 (同躔一宿), in the inner chart's palace frame. Both charts must use the same frame (tropical or the same sidereal mode).
 */
import { inputError } from '@/core/errors'
import type { ZhengyuChart } from './chart'
import { branchIn } from './palace-frame'
import { ZHENGYU_BODIES, type Branch, type PALACE_NAMES, type ZhengyuBodyId } from './tables'

export interface OverlayRow {
  id: ZhengyuBodyId
  lonDeg: number
  xiu: string
  xiuDeg: number
  branch: Branch
  /** The inner chart's palace (命宫 …) that the outer body enters. */
  palace: (typeof PALACE_NAMES)[number]
  /** Inner bodies in the same 宿. */
  sameXiu: ZhengyuBodyId[]
}

export interface ZhengyuOverlay {
  rows: OverlayRow[]
  /** Outer bodies per inner palace, in palace order (命宫 first). */
  byPalace: { palace: (typeof PALACE_NAMES)[number]; branch: Branch; bodies: ZhengyuBodyId[] }[]
}

export function zhengyuOverlay(inner: ZhengyuChart, outer: ZhengyuChart): ZhengyuOverlay {
  const frame = (c: ZhengyuChart) => (c.settings.zodiac === 'sidereal' ? `sidereal:${c.settings.sidMode}` : 'tropical')
  if (frame(inner) !== frame(outer)) inputError('frame_mismatch', '两盘须用同一黄道（回归或同一恒星黄道）')
  const palaceOf = (branch: Branch) => inner.palaces.find((p) => p.branch === branch)!.name
  const rows = ZHENGYU_BODIES.map((id): OverlayRow => {
    const b = outer.bodies[id]
    const branch = branchIn(b.lonDeg, inner.palaceStarts)
    return {
      id,
      lonDeg: b.lonDeg,
      xiu: b.xiu,
      xiuDeg: b.xiuDeg,
      branch,
      palace: palaceOf(branch),
      sameXiu: ZHENGYU_BODIES.filter((j) => inner.bodies[j].xiu === b.xiu),
    }
  })
  const byPalace = inner.palaces.map((p) => ({
    palace: p.name,
    branch: p.branch,
    bodies: rows.filter((r) => r.branch === p.branch).map((r) => r.id),
  }))
  return { rows, byPalace }
}
