import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { ASPECTS } from '@/astro/aspects'
import { chartDirections, directionPointIds } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { lotDefOf, useArabicPoints } from '@/store/arabic-points'
import { PD_ASPECTS, PD_KEYS, PD_METHODS, PD_SIGNIFICATORS, usePdSettings } from '@/store/pd-settings'
import { fmtJd } from '../chart-common/time-format'
import { useNatalChart } from '../chart-common/use-natal'
import { useAspectName, usePointLabel } from './point-label'
import { AgeRangeEditor } from './age-range'
import { Choice } from './choice'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

/** Primary directions of a birth (?a=<birth id>) under the stored settings; a row opens its derivation. */
export default function PrimaryDirectionsPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const pd = usePdSettings()
  const points = useArabicPoints((s) => s.points)
  const list = useMemo(() => {
    if (!eph || !chart) return null
    const opts = { key: pd.key, method: pd.method, aspectAnglesDeg: pd.aspects.map((a) => ASPECTS[a - 1].angleDeg), ageRange: pd.ageRange }
    const defs = points.filter((p) => !p.is_del).map(lotDefOf)
    const ids = directionPointIds({ ...pd, arabicCustom: pd.arabicCustom.map(String) })
    const run = (converse: boolean) => chartDirections(eph, chart, ids.promissors, ids.significators, { ...opts, converse }, defs).directions
    return [...run(false), ...(pd.converse ? run(true) : [])].sort((a, b) => a.jdUT - b.jdUT)
  }, [eph, chart, pd, points])
  const body = usePointLabel()
  const aspectName = useAspectName()

  return (
    <PageShell routeId="primary-directions-settings" title={birth ? `${l(birth.name)} · ${t('pd.title')}` : t('pd.title')}>
      <View className="card muted pd-intro">{t('pd.intro')}</View>
      <View className="card pd-settings" data-testid="pd-settings">
        <Choice label={t('pd.key')}>
          <Segmented<string>
            testId="pd-key"
            label={t('pd.key')}
            value={pd.key}
            options={PD_KEYS.map((k) => ({ value: k, label: t(`pd.keyOption.${k}`) }))}
            onChange={(v) => pd.changed({ key: v as (typeof PD_KEYS)[number] })}
          />
        </Choice>
        <Choice label={t('pd.method')}>
          <Segmented<string>
            testId="pd-method"
            label={t('pd.method')}
            value={pd.method}
            options={PD_METHODS.map((m) => ({ value: m, label: t(`pd.methodOption.${m}`) }))}
            onChange={(v) => pd.changed({ method: v as (typeof PD_METHODS)[number] })}
          />
        </Choice>
        <Choice label={t('pd.motion')}>
          <Segmented<string>
            testId="pd-converse"
            label={t('pd.motion')}
            value={pd.converse ? 'both' : 'direct'}
            options={(['direct', 'both'] as const).map((m) => ({ value: m, label: t(`pd.motionOption.${m}`) }))}
            onChange={(v) => pd.changed({ converse: v === 'both' })}
          />
        </Choice>
        <Choice label={t('pd.aspects')}>
          <View className="pd-chips">
            {PD_ASPECTS.map((a) => (
              <Pressable
                key={a}
                role="checkbox"
                checked={pd.aspects.includes(a)}
                className={`ct-chip${pd.aspects.includes(a) ? ' pd-chip--on' : ''}`}
                data-testid={`pd-aspect-${a}`}
                onPress={() => pd.toggled('aspects', a)}
              >
                {t(`chart.aspect.${a - 1}`)}
              </Pressable>
            ))}
          </View>
        </Choice>
        <Choice label={t('pd.significators')}>
          <View className="pd-chips">
            {PD_SIGNIFICATORS.map((s) => (
              <Pressable
                key={s}
                role="checkbox"
                checked={pd.significators.includes(s)}
                className={`ct-chip${pd.significators.includes(s) ? ' pd-chip--on' : ''}`}
                data-testid={`pd-sig-${s}`}
                onPress={() => pd.toggled('significators', s)}
              >
                {body(s)}
              </Pressable>
            ))}
          </View>
        </Choice>
        <Pressable className="ct-row pd-link" data-testid="pd-open-stars" onPress={() => void navigate('pd-settings-fixed-star')}>
          <Text>{t('pd.stars')}</Text>
          <Text className="muted">{pd.fixedStars.length ? pd.fixedStars.map(body).join('、') : t('pd.noneChosen')} ›</Text>
        </Pressable>
        <Pressable className="ct-row pd-link" data-testid="pd-open-arabic" onPress={() => void navigate('pd-settings-arabic')}>
          <Text>{t('pd.arabic')}</Text>
          <Text className="muted">
            {pd.arabicBuiltin.length + pd.arabicCustom.length
              ? t('pd.chosenCount', { n: pd.arabicBuiltin.length + pd.arabicCustom.length })
              : t('pd.noneChosen')}{' '}
            ›
          </Text>
        </Pressable>
        <Pressable
          className="ct-row pd-link"
          data-testid="pd-open-circum"
          onPress={() => void navigate('circumambulation-settings', birth ? { a: String(birth.id) } : {})}
        >
          <Text>{t('circum.title')}</Text>
          <Text className="muted">›</Text>
        </Pressable>
        <Choice label={t('pd.agesLabel')}>
          <AgeRangeEditor testId="pd-ages" value={pd.ageRange} onChange={(ageRange) => pd.changed({ ageRange })} />
        </Choice>
      </View>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {list && (
        <View className="card" data-testid="pd-list">
          <View className="card__title">{list.length ? t('pd.count', { n: list.length }) : t('pd.none')}</View>
          {list.map((d, i) => (
            <Pressable
              key={i}
              className="ct-row pd-row"
              data-testid="pd-row"
              onPress={() =>
                void navigate('pd-item', {
                  ...(birth ? { a: String(birth.id) } : {}),
                  p: d.promissor,
                  s: d.significator,
                  asp: String(d.aspectDeg),
                  side: String(d.side),
                  c: d.converse ? '1' : '0',
                })
              }
            >
              <Text className="pd-row__what">
                {body(d.promissor)} {aspectName(d.aspectDeg)} {body(d.significator)}
                {d.converse ? ` · ${t('pd.converse')}` : ''}
              </Text>
              <View className="pd-row__when">
                <Text>{fmtJd(d.jdUT).slice(0, 10)}</Text>
                <Text className="muted pd-note">{t('pd.rowNote', { age: d.years.toFixed(1), arc: d.arcDeg.toFixed(2) })}</Text>
              </View>
            </Pressable>
          ))}
        </View>
      )}
    </PageShell>
  )
}
