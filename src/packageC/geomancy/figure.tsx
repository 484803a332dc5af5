import { Text, View } from '@tarojs/components'
import { useLocalize } from '@/components/hooks'
import type { PlacedFigure } from '@/divination/geomancy'

/** A figure's name without its Latin name in brackets: 大吉(Fortuna Major) → 大吉. */
export const shortFigureName = (zh: string) => zh.replace(/\(.*\)$/, '')

/** A geomantic figure: four rows of one or two dots (top row first), with its name under it. */
export function Figure({ f, label, testId, big }: { f: PlacedFigure; label: string; testId?: string; big?: boolean }) {
  const l = useLocalize()
  return (
    <View className={`gm-fig${big ? ' gm-fig--big' : ''}`} data-testid={testId} data-rows={f.rows} aria-label={`${label} ${l(f.zh)}`}>
      <Text className="gm-fig__label">{label}</Text>
      <View className="gm-fig__rows" aria-hidden="true">
        {f.rows.split('').map((r, i) => (
          <View key={i} className="gm-fig__row">
            <View className="gm-dot" />
            {r === '2' && <View className="gm-dot" />}
          </View>
        ))}
      </View>
      <Text className="gm-fig__name">{l(shortFigureName(f.zh))}</Text>
    </View>
  )
}
