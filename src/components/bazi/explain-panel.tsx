import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import type { BaziChart } from '@/divination/bazi'
import './bazi.css'

const KEYS = ['year', 'month', 'day', 'hour'] as const
const EXPLAIN_KEYS = ['shiShen', 'hiddenStems', 'naYin', 'diShi', 'ziZuo', 'xunKong', 'shensha', 'yun'] as const

function Item({ k, text, src }: { k: string; text: string; src?: string }) {
  const l = useLocalize()
  return (
    <View className="bz-explain__item">
      <Text className="bz-explain__k">{l(k)}</Text>
      <Text>{l(text)}</Text>
      {src && <Text className="bz-explain__src"> {l(src)}</Text>}
    </View>
  )
}

/** "How it was derived": the rule behind each pillar, palace, table and 神煞 hit. */
export function ExplainPanel({ chart }: { chart: BaziChart }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card bz-explain" data-testid="bz-explain">
      <View className="card__title">{t('bazi.explainTitle')}</View>
      {chart.conventions.map((c, i) => (
        <Item key={`c${i}`} k={t('bazi.convention')} text={c} />
      ))}
      {KEYS.map((k) => (
        <Item key={k} k={`${chart.pillars[k].label} ${chart.pillars[k].ganZhi}`} text={chart.pillars[k].rule} />
      ))}
      <Item k={`${t('bazi.mingGong')} ${chart.mingGong.ganZhi}`} text={chart.mingGong.rule} />
      <Item k={`${t('bazi.shenGong')} ${chart.shenGong.ganZhi}`} text={chart.shenGong.rule} />
      <Item k={`${t('bazi.taiYuan')} ${chart.taiYuan.ganZhi}`} text={chart.taiYuan.rule} />
      <Item k={`${t('bazi.taiXi')} ${chart.taiXi.ganZhi}`} text={chart.taiXi.rule} />
      {EXPLAIN_KEYS.map((k) => (
        <Item key={k} k={t(`bazi.explain_${k}`)} text={chart.explain[k]} />
      ))}
      <Item k={t('bazi.daYun')} text={`${chart.yun.directionRule}；${chart.yun.qiYun.rule}`} />
      <View className="bz-sub">{t('bazi.shenshaList', { n: chart.shensha.length })}</View>
      {chart.shensha.map((h) => (
        <View key={`${h.id}-${h.pillar}`} className="bz-explain__item" data-testid="bz-shensha-hit">
          <Text className="bz-explain__k">
            {l(h.name)}（{l(h.nature)}，{t(`bazi.level${h.level}`)}）
          </Text>
          <Text>
            {t('bazi.shenshaBy', { pillar: l(chart.pillars[h.pillar].label), by: l(h.by) })}
            {l(h.rule)}
          </Text>
          <Text className="bz-explain__src"> {l(h.source)}</Text>
        </View>
      ))}
    </View>
  )
}
