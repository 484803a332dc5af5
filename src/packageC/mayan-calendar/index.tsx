import '@/packageC/locales.generated'
import { Picker, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { describeKin, mayanDay, SEAL_ZH, thirteenMoonYear, TONE_ZH, type MoonDay } from '@/divination/mayan'
import { useLocalize, useT } from '@/components/hooks'
import { SealGlyph } from '@/components/mayan/seal-glyph-image'
import { computeOnDate } from '@/components/ui/date-param'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { useMayanSettings } from '@/store/mayan-settings'
import '../mayan-totem/index.css'
import './index.css'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

function localToday(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

const kinName = (kin: number) => {
  const k = describeKin(kin)
  return `${TONE_ZH[k.tone - 1]}的${SEAL_ZH[k.seal - 1]}`
}
const shortDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}`

/**
 * The 13-Moon calendar (?date=YYYY-MM-DD, else today): the kin of the chosen day and the 28-day grid of its moon,
 * with moves to the moons before and after. showKinNum, showPlus (Gregorian dates) and showWallSpell (wavespells).
 */
export default function MayanCalendarPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const settings = useMayanSettings((s) => s.settings)
  const [date, setDate] = useState(() => (DATE_RE.test(String(params.date ?? '')) ? String(params.date) : localToday()))
  const day = computeOnDate(date, (d) => mayanDay(d, settings.leapDay))
  // The moon shown: the chosen day's, until moved; the Day Out of Time shows the 13th moon.
  const [moved, setMoved] = useState<{ startYear: number; moon: number } | null>(null)
  const shown = moved ?? (typeof day === 'object' ? { startYear: day.moonYear.startYear, moon: day.moonYear.moon ?? 13 } : null)
  const startYear = shown?.startYear ?? null
  const year = useMemo(() => {
    if (startYear === null) return null
    try {
      return thirteenMoonYear(startYear, settings.leapDay)
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [startYear, settings.leapDay])
  const moon = year && typeof year === 'object' && shown ? year.moons[shown.moon - 1] : null

  const pick = (d: string) => {
    setDate(d)
    setMoved(null)
  }
  const step = (delta: number) => {
    if (!shown) return
    const index = shown.startYear * 13 + shown.moon - 1 + delta
    setMoved({ startYear: Math.floor(index / 13), moon: (index % 13) + 1 })
  }

  const cell = (d: MoonDay) => {
    const k = describeKin(d.kin)
    const wavespellStart = k.tone === 1
    const wavespell = Math.floor((d.kin - 1) / 13) + 1
    const cls = [
      'mc-day',
      `my-kin--${k.color}`,
      d.date === date ? 'mc-day--chosen' : '',
      settings.showWallSpell ? `mc-day--ws${wavespell % 2}` : '',
      settings.showWallSpell && wavespellStart ? 'mc-day--ws-start' : '',
    ]
    return (
      <Pressable
        key={d.date}
        className={cls.filter(Boolean).join(' ')}
        data-testid={`mc-day-${d.day}`}
        data-date={d.date}
        data-kin={d.kin}
        onPress={() => setDate(d.date)}
      >
        <Text className="mc-day__n">{d.day}</Text>
        <Text className="sr-only">{d.date}</Text>
        <SealGlyph seal={k.seal} tone={k.tone} className="mc-day__glyph" />
        <Text className="mc-day__seal">{l(SEAL_ZH[k.seal - 1])}</Text>
        {settings.showKinNum && (
          <Text className="mc-day__kin" data-testid="mc-kin-num">
            {d.kin}
          </Text>
        )}
        {settings.showPlus && (
          <Text className="mc-day__greg" data-testid="mc-greg">
            {shortDate(d.date)}
          </Text>
        )}
        {settings.showWallSpell && wavespellStart && (
          <Text className="mc-day__ws" data-testid="mc-ws-start">
            {t('mayanCalendar.wavespellMark')}
            {wavespell}
          </Text>
        )}
      </Pressable>
    )
  }

  const weekdays = t('mayanCalendar.weekdays').split(' ')
  return (
    <PageShell routeId="mayan-calendar">
      <View className="card div-row">
        <Text className="muted">{t('mayanCalendar.date')}</Text>
        <Picker mode="date" value={date} start="1800-01-01" end="2200-12-31" onChange={(e) => pick(String(e.detail.value))}>
          <Text className="div-time__field" data-testid="mc-date">
            {date}
          </Text>
        </Picker>
        <Pressable className="mc-today" data-testid="mc-today" onPress={() => pick(localToday())}>
          {t('mayanCalendar.today')}
        </Pressable>
      </View>
      {typeof day === 'string' ? (
        <View className="card ct-warn">{l(day)}</View>
      ) : (
        <View className="card mc-head" data-testid="mc-chosen" data-kin={day.kin}>
          <View className={`my-kin my-kin--${day.color}`}>
            <SealGlyph seal={day.seal} tone={day.tone} className="my-glyph" testId="mc-glyph" />
            <Text className="my-kin__seal">{l(SEAL_ZH[day.seal - 1])}</Text>
            <Text className="my-kin__tone">
              {l(TONE_ZH[day.tone - 1])} · {day.tone}
            </Text>
            {settings.showKinNum && <Text className="my-kin__num">Kin {day.kin}</Text>}
          </View>
          <View className="mc-head__facts">
            <Text className="mc-head__name" data-testid="mc-name">
              {l(kinName(day.kin))}
            </Text>
            <Text className="muted">
              {day.moonYear.dayOutOfTime
                ? t('mayanCalendar.dayOutOfTime')
                : t('mayanCalendar.dayNote', { moon: day.moonYear.moon, day: day.moonYear.day })}
            </Text>
            <Text className="muted">{t('mayan.wavespell', { n: day.wavespell, seal: l(SEAL_ZH[day.wavespellSeal - 1]) })}</Text>
            <Pressable className="mc-link" data-testid="mc-totem" onPress={() => void navigate('mayan-totem', { date })}>
              {t('mayan.oracle')} ›
            </Pressable>
          </View>
        </View>
      )}
      {typeof year === 'string' && <View className="card ct-warn">{l(year)}</View>}
      {moon && year && typeof year === 'object' && shown && (
        <View className="card" data-testid="mc-moon" data-moon={shown.moon} data-start-year={shown.startYear}>
          <View className="mc-nav">
            <Pressable className="mc-nav__btn" data-testid="mc-prev" label={t('mayanCalendar.prev')} onPress={() => step(-1)}>
              ‹
            </Pressable>
            <View className="mc-nav__title">
              <Text className="mc-nav__moon" data-testid="mc-moon-title">
                {t('mayanCalendar.moonTitle', { n: shown.moon, name: l(TONE_ZH[shown.moon - 1]) })}
              </Text>
              <Text className="muted">{t('mayanCalendar.moonRange', { from: moon.days[0].date, to: moon.days[27].date })}</Text>
              <Text className="muted" data-testid="mc-year">
                {t('mayanCalendar.yearTitle', { from: year.startYear, to: year.startYear + 1, bearer: l(kinName(year.moons[0].days[0].kin)) })}
              </Text>
            </View>
            <Pressable className="mc-nav__btn" data-testid="mc-next" label={t('mayanCalendar.next')} onPress={() => step(1)}>
              ›
            </Pressable>
          </View>
          <View className="mc-grid">
            {weekdays.map((w) => (
              <Text key={w} className="mc-grid__head">
                {w}
              </Text>
            ))}
            {moon.days.map(cell)}
          </View>
          {moon.hunabKu && <Text className="muted mc-foot">{t('mayanCalendar.hunabKu', { date: moon.hunabKu.date })}</Text>}
          {shown.moon === 13 && <Text className="muted mc-foot">{t('mayanCalendar.dayOutOfTimeNote', { date: year.dayOutOfTime.date })}</Text>}
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="mc-settings" onPress={() => void navigate('mayan-settings')}>
          {t('mayan.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
