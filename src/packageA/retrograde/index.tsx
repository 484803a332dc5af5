import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { houseOfLon } from '@/astro/tools/birth-guess'
import { isRetrograde } from '@/astro/tools/stations'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { watchEphemeris } from '@/platform/ephemeris'
import { useRouteParams } from '@/platform/route-params'
import { fmtJd } from '../chart-common/time-format'
import { posText } from '../chart-common/tables'
import { useNatalChart } from '../chart-common/use-natal'
import { RETRO_BODIES, retrogradesOfYear, yearFraction } from './year'
import '../chart-common/chart.css'
import './index.css'

/** Retrograde stations and shadow periods of Mercury–Pluto for a year (?year=, default this year), today's retrogrades, and the houses of the user's chart they fall in. */
export default function RetrogradePage() {
  const t = useT()
  const l = useLocalize()
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  const params = useRouteParams() as Record<string, string | undefined>
  const [year, setYear] = useState(() => {
    const y = Number(params.year)
    return Number.isInteger(y) && y > 1800 && y < 2399 ? y : new Date().getFullYear()
  })
  // The page's moment: the clock is read once, here, never inside the engine.
  const [nowJd] = useState(() => Date.now() / 86400000 + 2440587.5)
  const data = useMemo(() => (eph ? retrogradesOfYear(eph, year) : null), [eph, year])
  const today = useMemo(() => (eph ? RETRO_BODIES.filter((b) => isRetrograde(eph, b, nowJd)) : []), [eph, nowJd])
  const natal = useNatalChart(undefined)
  const bodyName = (b: string) => t(`chart.body.${b}`)
  const houseNote = (lonDeg: number) => (natal.chart ? t('retrograde.inHouse', { n: houseOfLon(lonDeg, natal.chart.houses.cusps) }) : '')

  return (
    <PageShell routeId="retrograde" title={t('retrograde.title')}>
      <View className="card muted rg-intro">{t('retrograde.intro')}</View>
      <View className="card rg-today" data-testid="rg-today">
        <Text className="rg-today__label">{t('retrograde.today')}</Text>
        <Text>{today.length ? t('retrograde.todayList', { list: today.map(bodyName).join('、') }) : eph ? t('retrograde.todayNone') : '…'}</Text>
      </View>
      <View className="rg-years">
        <Pressable className="ct-chip" data-testid="rg-prev" onPress={() => setYear((y) => Math.max(1801, y - 1))}>
          {t('retrograde.prevYear')}
        </Pressable>
        <Text className="rg-year" data-testid="rg-year">
          {t('retrograde.yearLabel', { year })}
        </Text>
        <Pressable className="ct-chip" data-testid="rg-next" onPress={() => setYear((y) => Math.min(2398, y + 1))}>
          {t('retrograde.nextYear')}
        </Pressable>
      </View>
      {natal.birth && natal.chart && <View className="muted rg-chart-of">{t('retrograde.chartOf', { name: l(natal.birth.name) })}</View>}
      {loadError && <View className="card ct-warn">{t('chart.error', { msg: l(loadError) })}</View>}
      {!data && !loadError && (
        <View className="ct-loading" role="status">
          {t('retrograde.computing')}
        </View>
      )}
      {data && (
        <View data-testid="rg-list">
          <View className="rg-legend" aria-hidden>
            <Text className="rg-swatch rg-swatch--retro" /> {t('retrograde.legendRetro')}
            <Text className="rg-swatch rg-swatch--shadow" /> {t('retrograde.legendShadow')}
          </View>
          {RETRO_BODIES.map((body) => {
            const loops = data.loops[body]
            return (
              <View key={body} className="card" data-testid={`rg-${body}`}>
                <View className="card__title">{bodyName(body)}</View>
                <View className="rg-track" role="img" aria-label={t('retrograde.timelineLabel', { body: bodyName(body), year })}>
                  {loops.map((lp, i) => {
                    const a = yearFraction(year, lp.preShadowStartJdUT ?? lp.retrograde.jdUT)
                    const b = yearFraction(year, lp.retrograde.jdUT)
                    const c = yearFraction(year, lp.direct.jdUT)
                    const d = yearFraction(year, lp.postShadowEndJdUT ?? lp.direct.jdUT)
                    return (
                      <View key={i}>
                        <View className="rg-span rg-span--shadow" style={{ left: `${a * 100}%`, width: `${(d - a) * 100}%` }} />
                        <View className="rg-span rg-span--retro" style={{ left: `${b * 100}%`, width: `${Math.max(0.004, c - b) * 100}%` }} />
                      </View>
                    )
                  })}
                  <View className="rg-now" style={{ left: `${yearFraction(year, nowJd) * 100}%` }} />
                </View>
                {loops.length === 0 && <View className="muted">{t('retrograde.noLoop', { year })}</View>}
                {loops.map((lp, i) => (
                  <View key={i} className="ct-table rg-loop">
                    {lp.preShadowStartJdUT !== null && <Row k={t('retrograde.preShadow')} v={fmtJd(lp.preShadowStartJdUT)} />}
                    <Row
                      k={t('retrograde.stationR')}
                      v={`${fmtJd(lp.retrograde.jdUT)} · ${posText(t, lp.retrograde.lonDeg)}`}
                      note={houseNote(lp.retrograde.lonDeg)}
                    />
                    <Row
                      k={t('retrograde.stationD')}
                      v={`${fmtJd(lp.direct.jdUT)} · ${posText(t, lp.direct.lonDeg)}`}
                      note={houseNote(lp.direct.lonDeg)}
                    />
                    {lp.postShadowEndJdUT !== null && <Row k={t('retrograde.postShadow')} v={fmtJd(lp.postShadowEndJdUT)} />}
                  </View>
                ))}
              </View>
            )
          })}
        </View>
      )}
    </PageShell>
  )
}

function Row({ k, v, note }: { k: string; v: string; note?: string }) {
  return (
    <View className="ct-row rg-row">
      <Text className="ct-c1">{k}</Text>
      <View className="rg-val">
        <Text>{v}</Text>
        {note ? <Text className="muted rg-note">{note}</Text> : null}
      </View>
    </View>
  )
}
