import { Picker, Text, View } from '@tarojs/components'
import { SiHuaBadge } from '@/components/ziwei-board/board'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { SIHUA_TYPES, sanFangSiZheng, starMeaning, type ZiweiChart, type ZiweiLayer, type ZiweiLayers, type ZiweiStar } from '@/divination/ziwei'
import type { ZwdsShowFlags } from '@/store/ziwei-settings'
import type { ZiweiBirth } from './birth-input'
import { LAYER_STEP_SCOPES, type LayerStepScope, type LayerTarget } from './time-layer'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'

export type LayerChoice = 'none' | LayerStepScope

const SCOPE_KEY: Record<LayerChoice, string> = {
  none: 'ziwei.layerNone',
  decadal: 'ziwei.layerDecadal',
  yearly: 'ziwei.layerYearly',
  monthly: 'ziwei.layerMonthly',
  daily: 'ziwei.layerDaily',
  hourly: 'ziwei.layerHourly',
}

/** Centre 2×2 panel: birth data, 五行局, 命主/身主, 四柱, lunar date, 生年四化. */
export function CentrePanel({ chart, birth, layer }: { chart: ZiweiChart; birth: ZiweiBirth; layer: ZiweiLayer | null }) {
  const t = useT()
  const l = useLocalize()
  const sex = birth.sex === 1 ? t('ziwei.male') : t('ziwei.female')
  return (
    <View className="zw-centre" data-testid="zw-centre">
      {birth.name && <Text className="zw-centre__name">{l(birth.name)}</Text>}
      <Text className="zw-centre__line">
        {t('ziwei.direction', { sex, dir: chart.forward ? t('ziwei.forward') : t('ziwei.backward') })} · {l(chart.fiveElementsClass)}
      </Text>
      <Text className="zw-centre__line">
        {t('ziwei.solar')} {birth.date} {birth.time}
      </Text>
      <Text className="zw-centre__line">
        {t('ziwei.lunar')} {l(chart.birth.lunarDate)} {l(chart.birth.timeName)}
      </Text>
      <Text className="zw-centre__line zw-centre__pillars">{l(chart.birth.chineseDate)}</Text>
      <Text className="zw-centre__line">
        {t('ziwei.mingZhu')} {l(chart.mingZhu)} · {t('ziwei.shenZhu')} {l(chart.shenZhu)}
      </Text>
      <Text className="zw-centre__line">
        {t('ziwei.mingGong')} {l(chart.mingGong)} · {t('ziwei.shenGong')} {l(chart.shenGong)}
      </Text>
      <View className="zw-centre__hua">
        {SIHUA_TYPES.map((type) => {
          const h = chart.birthYearSiHua[type]
          return h ? (
            <View key={type} className="zw-centre__hua-item">
              <SiHuaBadge type={type} text={l(type)} />
              <Text>{l(h.star)}</Text>
            </View>
          ) : null
        })}
      </View>
      {layer && (
        <Text className="zw-centre__layer" data-testid="zw-centre-layer">
          {l(layer.label)} {l(layer.ganZhi)}
        </Text>
      )}
    </View>
  )
}

/** Scope tabs, prev/next, date and time choosers, and the layer's 四化. */
export function LayerBar(props: {
  choice: LayerChoice
  onChoice(c: LayerChoice): void
  target: LayerTarget
  onTarget(t: LayerTarget): void
  onStep(dir: 1 | -1): void
  canStep: { prev: boolean; next: boolean }
  onToday(): void
  layers: ZiweiLayers | null
  layer: ZiweiLayer | null
  chart: ZiweiChart
  error: string | null
}) {
  const t = useT()
  const l = useLocalize()
  const { choice, target, layers, layer, chart } = props
  return (
    <View className="card zw-layer" data-testid="zw-layer-bar">
      <View className="zw-layer__scopes">
        <Segmented<LayerChoice>
          testId="zw-layer-scope"
          value={choice}
          onChange={props.onChoice}
          options={(['none', ...LAYER_STEP_SCOPES] as LayerChoice[]).map((c) => ({ value: c, label: t(SCOPE_KEY[c]) }))}
        />
      </View>
      {choice !== 'none' && (
        <>
          <View className="zw-layer__row">
            <Pressable
              inline
              className={`zw-layer__step${props.canStep.prev ? '' : ' zw-layer__step--off'}`}
              data-testid="zw-layer-prev"
              onPress={() => props.canStep.prev && props.onStep(-1)}
            >
              ‹ {t('ziwei.prev')}
            </Pressable>
            <View className="zw-layer__summary" data-testid="zw-layer-summary">
              {layer && layers
                ? t('ziwei.layerSummary', { label: l(layer.label), ganZhi: l(layer.ganZhi), branch: l(layer.branch), age: layers.nominalAge })
                : ''}
            </View>
            <Pressable
              inline
              className={`zw-layer__step${props.canStep.next ? '' : ' zw-layer__step--off'}`}
              data-testid="zw-layer-next"
              onPress={() => props.canStep.next && props.onStep(1)}
            >
              {t('ziwei.next')} ›
            </Pressable>
          </View>
          <View className="zw-layer__row zw-layer__when">
            <Picker
              mode="date"
              value={target.date}
              start="1900-01-01"
              end="2100-12-31"
              onChange={(e) => props.onTarget({ ...target, date: String(e.detail.value) })}
            >
              <Text className="zw-chip" data-testid="zw-layer-date">
                {target.date}
              </Text>
            </Picker>
            <Picker mode="time" value={target.time} onChange={(e) => props.onTarget({ ...target, time: String(e.detail.value) })}>
              <Text className="zw-chip">{target.time}</Text>
            </Picker>
            <Pressable inline className="zw-chip zw-chip--ghost" onPress={props.onToday}>
              {t('ziwei.today')}
            </Pressable>
          </View>
          {layers && <View className="muted zw-layer__lunar">{l(layers.target.lunarDate)}</View>}
          {layer && (
            <View className="zw-layer__hua">
              <Text className="zw-layer__hua-title">{t('ziwei.layerSiHua', { label: l(layer.label) })}</Text>
              {layer.siHua.map((h) => (
                <View key={h.type} className="zw-layer__hua-item">
                  <SiHuaBadge type={h.type} text={l(h.type)} layer />
                  <Text>
                    {l(h.star)}
                    {h.palaceIndex >= 0 ? `·${l(chart.palaces[h.palaceIndex].name)}` : ''}
                  </Text>
                </View>
              ))}
            </View>
          )}
          {props.error && <View className="zw-error">{props.error}</View>}
        </>
      )}
    </View>
  )
}

function StarRow({ star }: { star: ZiweiStar }) {
  const l = useLocalize()
  const meaning = starMeaning(star.name)
  return (
    <View className="zw-detail__star">
      <View className="zw-detail__star-head">
        <Text className={`zw-detail__star-name zw-detail__star-name--${star.kind}`}>{l(star.name)}</Text>
        {star.brightness && <Text className="zw-detail__bright">{l(star.brightness)}</Text>}
        {star.siHua && <SiHuaBadge type={star.siHua} text={l(star.siHua)} />}
      </View>
      {meaning && <View className="zw-detail__meaning">{l(meaning)}</View>}
    </View>
  )
}

/** The chosen palace: 三方四正, 大限/小限 ages, stars with meanings. */
export function PalaceDetails({ chart, index, show }: { chart: ZiweiChart; index: number; show: ZwdsShowFlags }) {
  const t = useT()
  const l = useLocalize()
  const p = chart.palaces[index]
  const sf = sanFangSiZheng(index)
  const name = (i: number) => `${l(chart.palaces[i].name)}(${l(chart.palaces[i].branch)})`
  const withMeaning = [...p.majorStars, ...p.minorStars]
  return (
    <View className="card zw-detail" data-testid="zw-palace-details">
      <View className="card__title">
        {t('ziwei.palaceTitle', { name: l(p.name), ganZhi: l(p.ganZhi) })}
        {p.isShenGong && <Text className="zw-tag">{t('ziwei.shenGong')}</Text>}
        {p.isLaiYin && <Text className="zw-tag">{t('ziwei.laiYin')}</Text>}
      </View>
      <View className="zw-detail__line">{t('ziwei.decadalAges', { start: p.decadal.startAge, end: p.decadal.endAge })}</View>
      {show.xiaoXian && (
        <View className="zw-detail__line muted">{t('ziwei.xiaoXianAges', { ages: p.xiaoXianAges.slice(0, 6).join('、') + '…' })}</View>
      )}
      <View className="zw-detail__line" data-testid="zw-sanfang">
        {t('ziwei.sanFang')}：{name(sf.self)} · {t('ziwei.sanHe')} {name(sf.sanHe[0])}、{name(sf.sanHe[1])} · {t('ziwei.opposite')}{' '}
        {name(sf.opposite)}
      </View>
      {show.gods && (
        <View className="zw-detail__line muted">
          {t('ziwei.gods', { changSheng: l(p.changSheng), boShi: l(p.boShi), jiangQian: l(p.jiangQian), suiQian: l(p.suiQian) })}
        </View>
      )}
      {p.majorStars.length === 0 && (
        <View className="zw-detail__line muted">
          {t('ziwei.emptyPalace', {
            opposite: l(chart.palaces[sf.opposite].majorStars.map((s) => s.name).join('、') || chart.palaces[sf.opposite].name),
          })}
        </View>
      )}
      {withMeaning.map((s) => (
        <StarRow key={s.id} star={s} />
      ))}
      {p.adjectiveStars.length > 0 && (
        <View className="zw-detail__line muted">
          {t('ziwei.adjectiveStars')}：{l(p.adjectiveStars.map((s) => s.name).join('、'))}
        </View>
      )}
    </View>
  )
}

/** Inline birth form, used when the page has no birth from the query or the birth list. */
export function BirthForm({ value, onChange }: { value: ZiweiBirth; onChange(b: ZiweiBirth): void }) {
  const t = useT()
  return (
    <View className="card zw-form" data-testid="zw-birth-form">
      <View className="card__title">{t('ziwei.formTitle')}</View>
      <View className="zw-form__row">
        <Text>{t('ziwei.dateLabel')}</Text>
        <Picker
          mode="date"
          value={value.date}
          start="1900-01-01"
          end="2100-12-31"
          onChange={(e) => onChange({ ...value, date: String(e.detail.value) })}
        >
          <Text className="zw-chip" data-testid="zw-form-date">
            {value.date}
          </Text>
        </Picker>
      </View>
      <View className="zw-form__row">
        <Text>{t('ziwei.timeLabel')}</Text>
        <Picker mode="time" value={value.time} onChange={(e) => onChange({ ...value, time: String(e.detail.value) })}>
          <Text className="zw-chip">{value.time}</Text>
        </Picker>
      </View>
      <View className="zw-form__row">
        <Text>{t('ziwei.sexLabel')}</Text>
        <Segmented<'1' | '0'>
          testId="zw-form-sex"
          value={value.sex === 1 ? '1' : '0'}
          onChange={(v) => onChange({ ...value, sex: v === '1' ? 1 : 0 })}
          options={[
            { value: '1', label: t('ziwei.male') },
            { value: '0', label: t('ziwei.female') },
          ]}
        />
      </View>
      <View className="muted">{t('ziwei.formHint')}</View>
    </View>
  )
}

/** The chart birth taken from the birth list, with the button that picks another (the 紫微 and 策天 pages). */
export function ProfileBar({ birth, buttonText, testId }: { birth: ZiweiBirth; buttonText: string; testId: string }) {
  const l = useLocalize()
  return (
    <View className="zw-toolbar zw-toolbar--top">
      <Text className="zw-source">
        {l(birth.name)} · {birth.date} {birth.time}
      </Text>
      <Pressable inline className="zw-chip zw-chip--ghost" data-testid={testId} onPress={() => void navigate('birth-list', { pick: 'chart' })}>
        {buttonText}
      </Pressable>
    </View>
  )
}

/** Under a board: the tap hint and the button to the page's settings (the 紫微 and 策天 pages). */
export function BoardToolbar({ hint, label, testId, settingsRoute }: { hint: string; label: string; testId: string; settingsRoute: string }) {
  return (
    <View className="zw-toolbar">
      <Text className="muted">{hint}</Text>
      <Pressable inline className="zw-chip zw-chip--ghost" data-testid={testId} onPress={() => void navigate(settingsRoute)}>
        {label}
      </Pressable>
    </View>
  )
}
