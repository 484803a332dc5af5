/** One term of a custom Arabic point: its kind (body, house cusp, point, degree) and its value. */
import { Input, Text, View } from '@tarojs/components'
import { BUILTIN_LOT_IDS, LOT_BODY_IDS } from '@/astro/classical'
import { useT } from '@/components/hooks'
import { Segmented } from '@/components/ui/segmented'
import { fieldLabelAttributes } from '@/platform/a11y'
import type { ArabicPoint, ArabicTerm } from '@/store/arabic-points'

/** What the form holds for a term while it is being typed. */
export interface TermInput {
  type: 1 | 2 | 3 | 4
  id: string
  house: number
  degreeText: string
}

const HOUSES = Array.from({ length: 12 }, (_, i) => i + 1)

export function TermField(props: {
  part: 'start' | 'add' | 'minus'
  value: TermInput
  /** Custom points this one may refer to (not itself). */
  others: readonly ArabicPoint[]
  problem: string | null
  onChange(v: TermInput): void
}) {
  const t = useT()
  const { part, value, others, problem, onChange } = props
  const label = t(`arabic.part.${part}`)
  const lotChoices = [
    ...BUILTIN_LOT_IDS.map((id) => ({ value: id, label: t(`classical.lot.${id}`) })),
    ...others.map((p) => ({ value: String(p.id), label: p.name || t('arabic.untitled') })),
  ]
  const bodyChoices = LOT_BODY_IDS.map((id) => ({ value: id, label: t(`chart.body.${id}`) }))
  const houseChoices = HOUSES.map((n) => ({ value: String(n), label: t('arabic.houseShort', { n }) }))

  return (
    <View className="list__item ace-term" data-testid={`arabic-term-${part}`}>
      <View className="ace-term__top">
        <Text className="ace-term__label">{label}</Text>
        <Segmented<string>
          testId={`arabic-type-${part}`}
          label={label}
          value={String(value.type)}
          options={([1, 2, 3, 4] as const).map((k) => ({ value: String(k), label: t(`arabic.type.${k}`) }))}
          onChange={(v) => onChange({ ...value, type: Number(v) as TermInput['type'], id: '' })}
        />
      </View>
      {(value.type === 1 || value.type === 3) && (
        <Segmented<string>
          testId={`arabic-pick-${part}`}
          label={`${label} ${t(`arabic.type.${value.type}`)}`}
          value={value.id}
          options={value.type === 1 ? bodyChoices : lotChoices}
          onChange={(id) => onChange({ ...value, id })}
        />
      )}
      {value.type === 2 && (
        <Segmented<string>
          testId={`arabic-pick-${part}`}
          label={`${label} ${t('arabic.type.2')}`}
          value={String(value.house)}
          options={houseChoices}
          onChange={(n) => onChange({ ...value, house: Number(n) })}
        />
      )}
      {value.type === 4 && (
        <View className="ace-term__value">
          <Input
            {...fieldLabelAttributes(`${label} ${t('arabic.degree')}`)}
            className="ace-input"
            type="digit"
            value={value.degreeText}
            placeholder={t('arabic.degree')}
            data-testid={`arabic-degree-${part}`}
            onInput={(e) => onChange({ ...value, degreeText: e.detail.value.trim() })}
          />
        </View>
      )}
      {problem && <Text className="ace-problem">{problem}</Text>}
    </View>
  )
}

/** The stored term of a form value (it may still be ill-formed; the engine says so). */
export function termOf(v: TermInput): ArabicTerm {
  if (v.type === 2) return { type: 2, degree: v.house }
  if (v.type === 4) return { type: 4, degree: v.degreeText === '' ? NaN : Number(v.degreeText) }
  return { type: v.type, id: v.id }
}

export function inputOf(term: ArabicTerm | undefined, fallbackId: string): TermInput {
  if (!term) return { type: 1, id: fallbackId, house: 1, degreeText: '' }
  return {
    type: term.type,
    id: 'id' in term ? term.id : '',
    house: term.type === 2 ? term.degree : 1,
    degreeText: term.type === 4 ? String(term.degree) : '',
  }
}
