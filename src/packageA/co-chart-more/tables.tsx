import { Text, View } from '@tarojs/components'
import type { Chart, HouseOverlay, InterAspectGrid } from '@/astro'
import { useT } from '@/components/hooks'
import { scrollRegionAttributes } from '@/platform/a11y'

type T = ReturnType<typeof useT>

const short = (t: T, id: string) => t(`chart.body.${id}`).slice(0, 2)
const posText = (t: T, chart: Chart, id: string) => {
  const b = chart.bodies[id as keyof Chart['bodies']]!
  return `${t(`chart.sign.${b.sign - 1}`)} ${Math.floor(b.signDeg)}°`
}

/** A's bodies (rows) × B's bodies (columns): the aspect's short name and its orb in each cell. */
export function InterAspectTable({ grid }: { grid: InterAspectGrid }) {
  const t = useT()
  return (
    <View className="cm-grid" data-testid="inter-aspect-grid" {...scrollRegionAttributes(t('coCharts.grid'))}>
      <View className="cm-grid__row">
        <View className="cm-grid__cell cm-grid__cell--head cm-cell" />
        {grid.cols.map((c) => (
          <View key={c} className="cm-grid__cell cm-grid__cell--head cm-cell">
            {short(t, c)}
          </View>
        ))}
      </View>
      {grid.rows.map((r, i) => (
        <View key={r} className="cm-grid__row">
          <View className="cm-grid__cell cm-grid__cell--head cm-cell">{short(t, r)}</View>
          {grid.cols.map((c, j) => {
            const a = grid.cells[i][j]
            return (
              <View key={c} className={`cm-grid__cell cm-cell${a ? ` ct-asp-${a.aspect}` : ''}`} data-aspect={a ? a.aspect : undefined}>
                {a && <Text className="cm-cell__asp">{t(`chart.aspectShort.${a.aspect - 1}`)}</Text>}
                {a && <Text className="cm-cell__orb">{a.orb.toFixed(1)}°</Text>}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}

/** The host's twelve houses with the guest's bodies in each. */
export function OverlayByHouse({ overlay, guest }: { overlay: HouseOverlay; guest: Chart }) {
  const t = useT()
  return (
    <View className="cm-table" data-testid="overlay-houses">
      {overlay.houses.map((h) => (
        <View key={h.house} className="cm-row cm-house" data-testid={`overlay-house-${h.house}`}>
          <Text className="cm-house__n">{t('coCharts.houseN', { n: h.house })}</Text>
          <Text className="cm-house__bodies">
            {h.ids.length ? h.ids.map((id) => `${t(`chart.body.${id}`)} ${posText(t, guest, id)}`).join('、') : '—'}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** Each guest body with its own position and the host's house it falls in. */
export function OverlayByBody({ overlay, guest }: { overlay: HouseOverlay; guest: Chart }) {
  const t = useT()
  return (
    <View className="cm-table" data-testid="overlay-bodies">
      <View className="cm-row cm-row--head">
        <Text className="cm-c1">{t('chart.colBody')}</Text>
        <Text className="cm-c2">{t('chart.colPos')}</Text>
        <Text className="cm-c3">{t('coCharts.colHostHouse')}</Text>
      </View>
      {overlay.bodies.map((b) => (
        <View key={b.id} className="cm-row" data-testid={`overlay-row-${b.id}`}>
          <Text className="cm-c1">{t(`chart.body.${b.id}`)}</Text>
          <Text className="cm-c2">{posText(t, guest, b.id)}</Text>
          <Text className="cm-c3">{b.house}</Text>
        </View>
      ))}
    </View>
  )
}
