import { aspectIndexOfAngle } from '@/astro/aspects'
import { BUILTIN_LOT_IDS, CUSTOM_POINT_PREFIX, FIXED_STARS } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { useArabicPoints } from '@/store/arabic-points'

/** The name of a direction point id: a body or angle, a catalogue lot, a fixed star or a custom point. */
export function usePointLabel(): (id: string) => string {
  const t = useT()
  const l = useLocalize()
  const points = useArabicPoints((s) => s.points)
  return (id) => {
    if (id.startsWith(CUSTOM_POINT_PREFIX)) {
      const p = points.find((x) => String(x.id) === id.slice(CUSTOM_POINT_PREFIX.length))
      return p?.name || t('arabic.untitled')
    }
    const star = FIXED_STARS.find((s) => s.name === id)
    if (star) return l(star.zh)
    if (BUILTIN_LOT_IDS.includes(id)) return t(`classical.lot.${id}`)
    return t(`chart.body.${id}`)
  }
}

/** The name of an aspect by its exact angle (0 = conjunction); an unknown angle reads as the conjunction. */
export function useAspectName(): (angleDeg: number) => string {
  const t = useT()
  return (angleDeg) => t(`chart.aspect.${Math.max(0, aspectIndexOfAngle(angleDeg))}`)
}
