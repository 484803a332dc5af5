import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { customLotOfChart, customTermProblem } from '@/astro/classical'
import { houseOfLon } from '@/astro/tools/birth-guess'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { SwitchRow } from '@/components/ui/setting-rows'
import { ui } from '@/components/ui/ui'
import { fieldLabelAttributes } from '@/platform/a11y'
import { goBack } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { lotDefOf, useArabicPoints, type PointDraft } from '@/store/arabic-points'
import { posText } from '../chart-common/tables'
import { useNatalChart } from '../chart-common/use-natal'
import { inputOf, TermField, termOf, type TermInput } from './term-field'
import './index.css'

const PARTS = ['start', 'add', 'minus'] as const
type Part = (typeof PARTS)[number]
// A point being created has no id yet; it is computed under this one.
const DRAFT_ID = -1

/** Create (no id) or edit (?id=) a custom Arabic point: start + add − minus, live on the chart birth. */
export default function ArabicCustomEditPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const editingId = params.id ? Number(params.id) : null
  const points = useArabicPoints((s) => s.points)
  const stored = editingId === null ? undefined : points.find((p) => p.id === editingId && !p.is_del)
  const [name, setName] = useState(stored?.name ?? '')
  const [terms, setTerms] = useState<Record<Part, TermInput>>(() => ({
    start: inputOf(stored?.start, 'Asc'),
    add: inputOf(stored?.add, ''),
    minus: inputOf(stored?.minus, ''),
  }))
  const [reverse, setReverse] = useState<0 | 1>(stored?.reverse ?? 1)
  const { birth, chart } = useNatalChart(undefined)

  const others = points.filter((p) => !p.is_del && p.id !== editingId)
  const draft: PointDraft = { name: name.trim(), start: termOf(terms.start), add: termOf(terms.add), minus: termOf(terms.minus), reverse }
  const problems = Object.fromEntries(
    PARTS.map((k) => [k, customTermProblem(draft[k]) === null ? null : t(`arabic.problem.${terms[k].type}`)]),
  ) as Record<Part, string | null>
  const valid = PARTS.every((k) => problems[k] === null)
  const id = editingId ?? DRAFT_ID
  // A few additions per lot: computed on each render, no memo needed.
  const lon = chart && valid ? customLotOfChart(chart, [...others.map(lotDefOf), lotDefOf({ ...draft, id })], String(id)) : undefined

  if (editingId !== null && !stored)
    return (
      <PageShell routeId="arabic-custom-edit">
        <View className="card muted">{t('arabic.notFound')}</View>
      </PageShell>
    )

  const save = () => {
    const first = !draft.name
      ? t('arabic.problem.name')
      : PARTS.map((k) => problems[k] && t('arabic.problemOf', { part: t(`arabic.part.${k}`), msg: problems[k] })).find(Boolean)
    if (first) {
      ui.toast(first)
      return
    }
    if (editingId === null) useArabicPoints.getState().pointCreated(draft)
    else useArabicPoints.getState().pointSaved(editingId, draft)
    ui.toast(t('arabic.saved'))
    void goBack({ force: true })
  }

  return (
    <PageShell routeId="arabic-custom-edit">
      <View className="list">
        <View className="list__item">
          <Text>{t('arabic.name')}</Text>
          <Input
            {...fieldLabelAttributes(t('arabic.name'))}
            className="ace-input"
            value={name}
            maxlength={20}
            placeholder={t('arabic.namePlaceholder')}
            data-testid="arabic-name"
            onInput={(e) => setName(e.detail.value)}
          />
        </View>
        {!draft.name && <Text className="ace-problem ace-problem--pad">{t('arabic.problem.name')}</Text>}
        {PARTS.map((k) => (
          <TermField key={k} part={k} value={terms[k]} others={others} problem={problems[k]} onChange={(v) => setTerms({ ...terms, [k]: v })} />
        ))}
        <SwitchRow
          label={t('arabic.reverse')}
          hint={t('arabic.reverseHint')}
          value={reverse === 1}
          testId="arabic-reverse"
          onChange={(on) => setReverse(on ? 1 : 0)}
        />
      </View>
      <View className="card" data-testid="arabic-result">
        <View className="card__title">{t('arabic.result')}</View>
        {!chart && <View className="muted">{birth ? t('chart.loadingEphemeris') : t('arabic.noBirth')}</View>}
        {chart && birth && (
          <View>
            <View className="muted">{t('arabic.resultFor', { name: l(birth.name) })}</View>
            <Text className="ace-lon" data-testid="arabic-lon">
              {lon === undefined
                ? t('arabic.unresolved')
                : `${posText(t, lon)} · ${t('arabic.resultHouse', { n: houseOfLon(lon, chart.houses.cusps) })}`}
            </Text>
          </View>
        )}
      </View>
      <Pressable className="btn" data-testid="arabic-save" onPress={save}>
        {t('arabic.save')}
      </Pressable>
    </PageShell>
  )
}
