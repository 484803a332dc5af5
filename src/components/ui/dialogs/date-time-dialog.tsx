import { View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { daysInMonth } from '@/core/time'
import { useT } from '../../hooks'
import { Columns } from '../columns'
import { formatDateTime, normalizeDateTime, pad2, rangeList, yearRange, type DateTimeValue } from '../logic/date-rules'
import { lunarDayName, lunarDaysIn, lunarMonthName, lunarMonthsOf, lunarOf, lunarText, normalizeLunar, solarOf, type LunarValue } from '../lunar-date'
import { Popup, SheetHeader } from '../popup'
import { Segmented } from '../segmented'
import type { DateTimeOptionsResolved } from '../ui'
import type { DialogProps } from './types'

type Calendar = 'solar' | 'lunar'

/**
 * Date / time / date-time picker (SPEC §5): years current ± 150, time 00:00–23:59, values clamp, an invalid
 * day becomes the month's last valid day; 农历 entry with leap months, converted both ways.
 */
export function DateTimeDialog({ options: o, closing, close }: DialogProps<DateTimeOptionsResolved>) {
  const t = useT()
  const mode = o.mode ?? 'datetime'
  const hasDate = mode !== 'time'
  const allowLunar = hasDate && o.allowLunar !== false
  const range = yearRange(o.currentYear)
  const [value, setValue] = useState<DateTimeValue>(() => normalizeDateTime(o.value ?? {}, o.currentYear))
  const [calendar, setCalendar] = useState<Calendar>(allowLunar && o.lunar ? 'lunar' : 'solar')
  const [lunar, setLunar] = useState<LunarValue>(() => lunarOf(value))
  const years = useMemo(() => rangeList(range.min, range.max), [range.min, range.max])

  const setSolar = (next: Partial<DateTimeValue>) => {
    const v = normalizeDateTime({ ...value, ...next }, o.currentYear)
    setValue(v)
    setLunar(lunarOf(v))
  }
  const setLunarDate = (next: Partial<LunarValue>) => {
    const l = normalizeLunar({ ...lunar, ...next })
    const s = solarOf(l)
    const v = normalizeDateTime({ ...value, ...s }, o.currentYear)
    setLunar(v.year === s.year && v.month === s.month && v.day === s.day ? l : lunarOf(v))
    setValue(v)
  }

  const lunarMonths = calendar === 'lunar' ? lunarMonthsOf(lunar.year) : []
  const columns: string[][] = []
  const selected: number[] = []
  const handlers: ((i: number) => void)[] = []
  if (hasDate && calendar === 'solar') {
    columns.push(
      years.map((y) => t('ui.yearUnit', { n: y })),
      rangeList(1, 12).map((m) => t('ui.monthUnit', { n: m })),
      rangeList(1, daysInMonth(value.year, value.month)).map((d) => t('ui.dayUnit', { n: d })),
    )
    selected.push(value.year - range.min, value.month - 1, value.day - 1)
    handlers.push(
      (i) => setSolar({ year: years[i] }),
      (i) => setSolar({ month: i + 1 }),
      (i) => setSolar({ day: i + 1 }),
    )
  }
  if (hasDate && calendar === 'lunar') {
    columns.push(
      years.map((y) => t('ui.lunarYearUnit', { n: y })),
      lunarMonths.map(lunarMonthName),
      rangeList(1, lunarDaysIn(lunar.year, lunar.month, lunar.isLeap)).map(lunarDayName),
    )
    selected.push(
      Math.max(0, lunar.year - range.min),
      Math.max(
        0,
        lunarMonths.findIndex((m) => m.month === lunar.month && m.isLeap === lunar.isLeap),
      ),
      lunar.day - 1,
    )
    handlers.push(
      (i) => setLunarDate({ year: years[i] }),
      (i) => setLunarDate({ ...lunarMonths[i] }),
      (i) => setLunarDate({ day: i + 1 }),
    )
  }
  if (mode !== 'date') {
    columns.push(
      rangeList(0, 23).map((h) => t('ui.hourUnit', { n: pad2(h) })),
      rangeList(0, 59).map((m) => t('ui.minuteUnit', { n: pad2(m) })),
    )
    selected.push(value.hour, value.minute)
    handlers.push(
      (i) => setSolar({ hour: i }),
      (i) => setSolar({ minute: i }),
    )
  }

  const cancel = () => close({ ok: false })
  const confirm = () =>
    close({
      ok: true,
      value,
      text: formatDateTime(value, mode),
      calendar,
      ...(hasDate ? { lunar: { ...lunar, text: lunarText(lunar) } } : {}),
    })
  const title = o.title ?? t(mode === 'date' ? 'ui.dateTitle' : mode === 'time' ? 'ui.timeTitle' : 'ui.dateTimeTitle')
  return (
    <Popup position="bottom" closing={closing} onMask={cancel} testId="dialog-date-time">
      <SheetHeader title={title} cancelText={t('ui.cancel')} confirmText={t('ui.confirm')} onCancel={cancel} onConfirm={confirm} />
      {allowLunar ? (
        <View className="ui-datetime__switch">
          <Segmented<Calendar>
            testId="calendar-switch"
            value={calendar}
            onChange={setCalendar}
            options={[
              { value: 'solar', label: t('ui.solar') },
              { value: 'lunar', label: t('ui.lunar') },
            ]}
          />
          <View className="ui-datetime__preview" data-testid="date-preview">
            {calendar === 'solar' ? lunarText(lunar) : formatDateTime(value, 'date')}
          </View>
        </View>
      ) : null}
      <Columns testId="dt" columns={columns} selected={selected} onSelect={(c, i) => handlers[c](i)} />
    </Popup>
  )
}
