import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useEffect, useMemo, useRef, useState } from 'react'
import { computeChart, type Chart, type ChartResult, type ChartType, type Ephemeris } from '@/astro'
import { ChartWheel } from '@/components/chart-wheel/wheel'
import { wheelSummary } from '@/components/chart-wheel/summary'
import { wheelChartOf, wheelSourceOf } from '@/components/chart-wheel/from-chart'
import { layoutWheel, type PlacedGlyph } from '@/components/chart-wheel/layout'
import { displayListToSvg } from '@/components/chart-wheel/render'
import { styleList } from '@/chart-styles/styles'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Popup } from '@/components/ui/popup'
import { ui } from '@/components/ui/ui'
import { nowMs, saveCanvasPng, saveSvg, type Canvas2D } from '@/platform/canvas'
import { watchEphemeris } from '@/platform/ephemeris'
import { navigate } from '@/platform/navigation'
import { formatLatLng } from '@/geo/coords'
import { systemInfo } from '@/platform/system'
import { useBirths } from '@/store/births'
import { presetOf, useCalcSettings, useChartSettings, useViewSettings } from '@/store/chart-settings'
import { currentStyle, useChartStyles } from '@/store/chart-styles'
import { useChartRefresh } from './use-chart-refresh'
import { engineCall, isViewKind, moonPhaseIndex, msOfLocal, natalPersonOfRing, PAIR_KINDS, returnYears, type ViewKind } from './input'
import { AspectGrid, AspectTable, HouseTable, PlanetDetails, PlanetTable, posText, visibleBodies } from './tables'
import { Pressable } from '@/components/ui/pressable'
import './chart.css'

const DAY_MS = 86400000

function wheelSizePx(): number {
  const w = systemInfo().windowWidth || 375
  return Math.max(280, Math.min(w - 56, 520))
}

function fmtTime(ms: number): string {
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
function fmtJd(jd: number): string {
  return fmtTime((jd - 2440587.5) * DAY_MS)
}

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
  const styles = useChartStyles()
  const style = currentStyle(styles)

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
  const [ret, setRet] = useState<{ year: number; month: number } | null>(() =>
    isReturn && params.ry && Number.isInteger(Number(params.ry))
      ? { year: Number(params.ry), month: Math.max(1, Math.min(12, Number(params.rm) || 1)) }
      : null,
  )
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
    const call = engineCall({ kind, a, b, atMs, harmonic, returnPlace: calc.returnPlace, returnYear: ret?.year, returnMonth: ret?.month })
    if (!call) return { result: null, error: null, ms: 0 }
    const t0 = nowMs()
    try {
      return { result: computeChart(eph, call.kind, call.input, calc), error: null, ms: nowMs() - t0 }
    } catch (e) {
      return { result: null, error: e instanceof Error ? e.message : String(e), ms: 0 }
    }
  }, [eph, kind, a, b, atMs, harmonic, calc, ret])
  const result = computed.result

  const source = useMemo(() => (result ? wheelSourceOf(result) : null), [result])
  const size = useMemo(wheelSizePx, [])
  const layout = useMemo(() => {
    if (!source) return null
    return layoutWheel(wheelChartOf(source.inner), source.outer ? wheelChartOf(source.outer) : null, source.aspects, {
      sizePx: size,
      style,
      showDegree: style.show_degree === 1,
      ...view,
    })
  }, [source, size, style, view])

  const mountedAt = useRef(nowMs())
  const [drawMs, setDrawMs] = useState<number | null>(null)
  const canvasRef = useRef<Canvas2D | null>(null)
  const onDrawn = (c: Canvas2D) => {
    canvasRef.current = c
    if (drawMs === null) setDrawMs(Math.round(nowMs() - mountedAt.current))
  }

  const [picked, setPicked] = useState<{ id: string; ring: 'inner' | 'outer' } | null>(null)
  const [aspectTableOpen, setAspectTableOpen] = useState(!view.manualShowAspectTable)

  const title =
    kind === 'sky'
      ? t('chart.kind.sky')
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

  const chooseStyle = async () => {
    const names = styleList(styles.custom).map((s) => s.name)
    const r = await ui.chooseChartStyle({ styles: names, selected: styles.selected })
    if (r.ok) useChartStyles.getState().styleSelected(r.index)
  }
  const save = async (what: 'png' | 'svg') => {
    if (!layout) return
    try {
      if (what === 'png' && canvasRef.current) {
        await saveCanvasPng(canvasRef.current, `${title}.png`)
        ui.toast(t('chart.saved'))
      } else if (what === 'svg') {
        const how = await saveSvg(displayListToSvg(layout.display), `${title}.svg`)
        ui.toast(how === 'copied' ? t('chart.svgCopied') : t('chart.saved'))
      }
    } catch (e) {
      ui.toast(e instanceof Error ? e.message : String(e))
    }
  }

  const pickTime = async () => {
    const d = new Date(atMs)
    const r = await ui.dateTime({
      title: t('chart.pickTime'),
      mode: 'datetime',
      allowLunar: false,
      value: { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() },
    })
    if (r.ok) moveTo(msOfLocal(r.value))
  }
  const birthYear = a ? Number(a.date.slice(0, 4)) || new Date(atMs).getFullYear() : new Date(atMs).getFullYear()
  const shownYear = ret?.year ?? new Date(atMs).getFullYear()
  const pickReturn = async () => {
    const years = returnYears(birthYear)
    const yi = Math.max(0, years.indexOf(shownYear))
    const columns =
      kind === 'lunarReturn'
        ? [years.map((y) => t('chart.yearItem', { year: y })), Array.from({ length: 12 }, (_, i) => t('chart.monthItem', { month: i + 1 }))]
        : [years.map((y) => t('chart.yearItem', { year: y }))]
    const r = await ui.picker({
      title: kind === 'lunarReturn' ? t('chart.chooseReturnMonth') : t('chart.chooseReturnYear'),
      columns,
      value: kind === 'lunarReturn' ? [yi, (ret?.month ?? new Date(atMs).getMonth() + 1) - 1] : [yi],
    })
    if (r.ok) setRet({ year: years[r.indexes[0]], month: kind === 'lunarReturn' ? (r.indexes[1] ?? 0) + 1 : 1 })
  }
  const personOf = (ring: 'inner' | 'outer') => {
    const who = natalPersonOfRing(kind, ring)
    return who === 'a' ? a : who === 'b' ? b : null
  }
  const openDetail = (id: string, ring: 'inner' | 'outer') => {
    const p = personOf(ring)
    if (p) void navigate('natal-planet', { body: id, a: String(p.id) })
  }

  const dynamic = ['transit', 'progression', 'solarArc', 'solarReturn', 'lunarReturn', 'sky'].includes(kind)
  const ephNote = (c: Chart) =>
    !ephFinal && c.ephemeris.mode === 'moshier'
      ? t('chart.ephemerisQuick')
      : c.ephemeris.source === 'files'
        ? t('chart.ephemerisFiles')
        : c.ephemeris.source === 'moshier'
          ? t('chart.ephemerisMoshier')
          : t('chart.ephemerisMixed')

  return (
    <PageShell routeId={routeId} title={title}>
      {!view.hideBirthInfo && a && kind !== 'sky' && (
        <View className="card ct-head" data-testid="birth-info">
          {[a, ...(isPair && b ? [b] : [])].map((p) => (
            <View key={p.id}>
              <Text className="ct-head__name">{l(p.name)}</Text>
              <View className="ct-head__line">{t('chart.birthLine', { date: p.date, time: p.time, address: l(p.address) })}</View>
              <View className="ct-head__line" data-testid="birth-coords">
                {l(formatLatLng(p.lat, p.lng))}
              </View>
            </View>
          ))}
        </View>
      )}
      {!a && kind !== 'sky' && (
        <View className="card">
          <View className="muted">{t('chart.noBirth')}</View>
          <Pressable className="btn" onPress={() => void navigate('birth-editor')}>
            {t('chart.newBirth')}
          </Pressable>
        </View>
      )}
      {isPair && a && !b && (
        <View className="card">
          <View className="muted">{t('chart.pairHint')}</View>
          <Pressable className="btn" data-testid="pick-b" onPress={() => void navigate('birth-list', { pick: 'pairB' })}>
            {t('chart.choosePerson')}
          </Pressable>
        </View>
      )}

      <View className="ct-bar">
        <Pressable className="ct-chip" data-testid="preset-cycle" onPress={() => useChartSettings.getState().presetCycled(engineKind)}>
          {t('chart.presetCycle', { name: t(`chart.presetName.${preset.name}`) })}
        </Pressable>
        <Pressable className="ct-chip" data-testid="choose-style" onPress={() => void chooseStyle()}>
          {t('chart.style')}：{l(style.name)}
        </Pressable>
        <Pressable className="ct-chip" onPress={() => void navigate('chart-setting', { type: engineKind })}>
          {t('chart.settings')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="open-params" onPress={() => void navigate('chart-params', { type: engineKind })}>
          {t('chart.params')}
        </Pressable>
        {dynamic && (
          <>
            <Pressable className="ct-chip" data-testid="time-back" onPress={() => moveTo(atMs - DAY_MS)}>
              −1d
            </Pressable>
            <Pressable className="ct-chip" onPress={() => moveTo(Date.now(), false)}>
              {t('chart.now')}
            </Pressable>
            <Pressable className="ct-chip" data-testid="time-forward" onPress={() => moveTo(atMs + DAY_MS)}>
              +1d
            </Pressable>
            <Pressable className="ct-chip" data-testid="time-pick" onPress={() => void pickTime()}>
              {t('chart.pickTime')}
            </Pressable>
          </>
        )}
        {isReturn && (
          <Pressable className="ct-chip" data-testid="return-year" onPress={() => void pickReturn()}>
            {kind === 'lunarReturn' && ret
              ? t('chart.returnMonth', { year: ret.year, month: ret.month })
              : t('chart.returnYear', { year: shownYear })}
          </Pressable>
        )}
      </View>

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

      {result && source && layout && (
        <>
          <View className="ct-wheel-card" data-testid="wheel-card" data-draw-ms={drawMs ?? ''} data-compute-ms={computed.ms.toFixed(1)}>
            <ChartWheel
              canvasId={`wheel-${routeId}-${kind}`}
              display={layout.display}
              glyphs={layout.glyphs}
              onGlyphTap={(g: PlacedGlyph) => setPicked({ id: g.id, ring: g.ring })}
              onDrawn={onDrawn}
              summary={wheelSummary(source.inner, t)}
              glyphLabel={(g: PlacedGlyph) => t(`chart.body.${g.id}`)}
            />
            {source.outer && (
              <View className="ct-note">
                {t('chart.innerRing', { name: t(`chart.kind.${'aspectsToNatal' in result ? kind : 'natal'}`) })} ·{' '}
                {t('chart.outerRing', { name: t(`chart.kind.${'aspectsToNatal' in result ? 'natal' : kind}`) })}
              </View>
            )}
            {'ageYears' in result && <View className="ct-note">{t('chart.age', { age: result.ageYears.toFixed(2) })}</View>}
            {'returnJdUT' in result && <View className="ct-note">{t('chart.returnAt', { date: fmtJd(result.returnJdUT) })}</View>}
            {dynamic && !('returnJdUT' in result) && <View className="ct-note">{t('chart.transitAt', { date: fmtTime(atMs) })}</View>}
            <View className="ct-note" data-testid="ephemeris-note" data-mode={source.inner.ephemeris.mode}>
              {ephNote(source.inner)}
            </View>
            {[source.inner, ...(source.outer ? [source.outer] : [])].some((c) => !c.ephemeris.withinFileRange) && (
              <View className="ct-warn">{t('chart.outsideRange')}</View>
            )}
            {source.inner.warnings
              // The quick Moshier instance has no asteroid file: Chiron follows with the files, no warning meanwhile.
              .filter((w) => w.code !== 'outside_file_range' && (ephFinal || w.code !== 'body_unavailable'))
              .map((w, i) => (
                <View key={i} className="ct-warn">
                  {l(w.message)}
                </View>
              ))}
            <View className="ct-bar" style={{ marginTop: '8px', marginBottom: 0 }}>
              <Pressable className="ct-chip" data-testid="save-png" onPress={() => void save('png')}>
                {t('chart.saveImage')}
              </Pressable>
              <Pressable className="ct-chip" data-testid="save-svg" onPress={() => void save('svg')}>
                {t('chart.saveSvg')}
              </Pressable>
            </View>
          </View>

          {kind === 'sky' && <SkySummary chart={source.inner} />}

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
          <View className="card">
            <View className="card__title">{t('chart.aspectGrid')}</View>
            <AspectGrid
              rows={visibleBodies(source.p1Ring === 'outer' ? source.outer! : ringChart(source.p1Ring)!)}
              cols={visibleBodies(ringChart(source.p2Ring)!)}
              aspects={source.aspectList}
              triangle={!source.outer}
            />
          </View>
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

/** Today's sky: moon phase and the bodies moving backwards. */
function SkySummary({ chart }: { chart: Chart }) {
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
