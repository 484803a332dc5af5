import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { describeScore, type PsychTest, type ScaleScore } from '@/divination/psych'

/** Horizontal bars, one per scale, 0–100 % of the scale's range, with the 50 % line marked. Plain views: H5 and weapp. */
export function ScaleBars({ test, scores }: { test: PsychTest; scores: readonly ScaleScore[] }) {
  const l = useLocalize()
  return (
    <View className="pt-bars" data-testid="pt-bars">
      {scores.map((s, i) => {
        const d = describeScore(test, s)
        return (
          <View key={s.scale} className={`pt-bar pt-bar--${i % 5}`} data-testid="pt-bar" data-scale={s.scale} data-pct={s.pct} data-raw={s.raw}>
            <Text className="pt-bar__name">{l(d?.scale.short ?? s.scale)}</Text>
            <View className="pt-bar__track">
              <View className="pt-bar__mid" />
              <View className="pt-bar__fill" style={{ width: `${s.pct}%` }} />
            </View>
            <Text className="pt-bar__val">{s.pct}</Text>
          </View>
        )
      })}
    </View>
  )
}

/** The result: bars, then each scale's band with our text, then the disclaimer and the source. */
export function ResultView({ test, scores, when }: { test: PsychTest; scores: readonly ScaleScore[]; when: string }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View data-testid="pt-result" data-test={test.id}>
      <View className="card">
        <Text className="card__title">{l(test.title)}</Text>
        <Text className="muted pt-when">{t('psych.resultAt', { date: when })}</Text>
        <ScaleBars test={test} scores={scores} />
      </View>
      {scores.map((s, i) => {
        const d = describeScore(test, s)
        if (!d) return null
        return (
          <View key={s.scale} className={`card pt-scale pt-bar--${i % 5}`} data-testid="pt-scale" data-scale={s.scale} data-band={s.band}>
            <View className="pt-scale__head">
              <Text className="pt-scale__name">{l(d.scale.name)}</Text>
              <Text className="pt-scale__band" data-testid="pt-band">
                {l(d.band.title)}
              </Text>
              <Text className="pt-scale__pct">{s.pct}%</Text>
            </View>
            <Text className="pt-scale__text">{l(d.band.text)}</Text>
            <Text className="pt-scale__desc">{l(d.scale.description)}</Text>
            <Text className="pt-scale__raw">{t('psych.raw', { raw: s.raw, min: s.min, max: s.max })}</Text>
          </View>
        )
      })}
      <View className="card pt-notes">
        <Text className="muted">{l(test.disclaimer)}</Text>
        <Text className="pt-source">
          {t('psych.source')}：{l(test.source)}
        </Text>
      </View>
    </View>
  )
}
