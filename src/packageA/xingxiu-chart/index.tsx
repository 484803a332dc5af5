import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { timeOf } from '@/astro/options'
import type { Ephemeris } from '@/astro'
import type { LocalBirth } from '@/births/model'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { parseDate, type CivilDate } from '@/core/time'
import { moonXiu, xingxiuReading, type XingxiuBirth, type XingxiuSettings } from '@/divination/xingxiu'
import { BRANCHES } from '@/divination/zhengyu'
import { navigate } from '@/platform/navigation'
import { useBirths, visible } from '@/store/births'
import { useXingxiuSettings } from '@/store/xingxiu-settings'
import { personInput } from '../chart-common/input'
import { useFilesEphemeris } from '../zhengyu/use-files-ephemeris'
import { PersonCard, XiuBadge } from './cards'
import './index.css'

function todayOf(): CivilDate {
  const d = new Date()
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

/** A saved birth as the engine's input: its civil date and, once the ephemeris is in, the Moon's 宿. */
function birthOf(b: LocalBirth | undefined, eph: Ephemeris | null, s: XingxiuSettings): XingxiuBirth | undefined {
  if (!b?.date) return undefined
  try {
    return { date: parseDate(b.date), moon: eph && s.natalMethod === 'moon' ? moonXiu(eph, timeOf(personInput(b)), s.xiuWidths) : null }
  } catch {
    return undefined
  }
}

/** 二十八宿: today's 值日宿, 月禽 and 年禽, the natal 宿 of two saved births and their 三九 relationship. */
export default function XingxiuChartPage() {
  const t = useT()
  const l = useLocalize()
  const list = useBirths((s) => s.list)
  const births = useMemo(() => visible(list), [list])
  const settings = useXingxiuSettings((s) => s.settings)
  const byMoon = settings.natalMethod === 'moon'
  const { eph, loadError } = useFilesEphemeris(byMoon)
  const moonPending = byMoon && !eph
  const [today] = useState(todayOf)
  const [firstId, setFirstId] = useState<number | null>(null)
  const [secondId, setSecondId] = useState<number | null>(null)
  const first = births.find((b) => b.id === firstId) ?? births[0]
  const second = births.find((b) => b.id === secondId && b.id !== first?.id)
  const reading = useMemo(
    () => xingxiuReading({ date: today, first: birthOf(first, eph, settings), second: birthOf(second, eph, settings), settings }),
    [today, first, second, eph, settings],
  )
  const weekday = new Date(today.year, today.month - 1, today.day).getDay()
  const rel = moonPending ? null : reading.relation
  // 节 month 1 is the 寅 month.
  const monthBranch = BRANCHES[(reading.monthNumber + 1) % 12]

  return (
    <PageShell routeId="xingxiu-chart">
      <View className="card" data-testid="xx-today">
        <View className="card__title">{t('xingxiu.today')}</View>
        <Text className="muted">{t('xingxiu.todayLine', { date: reading.date, week: t('xingxiu.weekdays').charAt(weekday) })}</Text>
        <View className="xx-badges">
          <XiuBadge x={reading.day} caption={t('xingxiu.dayXiu')} testId="xx-day" />
          <XiuBadge x={reading.month} caption={t('xingxiu.monthXiu', { branch: monthBranch })} testId="xx-month" />
          <XiuBadge x={reading.year} caption={t('xingxiu.yearXiu', { year: reading.ganZhiYear })} testId="xx-year" />
        </View>
        <Text className="xx-rule muted">{t('xingxiu.dayRule')}</Text>
        <Text className="xx-rule muted" data-testid="xx-month-rule">
          {t(`xingxiu.monthRule.${settings.monthRule}`)}
        </Text>
      </View>

      <View className="list">
        <View className="list__header">{t('xingxiu.people')}</View>
        {births.length === 0 ? (
          <View className="xx-empty">
            <Text className="muted">{t('xingxiu.noBirths')}</Text>
            <Pressable inline className="xx-link" data-testid="xx-add-birth" onPress={() => void navigate('birth-editor')}>
              {t('xingxiu.addBirth')}
            </Pressable>
          </View>
        ) : (
          <>
            <Text className="xx-chips__label">{t('xingxiu.first')}</Text>
            <View className="xx-chips">
              {births.map((b) => (
                <Pressable
                  inline
                  key={b.id}
                  className={`xx-chip${b.id === first?.id ? ' xx-chip--on' : ''}`}
                  data-testid={`xx-first-${b.id}`}
                  onPress={() => setFirstId(b.id)}
                >
                  {l(b.name)}
                </Pressable>
              ))}
            </View>
            <Text className="xx-chips__label">{t('xingxiu.second')}</Text>
            <View className="xx-chips">
              <Pressable inline className={`xx-chip${second ? '' : ' xx-chip--on'}`} data-testid="xx-second-none" onPress={() => setSecondId(null)}>
                {t('xingxiu.none')}
              </Pressable>
              {births
                .filter((b) => b.id !== first?.id)
                .map((b) => (
                  <Pressable
                    inline
                    key={b.id}
                    className={`xx-chip${b.id === second?.id ? ' xx-chip--on' : ''}`}
                    data-testid={`xx-second-${b.id}`}
                    onPress={() => setSecondId(b.id)}
                  >
                    {l(b.name)}
                  </Pressable>
                ))}
            </View>
          </>
        )}
      </View>

      {loadError && <View className="card muted">{t('xingxiu.moonError', { message: l(loadError) })}</View>}
      {first && reading.first && (
        <PersonCard who={t('xingxiu.first')} name={first.name} p={reading.first} settings={settings} moonPending={moonPending} testId="xx-first" />
      )}
      {second && reading.second && (
        <PersonCard
          who={t('xingxiu.second')}
          name={second.name}
          p={reading.second}
          settings={settings}
          moonPending={moonPending}
          testId="xx-second"
        />
      )}
      {first && reading.first && <Text className="xx-rule muted">{t(byMoon ? 'xingxiu.natalMoonRule' : 'xingxiu.natalRule')}</Text>}

      {first && second && rel && (
        <View className="card" data-testid="xx-relation">
          <View className="card__title">{t('xingxiu.relation')}</View>
          <Text className="xx-relation__pair">{l(rel.pair)}</Text>
          <Text className="xx-relation__line">
            {t('xingxiu.relationLine', { a: l(first.name), b: l(second.name), n: rel.distance + 1, rel: l(rel.ofSecond), back: l(rel.ofFirst) })}
          </Text>
          <Text className="xx-relation__text">{t(`xingxiu.pair.${rel.pair}`)}</Text>
        </View>
      )}
      {first && !second && births.length > 1 && <View className="card muted">{t('xingxiu.pickSecond')}</View>}

      <View className="list">
        <Pressable className="list__item" data-testid="xx-settings" onPress={() => void navigate('xingxiu-settings')}>
          {t('xingxiu.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
