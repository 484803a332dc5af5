import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { ASPECTS } from '@/astro/aspects'
import { chartCircumambulations, CLASSICAL_PLANETS } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useRouteParams } from '@/platform/route-params'
import {
  CIRCUM_ASPECTS,
  CIRCUM_CIRCLE_NUMS,
  CIRCUM_KEYS,
  CIRCUM_SIGNIFICATORS,
  CIRCUM_TERMS,
  useCircumSettings,
  type CircumSettings,
} from '@/store/circumambulation-settings'
import { useNatalChart } from '../chart-common/use-natal'
import { AgeRangeEditor } from '../primary-directions/age-range'
import { Choice } from '../primary-directions/choice'
import { CircumList } from './circum-list'
import '../chart-common/chart.css'
import '../primary-directions/index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

/** Chips for a multiple choice of the settings card. */
function Chips<T extends string | number>(props: {
  ids: readonly T[]
  on: readonly T[]
  label(id: T): string
  testId: string
  onToggle(id: T): void
}) {
  return (
    <View className="pd-chips">
      {props.ids.map((id) => (
        <Pressable
          key={id}
          role="checkbox"
          checked={props.on.includes(id)}
          className={`ct-chip${props.on.includes(id) ? ' pd-chip--on' : ''}`}
          data-testid={`${props.testId}-${id}`}
          onPress={() => props.onToggle(id)}
        >
          {props.label(id)}
        </Pressable>
      ))}
    </View>
  )
}

/** Circumambulation through the bounds of a birth (?a=<birth id>) under its settings, as a timeline of distributors. */
export default function CircumambulationPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const c = useCircumSettings()
  const runs = useMemo(() => {
    if (!eph || !chart) return null
    const aspectAnglesDeg = c.aspects.map((a) => ASPECTS[a - 1].angleDeg)
    const { key, terms, ageRange, promissors, hasTerm, circleNum, moonLink } = c
    return chartCircumambulations(eph, chart, c.significator, { key, terms, aspectAnglesDeg, ageRange, promissors, hasTerm, circleNum, moonLink })
  }, [eph, chart, c])
  const body = (id: string) => t(`chart.body.${id}`)
  const segment = <T extends string | number | boolean>(
    testId: string,
    label: string,
    value: T,
    values: readonly T[],
    text: (v: T) => string,
    patch: (v: T) => Partial<CircumSettings>,
  ) => (
    <Choice label={label}>
      <Segmented<string>
        testId={testId}
        label={label}
        value={String(value)}
        options={values.map((v) => ({ value: String(v), label: text(v) }))}
        onChange={(s) => c.changed(patch(values.find((v) => String(v) === s)!))}
      />
    </Choice>
  )

  return (
    <PageShell routeId="circumambulation-settings" title={birth ? `${l(birth.name)} · ${t('circum.title')}` : t('circum.title')}>
      <View className="card muted pd-intro">{t('circum.intro')}</View>
      <View className="card pd-settings" data-testid="circum-settings">
        {segment('circum-sig', t('circum.significator'), c.significator, CIRCUM_SIGNIFICATORS, body, (significator) => ({ significator }))}
        {segment(
          'circum-moon',
          t('circum.moonLink'),
          c.moonLink,
          [false, true],
          (v) => t(`circum.moonLinkOption.${v}`),
          (moonLink) => ({ moonLink }),
        )}
        {segment(
          'circum-key',
          t('pd.key'),
          c.key,
          CIRCUM_KEYS,
          (k) => t(`pd.keyOption.${k}`),
          (key) => ({ key }),
        )}
        {segment(
          'circum-has-term',
          t('circum.hasTerm'),
          c.hasTerm,
          [true, false],
          (v) => t(`circum.hasTermOption.${v}`),
          (hasTerm) => ({ hasTerm }),
        )}
        {c.hasTerm &&
          segment(
            'circum-terms',
            t('circum.terms'),
            c.terms,
            CIRCUM_TERMS,
            (k) => t(`circum.termsOption.${k}`),
            (terms) => ({ terms }),
          )}
        <Choice label={t('circum.promissors')}>
          <Chips testId="circum-prom" ids={CLASSICAL_PLANETS} on={c.promissors} label={body} onToggle={(id) => c.promissorToggled(id)} />
        </Choice>
        <Choice label={t('circum.aspects')}>
          <Chips
            testId="circum-aspect"
            ids={CIRCUM_ASPECTS}
            on={c.aspects}
            label={(a) => t(`chart.aspect.${a - 1}`)}
            onToggle={(a) => c.aspectToggled(a)}
          />
        </Choice>
        {segment(
          'circum-circles',
          t('circum.circleNum'),
          c.circleNum,
          CIRCUM_CIRCLE_NUMS,
          (n) => (n ? t('circum.circleNumOption', { n }) : t('circum.circleNumAll')),
          (circleNum) => ({ circleNum }),
        )}
        <Choice label={t('circum.ages')}>
          <AgeRangeEditor testId="circum-ages" value={c.ageRange} onChange={(ageRange) => c.changed({ ageRange })} />
        </Choice>
      </View>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {runs?.map((run) => (
        <CircumList key={run.significator} run={run} />
      ))}
    </PageShell>
  )
}
