import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { computeVedicChart, currentPeriods, GRAHA_IDS, NAKSHATRA_ZH, VARGA_NUMBERS, type DashaPeriod, type VedicChart } from '@/astro/vedic'
import { useLocalize, useT } from '@/components/hooks'
import { GRAHA_SHORT, VedicChartView } from '@/components/vedic-chart'
import { DashaTree } from '@/components/vedic-chart/dasha-tree'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { useVedicSettings } from '@/store/vedic-settings'
import { fmtDeg } from '../chart-common/input'
import { useNatalChart } from '../chart-common/use-natal'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

/** Vargas offered beside D1 (all sixteen are computed; these are the ones most read). */
const SHOWN_VARGAS = [1, 9, 10, 7, 12, 30, 60] as const
const JD_UNIX_EPOCH = 2440587.5

/** Vedic chart of a birth (?a=<birth id>): sidereal grahas, vargas, nakshatras, dasha with today's periods, panchanga. */
export default function VedicChartPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const settings = useVedicSettings((s) => s.settings)
  const [varga, setVarga] = useState<number>(1)
  const [todayJd] = useState(() => Date.now() / 86400000 + JD_UNIX_EPOCH)
  const vedic = useMemo((): VedicChart | string | null => {
    if (!eph || !chart || !birth) return null
    try {
      return computeVedicChart(
        eph,
        { jdUT: chart.jdUT, latDeg: chart.place.latDeg, lngDeg: chart.place.lngDeg, utcOffsetHours: -birth.birthZone + birth.summer },
        settings,
      )
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [eph, chart, birth, settings])
  const deg = (lonDeg: number) => {
    const p = fmtDeg(lonDeg)
    return `${t(`chart.sign.${p.sign - 1}`)} ${p.d}°${String(p.m).padStart(2, '0')}′`
  }
  const graha = (id: string) => t(`vedic.graha.${id}`)
  /** A period's name: the sign (chara dasa) or the yogini, with its lord; else the lord. */
  const periodName = (p: DashaPeriod) =>
    p.sign ? `${t(`chart.sign.${p.sign - 1}`)}（${graha(p.lord)}）` : p.yogini ? `${p.yogini}（${graha(p.lord)}）` : graha(p.lord)
  const now = typeof vedic === 'object' && vedic ? currentPeriods(vedic.dasha.periods, todayJd) : []

  return (
    <PageShell routeId="vedic-chart" title={birth ? `${l(birth.name)} · ${t('vedic.title')}` : t('vedic.title')}>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {typeof vedic === 'string' && <View className="card ct-warn">{l(vedic)}</View>}
      {vedic && typeof vedic === 'object' && (
        <View data-testid="vd-result" data-ayanamsa={vedic.ayanamsa.deg.toFixed(4)}>
          <View className="card">
            <View className="vd-facts">
              <Text data-testid="vd-lagna">{t('vedic.lagna', { pos: deg(vedic.lagna.lonDeg) })}</Text>
              <Text>
                {t('vedic.ayanamsa', {
                  name: t(`vedic.ayanamsaName.${vedic.ayanamsa.sidMode}`, { defaultValue: String(vedic.ayanamsa.sidMode) }),
                  deg: vedic.ayanamsa.deg.toFixed(4),
                })}
              </Text>
            </View>
            <Segmented<string>
              testId="vd-varga"
              label={t('vedic.varga')}
              value={String(varga)}
              options={SHOWN_VARGAS.filter((n) => (VARGA_NUMBERS as readonly number[]).includes(n)).map((n) => ({
                value: String(n),
                label: `D${n}`,
              }))}
              onChange={(v) => setVarga(Number(v))}
            />
            <VedicChartView
              chartStyle={settings.chartStyle}
              signs={vedic.vargas[varga]}
              title={`D${varga} ${t(`vedic.vargaName.${varga}`)}`}
              testId="vd-chart"
            />
          </View>
          <View className="card" data-testid="vd-grahas">
            <View className="card__title">{t('vedic.grahas')}</View>
            {GRAHA_IDS.map((id) => {
              const g = vedic.grahas[id]
              return (
                <View key={id} className="ct-row vd-row" data-testid={`vd-graha-${id}`}>
                  <Text className="vd-row__name">
                    {GRAHA_SHORT[id]} {graha(id)}
                  </Text>
                  <Text className="vd-row__pos">{deg(g.lonDeg)}</Text>
                  <Text className="vd-row__nak">
                    {l(`${NAKSHATRA_ZH[g.nakshatra.nakshatra - 1]}宿`)} {g.nakshatra.pada}
                  </Text>
                  <Text className="vd-row__house">{t('chart.houseShort', { n: settings.bhava === 'wholeSign' ? g.house : g.bhava })}</Text>
                  <Text className="vd-row__flags">
                    {[g.dignity ? t(`vedic.dignity.${g.dignity}`) : '', g.retrograde ? t('chart.retro') : '', g.combust ? t('vedic.combust') : '']
                      .filter(Boolean)
                      .join(' ')}
                  </Text>
                </View>
              )
            })}
          </View>
          <View className="card" data-testid="vd-dasha">
            <View className="card__title">{t('vedic.dashaTitle', { system: t(`vedic.dasa.${vedic.dasha.system}`) })}</View>
            <Text className="muted">{t('vedic.balance', { years: vedic.dasha.balanceYears.toFixed(2) })}</Text>
            <Text className="vd-now" data-testid="vd-now">
              {now.length > 0 ? t('vedic.now', { periods: now.map(periodName).join(' / ') }) : t('vedic.beyond')}
            </Text>
            <DashaTree key={`${vedic.dasha.system}-${vedic.jdUT}`} periods={vedic.dasha.periods} now={now} label={periodName} testId="vd-tree" />
          </View>
          <View className="card" data-testid="vd-panchanga">
            <View className="card__title">{t('vedic.panchanga')}</View>
            <Text className="vd-line">
              {t('vedic.tithi', { n: vedic.panchanga.tithi, paksha: t(`vedic.paksha.${vedic.panchanga.paksha}`), name: vedic.panchanga.tithiName })}
            </Text>
            <Text className="vd-line">{t('vedic.vara', { name: vedic.panchanga.varaName, lord: graha(vedic.panchanga.varaLord) })}</Text>
            <Text className="vd-line">
              {t('vedic.nakshatra', {
                zh: l(`${NAKSHATRA_ZH[vedic.panchanga.nakshatra.nakshatra - 1]}宿`),
                name: vedic.panchanga.nakshatra.name,
                pada: vedic.panchanga.nakshatra.pada,
              })}
            </Text>
            <Text className="vd-line">{t('vedic.yoga', { n: vedic.panchanga.yoga, name: vedic.panchanga.yogaName })}</Text>
          </View>
          <View className="card" data-testid="vd-karakas">
            <View className="card__title">{t('vedic.karakas', { n: settings.karakaType })}</View>
            {vedic.karakas.map((k) => (
              <View key={k.karaka} className="ct-row">
                <Text>{t(`vedic.karaka.${k.karaka}`)}</Text>
                <Text>{graha(k.graha)}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="vd-settings" onPress={() => void navigate('vedic-settings')}>
          {t('vedic.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
