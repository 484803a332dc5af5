import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { classicalOptionsOf, fixedStarContacts, type ClassicalGroups } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { useRouteParams } from '@/platform/route-params'
import { useSettingsGroups } from '@/store/settings-groups'
import { posText, visibleBodies } from '../chart-common/tables'
import { useNatalChart } from '../chart-common/use-natal'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

const ORBS = [1, 2, 3] as const

/** The classical fixed stars at the birth's date and the planets and angles on them (?a=<birth id>). */
export default function FixedStarPlanetsPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const groups = useSettingsGroups((s) => s.groups) as unknown as ClassicalGroups
  const orbDeg = classicalOptionsOf(groups).fixedStarOrbDeg
  const stars = useMemo(() => {
    if (!eph || !chart) return null
    const lons = Object.fromEntries(
      visibleBodies(chart).flatMap((id) => (chart.bodies[id as 'Sun'] ? [[id, chart.bodies[id as 'Sun']!.lonDeg]] : [])),
    )
    const list = fixedStarContacts(eph, chart.jdUT, lons, orbDeg, chart.zodiac.sidMode ?? undefined)
    // Stars with contacts first, then by magnitude (brightest first).
    return list.sort((a, b) => Number(b.conjunctions.length > 0) - Number(a.conjunctions.length > 0) || a.mag - b.mag)
  }, [eph, chart, orbDeg])
  const contacts = stars?.filter((s) => s.conjunctions.length > 0).length ?? 0

  return (
    <PageShell routeId="fixed-star-planets" title={birth ? `${l(birth.name)} · ${t('fixedStars.title')}` : t('fixedStars.title')}>
      <View className="card muted fs-intro">{t('fixedStars.intro')}</View>
      <View className="card fs-orb">
        <Text>{t('classical.setting.fixedStarOrb.name')}</Text>
        <Segmented<string>
          testId="fs-orb"
          label={t('classical.setting.fixedStarOrb.name')}
          value={String(orbDeg)}
          options={ORBS.map((o) => ({ value: String(o), label: `${o}°` }))}
          onChange={(v) => useSettingsGroups.getState().groupChanged('classicalCalcs', { fixedStarOrb: Number(v) })}
        />
      </View>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {stars && (
        <View className="card" data-testid="fs-list">
          <View className="card__title">{t('fixedStars.summary', { n: contacts, orb: orbDeg })}</View>
          {stars.map((s) => (
            <View key={s.name} className={`ct-row fs-row${s.conjunctions.length ? ' fs-row--hit' : ''}`} data-testid={`fs-${s.name}`}>
              <View className="fs-name">
                <Text>{l(s.zh)}</Text>
                <Text className="muted fs-sub">
                  {s.name} · {t('classical.magnitude', { mag: s.mag })}
                </Text>
              </View>
              <View className="fs-pos">
                <Text>{posText(t, s.lonDeg)}</Text>
                {s.conjunctions.map((c) => (
                  <Text key={c.body} className="fs-hit">
                    {t('fixedStars.conjunct', { body: t(`chart.body.${c.body}`), orb: c.orbDeg.toFixed(2) })}
                  </Text>
                ))}
              </View>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
