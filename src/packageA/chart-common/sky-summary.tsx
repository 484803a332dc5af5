import { View } from '@tarojs/components'
import type { Chart } from '@/astro'
import { useT } from '@/components/hooks'
import { moonPhaseIndex } from './input'
import { posText, visibleBodies } from './tables'

/** Today's sky: moon phase and the bodies moving backwards. */
export function SkySummary({ chart }: { chart: Chart }) {
  const t = useT()
  const sun = chart.bodies.Sun!
  const moon = chart.bodies.Moon!
  const retro = visibleBodies(chart).filter(
    (id) => chart.bodies[id as keyof Chart['bodies']]!.retrograde && !['NorthNode', 'SouthNode', 'Lilith'].includes(id),
  )
  const slow = (['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const).filter((id) => {
    const b = chart.bodies[id]
    return b && Math.abs(b.speedDegPerDay) < 0.02 * (id === 'Mercury' || id === 'Venus' || id === 'Mars' ? 5 : 1)
  })
  return (
    <View className="card" data-testid="sky-summary">
      <View className="ct-modal__line">
        {t('chart.moonPhase')}：{t(`chart.phase.${moonPhaseIndex(sun.lonDeg, moon.lonDeg)}`)} · {t('chart.moon')} {posText(t, moon.lonDeg)}
      </View>
      <View className="ct-modal__line">
        {retro.length ? `${t('chart.turning')}：${retro.map((id) => t(`chart.body.${id}`)).join('、')}` : t('chart.noneRetro')}
      </View>
      {slow.map((id) => (
        <View key={id} className="ct-modal__line">
          {t('chart.stationNote', { body: t(`chart.body.${id}`), v: chart.bodies[id]!.speedDegPerDay.toFixed(3) })}
        </View>
      ))}
    </View>
  )
}
