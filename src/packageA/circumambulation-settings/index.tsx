import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { ASPECTS } from '@/astro/aspects'
import { chartCircumambulation } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useRouteParams } from '@/platform/route-params'
import {
  CIRCUM_ASPECTS,
  CIRCUM_KEYS,
  CIRCUM_SIGNIFICATORS,
  CIRCUM_TERMS,
  useCircumSettings,
  type CircumSettings,
} from '@/store/circumambulation-settings'
import { posText } from '../chart-common/tables'
import { fmtJd } from '../chart-common/time-format'
import { useNatalChart } from '../chart-common/use-natal'
import { Choice } from '../primary-directions/choice'
import '../chart-common/chart.css'
import '../primary-directions/index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

/** Age spans offered (SPEC §9: 0–120 by default). */
const AGE_SPANS = ['0-120', '0-60', '60-120'] as const

/** Circumambulation through the bounds of a birth (?a=<birth id>) under its settings, as a timeline of distributors. */
export default function CircumambulationPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const c = useCircumSettings()
  const list = useMemo(() => {
    if (!eph || !chart) return null
    const aspectAnglesDeg = c.aspects.map((a) => ASPECTS[a - 1].angleDeg)
    return chartCircumambulation(eph, chart, c.significator, { key: c.key, terms: c.terms, aspectAnglesDeg, ageRange: c.ageRange })
  }, [eph, chart, c.key, c.terms, c.significator, c.aspects, c.ageRange])
  const body = (id: string) => t(`chart.body.${id}`)
  const span = c.ageRange.join('-')
  const aspectName = (deg: number) => t(`chart.aspect.${ASPECTS.findIndex((a) => a.angleDeg === deg)}`)

  return (
    <PageShell routeId="circumambulation-settings" title={birth ? `${l(birth.name)} · ${t('circum.title')}` : t('circum.title')}>
      <View className="card muted pd-intro">{t('circum.intro')}</View>
      <View className="card pd-settings" data-testid="circum-settings">
        <Choice label={t('circum.significator')}>
          <Segmented<string>
            testId="circum-sig"
            label={t('circum.significator')}
            value={c.significator}
            options={CIRCUM_SIGNIFICATORS.map((s) => ({ value: s, label: body(s) }))}
            onChange={(v) => c.changed({ significator: v as CircumSettings['significator'] })}
          />
        </Choice>
        <Choice label={t('pd.key')}>
          <Segmented<string>
            testId="circum-key"
            label={t('pd.key')}
            value={c.key}
            options={CIRCUM_KEYS.map((k) => ({ value: k, label: t(`pd.keyOption.${k}`) }))}
            onChange={(v) => c.changed({ key: v as CircumSettings['key'] })}
          />
        </Choice>
        <Choice label={t('circum.terms')}>
          <Segmented<string>
            testId="circum-terms"
            label={t('circum.terms')}
            value={c.terms}
            options={CIRCUM_TERMS.map((k) => ({ value: k, label: t(`circum.termsOption.${k}`) }))}
            onChange={(v) => c.changed({ terms: v as CircumSettings['terms'] })}
          />
        </Choice>
        <Choice label={t('circum.aspects')}>
          <View className="pd-chips">
            {CIRCUM_ASPECTS.map((a) => (
              <Pressable
                key={a}
                role="checkbox"
                checked={c.aspects.includes(a)}
                className={`ct-chip${c.aspects.includes(a) ? ' pd-chip--on' : ''}`}
                data-testid={`circum-aspect-${a}`}
                onPress={() => c.aspectToggled(a)}
              >
                {t(`chart.aspect.${a - 1}`)}
              </Pressable>
            ))}
          </View>
        </Choice>
        <Choice label={t('circum.ages')}>
          <Segmented<string>
            testId="circum-ages"
            label={t('circum.ages')}
            value={span}
            options={AGE_SPANS.map((s) => ({ value: s, label: t('circum.agesOption', { from: s.split('-')[0], to: s.split('-')[1] }) }))}
            onChange={(v) => c.changed({ ageRange: v.split('-').map(Number) as [number, number] })}
          />
        </Choice>
      </View>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {list && (
        <View className="card" data-testid="circum-list">
          <View className="card__title">{t('circum.count', { n: list.length })}</View>
          {list.map((d) => (
            <View key={d.startLonDeg} className="ct-row pd-row" data-testid="circum-row">
              <View className="pd-row__what">
                <Text>{t('circum.rowLord', { lord: body(d.lord), from: posText(t, d.startLonDeg) })}</Text>
                <Text className="muted pd-note">
                  {' '}
                  {d.partners.length
                    ? t('circum.partners', {
                        list: d.partners
                          .map((p) => (p.aspectDeg ? t('circum.ray', { body: body(p.body), aspect: aspectName(p.aspectDeg) }) : body(p.body)))
                          .join('、'),
                      })
                    : t('circum.noPartners')}
                </Text>
              </View>
              <View className="pd-row__when">
                <Text>{fmtJd(d.jdUT).slice(0, 10)}</Text>
                <Text className="muted pd-note">
                  {t('circum.rowAges', { from: d.fromYears.toFixed(1), to: d.toYears.toFixed(1), arc: d.arcDeg.toFixed(2) })}
                </Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
