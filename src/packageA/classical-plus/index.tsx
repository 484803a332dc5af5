import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import {
  CLASSICAL_PLANETS,
  CLASSICAL_SETTING_ROWS,
  classicalOptionsOf,
  classicalReading,
  listedLots,
  lotAspects,
  type ClassicalGroups,
} from '@/astro/classical'
import { houseOfLon } from '@/astro/tools/birth-guess'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { lotDefOf, useArabicPoints } from '@/store/arabic-points'
import { useCalcSettings } from '@/store/chart-settings'
import { useSettingsGroups } from '@/store/settings-groups'
import { posText } from '../chart-common/tables'
import { fmtJd } from '../chart-common/time-format'
import { useNatalChart } from '../chart-common/use-natal'
import { Row } from './row'
import { TimeLordList } from './time-lords'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

const DIGNITY_KEYS = ['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall', 'peregrine'] as const

/** Classical techniques for one birth (?a=<birth id>, default the chart birth), with their settings. */
export default function ClassicalPlusPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const groups = useSettingsGroups((s) => s.groups) as unknown as ClassicalGroups & Record<string, Record<string, unknown>>
  const options = useMemo(() => classicalOptionsOf(groups), [groups])
  // The page's moment: read once when it opens.
  const [atJdUT] = useState(() => Date.now() / 86400000 + 2440587.5)
  const r = useMemo(() => (eph && chart ? classicalReading(eph, chart, options, atJdUT) : null), [eph, chart, options, atJdUT])
  const points = useArabicPoints((s) => s.points)
  const selected = useArabicPoints((s) => s.selected)
  const lots = useMemo(
    () =>
      r && chart
        ? listedLots(chart, r.classical.lots, points.filter((p) => !p.is_del).map(lotDefOf), {
            builtin: selected.builtin,
            custom: selected.custom.map(String),
          })
        : [],
    [r, chart, points, selected],
  )
  const orbs = useCalcSettings('natal').natal.preset
  const lotHits = useMemo(() => (chart ? lotAspects(chart, lots, orbs) : []), [chart, lots, orbs])
  const body = (id: string) => t(`chart.body.${id}`)
  const houseOf = (lon: number) => (chart ? houseOfLon(lon, chart.houses.cusps) : 0)

  return (
    <PageShell routeId="classical-plus" title={birth ? `${l(birth.name)} · ${t('classical.title')}` : t('classical.title')}>
      <View className="card muted cp-intro">{t('classical.intro')}</View>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {chart && !r && !error && (
        <View className="ct-loading" role="status">
          {t('classical.computing')}
        </View>
      )}
      {r && chart && (
        <View data-testid="classical">
          <View className="card" data-testid="cp-sect">
            <View className="card__title">{t('classical.sectTitle')}</View>
            <Row k={t('classical.sectLabel')} v={t(`classical.sect.${r.classical.sect}`)} />
            <Row k={t('classical.almuten')} v={body(r.classical.almuten)} note={t('classical.almutenHint')} />
            {r.classical.syzygy && (
              <Row
                k={t('classical.syzygy')}
                v={`${t(`classical.syzygyKind.${r.classical.syzygy.kind}`)} · ${posText(t, r.classical.syzygy.lonDeg)}`}
                note={fmtJd(r.classical.syzygy.jdUT)}
              />
            )}
          </View>

          <View className="card" data-testid="cp-dignities">
            <View className="card__title">{t('classical.dignityTitle')}</View>
            <View className="muted cp-hint">{t('classical.dignityHint')}</View>
            <View className="ct-table">
              <View className="ct-row ct-row--head">
                <Text className="ct-c1">{t('classical.colPlanet')}</Text>
                <Text className="ct-c2">{t('classical.colPosition')}</Text>
                <Text className="ct-c3">{t('classical.colDignity')}</Text>
                <Text className="cp-score">{t('classical.colScore')}</Text>
              </View>
              {CLASSICAL_PLANETS.map((p) => {
                const d = r.classical.dignities[p]
                const marks = DIGNITY_KEYS.filter((k) => d[k]).map((k) => t(`classical.dig.${k}`))
                return (
                  <View key={p} className="ct-row" data-testid={`cp-dig-${p}`}>
                    <Text className="ct-c1">{body(p)}</Text>
                    <Text className="ct-c2">{posText(t, chart.bodies[p]!.lonDeg)}</Text>
                    <Text className="ct-c3">{marks.join(' ')}</Text>
                    <Text className={`cp-score${d.score < 0 ? ' cp-score--neg' : ''}`}>{d.score > 0 ? `+${d.score}` : d.score}</Text>
                  </View>
                )
              })}
            </View>
          </View>

          <View className="card" data-testid="cp-lots">
            <View className="card__title">{t('classical.lotsTitle')}</View>
            <View className="ct-table">
              {lots.map((lot) => (
                <View key={lot.id} className="ct-row">
                  <Text className="ct-c1">{lot.custom ? lot.name || t('arabic.untitled') : t(`classical.lot.${lot.id}`)}</Text>
                  <Text className="ct-c2">{posText(t, lot.lonDeg)}</Text>
                  <Text className="ct-c3">{t('chart.houseShort', { n: houseOf(lot.lonDeg) })}</Text>
                </View>
              ))}
            </View>
            <View className="cp-sub" data-testid="cp-lot-aspects">
              <Text className="muted">{t('classical.lotAspectsTitle')}</Text>
              {lotHits.length === 0 && <View className="muted">{t('classical.lotAspectsNone')}</View>}
              {lotHits.map((a) => {
                const lot = lots.find((x) => x.id === a.p2)!
                return (
                  <View key={`${a.p1}-${a.p2}`} className="ct-row">
                    <Text className="ct-c1">
                      {body(a.p1)} {t(`chart.aspect.${a.aspect - 1}`)} {lot.custom ? lot.name || t('arabic.untitled') : t(`classical.lot.${lot.id}`)}
                    </Text>
                    <Text className="ct-c2">{t('classical.lotAspectOrb', { orb: a.orb.toFixed(2) })}</Text>
                  </View>
                )
              })}
            </View>
            <Pressable inline className="cp-link" data-testid="cp-arabic-select" onPress={() => void navigate('arabic-select')}>
              {t('classical.arabicSelect')} ›
            </Pressable>
          </View>

          <View className="card" data-testid="cp-antiscia">
            <View className="card__title">{t('classical.antisciaTitle')}</View>
            {r.classical.antisciaContacts.length === 0 && (
              <View className="muted">{t('classical.antisciaNone', { orb: options.antisciaOrbDeg })}</View>
            )}
            {r.classical.antisciaContacts.map((a, i) => (
              <Row key={i} k={`${body(a.body)} ${t(`classical.${a.kind}`)} · ${body(a.other)}`} v={`${a.orbDeg.toFixed(2)}°`} />
            ))}
          </View>

          <View className="card" data-testid="cp-stars">
            <View className="card__title">{t('classical.starsTitle')}</View>
            {r.classical.fixedStars.every((s) => s.conjunctions.length === 0) && (
              <View className="muted">{t('classical.starsNone', { orb: options.fixedStarOrbDeg })}</View>
            )}
            {r.classical.fixedStars
              .filter((s) => s.conjunctions.length > 0)
              .flatMap((s) =>
                s.conjunctions.map((c) => (
                  <Row
                    key={`${s.name}-${c.body}`}
                    k={`${l(s.zh)}（${s.name}）· ${body(c.body)}`}
                    v={`${c.orbDeg.toFixed(2)}°`}
                    note={`${posText(t, s.lonDeg)} · ${t('classical.magnitude', { mag: s.mag })}`}
                  />
                )),
              )}
          </View>

          <TimeLordList reading={r} atJdUT={atJdUT} options={options} />

          <View className="card" data-testid="cp-directions">
            <View className="card__title">{t('classical.directionsTitle')}</View>
            <View className="muted cp-hint">{t('classical.directionsHint')}</View>
            {r.directions.length === 0 && <View className="muted">{t('classical.directionsNone')}</View>}
            {r.directions.slice(0, 12).map((d, i) => (
              <Row
                key={i}
                k={`${body(d.promissor)} ${t(`chart.aspect.${[0, 180, 120, 90, 60].indexOf(d.aspectDeg)}`)} ${body(d.significator)}`}
                v={fmtJd(d.jdUT).slice(0, 10)}
                note={`${t('classical.age', { n: d.years.toFixed(1) })} · ${d.arcDeg.toFixed(2)}°`}
              />
            ))}
          </View>

          <View className="card" data-testid="cp-settings">
            <View className="card__title">{t('classical.settingsTitle')}</View>
            {CLASSICAL_SETTING_ROWS.map((row) => {
              const stored = groups[row.group][row.field]
              const index = Math.max(0, (row.values as readonly number[]).indexOf(stored as number))
              return (
                <View key={row.field} className="cp-setting">
                  <Text>{t(`classical.setting.${row.field}.name`)}</Text>
                  <Segmented<string>
                    testId={`cp-set-${row.field}`}
                    label={t(`classical.setting.${row.field}.name`)}
                    value={String(index)}
                    options={row.values.map((_, i) => ({ value: String(i), label: t(`classical.setting.${row.field}.option${i}`) }))}
                    onChange={(v) => useSettingsGroups.getState().groupChanged(row.group, { [row.field]: row.values[Number(v)] })}
                  />
                </View>
              )
            })}
          </View>
        </View>
      )}
    </PageShell>
  )
}
