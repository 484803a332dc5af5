import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { DIRECTION_KEYS, directionDerivation, solarArcYearsFn, TROPICAL_YEAR_DAYS } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { useRouteParams } from '@/platform/route-params'
import { lotDefOf, useArabicPoints } from '@/store/arabic-points'
import { usePdSettings } from '@/store/pd-settings'
import { posText } from '../chart-common/tables'
import { fmtJd } from '../chart-common/time-format'
import { useNatalChart } from '../chart-common/use-natal'
import { useAspectName, usePointLabel } from '../primary-directions/point-label'
import '../chart-common/chart.css'
import '../primary-directions/index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

/** One primary direction derived step by step (?a=&p=&s=&asp=&side=&c=), under the stored key and method. */
export default function PdItemPage() {
  const t = useT()
  const l = useLocalize()
  const q = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(q.a)
  const pd = usePdSettings()
  const points = useArabicPoints((s) => s.points)
  const d = useMemo(() => {
    if (!eph || !chart || !q.p || !q.s) return null
    const side = Number(q.side) === 1 ? 1 : Number(q.side) === -1 ? -1 : 0
    const x = directionDerivation(
      eph,
      chart,
      { promissor: q.p, significator: q.s, aspectDeg: Number(q.asp) || 0, side, converse: q.c === '1' },
      pd.method,
      points.filter((p) => !p.is_del).map(lotDefOf),
    )
    if (!x) return null
    const years = pd.key === 'solarArc' ? solarArcYearsFn(eph, chart)(x.steps.arcDeg) : x.steps.arcDeg / DIRECTION_KEYS[pd.key]
    return { ...x, years, jdUT: chart.jdUT + years * TROPICAL_YEAR_DAYS }
  }, [eph, chart, q.p, q.s, q.asp, q.side, q.c, pd.method, pd.key, points])
  const body = usePointLabel()
  const f = (x: number) => x.toFixed(4)
  const aspectName = useAspectName()
  const aspect = aspectName(Number(q.asp))
  const title = q.p && q.s ? `${body(q.p)} ${aspect} ${body(q.s)}` : t('pd.itemTitle')

  return (
    <PageShell routeId="pd-item" title={title}>
      <ChartStates loading={loading} error={error} />
      {chart && !d && !loading && <View className="card muted">{t('pd.notFound')}</View>}
      {d && birth && (
        <View className="card" data-testid="pd-steps">
          <View className="card__title">{t('pd.stepsTitle')}</View>
          <View className="muted pd-note">
            {l(birth.name)} · {t(`pd.methodOption.${pd.method}`)}
          </View>
          {q.c === '1' && <View className="pd-step">{t('pd.conversedNote')}</View>}
          <View className="pd-step">
            1.{' '}
            {t('pd.stepPromissor', {
              name: `${body(q.p!)}${Number(q.asp) ? ` ${aspect}` : ''}`,
              lon: posText(t, d.promissorLonDeg),
              ra: f(d.promissor.raDeg),
              dec: f(d.promissor.declDeg),
            })}
          </View>
          <View className="pd-step">
            2. {t('pd.stepSignificator', { name: body(q.s!), ra: f(d.significator.raDeg), dec: f(d.significator.declDeg) })}
          </View>
          <View className="pd-step">
            3.{' '}
            {t('pd.stepMeridian', {
              where: t(d.steps.aboveHorizon ? 'pd.above' : 'pd.below'),
              meridian: t(d.steps.aboveHorizon ? 'pd.mc' : 'pd.ic'),
              ra: f(d.steps.meridianRaDeg),
              arc: t(d.steps.aboveHorizon ? 'pd.diurnal' : 'pd.nocturnal'),
            })}
          </View>
          <View className="pd-step">4. {t('pd.stepAd', { p: f(d.steps.promAdDeg), s: f(d.steps.sigAdDeg) })}</View>
          <View className="pd-step">5. {t('pd.stepSemiArc', { p: f(d.steps.promSemiArcDeg), s: f(d.steps.sigSemiArcDeg) })}</View>
          <View className="pd-step">
            6.{' '}
            {t('pd.stepDistance', { p: f(d.steps.promMeridianDistDeg), s: f(d.steps.sigMeridianDistDeg), ratio: d.steps.sigProportion.toFixed(4) })}
          </View>
          <View className="pd-step" data-testid="pd-arc">
            7. {t('pd.stepArc', { arc: f(d.steps.arcDeg) })}
          </View>
          <View className="pd-step" data-testid="pd-years">
            8. {t('pd.stepYears', { key: t(`pd.keyOption.${pd.key}`), years: d.years.toFixed(2), date: fmtJd(d.jdUT).slice(0, 10) })}
          </View>
        </View>
      )}
    </PageShell>
  )
}
