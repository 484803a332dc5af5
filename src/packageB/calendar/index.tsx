import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useMemo, useState } from 'react'
import { SwitchRow } from '@/components/ui/setting-rows'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { calendarDay, calendarMonth, type CalendarDay, type CalendarMonth } from '@/divination/calendar'
import { useCalendarSettings, type CalendarStyle } from '@/store/calendar-settings'
import { DayView } from './day-view'
import { MAX_CAL_YEAR, MIN_CAL_YEAR, dateParam, gridRows, isoDate, leapMonthInGrid, stepMonth, weekOrder } from './month-grid'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const WEEK = '日一二三四五六'
const PICKER_SPAN_YEARS = 150

function todayOf() {
  const d = new Date()
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

export default function CalendarPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const [today] = useState(todayOf)
  const start = useMemo(() => dateParam(params.date) ?? today, [params.date, today])
  const [ym, setYm] = useState({ year: start.year, month: start.month })
  const [selected, setSelected] = useState(isoDate(start.year, start.month, start.day))
  const cs = useCalendarSettings()
  const todayIso = isoDate(today.year, today.month, today.day)

  const month = useMemo((): { data: CalendarMonth | null; error: string | null } => {
    try {
      return { data: calendarMonth(ym.year, ym.month), error: null }
    } catch (e) {
      return { data: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [ym])
  const day = useMemo((): CalendarDay | null => {
    const [y, m, d] = selected.split('-').map(Number)
    try {
      return calendarDay({ year: y, month: m, day: d })
    } catch {
      return null
    }
  }, [selected])

  const go = (delta: number) => {
    const next = stepMonth(ym.year, ym.month, delta)
    // SPEC §9 asks for ancient times to 10000; lunar-javascript is reliable for years 1–9999, so the page says where it stops.
    if (!next) {
      ui.toast(t('calendar.rangeLimit', { from: MIN_CAL_YEAR, to: MAX_CAL_YEAR }))
      return
    }
    setYm(next)
    setSelected(isoDate(next.year, next.month, 1))
  }
  const jump = async () => {
    const from = Math.max(MIN_CAL_YEAR, today.year - PICKER_SPAN_YEARS)
    const to = Math.min(MAX_CAL_YEAR, today.year + PICKER_SPAN_YEARS)
    const years = Array.from({ length: to - from + 1 }, (_, i) => ({ label: t('calendar.yearN', { n: from + i }), value: from + i }))
    const months = Array.from({ length: 12 }, (_, i) => ({ label: t('calendar.monthN', { n: i + 1 }), value: i + 1 }))
    const r = await ui.picker({ title: t('calendar.jump'), columns: [years, months], value: [ym.year - from, ym.month - 1] })
    if (!r.ok) return
    const next = { year: from + r.indexes[0], month: r.indexes[1] + 1 }
    setYm(next)
    setSelected(isoDate(next.year, next.month, 1))
  }
  const order = weekOrder(cs.style)
  const rows = month.data ? gridRows(month.data, cs.style) : []
  const leap = month.data ? leapMonthInGrid(month.data) : null

  return (
    <PageShell routeId="calendar">
      <View className="card cal-month">
        <View className="cal-nav">
          <Pressable inline className="cal-nav__step" data-testid="cal-prev" onPress={() => go(-1)}>
            ‹
          </Pressable>
          <Pressable inline className="cal-nav__title" data-testid="cal-title" onPress={() => void jump()}>
            {t('calendar.yearMonth', { y: ym.year, m: ym.month })} ▾
          </Pressable>
          <Pressable inline className="cal-nav__step" data-testid="cal-next" onPress={() => go(1)}>
            ›
          </Pressable>
        </View>
        <View className="cal-nav__sub">
          {month.data?.days[0] && (
            <Text className="muted">
              {l(month.data.days[0].lunarMonth)}
              {leap
                ? ` · ${t('calendar.leapNote', { name: l(leap) })}`
                : month.data.leapMonth
                  ? ` · ${t('calendar.leapYearNote', { m: month.data.leapMonth })}`
                  : ''}
            </Text>
          )}
          <Pressable
            inline
            className="cal-today"
            data-testid="cal-today"
            onPress={() => {
              setYm({ year: today.year, month: today.month })
              setSelected(todayIso)
            }}
          >
            {t('calendar.today')}
          </Pressable>
        </View>
        <View className="cal-week">
          {order.map((w) => (
            <Text key={w} className={`cal-week__d${w === 0 || w === 6 ? ' cal-week__d--end' : ''}`}>
              {t('calendar.weekday', { d: WEEK[w] })}
            </Text>
          ))}
        </View>
        {month.error && <View className="cal-error">{l(month.error)}</View>}
        <View className="cal-grid" data-testid="cal-grid">
          {rows.map((row, i) => (
            <View key={i} className="cal-row">
              {row.map((c, j) =>
                c ? (
                  <Pressable
                    key={c.date}
                    data-testid={`cal-cell-${c.date}`}
                    className={[
                      'cal-cell',
                      c.date === selected ? 'cal-cell--on' : '',
                      c.date === todayIso ? 'cal-cell--today' : '',
                      c.terms.length ? 'cal-cell--term' : c.festivals.length ? 'cal-cell--fest' : '',
                      c.week === 0 || c.week === 6 ? 'cal-cell--end' : '',
                    ].join(' ')}
                    onPress={() => setSelected(c.date)}
                  >
                    <Text className="cal-cell__day">{c.day}</Text>
                    <Text className="cal-cell__label">{l(c.label)}</Text>
                    {cs.showGanZhi && <Text className="cal-cell__gz">{l(c.dayGanZhi)}</Text>}
                  </Pressable>
                ) : (
                  <View key={`b${j}`} className="cal-cell cal-cell--blank" />
                ),
              )}
            </View>
          ))}
        </View>
        {month.data && month.data.terms.length > 0 && (
          <View className="cal-terms" data-testid="cal-terms">
            {month.data.terms.map((x) => (
              <Text key={x.name} className="cal-terms__item">
                {l(x.name)} {x.time.slice(5, 16)}
              </Text>
            ))}
          </View>
        )}
      </View>

      {day ? (
        <DayView day={day} showOther={cs.showOtherFestivals} />
      ) : (
        <View className="card cal-error">{t('calendar.outOfRange', { from: MIN_CAL_YEAR, to: MAX_CAL_YEAR })}</View>
      )}

      <View className="list">
        <View className="list__header">{t('calendar.settings')}</View>
        <View className="list__item">
          <Text>{t('calendar.style')}</Text>
          <Segmented
            testId="cal-style"
            value={String(cs.style)}
            options={[
              { value: '1', label: t('calendar.style1') },
              { value: '2', label: t('calendar.style2') },
            ]}
            onChange={(v) => cs.styleChosen(Number(v) as CalendarStyle)}
          />
        </View>
        <SwitchRow
          label={t('calendar.showGanZhi')}
          value={cs.showGanZhi}
          onChange={(on) => cs.flagToggled('showGanZhi', on)}
          testId="cal-show-ganzhi"
        />
        <SwitchRow
          label={t('calendar.showOtherFestivals')}
          value={cs.showOtherFestivals}
          onChange={(on) => cs.flagToggled('showOtherFestivals', on)}
          testId="cal-show-other"
        />
      </View>
    </PageShell>
  )
}
