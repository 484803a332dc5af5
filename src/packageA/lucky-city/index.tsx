import '@/packageA/locales.generated'
import { Canvas, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { PLANET_IDS, type PlanetId } from '@/astro/bodies'
import { bodyLines, gastDeg } from '@/astro/tools/astrocartography'
import { LINE_KINDS, linePath, placesNearLine, type LineKind } from '@/astro/tools/line-places'
import type { Place } from '@/geo'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useCanvasDraw } from '@/components/ui/use-canvas-draw'
import { roleAttributes } from '@/platform/a11y'
import { loadGazetteer } from '@/platform/geo'
import { useRouteParams } from '@/platform/route-params'
import { systemInfo } from '@/platform/system'
import { useNatalChart } from '../chart-common/use-natal'
import { drawMap, LINE_COLOURS, type MapDisplay } from './map'
import '../chart-common/chart.css'
import './index.css'

const CANVAS_ID = 'lucky-city-map'
/** Cities considered: the gazetteer's world cities of at least this many inhabitants. */
const MIN_POPULATION = 500_000
const CITIES_PER_LINE = 5

/** Astrocartography of a birth (?a=<birth id>, default the chart birth): one body's four lines and the cities nearest each. */
export default function LuckyCityPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const natal = useNatalChart(params.a)
  const [body, setBody] = useState<PlanetId>(() =>
    (PLANET_IDS as readonly string[]).includes(params.body ?? '') ? (params.body as PlanetId) : 'Venus',
  )
  const [cities, setCities] = useState<Place[] | null>(null)
  useEffect(() => {
    let live = true
    void loadGazetteer().then((g) => live && setCities(g.cities(MIN_POPULATION)))
    return () => {
      live = false
    }
  }, [])
  const lines = useMemo(() => {
    const { chart, eph } = natal
    const b = chart?.bodies[body]
    return chart && eph && b ? bodyLines(b.lonDeg, b.latDeg, chart.obliquityDeg, gastDeg(eph, chart.jdUT)) : null
  }, [natal, body])
  const widthPx = Math.min((systemInfo().windowWidth || 375) - 32, 680)
  const display = useMemo<MapDisplay>(
    () => ({
      widthPx,
      heightPx: Math.round(widthPx / 2),
      paths: lines ? LINE_KINDS.flatMap((kind) => linePath(lines, kind).map((points) => ({ kind, points }))) : [],
      home: natal.birth ? [natal.birth.lng, natal.birth.lat] : null,
    }),
    [widthPx, lines, natal.birth],
  )
  const drawn = useCanvasDraw(CANVAS_ID, display, (c) => drawMap(c.ctx as Parameters<typeof drawMap>[0], display, c.pixelRatio))
  const near = useMemo(
    () => (lines && cities ? LINE_KINDS.map((kind) => ({ kind, list: placesNearLine(lines, kind, cities, CITIES_PER_LINE) })) : null),
    [lines, cities],
  )
  const bodyName = t(`chart.body.${body}`)
  const lineName = (k: LineKind) => t(`luckyCity.line.${k}`)

  return (
    <PageShell routeId="lucky-city" title={t('luckyCity.title')}>
      <View className="card muted lc-intro">{t('luckyCity.intro')}</View>
      {natal.birth && <View className="muted lc-of">{t('luckyCity.chartOf', { name: l(natal.birth.name) })}</View>}
      <View className="lc-bodies" data-testid="lc-bodies" {...roleAttributes('radiogroup', t('luckyCity.bodyLabel'))}>
        {PLANET_IDS.map((id) => (
          <Pressable
            key={id}
            role="radio"
            checked={id === body}
            className={`ct-chip${id === body ? ' lc-chip--on' : ''}`}
            data-value={id}
            onPress={() => setBody(id)}
          >
            {t(`chart.body.${id}`)}
          </Pressable>
        ))}
      </View>
      <View className="lc-theme muted" data-testid="lc-theme">
        {t(`luckyCity.meaning.${body}`)}
      </View>
      {natal.error && <View className="card ct-warn">{t('chart.error', { msg: l(natal.error) })}</View>}
      {!lines && !natal.error && (
        <View className="ct-loading" role="status">
          {t('luckyCity.computing')}
        </View>
      )}
      <View
        className="lc-map"
        data-testid="lc-map"
        data-drawn={drawn > 0 ? '1' : '0'}
        style={{ width: `${widthPx}px`, height: `${display.heightPx}px` }}
      >
        <View {...roleAttributes('img', t('luckyCity.mapLabel', { body: bodyName }))}>
          <Canvas type="2d" id={CANVAS_ID} canvasId={CANVAS_ID} style={{ width: `${widthPx}px`, height: `${display.heightPx}px` }} />
        </View>
      </View>
      <View className="lc-legend" aria-hidden>
        {LINE_KINDS.map((k) => (
          <View key={k} className="lc-legend__item">
            <Text className="lc-swatch" style={{ background: LINE_COLOURS[k] }} />
            <Text>{lineName(k)}</Text>
          </View>
        ))}
      </View>
      {lines && !near && (
        <View className="ct-loading" role="status">
          {t('luckyCity.loadingCities')}
        </View>
      )}
      {near && (
        <View data-testid="lc-cities">
          {near.map(({ kind, list }) => (
            <View key={kind} className="card" data-testid={`lc-${kind}`}>
              <View className="card__title">{t('luckyCity.nearTitle', { body: bodyName, line: lineName(kind) })}</View>
              <View className="muted lc-line-note">{t(`luckyCity.lineMeaning.${kind}`)}</View>
              {list.length === 0 && <View className="muted">{t('luckyCity.noCity')}</View>}
              {list.map(({ place, distanceKm }) => (
                <View key={place.id} className="ct-row lc-row">
                  <Text className="lc-city">{l(place.name)}</Text>
                  <Text className="muted lc-region">{l(place.region)}</Text>
                  <Text className="lc-km">{t('luckyCity.km', { km: Math.round(distanceKm) })}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>
      )}
      <View className="muted lc-credit">{t('luckyCity.credit')}</View>
    </PageShell>
  )
}
