/** Form parts shared by the liuyao and meihua cast pages (styles: ./form.css, imported by each page's css). */
import { Input, Picker, Switch, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { castTimeFromFields, castTimeOf, type CastTimeInput } from './cast-time'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'

/** The question card; test ids `<prefix>-question-input`. */
export function QuestionCard({ prefix, value, onChange }: { prefix: string; value: string; onChange: (v: string) => void }) {
  const t = useT()
  return (
    <View className="card">
      <Text className="card__title">{t('div.question')}</Text>
      <Input
        {...fieldLabelAttributes(t('div.question'))}
        className="div-input"
        data-testid={`${prefix}-question-input`}
        value={value}
        maxlength={100}
        placeholder={t('div.questionPlaceholder')}
        onInput={(e) => onChange(e.detail.value)}
      />
    </View>
  )
}

/** The cast date and time with a 'now' button. */
export function CastTimeRow({ when, onChange }: { when: CastTimeInput; onChange: (v: CastTimeInput) => void }) {
  const t = useT()
  return (
    <View className="div-row">
      <Text className="muted">{t('div.castTime')}</Text>
      <View className="div-time">
        <Picker mode="date" value={when.date} onChange={(e) => onChange(castTimeFromFields(String(e.detail.value), when.time))}>
          <Text className="div-time__field">{when.date}</Text>
        </Picker>
        <Picker mode="time" value={when.time} onChange={(e) => onChange(castTimeFromFields(when.date, String(e.detail.value)))}>
          <Text className="div-time__field">{when.time}</Text>
        </Picker>
        <Pressable inline className="div-time__now" onPress={() => onChange(castTimeOf(new Date()))}>
          {t('div.now')}
        </Pressable>
      </View>
    </View>
  )
}

/** Upper, lower and moving numbers; test ids `<prefix>-number-0..2`. */
export function NumbersInput({
  prefix,
  numbers,
  onChange,
}: {
  prefix: string
  numbers: string[]
  onChange: (update: (ns: string[]) => string[]) => void
}) {
  const t = useT()
  return (
    <View>
      <View className="muted div-hint">{t('div.numbersHint')}</View>
      <View className="div-numbers">
        {(['upperNumber', 'lowerNumber', 'movingNumber'] as const).map((k, i) => (
          <View key={k} className="div-numbers__item">
            <Text className="div-numbers__label">{t(`div.${k}`)}</Text>
            <Input
              {...fieldLabelAttributes(t(`div.${k}`))}
              className="div-input"
              type="number"
              data-testid={`${prefix}-number-${i}`}
              value={numbers[i]}
              onInput={(e) => onChange((ns) => ns.map((x, j) => (j === i ? e.detail.value : x)))}
            />
          </View>
        ))}
      </View>
    </View>
  )
}

/** The 子时 rule switch and the history link, last rows of the settings list. */
export function ZiShiAndHistoryRows({
  nextDayZiShi,
  onZiShi,
  switchTestId,
}: {
  nextDayZiShi: boolean
  onZiShi: (v: boolean) => void
  switchTestId?: string
}) {
  const t = useT()
  return (
    <>
      <View className="list__item">
        <View className="div-setting">
          <Text>{t('div.ziShiNextDay')}</Text>
          <Text className="muted">{t('div.ziShiNextDayHint')}</Text>
        </View>
        <Switch
          {...fieldLabelAttributes(t('div.ziShiNextDay'))}
          checked={nextDayZiShi}
          color="#6b4eff"
          data-testid={switchTestId}
          onChange={(e) => onZiShi(!!e.detail.value)}
        />
      </View>
      <Pressable className="list__item" onPress={() => void navigate('divination-history')}>
        <Text>{t('div.history')}</Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
    </>
  )
}

/** The method row of the cast card; test id `<prefix>-method`. */
export function MethodRow<M extends string>({
  prefix,
  value,
  onChange,
  options,
}: {
  prefix: string
  value: M
  onChange: (v: M) => void
  options: { value: M; label: string }[]
}) {
  const t = useT()
  return (
    <View className="div-row">
      <Text className="card__title div-row__title">{t('div.method')}</Text>
      <Segmented<M> testId={`${prefix}-method`} value={value} onChange={onChange} options={options} />
    </View>
  )
}

/** Buttons under a result: page-specific ones first, then history and (for a fresh cast) cast again. */
export function ResultActions({ prefix, onAgain, children }: { prefix: string; onAgain?: () => void; children?: ReactNode }) {
  const t = useT()
  return (
    <View className={`${prefix}-actions`}>
      {children}
      <Pressable
        className={`btn btn--ghost ${prefix}-actions__btn`}
        data-testid={`${prefix}-history`}
        onPress={() => void navigate('divination-history')}
      >
        {t('div.history')}
      </Pressable>
      {onAgain && (
        <Pressable className={`btn ${prefix}-actions__btn`} data-testid={`${prefix}-again`} onPress={onAgain}>
          {t('div.castAgain')}
        </Pressable>
      )}
    </View>
  )
}
