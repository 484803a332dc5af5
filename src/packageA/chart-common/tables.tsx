import { Text, View } from '@tarojs/components'
import type { Aspect, Chart } from '@/astro'
import { signConditionOf, termLordOf } from '@/astro/classical/dignities'
import { useT } from '@/components/hooks'
import { scrollRegionAttributes } from '@/platform/a11y'
import { fmtDeg } from './input'
import { Pressable } from '@/components/ui/pressable'

type T = ReturnType<typeof useT>

export function posText(t: T, lonDeg: number): string {
  const p = fmtDeg(lonDeg)
  return `${t(`chart.sign.${p.sign - 1}`)} ${p.d}°${String(p.m).padStart(2, '0')}′`
}

export function visibleBodies(chart: Chart): string[] {
  const hidden = new Set<string>(chart.hiddenBodies)
  return chart.order.filter((id) => !hidden.has(id))
}

/** Tapping a row opens the planet modal; the › cell (when onDetail is given) opens natal-planet. */
export function PlanetTable({
  chart,
  onPick,
  onDetail,
  testId,
}: {
  chart: Chart
  onPick(id: string): void
  onDetail?: (id: string) => void
  testId: string
}) {
  const t = useT()
  return (
    <View className="ct-table" data-testid={testId}>
      <View className="ct-row ct-row--head">
        <Text className="ct-c1">{t('chart.colBody')}</Text>
        <Text className="ct-c2">{t('chart.colPos')}</Text>
        <Text className="ct-c3">{t('chart.colHouse')}</Text>
        {onDetail && <Text className="ct-c4" />}
      </View>
      {visibleBodies(chart).map((id) => {
        const b = chart.bodies[id as keyof Chart['bodies']]!
        return (
          <View key={id} className="ct-row">
            <Pressable className="ct-row__main" onPress={() => onPick(id)} data-testid={`row-${id}`}>
              <Text className="ct-c1">
                {t(`chart.body.${id}`)}
                {b.retrograde ? ' ℞' : ''}
              </Text>
              <Text className="ct-c2">{posText(t, b.lonDeg)}</Text>
              <Text className="ct-c3">{b.house}</Text>
            </Pressable>
            {onDetail && (
              <Pressable
                className="ct-c4 ct-detail"
                data-testid={`detail-${id}`}
                onPress={(e) => {
                  e.stopPropagation()
                  onDetail(id)
                }}
              >
                ›
              </Pressable>
            )}
          </View>
        )
      })}
    </View>
  )
}

export function HouseTable({ chart }: { chart: Chart }) {
  const t = useT()
  return (
    <View className="ct-table" data-testid="house-table">
      {chart.houses.cusps.map((c, i) => (
        <View key={i} className="ct-row">
          <Text className="ct-c1">{t('chart.house', { n: i + 1 })}</Text>
          <Text className="ct-c2">{posText(t, c)}</Text>
        </View>
      ))}
    </View>
  )
}

export function AspectTable({ aspects, names }: { aspects: readonly Aspect[]; names: (id: string, which: 1 | 2) => string }) {
  const t = useT()
  if (!aspects.length) return <View className="muted">{t('chart.noAspects')}</View>
  return (
    <View className="ct-table" data-testid="aspect-table">
      {[...aspects]
        .sort((x, y) => x.orb - y.orb)
        .map((a, i) => (
          <View key={i} className="ct-row">
            <Text className="ct-c1">{names(a.p1, 1)}</Text>
            <Text className="ct-c2">
              {t(`chart.aspect.${a.aspect - 1}`)} {names(a.p2, 2)}
            </Text>
            <Text className="ct-c3">
              {a.orb.toFixed(1)}° {a.applying ? t('chart.applying') : t('chart.separating')}
            </Text>
          </View>
        ))}
    </View>
  )
}

/** Triangle grid for one chart, full grid for two (rows: p1's bodies, columns: p2's). */
export function AspectGrid({ rows, cols, aspects, triangle }: { rows: string[]; cols: string[]; aspects: readonly Aspect[]; triangle: boolean }) {
  const t = useT()
  const find = (r: string, c: string) => aspects.find((a) => (a.p1 === r && a.p2 === c) || (triangle && a.p1 === c && a.p2 === r))
  const short = (id: string) => t(`chart.body.${id}`).slice(0, 2)
  return (
    <View className="ct-grid" data-testid="aspect-grid" {...scrollRegionAttributes(t('chart.aspectGrid'))}>
      <View className="ct-grid__row">
        <View className="ct-grid__cell ct-grid__cell--head" />
        {cols.map((c, j) =>
          triangle && j === cols.length - 1 ? null : (
            <View key={c} className="ct-grid__cell ct-grid__cell--head">
              {short(c)}
            </View>
          ),
        )}
      </View>
      {rows.map((r, i) =>
        triangle && i === 0 ? null : (
          <View key={r} className="ct-grid__row">
            <View className="ct-grid__cell ct-grid__cell--head">{short(r)}</View>
            {cols.map((c, j) => {
              if (triangle && j >= i) return j === cols.length - 1 ? null : <View key={c} className="ct-grid__cell ct-grid__cell--off" />
              const a = find(r, c)
              return (
                <View key={c} className={`ct-grid__cell${a ? ` ct-asp-${a.aspect}` : ''}`}>
                  {a ? t(`chart.aspectShort.${a.aspect - 1}`) : ''}
                </View>
              )
            })}
          </View>
        ),
      )}
    </View>
  )
}

export function PlanetDetails({
  chart,
  id,
  aspects,
  showAll,
  names,
}: {
  chart: Chart
  id: string
  aspects: readonly Aspect[]
  showAll: boolean
  names: (id: string, which: 1 | 2) => string
}) {
  const t = useT()
  const b = chart.bodies[id as keyof Chart['bodies']]
  if (!b) return null
  const dig = signConditionOf(id, b.sign)
  const mine = aspects.filter((a) => (a.p1 === id || a.p2 === id) && (showAll || a.aspect <= 5))
  return (
    <View className="ct-modal" data-testid="planet-modal">
      <View className="ct-modal__title">
        {t(`chart.body.${id}`)}
        {b.retrograde ? ` · ${t('chart.retro')}` : ''}
      </View>
      <View className="ct-modal__line">
        {t('chart.position')}：{posText(t, b.lonDeg)} · {t('chart.inHouse', { house: t('chart.house', { n: b.house }) })}
      </View>
      <View className="ct-modal__line">
        {t('chart.speed', { v: b.speedDegPerDay.toFixed(4) })} · {t('chart.decl', { v: b.declDeg.toFixed(2) })}
      </View>
      {dig && (
        <View className="ct-modal__line">
          {t('chart.dignityLabel')}：{t(`chart.dignity.${dig}`)}
        </View>
      )}
      <View className="ct-modal__line">
        {t('chart.termLabel')}：{t(`chart.body.${termLordOf(b.lonDeg)}`)}
      </View>
      <View className="ct-modal__sub">{showAll ? t('chart.allAspects') : t('chart.aspects')}</View>
      {mine.length === 0 && <View className="muted">{t('chart.noAspects')}</View>}
      {mine.map((a, i) => (
        <View key={i} className="ct-modal__line">
          {names(a.p1, 1)} {t(`chart.aspect.${a.aspect - 1}`)} {names(a.p2, 2)} · {a.orb.toFixed(1)}°{' '}
          {a.applying ? t('chart.applying') : t('chart.separating')}
        </View>
      ))}
    </View>
  )
}
