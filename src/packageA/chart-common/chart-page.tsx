import { View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import { computeChart, type Chart, type ChartResult, type ChartType, type Ephemeris } from '@/astro'
import { wheelSourceOf } from '@/components/chart-wheel/from-chart'
import { useLocalize, useT } from '@/components/hooks'
import { useStagedReveal } from '@/components/staged'
import { PageShell } from '@/components/ui/page-shell'
import { Popup } from '@/components/ui/popup'
import { Pressable } from '@/components/ui/pressable'
import { nowMs } from '@/platform/canvas'
import { prefetchEphemeris, watchEphemeris } from '@/platform/ephemeris'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { useBirths } from '@/store/births'
import { presetOf, useCalcSettings, useChartSettings, useViewSettings } from '@/store/chart-settings'
import { ChartHead } from './chart-head'
import { ChartToolbar, type ReturnChoice } from './chart-toolbar'
import { MarksSwitch } from './marks-switch'
import { engineCall, isViewKind, natalPersonOfRing, PAIR_KINDS, type ViewKind } from './input'
import { SkySummary } from './sky-summary'
import { AspectGrid, AspectTable, HouseTable, PlanetDetails, PlanetTable, visibleBodies } from './tables'
import { useChartRefresh } from './use-chart-refresh'
import { WheelCard } from './wheel-card'
import './chart.css'

// Every page built on this starts with a chart: its wasm download begins as this code arrives, not after the first render.
prefetchEphemeris()

/** One page for every chart type: wheel, tables, aspect grid and the planet modal. */
export function ChartPage({ routeId, defaultKind }: { routeId: string; defaultKind: ViewKind }) {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const kind: ViewKind = isViewKind(params.kind) ? params.kind : defaultKind
  const engineKind: ChartType = kind === 'sky' ? 'natal' : kind
  const isPair = PAIR_KINDS.includes(engineKind)

  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const pairBirths = useBirths((s) => s.pairBirths)
  const byId = (id: string | undefined) => (id ? (list.find((b) => b.id === Number(id) && !b.isDel) ?? null) : null)
  const a = byId(params.a) ?? (isPair ? (pairBirths[0] ?? chartBirth) : chartBirth)
  const b = byId(params.b) ?? (isPair ? pairBirths[1] : null)

  const settings = useChartSettings((s) => s.settings)
  const preset = presetOf(settings, engineKind)
  const calc = useCalcSettings(engineKind)
  const view = useViewSettings()

  const mountedAt = useRef(nowMs())
  const [eph, setEph] = useState<Ephemeris | null>(null)
  // H5: a Moshier instance first, then the one on the ephemeris files (the wheel redraws).
  const [ephFinal, setEphFinal] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    setLoadError(null)
    return watchEphemeris((e, final) => {
      setEph(e)
      setEphFinal(final)
    }, setLoadError)
  }, [attempt])

  const [atMs, setAtMs] = useState(() => (params.at && Number.isFinite(Number(params.at)) ? Number(params.at) : Date.now()))
  const harmonic = Math.max(1, Math.min(360, Math.round(Number(params.n ?? 5)) || 5))
  const isReturn = kind === 'solarReturn' || kind === 'lunarReturn'
  const [ret, setRet] = useState<ReturnChoice | null>(() =>
    isReturn && params.ry && Number.isInteger(Number(params.ry))
      ? { year: Number(params.ry), month: Math.max(1, Math.min(12, Number(params.rm) || 1)) }
      : null,
  )
  const [whose, setWhose] = useState<'a' | 'b'>(params.whose === 'b' ? 'b' : 'a')
  // A moment the user picked stays on refresh; otherwise a dynamic chart follows the clock.
  const timeChosen = useRef(params.at !== undefined)
  const moveTo = (ms: number, chosen = true) => {
    timeChosen.current = chosen
    setRet(null)
    setAtMs(ms)
  }
  useChartRefresh(() => {
    if (!timeChosen.current) setAtMs(Date.now())
    if (loadError) setAttempt(attempt + 1)
  })

  const computed = useMemo((): { result: ChartResult | null; error: string | null; ms: number } => {
    if (!eph) return { result: null, error: null, ms: 0 }
    const call = engineCall({ kind, a, b, atMs, harmonic, returnPlace: calc.returnPlace, returnYear: ret?.year, returnMonth: ret?.month, whose })
    if (!call) return { result: null, error: null, ms: 0 }
    const t0 = nowMs()
    try {
      return { result: computeChart(eph, call.kind, call.input, calc), error: null, ms: nowMs() - t0 }
    } catch (e) {
      return { result: null, error: e instanceof Error ? e.message : String(e), ms: 0 }
    }
  }, [eph, kind, a, b, atMs, harmonic, calc, ret, whose])
  const result = computed.result

  const source = useMemo(() => (result ? wheelSourceOf(result) : null), [result])
  const [picked, setPicked] = useState<{ id: string; ring: 'inner' | 'outer' } | null>(null)
  const [aspectTableOpen, setAspectTableOpen] = useState(!view.manualShowAspectTable)
  // The wheel paints first; the planet tables, then houses and aspects, then the grid follow one frame each.
  const shown = useStagedReveal(4, result !== null)

  const title =
    kind === 'sky'
      ? t('chart.kind.sky')
      : kind === 'marks' && a && b
        ? `${l((whose === 'a' ? a : b).name)} · ${t('chart.kind.marks')}`
        : isPair && a && b
          ? `${l(a.name)} · ${l(b.name)}`
          : a
            ? `${l(a.name)} · ${t(`chart.kind.${kind}`)}`
            : t(`chart.kind.${kind}`)
  const ringChart = (ring: 'inner' | 'outer'): Chart | null => (ring === 'outer' ? (source?.outer ?? null) : (source?.inner ?? null))
  const nameOf = (id: string, which: 1 | 2) => {
    const ring = which === 1 ? source?.p1Ring : source?.p2Ring
    const prefix = source?.outer ? (ring === 'outer' ? '外' : '内') : ''
    return `${l(prefix)}${t(`chart.body.${id}`)}`
  }

  const personOf = (ring: 'inner' | 'outer') => {
    const who = natalPersonOfRing(kind, ring)
    return who === 'a' ? a : who === 'b' ? b : null
  }
  const openDetail = (id: string, ring: 'inner' | 'outer') => {
    const p = personOf(ring)
    if (p) void navigate('natal-planet', { body: id, a: String(p.id) })
  }

  return (
    <PageShell routeId={routeId} title={title}>
      <ChartHead kind={kind} a={a} b={b} isPair={isPair} hideBirthInfo={view.hideBirthInfo} />
      {kind === 'marks' && a && b && <MarksSwitch a={a} b={b} whose={whose} onChange={setWhose} />}

      <ChartToolbar
        kind={kind}
        engineKind={engineKind}
        presetName={preset.name}
        birthYear={a ? Number(a.date.slice(0, 4)) || undefined : undefined}
        atMs={atMs}
        moveTo={moveTo}
        ret={ret}
        onReturn={setRet}
      />

      {!eph && !loadError && (
        <View className="ct-loading" data-testid="ephemeris-loading">
          {t('chart.loadingEphemeris')}
          <View className="ct-progress">
            <View className="ct-progress__bar" />
          </View>
        </View>
      )}
      {loadError && (
        <View className="card">
          <View className="ct-warn">{t('chart.loadFailed', { msg: loadError })}</View>
          <Pressable className="btn" onPress={() => setAttempt(attempt + 1)}>
            {t('chart.retry')}
          </Pressable>
        </View>
      )}
      {computed.error && <View className="card ct-warn">{t('chart.error', { msg: l(computed.error) })}</View>}

      {result && source && (
        <>
          <WheelCard
            canvasId={`wheel-${routeId}-${kind}`}
            kind={kind}
            result={result}
            source={source}
            title={title}
            atMs={atMs}
            ephFinal={ephFinal}
            computeMs={computed.ms}
            pageStartMs={mountedAt.current}
            onPick={(id, ring) => setPicked({ id, ring })}
          />

          {kind === 'sky' && <SkySummary chart={source.inner} />}

          {shown >= 2 && (
            <>
              <View className="card">
                <View className="card__title">
                  {t('chart.planets')}
                  {source.outer ? ` · ${t('chart.innerRingLabel')}` : ''}
                </View>
                <PlanetTable
                  chart={source.inner}
                  testId="planet-table"
                  onPick={(id) => setPicked({ id, ring: 'inner' })}
                  onDetail={personOf('inner') ? (id) => openDetail(id, 'inner') : undefined}
                />
              </View>
              {source.outer && (
                <View className="card">
                  <View className="card__title">
                    {t('chart.planets')} · {t('chart.outerRing', { name: '' })}
                  </View>
                  <PlanetTable
                    chart={source.outer}
                    testId="planet-table-outer"
                    onPick={(id) => setPicked({ id, ring: 'outer' })}
                    onDetail={personOf('outer') ? (id) => openDetail(id, 'outer') : undefined}
                  />
                </View>
              )}
            </>
          )}
          {shown >= 3 && (
            <>
              <View className="card">
                <View className="card__title">{t('chart.houses')}</View>
                <HouseTable chart={source.inner} />
              </View>
              <View className="card">
                <View className="card__title">{t('chart.aspects')}</View>
                {aspectTableOpen ? (
                  <AspectTable aspects={source.aspectList} names={nameOf} />
                ) : (
                  <Pressable className="ct-link" data-testid="show-aspects" onPress={() => setAspectTableOpen(true)}>
                    {t('chart.showAspectTable')}
                  </Pressable>
                )}
              </View>
            </>
          )}
          {shown >= 4 && (
            <View className="card">
              <View className="card__title">{t('chart.aspectGrid')}</View>
              <AspectGrid
                rows={visibleBodies(source.p1Ring === 'outer' ? source.outer! : ringChart(source.p1Ring)!)}
                cols={visibleBodies(ringChart(source.p2Ring)!)}
                aspects={source.aspectList}
                triangle={!source.outer}
              />
            </View>
          )}
        </>
      )}

      {picked && source && ringChart(picked.ring) && (
        <Popup position="bottom" closing={false} onMask={() => setPicked(null)} testId="planet-popup">
          <PlanetDetails
            chart={ringChart(picked.ring)!}
            id={picked.id}
            aspects={source.aspectList.filter(
              (x) => (picked.ring === source.p1Ring && x.p1 === picked.id) || (picked.ring === source.p2Ring && x.p2 === picked.id),
            )}
            showAll={view.planetModalShowAllAspect}
            names={nameOf}
          />
          {personOf(picked.ring) && (
            <Pressable
              className="btn btn--ghost ct-modal__close"
              data-testid="planet-modal-detail"
              onPress={() => {
                const p = picked
                setPicked(null)
                openDetail(p.id, p.ring)
              }}
            >
              {t('chart.detail')}
            </Pressable>
          )}
          <Pressable className="btn ct-modal__close" data-testid="planet-modal-close" onPress={() => setPicked(null)}>
            {t('chart.close')}
          </Pressable>
        </Popup>
      )}
    </PageShell>
  )
}
