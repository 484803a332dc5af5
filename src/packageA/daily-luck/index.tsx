import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { dailyCard, type DailyCard } from '@/astro/luck'
import { BRANCH_TEXTS, SHI_SHEN_TEXTS } from '@/astro/luck/meanings'
import { civilFromJulianDay, julianDay, parseDate } from '@/core/time'
import { useJsonMemo, useLocalize, useT } from '@/components/hooks'
import { DateRow } from '@/components/ui/date-param'
import { PageShell } from '@/components/ui/page-shell'
import { ShareImageButton } from '@/components/share/share-button'
import { tilesPicture } from '@/components/share/pictures'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { baziSettingsOf, useBaziSettings } from '@/store/bazi-settings'
import { useNatalChart } from '../chart-common/use-natal'
import { isDateText, todayText, useLuckReading } from '../luck/use-luck'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

const ELEMENT_ZH = { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' } as const

function shiftDate(date: string, days: number): string {
  const c = civilFromJulianDay(julianDay(parseDate(date)) + days)
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`
}

/** One card per day for the current birth (?a=, ?date=YYYY-MM-DD): index, colour, number, direction and our texts. */
export default function DailyLuckPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, loading, error, eph } = useNatalChart(params.a)
  const [date, setDate] = useState(() => (isDateText(params.date) ? params.date : todayText()))
  const reading = useLuckReading(eph, birth, 'day', date)
  const baziSettings = useJsonMemo(baziSettingsOf(useBaziSettings()))
  const card = useMemo((): DailyCard | string | null => {
    if (!birth || !reading || typeof reading === 'string') return typeof reading === 'string' ? reading : null
    try {
      const b = { date: birth.date, time: birth.time, birthZone: birth.birthZone, summer: birth.summer, lng: birth.lng, sex: birth.sex }
      // The reader's bazi choices; a profile marked 按太阳时排八字 (isDelta) is read on solar time, as on the bazi page.
      return dailyCard(b, parseDate(date), reading.overall, { ...baziSettings, isDelta: baziSettings.isDelta || Boolean(birth.isDelta) })
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [birth, reading, date, baziSettings])
  const go = (d: string) => isDateText(d) && setDate(d)

  return (
    <PageShell routeId="daily-luck" title={t('dailyLuck.title')}>
      {!birth && <View className="card muted">{t('chart.noBirth')}</View>}
      <View className="dl-switch">
        <Pressable className="ct-chip" data-testid="dl-prev" onPress={() => go(shiftDate(date, -1))}>
          {t('dailyLuck.prevDay')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="dl-today" onPress={() => go(todayText())}>
          {t('dailyLuck.today')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="dl-next" onPress={() => go(shiftDate(date, 1))}>
          {t('dailyLuck.nextDay')}
        </Pressable>
      </View>
      <DateRow label={t('luck.date')} date={date} onChange={go} testId="dl-date" />
      <ChartStates loading={loading} error={error} />
      {typeof card === 'string' && <View className="card ct-warn">{l(card)}</View>}
      {card && typeof card === 'object' && (
        <View className="dl-card" data-testid="dl-card" data-index={card.index} data-date={card.date}>
          <View className="dl-card__top">
            <Text className="dl-card__date">{card.date}</Text>
            <Text className="dl-card__gz" data-testid="dl-ganzhi">
              {l(t('dailyLuck.dayGanZhi', { gz: card.dayGanZhi }))}
            </Text>
            {birth && <Text className="dl-card__name">{l(birth.name)}</Text>}
          </View>
          <View className="dl-card__index">
            <Text className="dl-card__n" data-testid="dl-index">
              {card.index}
            </Text>
            <Text className="dl-card__level" data-testid="dl-level">
              {t(`dailyLuck.level.${card.level}`)}
            </Text>
          </View>
          <Text className="dl-card__label">{t('dailyLuck.index')}</Text>
          <View className="dl-card__lucky">
            <View className="dl-lucky" data-testid="dl-colour">
              <View className="dl-swatch" style={{ background: card.colour.hex }} />
              <Text className="dl-lucky__v">{l(card.colour.name)}</Text>
              <Text className="dl-lucky__k">{t('dailyLuck.colour')}</Text>
            </View>
            <View className="dl-lucky" data-testid="dl-number">
              <Text className="dl-lucky__big">{card.number}</Text>
              <Text className="dl-lucky__k">{t('dailyLuck.number')}</Text>
            </View>
            <View className="dl-lucky" data-testid="dl-direction">
              <Text className="dl-lucky__big">{l(card.direction)}</Text>
              <Text className="dl-lucky__k">{t('dailyLuck.direction')}</Text>
            </View>
          </View>
          <Text className="dl-card__text">{l(SHI_SHEN_TEXTS[card.shiShen])}</Text>
          <Text className="dl-card__text">{l(BRANCH_TEXTS[card.branchRelation])}</Text>
          <Text className="dl-card__foot">
            {l(t('dailyLuck.dayMaster', { dm: card.dayMaster }))} · {l(t('dailyLuck.element', { el: ELEMENT_ZH[card.element] }))} ·{' '}
            {t('dailyLuck.scores', { bazi: card.baziScore, transit: card.transitScore })}
          </Text>
        </View>
      )}
      {card && typeof card === 'object' && (
        <ShareImageButton
          content={{
            title: t('dailyLuck.title'),
            subtitle: birth ? l(birth.name) : '',
            date: `${card.date} · ${l(t('dailyLuck.dayGanZhi', { gz: card.dayGanZhi }))}`,
            picture: tilesPicture([
              { label: t('dailyLuck.index'), value: `${card.index} ${t(`dailyLuck.level.${card.level}`)}` },
              { label: t('dailyLuck.colour'), value: l(card.colour.name) },
              { label: t('dailyLuck.number'), value: String(card.number) },
              { label: t('dailyLuck.direction'), value: l(card.direction) },
            ]),
            paragraphs: [l(SHI_SHEN_TEXTS[card.shiShen]), l(BRANCH_TEXTS[card.branchRelation])],
            footer: t('shareCard.footer'),
          }}
          fileTitle={t('dailyLuck.title')}
          canvasId="dl-share-canvas"
          testId="dl-share"
        />
      )}
      {card && typeof card === 'object' && (
        <View className="card" data-testid="dl-reasoning">
          <View className="card__title">{t('dailyLuck.reasoning')}</View>
          {card.reasoning.map((r, i) => (
            <Text key={i} className="dl-reason">
              {l(r)}
            </Text>
          ))}
        </View>
      )}
      <View className="list">
        <Pressable
          className="list__item"
          data-testid="dl-to-luck"
          onPress={() => void navigate('luck', { date, ...(birth ? { a: String(birth.id) } : {}) })}
        >
          {t('dailyLuck.toLuck')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
