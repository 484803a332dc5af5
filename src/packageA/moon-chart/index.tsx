import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { lunationQuarters, moonState, voidOfCourse } from '@/astro/tools/moon'
import { useLocalize, useT } from '@/components/hooks'
import { MoonDisc } from '@/components/moon/moon-disc'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { watchEphemeris } from '@/platform/ephemeris'
import { useRouteParams } from '@/platform/route-params'
import { posText } from '../chart-common/tables'
import { fmtJd } from '../chart-common/time-format'
import '../chart-common/chart.css'
import './index.css'

const jdOfMs = (ms: number) => ms / 86400000 + 2440587.5
const ASPECT_INDEX: Record<number, number> = { 0: 0, 180: 1, 120: 2, 90: 3, 60: 4 }

/** The Moon's month (?year=&month=, default this month in the device's zone): phase now, calendar, quarters, void of course. */
export default function MoonChartPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  const [nowMs] = useState(() => Date.now())
  const [ym, setYm] = useState(() => {
    const y = Number(params.year)
    const m = Number(params.month)
    const now = new Date(nowMs)
    return Number.isInteger(y) && y > 1800 && y < 2399 && Number.isInteger(m) && m >= 1 && m <= 12
      ? { y, m }
      : { y: now.getFullYear(), m: now.getMonth() + 1 }
  })
  const [modern, setModern] = useState(false)
  const shift = (d: number) => setYm(({ y, m }) => ({ y: y + Math.floor((m - 1 + d) / 12), m: ((m - 1 + d + 120) % 12) + 1 }))
  // The month in the device's zone.
  const fromMs = new Date(ym.y, ym.m - 1, 1).getTime()
  const toMs = new Date(ym.y, ym.m, 1).getTime()
  const month = useMemo(() => {
    if (!eph) return null
    const days = Math.round((toMs - fromMs) / 86400000)
    return {
      now: moonState(eph, jdOfMs(nowMs)),
      days: Array.from({ length: days }, (_, i) => moonState(eph, jdOfMs(new Date(ym.y, ym.m - 1, i + 1, 12).getTime()))),
      quarters: lunationQuarters(eph, jdOfMs(fromMs), jdOfMs(toMs)),
      voids: voidOfCourse(eph, jdOfMs(fromMs), jdOfMs(toMs), { modern }),
    }
  }, [eph, fromMs, toMs, ym, nowMs, modern])
  const firstWeekday = new Date(ym.y, ym.m - 1, 1).getDay()

  return (
    <PageShell routeId="moon-chart" title={t('moonChart.title')}>
      <View className="card muted mc-intro">{t('moonChart.intro')}</View>
      {loadError && <View className="card ct-warn">{t('chart.error', { msg: l(loadError) })}</View>}
      {!month && !loadError && (
        <View className="ct-loading" role="status">
          {t('moonChart.computing')}
        </View>
      )}
      {month && (
        <View className="card mc-now" data-testid="mc-now">
          <MoonDisc phaseAngleDeg={month.now.phaseAngleDeg} illumination={month.now.illumination} sizePx={64} />
          <View className="mc-now__text">
            <Text className="card__title">{t('moonChart.nowTitle')}</Text>
            <Text>{t('moonChart.phaseLine', { phase: t(`moonChart.phase.${month.now.phase}`), angle: month.now.phaseAngleDeg.toFixed(1) })}</Text>
            <Text className="muted">
              {t('moonChart.illumination', { pct: Math.round(month.now.illumination * 100) })} ·{' '}
              {t('moonChart.inSign', { sign: posText(t, month.now.moonLonDeg) })}
            </Text>
          </View>
        </View>
      )}
      <View className="mc-months">
        <Pressable className="ct-chip" data-testid="mc-prev" onPress={() => shift(-1)}>
          {t('moonChart.prevMonth')}
        </Pressable>
        <Text className="mc-month" data-testid="mc-month">
          {t('moonChart.monthLabel', { year: ym.y, month: ym.m })}
        </Text>
        <Pressable className="ct-chip" data-testid="mc-next" onPress={() => shift(1)}>
          {t('moonChart.nextMonth')}
        </Pressable>
      </View>
      {month && (
        <View data-testid="mc-month-view">
          <View className="card">
            <View className="card__title">{t('moonChart.calendarTitle')}</View>
            <View className="mc-grid">
              {Array.from({ length: firstWeekday }, (_, i) => (
                <View key={`pad${i}`} className="mc-day mc-day--pad" />
              ))}
              {month.days.map((d, i) => (
                <View key={i} className="mc-day" aria-label={t('moonChart.dayLabel', { day: i + 1, phase: t(`moonChart.phase.${d.phase}`) })}>
                  <Text className="mc-day__n">{i + 1}</Text>
                  <MoonDisc phaseAngleDeg={d.phaseAngleDeg} illumination={d.illumination} sizePx={26} />
                </View>
              ))}
            </View>
          </View>
          <View className="card" data-testid="mc-quarters">
            <View className="card__title">{t('moonChart.quartersTitle')}</View>
            {month.quarters.map((q, i) => (
              <View key={i} className="ct-row">
                <Text className="ct-c1">{t(`moonChart.quarter.${q.kind}`)}</Text>
                <Text className="ct-c2">{fmtJd(q.jdUT)}</Text>
                <Text className="ct-c3">{posText(t, q.moonLonDeg)}</Text>
              </View>
            ))}
          </View>
          <View className="card" data-testid="mc-voids">
            <View className="card__title">{t('moonChart.voidTitle')}</View>
            <View className="muted mc-intro">{t('moonChart.voidHint')}</View>
            <Segmented<string>
              testId="mc-modern"
              label={t('moonChart.voidModern')}
              value={modern ? '1' : '0'}
              options={[
                { value: '0', label: t('moonChart.voidTraditional') },
                { value: '1', label: t('moonChart.voidModern') },
              ]}
              onChange={(v) => setModern(v === '1')}
            />
            {month.voids.map((v, i) => (
              <View key={i} className="ct-row mc-void">
                <Text className="mc-void__time">
                  {t('moonChart.voidLine', { start: fmtJd(v.startJdUT).slice(5), end: fmtJd(v.endJdUT).slice(5) })}
                </Text>
                <Text className="muted mc-void__note">
                  {v.lastAspect
                    ? t('moonChart.voidLast', {
                        aspect: t(`chart.aspect.${ASPECT_INDEX[v.lastAspect.aspectDeg]}`),
                        planet: t(`chart.body.${v.lastAspect.planet}`),
                        sign: t(`chart.sign.${v.nextSign - 1}`),
                      })
                    : t('moonChart.voidNoAspect', { sign: t(`chart.sign.${v.nextSign - 1}`) })}
                </Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
