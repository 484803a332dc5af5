import { Input, Text, View } from '@tarojs/components'
import { Segmented } from '@/components/ui/segmented'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useLocalize, useT } from '@/components/hooks'
import { BIRTH_DEFAULTS } from '@/births/model'
import { parseDateText, parseTimeText } from '@/births/parse-input'
import { formatDateTime } from '@/components/ui/logic/date-rules'
import { fieldLabelAttributes } from '@/platform/a11y'
import { lunarFieldsOf, lunarTextOf, type LunarFields } from './lunar-fields'

export type CalendarKind = 'solar' | 'lunar'

export interface DateTimeFieldsProps {
  calendar: CalendarKind
  onCalendar(kind: CalendarKind): void
  dateText: string
  onDateText(text: string): void
  lunar: LunarFields
  onLunar(l: LunarFields): void
  /** The solar date the 农历 fields give, or why they give none. */
  lunarSolar: { date?: string; error?: string }
  timeText: string
  onTimeText(text: string): void
  withSecond: boolean
  /** A new birth shows the SPEC defaults as placeholders (empty fields take them on save). */
  isNew: boolean
}

const tryParse = <T,>(f: () => T): T | null => {
  try {
    return f()
  } catch {
    return null
  }
}

/** Calendar, date (typed, or from the UI kit's picker, or 农历) and time rows of the birth editor. */
export function DateTimeFields(p: DateTimeFieldsProps) {
  const t = useT()
  const loc = useLocalize()
  const pickDate = async () => {
    const d = tryParse(() => parseDateText(p.dateText || BIRTH_DEFAULTS.date))
    const r = await ui.dateTime({ mode: 'date', title: t('births.date'), value: d ?? {} })
    if (r.ok) p.onDateText(formatDateTime(r.value, 'date'))
  }
  const pickTime = async () => {
    const tm = tryParse(() => parseTimeText(p.timeText || BIRTH_DEFAULTS.time))
    const r = await ui.dateTime({ mode: 'time', title: t('births.time'), value: tm ?? {} })
    if (r.ok) p.onTimeText(formatDateTime(r.value, 'time') + (p.withSecond ? `:${String(tm?.second ?? 0).padStart(2, '0')}` : ''))
  }
  const preview = p.calendar === 'lunar' ? p.lunarSolar.date && t('births.solarShown', { date: p.lunarSolar.date }) : (lunarText(p.dateText) ?? '')
  function lunarText(text: string): string | null {
    const s = lunarTextOf(text)
    return s ? t('births.lunarShown', { text: s }) : null
  }
  const defaultPlaceholder = (value: string) => t('births.defaultValue', { value })
  return (
    <>
      <View className="list__item">
        <Text className="bp-label">{t('births.calendar')}</Text>
        <Segmented<CalendarKind>
          testId="edit-calendar"
          value={p.calendar}
          onChange={(v) => {
            if (v === 'lunar') p.onLunar(lunarFieldsOf(p.dateText))
            else if (p.lunarSolar.date) p.onDateText(p.lunarSolar.date)
            p.onCalendar(v)
          }}
          options={[
            { value: 'solar', label: t('births.solar') },
            { value: 'lunar', label: t('births.lunar') },
          ]}
        />
      </View>
      {p.calendar === 'solar' ? (
        <View className="list__item">
          <Text className="bp-label">{t('births.date')}</Text>
          <Input
            {...fieldLabelAttributes(t('births.date'))}
            className="bp-input"
            data-testid="edit-date"
            value={p.dateText}
            placeholder={p.isNew ? defaultPlaceholder(BIRTH_DEFAULTS.date) : t('births.datePlaceholder')}
            placeholderClass="bp-placeholder"
            onInput={(e) => p.onDateText(e.detail.value)}
          />
          <Pressable className="bp-pick" data-testid="edit-date-pick" label={t('births.pickDate')} onPress={() => void pickDate()}>
            {t('births.pick')}
          </Pressable>
        </View>
      ) : (
        <View className="list__item">
          <Text className="bp-label">{t('births.date')}</Text>
          <View className="bp-lunar">
            <Input
              {...fieldLabelAttributes(t('births.date'))}
              data-testid="lunar-year"
              type="number"
              value={p.lunar.year}
              onInput={(e) => p.onLunar({ ...p.lunar, year: e.detail.value })}
            />
            <Text>{t('births.lunarYear')}</Text>
            <Input
              {...fieldLabelAttributes(t('births.date'))}
              data-testid="lunar-month"
              type="number"
              value={p.lunar.month}
              onInput={(e) => p.onLunar({ ...p.lunar, month: e.detail.value })}
            />
            <Text>{t('births.lunarMonth')}</Text>
            <Input
              {...fieldLabelAttributes(t('births.date'))}
              data-testid="lunar-day"
              type="number"
              value={p.lunar.day}
              onInput={(e) => p.onLunar({ ...p.lunar, day: e.detail.value })}
            />
            <Text>{t('births.lunarDay')}</Text>
            <Pressable
              role="checkbox"
              checked={p.lunar.isLeap}
              className={`bp-chip${p.lunar.isLeap ? ' bp-chip--on' : ''}`}
              data-testid="lunar-leap"
              onPress={() => p.onLunar({ ...p.lunar, isLeap: !p.lunar.isLeap })}
            >
              {t('births.leap')}
            </Pressable>
          </View>
        </View>
      )}
      {preview ? (
        <View className="bp-note" data-testid="date-preview">
          {loc(preview)}
        </View>
      ) : p.calendar === 'lunar' && p.lunarSolar.error ? (
        <View className="bp-error">{p.lunarSolar.error}</View>
      ) : (
        <View className="bp-note">{t('births.dateHint')}</View>
      )}
      <View className="list__item">
        <Text className="bp-label">{t('births.time')}</Text>
        <Input
          {...fieldLabelAttributes(t('births.time'))}
          className="bp-input"
          data-testid="edit-time"
          value={p.timeText}
          placeholder={
            p.isNew ? defaultPlaceholder(BIRTH_DEFAULTS.time) : p.withSecond ? t('births.timeSecondPlaceholder') : t('births.timePlaceholder')
          }
          placeholderClass="bp-placeholder"
          onInput={(e) => p.onTimeText(e.detail.value)}
        />
        <Pressable className="bp-pick" data-testid="edit-time-pick" label={t('births.pickTime')} onPress={() => void pickTime()}>
          {t('births.pick')}
        </Pressable>
      </View>
    </>
  )
}
