import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PLANET_IDS } from '@/astro'
import { LUCK_AREAS, LUCK_PERIODS, type LuckFactor, type LuckPeriod } from '@/astro/luck'
import { TRANSIT_TEXTS, YEAR_TEXTS } from '@/astro/luck/meanings'
import { useLocalize, useT } from '@/components/hooks'
import { DateRow } from '@/components/ui/date-param'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { fmtJd } from '../chart-common/time-format'
import { useNatalChart } from '../chart-common/use-natal'
import { isDateText, todayText, useLuckReading } from './use-luck'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

const PLANETS = new Set<string>(PLANET_IDS)

/** Luck of the current birth (?a=<birth id>) for a day, week, month or year (?period=, ?date=YYYY-MM-DD). */
export default function LuckPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, loading, error, eph } = useNatalChart(params.a)
  const [period, setPeriod] = useState<LuckPeriod>(() =>
    (LUCK_PERIODS as readonly string[]).includes(params.period ?? '') ? (params.period as LuckPeriod) : 'day',
  )
  const [date, setDate] = useState(() => (isDateText(params.date) ? params.date : todayText()))
  const reading = useLuckReading(eph, birth, period, date)
  const body = (id: string) => t(`chart.body.${id}`)
  const sign = (n: number) => t(`chart.sign.${n - 1}`)
  const spanText = (r: { window: { startDate: string } }) =>
    t(`luck.span.${period}`, { date: r.window.startDate, year: r.window.startDate.slice(0, 4) })

  const factorRow = (f: LuckFactor, i: number) => {
    if (f.kind !== 'transit')
      return (
        <View key={i} className="lk-factor" data-testid={`lk-factor-${f.kind}`}>
          <View className="lk-factor__head">
            <Text>{t(`luck.yearFactor.${f.kind}`, { sign: sign(f.sign), house: f.house })}</Text>
            <Text className={f.score >= 0 ? 'lk-plus' : 'lk-minus'}>{f.score >= 0 ? '+' : '−'}</Text>
          </View>
          <Text className="lk-factor__text">{l(YEAR_TEXTS[f.kind])}</Text>
        </View>
      )
    const tappable = birth && PLANETS.has(f.point)
    const id = `${f.body}-${f.aspect}-${f.point}`
    return (
      <Pressable
        key={i}
        className="lk-factor"
        data-testid={`lk-factor-${id}`}
        data-exact={f.exactJdUT === null ? '' : String(f.exactJdUT)}
        onPress={tappable ? () => void navigate('natal-planet', { body: f.point, a: String(birth.id) }) : undefined}
      >
        <View className="lk-factor__head">
          <Text>{t('luck.transitLine', { body: body(f.body), aspect: t(`chart.aspect.${f.aspect - 1}`), point: body(f.point) })}</Text>
          <Text className={f.score >= 0 ? 'lk-plus' : 'lk-minus'}>
            {f.score >= 0 ? '+' : '−'}
            {tappable ? ' ›' : ''}
          </Text>
        </View>
        <Text className="lk-factor__meta">
          {t('luck.orbLine', { orb: f.minOrbDeg.toFixed(2), state: t(f.applying ? 'chart.applying' : 'chart.separating') })} ·{' '}
          {f.exactJdUT === null ? t('luck.noExact') : t('luck.exactAt', { date: fmtJd(f.exactJdUT) })}
        </Text>
        <Text className="lk-factor__meta">{t('luck.housesLine', { pointHouse: f.pointHouse, moverHouse: f.moverHouse })}</Text>
        <Text className="lk-factor__text">{l(TRANSIT_TEXTS[f.body][f.family])}</Text>
      </Pressable>
    )
  }

  return (
    <PageShell routeId="luck" title={birth ? t('luck.birthOf', { name: l(birth.name) }) : t('luck.title')}>
      {!birth && <View className="card muted">{t('chart.noBirth')}</View>}
      <View className="lk-period">
        <Segmented<LuckPeriod>
          testId="lk-period"
          label={t('luck.periodLabel')}
          value={period}
          options={LUCK_PERIODS.map((p) => ({ value: p, label: t(`luck.period.${p}`) }))}
          onChange={setPeriod}
        />
      </View>
      <DateRow label={t('luck.date')} date={date} onChange={(d) => isDateText(d) && setDate(d)} testId="lk-date" />
      <ChartStates loading={loading} error={error} />
      {typeof reading === 'string' && <View className="card ct-warn">{l(reading)}</View>}
      {reading && typeof reading === 'object' && (
        <View data-testid="lk-result" data-overall={reading.overall} data-period={period}>
          <View className="card lk-overall">
            <Text className="muted">{spanText(reading)}</Text>
            <Text className="lk-overall__n" data-testid="lk-overall">
              {reading.overall}
            </Text>
            <Text className="muted">{t('luck.overall')}</Text>
          </View>
          <View className="card" data-testid="lk-areas">
            <View className="card__title">{t('luck.areasTitle')}</View>
            {LUCK_AREAS.map((a) => (
              <View key={a} className="lk-bar" data-testid={`lk-area-${a}`} data-score={reading.areas[a]}>
                <Text className="lk-bar__label">{t(`luck.area.${a}`)}</Text>
                <View className="lk-bar__track" role="img" aria-label={`${t(`luck.area.${a}`)} ${reading.areas[a]}`}>
                  <View className={`lk-bar__fill${reading.areas[a] < 50 ? ' lk-bar__fill--low' : ''}`} style={{ width: `${reading.areas[a]}%` }} />
                </View>
                <Text className="lk-bar__n">{reading.areas[a]}</Text>
              </View>
            ))}
          </View>
          <View className="card" data-testid="lk-factors">
            <View className="card__title">{t('luck.factorsTitle')}</View>
            {reading.factors.length ? reading.factors.map(factorRow) : <Text className="muted">{t('luck.noFactors')}</Text>}
          </View>
          <View className="card" data-testid="lk-upcoming">
            <View className="card__title">{t('luck.upcomingTitle')}</View>
            {reading.upcoming.length === 0 && <Text className="muted">{t('luck.noUpcoming')}</Text>}
            {reading.upcoming.map((u, i) => (
              <View key={i} className="ct-row lk-up" data-testid={`lk-up-${u.body}-${u.aspect}-${u.point}`}>
                <Text className="lk-up__date">{fmtJd(u.jdUT)}</Text>
                <Text className="lk-up__what">
                  {t('luck.transitLine', { body: body(u.body), aspect: t(`chart.aspect.${u.aspect - 1}`), point: body(u.point) })}
                  {u.retrograde ? t('luck.retroMark') : ''}
                </Text>
              </View>
            ))}
          </View>
          <View className="card muted lk-how">
            <View className="card__title">{t('luck.howTitle')}</View>
            {t('luck.how')}
          </View>
        </View>
      )}
      {!reading && birth && !loading && !error && <View className="ct-loading">{t('luck.computing')}</View>}
      <View className="list">
        <Pressable
          className="list__item"
          data-testid="lk-to-daily"
          onPress={() => void navigate('daily-luck', { date, ...(birth ? { a: String(birth.id) } : {}) })}
        >
          {t('luck.toDaily')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
