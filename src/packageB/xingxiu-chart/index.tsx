import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { parseDate, type CivilDate } from '@/core/time'
import { xingxiuReading, type XingxiuPerson, type Xiu28Info } from '@/divination/xingxiu'
import { navigate } from '@/platform/navigation'
import { useBirths, visible } from '@/store/births'
import './index.css'

function todayOf(): CivilDate {
  const d = new Date()
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

function birthDateOf(date: string | undefined): CivilDate | undefined {
  if (!date) return undefined
  try {
    return parseDate(date)
  } catch {
    return undefined
  }
}

function XiuLink({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <Pressable inline className="xx-link" data-testid={testId} onPress={() => void navigate('xingxiu-info', { name })}>
      {label}
    </Pressable>
  )
}

function XiuBadge({ x, caption, testId }: { x: Xiu28Info; caption: string; testId: string }) {
  const l = useLocalize()
  return (
    <Pressable className="xx-badge" data-testid={testId} onPress={() => void navigate('xingxiu-info', { name: x.name })}>
      <Text className="xx-badge__glyph">{l(x.name)}</Text>
      <View className="xx-badge__body">
        <Text className="xx-badge__caption">{caption}</Text>
        <Text className="xx-badge__name">{l(x.fullName)}</Text>
        <Text className="muted xx-badge__quarter">{l(x.quarter)}</Text>
      </View>
    </Pressable>
  )
}

function PersonCard({ who, name, p, testId }: { who: string; name: string; p: XingxiuPerson; testId: string }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card xx-person" data-testid={testId}>
      <View className="card__title">
        {who} · {l(name)}
      </View>
      <Text className="muted">{t('xingxiu.lunar', { lunar: l(p.natal.lunar.text) })}</Text>
      <View className="xx-person__row">
        <Text className="xx-person__natal">{t('xingxiu.natal', { name: l(p.natal.name) })}</Text>
        <XiuLink name={p.natal.name} label={t('xingxiu.openInfo', { name: l(p.natal.name) })} testId={`${testId}-open`} />
      </View>
      <Text className="muted">{t('xingxiu.birthDay', { name: l(p.birthDayXiu.fullName) })}</Text>
    </View>
  )
}

/** 二十八宿: today's 值日宿 and 年禽, the 宿曜经 natal 宿 of two saved births and their 三九 relationship. */
export default function XingxiuChartPage() {
  const t = useT()
  const l = useLocalize()
  const list = useBirths((s) => s.list)
  const births = useMemo(() => visible(list), [list])
  const [today] = useState(todayOf)
  const [firstId, setFirstId] = useState<number | null>(null)
  const [secondId, setSecondId] = useState<number | null>(null)
  const first = births.find((b) => b.id === firstId) ?? births[0]
  const second = births.find((b) => b.id === secondId && b.id !== first?.id)
  const reading = useMemo(
    () => xingxiuReading({ date: today, first: birthDateOf(first?.date), second: birthDateOf(second?.date) }),
    [today, first?.date, second?.date],
  )
  const weekday = new Date(today.year, today.month - 1, today.day).getDay()
  const rel = reading.relation

  return (
    <PageShell routeId="xingxiu-chart">
      <View className="card" data-testid="xx-today">
        <View className="card__title">{t('xingxiu.today')}</View>
        <Text className="muted">{t('xingxiu.todayLine', { date: reading.date, week: t('xingxiu.weekdays').charAt(weekday) })}</Text>
        <View className="xx-badges">
          <XiuBadge x={reading.day} caption={t('xingxiu.dayXiu')} testId="xx-day" />
          <XiuBadge x={reading.year} caption={t('xingxiu.yearXiu', { year: reading.ganZhiYear })} testId="xx-year" />
        </View>
        <Text className="xx-rule muted">{t('xingxiu.dayRule')}</Text>
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

      {first && reading.first && <PersonCard who={t('xingxiu.first')} name={first.name} p={reading.first} testId="xx-first" />}
      {second && reading.second && <PersonCard who={t('xingxiu.second')} name={second.name} p={reading.second} testId="xx-second" />}
      {first && reading.first && <Text className="xx-rule muted">{t('xingxiu.natalRule')}</Text>}

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
    </PageShell>
  )
}
