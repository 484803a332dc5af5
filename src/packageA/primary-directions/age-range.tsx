import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes } from '@/platform/a11y'

/** Directions reach at most 120 years of life (SPEC §9: age range 0–120). */
export const MAX_AGE_YEARS = 120

export type AgeRangeCheck = { ok: true; range: [number, number] } | { ok: false; problem: 'notWhole' | 'order' }

/** Reads the two typed ages: whole years within 0–120, the first below the second. */
export function parseAgeRange(fromText: string, toText: string): AgeRangeCheck {
  const whole = (s: string) => (/^\d{1,3}$/.test(s.trim()) && Number(s) <= MAX_AGE_YEARS ? Number(s) : null)
  const from = whole(fromText)
  const to = whole(toText)
  if (from === null || to === null) return { ok: false, problem: 'notWhole' }
  if (from >= to) return { ok: false, problem: 'order' }
  return { ok: true, range: [from, to] }
}

/** Two ages (from, to) of a directions list; a valid pair is saved when a field is left. */
export function AgeRangeEditor(props: { value: readonly [number, number]; onChange(range: [number, number]): void; testId: string }) {
  const t = useT()
  const { value, onChange, testId } = props
  const [text, setText] = useState([String(value[0]), String(value[1])])
  useEffect(() => setText([String(value[0]), String(value[1])]), [value])
  const check = parseAgeRange(text[0], text[1])
  const save = () => {
    if (check.ok && (check.range[0] !== value[0] || check.range[1] !== value[1])) onChange(check.range)
  }
  const field = (i: 0 | 1) => (
    <Input
      {...fieldLabelAttributes(t(i === 0 ? 'pd.ageFrom' : 'pd.ageTo'))}
      className="pd-age"
      type="number"
      data-testid={`${testId}-${i === 0 ? 'from' : 'to'}`}
      value={text[i]}
      onInput={(e) => setText(i === 0 ? [e.detail.value, text[1]] : [text[0], e.detail.value])}
      onBlur={save}
      onConfirm={save}
    />
  )
  return (
    <View data-testid={testId}>
      <View className="pd-age-row">
        {field(0)}
        <Text>–</Text>
        {field(1)}
        <Text className="muted">{t('pd.ageUnit')}</Text>
      </View>
      {!check.ok && (
        <Text className="pd-age-error" data-testid={`${testId}-error`}>
          {t(`pd.ageProblem.${check.problem}`, { max: MAX_AGE_YEARS })}
        </Text>
      )}
    </View>
  )
}
