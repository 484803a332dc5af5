import '@/packageA/locales.generated'
import { Input, Switch, Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useMemo, useState } from 'react'
import { ChartWheel } from '@/components/chart-wheel/wheel'
import { layoutWheel } from '@/components/chart-wheel/layout'
import { COLOR_FIELDS, colorOf, HEX_COLOR, withColor, type ChartStyle, type ColorField } from '@/chart-styles/styles'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ui } from '@/components/ui/ui'
import { goBack } from '@/platform/navigation'
import { useChartStyles } from '@/store/chart-styles'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'
import './index.css'

// A fixed sample for the preview (no ephemeris needed): cusps every 30° from 15° Cancer, a few bodies.
const SAMPLE = {
  cusps: Array.from({ length: 12 }, (_, i) => (105 + 30 * i) % 360),
  ascDeg: 105,
  mcDeg: 15,
  bodies: [
    { id: 'Sun', lonDeg: 353.5, retrograde: false },
    { id: 'Moon', lonDeg: 254.3, retrograde: false },
    { id: 'Mercury', lonDeg: 3.1, retrograde: false },
    { id: 'Venus', lonDeg: 16.9, retrograde: false },
    { id: 'Mars', lonDeg: 296.9, retrograde: false },
    { id: 'Jupiter', lonDeg: 327.5, retrograde: false },
    { id: 'Saturn', lonDeg: 4.2, retrograde: true },
  ],
}
const SAMPLE_ASPECTS = [
  { a: 'Sun', aRing: 'inner' as const, b: 'Moon', bRing: 'inner' as const, aspect: 4, applying: true },
  { a: 'Venus', aRing: 'inner' as const, b: 'Mars', bRing: 'inner' as const, aspect: 4, applying: false },
  { a: 'Moon', aRing: 'inner' as const, b: 'Jupiter', bRing: 'inner' as const, aspect: 5, applying: true },
]

export default function ChartStyleEditPage() {
  const t = useT()
  const id = Number(useRouteParams().id)
  const stored = useChartStyles((s) => s.custom.find((c) => c.id === id && !c.is_del))
  const [draft, setDraft] = useState<ChartStyle | null>(stored ?? null)
  const [texts, setTexts] = useState<Record<string, string>>({})
  const layout = useMemo(
    () =>
      draft
        ? layoutWheel(SAMPLE, null, SAMPLE_ASPECTS, {
            sizePx: 240,
            style: draft,
            showDegree: draft.show_degree === 1,
            showTerm: false,
            aspectLineSolid: false,
            aspectLineHidden: false,
            professional: false,
            classicSign: false,
            showSignLine: false,
            planetColorType: 0,
          })
        : null,
    [draft],
  )
  if (!draft || !layout)
    return (
      <PageShell routeId="chart-style-edit">
        <View className="muted">{t('chartStyle.notFound')}</View>
      </PageShell>
    )

  const setColor = (f: ColorField, v: string) => {
    setTexts({ ...texts, [f]: v })
    if (HEX_COLOR.test(v)) setDraft(withColor(draft, f, v))
  }
  const save = () => {
    const bad = Object.entries(texts).find(([, v]) => !HEX_COLOR.test(v))
    if (bad) {
      ui.toast(`${t(`chartStyle.field.${bad[0]}`)}：${t('chartStyle.badColor')}`)
      return
    }
    useChartStyles.getState().styleSaved(draft)
    ui.toast(t('chartStyle.saved'))
    void goBack({ force: true })
  }

  return (
    <PageShell routeId="chart-style-edit">
      <View className="card cse-preview">
        <ChartWheel canvasId="style-preview" display={layout.display} glyphs={layout.glyphs} />
      </View>
      <View className="list">
        <View className="list__item">
          <Text>{t('chartStyle.name')}</Text>
          <Input
            {...fieldLabelAttributes(t('chartStyle.name'))}
            className="cse-input"
            value={draft.name}
            maxlength={20}
            data-testid="style-name"
            onInput={(e) => setDraft({ ...draft, name: e.detail.value })}
          />
        </View>
        <View className="list__item">
          <Text>{t('chartStyle.desc')}</Text>
          <Input
            {...fieldLabelAttributes(t('chartStyle.desc'))}
            className="cse-input"
            value={draft.str}
            maxlength={40}
            onInput={(e) => setDraft({ ...draft, str: e.detail.value })}
          />
        </View>
        <View className="list__item">
          <Text>{t('chartStyle.showDegree')}</Text>
          <Switch
            {...fieldLabelAttributes(t('chartStyle.showDegree'))}
            checked={draft.show_degree === 1}
            onChange={(e) => setDraft({ ...draft, show_degree: e.detail.value ? 1 : 0 })}
          />
        </View>
      </View>
      <View className="list">
        {COLOR_FIELDS.map((f) => {
          const v = texts[f] ?? colorOf(draft, f)
          return (
            <View key={f} className="list__item">
              <Text>{t(`chartStyle.field.${f}`)}</Text>
              <View className="cse-color">
                <View className="cse-dot" style={{ background: colorOf(draft, f) }} />
                <Input
                  {...fieldLabelAttributes(t(`chartStyle.field.${f}`))}
                  className={`cse-input${HEX_COLOR.test(v) ? '' : ' cse-input--bad'}`}
                  value={v}
                  maxlength={9}
                  data-testid={`color-${f}`}
                  onInput={(e) => setColor(f, e.detail.value.trim())}
                />
              </View>
            </View>
          )
        })}
      </View>
      <Pressable className="btn" data-testid="style-save" onPress={save}>
        {t('chartStyle.save')}
      </Pressable>
    </PageShell>
  )
}
