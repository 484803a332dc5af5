/** The 策天 page's panels: the centre of the board, the palace details, the 大限 list and the derivation. */
import { Picker, Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { CETIAN_STAR_NOTES, type CetianChart } from '@/divination/cetian'
import type { ZiweiBirth } from '@/packageB/ziwei/birth-input'
import { starMarks, type CetianShow } from './board'

export function CentrePanel({ chart, birth }: { chart: CetianChart; birth: ZiweiBirth }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="ct-centre" data-testid="ct-centre">
      {birth.name && <Text className="ct-centre__name">{l(birth.name)}</Text>}
      <Text className="ct-centre__line">
        {birth.date} {birth.time} · {birth.sex === 1 ? t('cetian.male') : t('cetian.female')}
      </Text>
      <Text className="ct-centre__line">{l(`${chart.birth.lunarText} ${chart.birth.timeName}`)}</Text>
      <Text className="ct-centre__line">{t('cetian.yearLine', { gz: l(chart.birth.yearGanZhi) })}</Text>
      <Text className="ct-centre__line ct-centre__strong">{t('cetian.mingShen', { ming: l(chart.mingGong), shen: l(chart.shenGong) })}</Text>
    </View>
  )
}

export function PalaceDetails({ chart, index, show }: { chart: CetianChart; index: number; show: CetianShow }) {
  const t = useT()
  const l = useLocalize()
  const p = chart.palaces[index]
  return (
    <View className="card ct-details" data-testid="ct-details">
      <View className="card__title">{t('cetian.detailTitle', { name: l(p.name), branch: l(p.branch) })}</View>
      {p.stars.map((s) => (
        <View key={s.id} className="ct-details__star">
          <Text className="ct-details__name">
            {l(s.name)} {l(starMarks(s, { ...show, showElement: true, showYinYang: true }).join(' · '))}
            {!s.element && <Text className="muted"> {t('cetian.noElement')}</Text>}
          </Text>
          <Text className="ct-details__note">{l(CETIAN_STAR_NOTES[s.id])}</Text>
        </View>
      ))}
    </View>
  )
}

export function DaxianList(props: { chart: CetianChart; target: string; onTarget(date: string): void }) {
  const t = useT()
  const l = useLocalize()
  const { chart } = props
  return (
    <View className="card" data-testid="ct-daxian">
      <View className="card__title">{t('cetian.daxianTitle')}</View>
      <View className="ct-row">
        <Text>{t('cetian.targetLabel')}</Text>
        <Picker mode="date" value={props.target} start="1900-01-01" end="2100-12-31" onChange={(e) => props.onTarget(String(e.detail.value))}>
          <Text className="zw-chip" data-testid="ct-target">
            {props.target}
          </Text>
        </Picker>
      </View>
      <Text className="muted ct-block">
        {chart.current ? t('cetian.currentLine', { age: chart.current.age }) : t('cetian.outOfRange')} ·{' '}
        {chart.daxianForward ? t('cetian.forward') : t('cetian.backward')}
      </Text>
      {chart.daxianOrder.map((b) => {
        const p = chart.palaces[b]
        const current = chart.current?.index === b
        return (
          <View key={b} className={`ct-daxian${current ? ' ct-daxian--current' : ''}`} data-current={current ? '1' : ''}>
            <Text className="ct-daxian__ages">{t('cetian.ages', { from: p.daxian.fromAge, to: p.daxian.toAge })}</Text>
            <Text>{l(`${p.branch} ${p.name}`)}</Text>
            {p.daxian.xianName && <Text className="ct-daxian__xian">{l(`${p.daxian.xianName}（${p.daxian.xianStar ?? ''}）`)}</Text>}
            {current && <Text className="ct-daxian__now">{t('cetian.current')}</Text>}
          </View>
        )
      })}
    </View>
  )
}

export function Derivation({ chart }: { chart: CetianChart }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card" data-testid="ct-derivation">
      <View className="card__title">{t('cetian.derivationTitle')}</View>
      {chart.derivation.map((d, i) => (
        <View key={i} className="ct-step">
          <Text className="ct-step__rule">{l(d.rule)}</Text>
          <Text className="ct-step__verse">{l(`「${d.verse}」`)}</Text>
          <Text className="ct-step__result">{l(d.result)}</Text>
        </View>
      ))}
      <Text className="muted ct-block">{t('cetian.sources')}</Text>
    </View>
  )
}
