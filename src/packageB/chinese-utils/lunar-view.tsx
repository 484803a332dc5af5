/** 公历 → 农历 (year 干支, month with 闰, day) and 农历 → 公历 with a leap switch offered only where the year has that leap month. */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { lunarDayName, lunarDaysIn, lunarMonthName, normalizeLunar, type LunarValue } from '@/components/ui/lunar-date'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { ui } from '@/components/ui/ui'
import { convertLunarDate, convertSolarDate, LUNAR_CONVERTER_YEARS, type LunarConversion } from '@/divination/calendar/converters'
import { leapMonthOf } from '@/divination/calendar/lunar-adapter'
import type { RouteParams } from '@/platform/route-params'
import { attempt, chooseDate } from './inputs'

type Direction = 'toLunar' | 'toSolar'
const YEARS = Array.from({ length: LUNAR_CONVERTER_YEARS.max - LUNAR_CONVERTER_YEARS.min + 1 }, (_, i) => LUNAR_CONVERTER_YEARS.min + i)
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)

/** Initial state from ?dir=toSolar&ly=&lm=&ld=&leap=1 (links and tests); the solar date is the page's date. */
function lunarFromParams(p: RouteParams): LunarValue {
  const n = (v: string | undefined, fallback: number) => (v !== undefined && Number.isInteger(Number(v)) ? Number(v) : fallback)
  return { year: n(p.ly, 2023), month: n(p.lm, 2), day: n(p.ld, 1), isLeap: p.leap === '1' }
}

export function LunarView({ date, onDate, params }: { date: string; onDate(date: string): void; params: RouteParams }) {
  const t = useT()
  const l = useLocalize()
  const [dir, setDir] = useState<Direction>(params.dir === 'toSolar' ? 'toSolar' : 'toLunar')
  const [lunar, setLunar] = useState<LunarValue>(() => lunarFromParams(params))
  const hasLeap = attempt(() => leapMonthOf(lunar.year) === lunar.month)
  const leapOffered = hasLeap.ok && hasLeap.value
  const r = useMemo(() => {
    if (dir === 'toSolar') return attempt(() => convertLunarDate(lunar))
    const [year, month, day] = date.split('-').map(Number)
    return attempt(() => convertSolarDate({ year, month, day }))
  }, [dir, date, lunar])

  const change = (v: LunarValue) => {
    const n = attempt(() => normalizeLunar(v))
    setLunar(n.ok ? n.value : v)
  }
  const pick = async (title: string, labels: string[], index: number, apply: (i: number) => LunarValue) => {
    const p = await ui.picker({ title, columns: [labels], value: [index] })
    if (p.ok) change(apply(p.indexes[0]))
  }
  const days = attempt(() => lunarDaysIn(lunar.year, lunar.month, lunar.isLeap))
  const dayList = Array.from({ length: days.ok ? days.value : 30 }, (_, i) => i + 1)

  return (
    <View data-testid="cu-lunarconv">
      <View className="card">
        <Segmented<Direction>
          testId="cu-lunar-dir"
          label={t('chineseUtils.lunarConv.direction')}
          value={dir}
          options={[
            { value: 'toLunar', label: t('chineseUtils.lunarConv.toLunar') },
            { value: 'toSolar', label: t('chineseUtils.lunarConv.toSolar') },
          ]}
          onChange={setDir}
        />
      </View>
      {dir === 'toLunar' ? (
        <View className="list">
          <Pressable
            className="list__item"
            data-testid="cu-lunar-solar-date"
            onPress={async () => {
              const d = await chooseDate(t('chineseUtils.lunarConv.solarDate'), date)
              if (d) onDate(d)
            }}
          >
            <Text>{t('chineseUtils.lunarConv.solarDate')}</Text>
            <Text className="list__value">{date} ›</Text>
          </Pressable>
        </View>
      ) : (
        <View className="list">
          <Pressable
            className="list__item"
            data-testid="cu-lunar-year"
            onPress={() =>
              void pick(
                t('chineseUtils.lunarConv.year'),
                YEARS.map((y) => t('chineseUtils.yearN', { n: y })),
                YEARS.indexOf(lunar.year),
                (i) => ({ ...lunar, year: YEARS[i] }),
              )
            }
          >
            <Text>{t('chineseUtils.lunarConv.year')}</Text>
            <Text className="list__value">{t('chineseUtils.yearN', { n: lunar.year })} ›</Text>
          </Pressable>
          <Pressable
            className="list__item"
            data-testid="cu-lunar-month"
            onPress={() =>
              void pick(
                t('chineseUtils.lunarConv.month'),
                MONTHS.map((m) => l(lunarMonthName({ month: m, isLeap: false }))),
                lunar.month - 1,
                (i) => ({ ...lunar, month: MONTHS[i], isLeap: false }),
              )
            }
          >
            <Text>{t('chineseUtils.lunarConv.month')}</Text>
            <Text className="list__value">{l(lunarMonthName(lunar))} ›</Text>
          </Pressable>
          {leapOffered && (
            <ChoiceRow<'plain' | 'leap'>
              testId="cu-lunar-leap"
              label={t('chineseUtils.lunarConv.leap')}
              hint={t('chineseUtils.lunarConv.leapHint', { year: lunar.year, month: l(lunarMonthName({ month: lunar.month, isLeap: true })) })}
              value={lunar.isLeap ? 'leap' : 'plain'}
              choices={[
                { value: 'plain', label: l(lunarMonthName({ month: lunar.month, isLeap: false })) },
                { value: 'leap', label: l(lunarMonthName({ month: lunar.month, isLeap: true })) },
              ]}
              onChange={(v) => change({ ...lunar, isLeap: v === 'leap' })}
            />
          )}
          <Pressable
            className="list__item"
            data-testid="cu-lunar-day"
            onPress={() =>
              void pick(
                t('chineseUtils.lunarConv.day'),
                dayList.map((d) => l(lunarDayName(d))),
                lunar.day - 1,
                (i) => ({ ...lunar, day: dayList[i] }),
              )
            }
          >
            <Text>{t('chineseUtils.lunarConv.day')}</Text>
            <Text className="list__value">{l(lunarDayName(lunar.day))} ›</Text>
          </Pressable>
        </View>
      )}
      {r.ok ? (
        <LunarResult r={r.value} />
      ) : (
        <View className="card muted" data-testid="cu-error">
          {l(r.message)}
        </View>
      )}
      <View className="muted cu-hint">{t('chineseUtils.lunarConv.range', LUNAR_CONVERTER_YEARS)}</View>
    </View>
  )
}

function LunarResult({ r }: { r: LunarConversion }) {
  const t = useT()
  const l = useLocalize()
  const { solar, lunar } = r
  return (
    <View className="card" data-testid="cu-lunar-result">
      <View className="cu-row">
        <Text>{t('chineseUtils.lunarConv.solar')}</Text>
        <Text data-testid="cu-lunar-out-solar">
          {t('chineseUtils.lunarConv.solarText', { year: solar.year, month: solar.month, day: solar.day })}{' '}
          {t(`chineseUtils.lunarConv.weekday.${r.weekday}`)}
        </Text>
      </View>
      <View className="cu-row">
        <Text>{t('chineseUtils.lunarConv.lunar')}</Text>
        <Text data-testid="cu-lunar-out-lunar">
          {t('chineseUtils.lunarConv.lunarText', {
            ganZhi: l(r.yearGanZhi),
            animal: l(lunar.animal),
            month: l(lunarMonthName(lunar)),
            day: l(lunar.dayInChinese),
          })}
        </Text>
      </View>
      <View className="cu-row">
        <Text>{t('chineseUtils.lunarConv.monthLength')}</Text>
        <Text>{t(lunar.monthDays === 30 ? 'chineseUtils.lunarConv.big' : 'chineseUtils.lunarConv.small', { n: lunar.monthDays })}</Text>
      </View>
      <View className="cu-row">
        <Text>{t('chineseUtils.lunarConv.leapOfYear')}</Text>
        <Text data-testid="cu-lunar-out-leap">
          {lunar.leapMonth ? l(lunarMonthName({ month: lunar.leapMonth, isLeap: true })) : t('chineseUtils.lunarConv.noLeap')}
        </Text>
      </View>
    </View>
  )
}
