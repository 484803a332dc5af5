import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { computeChart, houseOverlay, interAspectGrid, type Ephemeris, type OverlayDirection } from '@/astro'
import { personInput } from '@/births/chart-input'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { watchEphemeris } from '@/platform/ephemeris'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { useBirths } from '@/store/births'
import { presetOf, useCalcSettings, useChartSettings } from '@/store/chart-settings'
import { InterAspectTable, OverlayByBody, OverlayByHouse } from './tables'
import '../chart-common/chart.css'
import './index.css'

const DIRECTIONS: readonly OverlayDirection[] = ['aInB', 'bInA']

/** For a pair: the inter-aspect grid and each person's bodies in the other's houses, under the synastry settings. */
export default function CoChartMorePage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const pair = useBirths((s) => s.pairBirths)
  const byId = (id: string | undefined) => (id ? (list.find((x) => x.id === Number(id) && !x.isDel) ?? null) : null)
  const a = byId(params.a) ?? pair[0] ?? chartBirth
  const b = byId(params.b) ?? pair[1]

  const settings = useChartSettings((s) => s.settings)
  const preset = presetOf(settings, 'synastry')
  const calc = useCalcSettings('synastry')
  const [direction, setDirection] = useState<OverlayDirection>(params.dir === 'bInA' ? 'bInA' : 'aInB')

  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])

  const computed = useMemo(() => {
    if (!eph || !a || !b) return { result: null, error: null }
    try {
      return { result: computeChart(eph, 'synastry', { a: personInput(a), b: personInput(b) }, calc), error: null }
    } catch (e) {
      return { result: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [eph, a, b, calc])
  const result = computed.result
  const grid = useMemo(() => (result ? interAspectGrid(result, preset) : null), [result, preset])
  const overlay = useMemo(() => (result ? houseOverlay(result, direction, preset) : null), [result, direction, preset])
  const error = loadError ?? computed.error
  const nameOf = (who: 'a' | 'b') => l((who === 'a' ? a : b)?.name ?? '')
  const dirLabel = (d: OverlayDirection) =>
    t('coCharts.direction', d === 'aInB' ? { guest: nameOf('a'), host: nameOf('b') } : { guest: nameOf('b'), host: nameOf('a') })

  return (
    <PageShell routeId="co-chart-more" title={a && b ? `${l(a.name)} · ${l(b.name)}` : undefined}>
      <View className="card cm-people" data-testid="cm-people">
        <View>
          {t('chart.personA')}：{a ? l(a.name) : t('coCharts.none')}
          {a && (
            <Text className="cm-people__line">
              {' '}
              {a.date} {a.time}
            </Text>
          )}
        </View>
        <View>
          {t('chart.personB')}：{b ? l(b.name) : t('coCharts.none')}
          {b && (
            <Text className="cm-people__line">
              {' '}
              {b.date} {b.time}
            </Text>
          )}
        </View>
        {(!a || !b) && (
          <Pressable className="btn" data-testid="cm-pick" onPress={() => void navigate('birth-list', { pick: !a ? 'pairA' : 'pairB' })}>
            {t('chart.choosePerson')}
          </Pressable>
        )}
      </View>

      {a && b && !eph && !loadError && (
        <View className="card muted" role="status" data-testid="ephemeris-loading">
          {t('chart.loadingEphemeris')}
        </View>
      )}
      {error && <View className="card muted">{t('chart.error', { msg: l(error) })}</View>}

      {result && grid && overlay && (
        <>
          <View className="card">
            <View className="card__title">{t('coCharts.grid')}</View>
            <View className="cm-note">{t('coCharts.gridNote', { a: nameOf('a'), b: nameOf('b'), preset: preset.name })}</View>
            <InterAspectTable grid={grid} />
          </View>
          <View className="card">
            <View className="card__title">{t('coCharts.overlay')}</View>
            <View className="cm-toggle">
              <Segmented<OverlayDirection>
                value={direction}
                options={DIRECTIONS.map((d) => ({ value: d, label: dirLabel(d) }))}
                onChange={setDirection}
                testId="overlay-direction"
                label={t('coCharts.overlay')}
              />
            </View>
            <OverlayByHouse overlay={overlay} guest={direction === 'aInB' ? result.a : result.b} />
          </View>
          <View className="card">
            <View className="card__title">{dirLabel(direction)}</View>
            <OverlayByBody overlay={overlay} guest={direction === 'aInB' ? result.a : result.b} />
          </View>
        </>
      )}

      <View className="list">
        <Pressable className="list__item" data-testid="cm-settings" onPress={() => void navigate('chart-setting', { type: 'synastry' })}>
          <Text>{t('coCharts.synastrySettings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
