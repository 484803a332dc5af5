import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { AnalysisCondition } from '@/astro/tools/birth-analysis'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { aspectName, bodyName, conditionText, signName } from './labels'
import { ANALYSIS_ANGLES, ANALYSIS_ASPECTS, ANALYSIS_BODIES, ANALYSIS_ORBS_DEG, RETRO_BODIES } from './scan'

const KINDS = ['inSign', 'inHouse', 'aspect', 'retrograde'] as const
const TWELVE = Array.from({ length: 12 }, (_, i) => i + 1)

interface Draft {
  body: string
  sign: number
  house: number
  aspect: number
  b: string
  orbDeg: number
}

/** The condition of the chosen tab from the draft (a retrograde tab keeps a body that can turn retrograde). */
function conditionOf(kind: (typeof KINDS)[number], d: Draft): AnalysisCondition {
  switch (kind) {
    case 'inSign':
      return { kind, body: d.body, sign: d.sign }
    case 'inHouse':
      return { kind, body: d.body, house: d.house }
    case 'aspect':
      return { kind, a: d.body, b: d.b, aspect: d.aspect, orbDeg: d.orbDeg }
    case 'retrograde':
      return { kind, body: d.body }
  }
}

/** Chips for one choice (a radio group). */
function Chips<V extends string | number>(props: {
  testId: string
  label: string
  value: V
  items: readonly V[]
  text(v: V): string
  onPick(v: V): void
}) {
  return (
    <View className="ba-field">
      <Text className="ba-field__label">{props.label}</Text>
      <Segmented
        testId={props.testId}
        label={props.label}
        value={String(props.value)}
        options={props.items.map((v) => ({ value: String(v), label: props.text(v) }))}
        onChange={(v) => props.onPick(props.items.find((x) => String(x) === v)!)}
      />
    </View>
  )
}

/** The condition builder: a tab per kind (category[0]), the bodies, signs, houses, aspects and orbs to choose from. */
export function ConditionEditor({ tab, onTab, onAdd }: { tab: number; onTab(n: number): void; onAdd(c: AnalysisCondition): void }) {
  const t = useT()
  const kind = KINDS[tab] ?? 'inSign'
  const [d, setD] = useState<Draft>({ body: 'Sun', sign: 1, house: 1, aspect: 1, b: 'Moon', orbDeg: 3 })
  const patch = (p: Partial<Draft>) => setD((x) => ({ ...x, ...p }))
  const bodies: readonly string[] =
    kind === 'retrograde' ? RETRO_BODIES : kind === 'inHouse' ? ANALYSIS_BODIES : [...ANALYSIS_BODIES, ...ANALYSIS_ANGLES]
  const body = bodies.includes(d.body) ? d.body : bodies[0]
  const draft = conditionOf(kind, { ...d, body })
  const sameBodies = kind === 'aspect' && draft.kind === 'aspect' && draft.a === draft.b

  return (
    <View className="card" data-testid="ba-editor">
      <View className="card__title">{t('birthAnalysis.addTitle')}</View>
      <Segmented
        testId="ba-tab"
        label={t('birthAnalysis.addTitle')}
        value={String(KINDS.indexOf(kind))}
        options={KINDS.map((k, i) => ({ value: String(i), label: t(`birthAnalysis.tab.${k}`) }))}
        onChange={(v) => onTab(Number(v))}
      />
      <Chips
        testId="ba-body"
        label={t('birthAnalysis.body')}
        value={body}
        items={bodies}
        text={(v) => bodyName(t, v)}
        onPick={(v) => patch({ body: v })}
      />
      {kind === 'inSign' && (
        <Chips
          testId="ba-sign"
          label={t('birthAnalysis.sign')}
          value={d.sign}
          items={TWELVE}
          text={(v) => signName(t, v)}
          onPick={(v) => patch({ sign: v })}
        />
      )}
      {kind === 'inHouse' && (
        <Chips
          testId="ba-house"
          label={t('birthAnalysis.house')}
          value={d.house}
          items={TWELVE}
          text={(v) => String(v)}
          onPick={(v) => patch({ house: v })}
        />
      )}
      {kind === 'aspect' && (
        <>
          <Chips
            testId="ba-aspect"
            label={t('birthAnalysis.aspect')}
            value={d.aspect}
            items={ANALYSIS_ASPECTS}
            text={(v) => aspectName(t, v)}
            onPick={(v) => patch({ aspect: v })}
          />
          <Chips
            testId="ba-body2"
            label={t('birthAnalysis.body2')}
            value={d.b}
            items={[...ANALYSIS_BODIES, ...ANALYSIS_ANGLES]}
            text={(v) => bodyName(t, v)}
            onPick={(v) => patch({ b: v })}
          />
          <Chips
            testId="ba-orb"
            label={t('birthAnalysis.orb')}
            value={d.orbDeg}
            items={ANALYSIS_ORBS_DEG}
            text={(v) => t('birthAnalysis.orbValue', { orb: v })}
            onPick={(v) => patch({ orbDeg: v })}
          />
        </>
      )}
      <View className="ba-preview">{sameBodies ? t('birthAnalysis.sameBodies') : conditionText(t, draft)}</View>
      <Pressable className="btn ba-add" data-testid="ba-add" disabled={sameBodies} onPress={() => !sameBodies && onAdd(draft)}>
        {t('birthAnalysis.add')}
      </Pressable>
    </View>
  )
}
