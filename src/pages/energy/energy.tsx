import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { ShareImageButton } from '@/components/share/share-button'
import { tilesPicture } from '@/components/share/pictures'
import { PageShell } from '@/components/ui/page-shell'
import { ToolGrid } from '@/components/ui/tool-grid'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { BRANCH_TEXTS, DAY_ENERGY_TEXTS, RELATION_TEXTS, birthDayEnergy, type DayEnergy } from '@/divination/daily-energy'
import { navigate } from '@/platform/navigation'
import { ROUTES } from '@/routes'
import { isSample, useBirths } from '@/store/births'
import { energyPillarSettings } from '@/store/energy'
import { dayTotal, grandTotal, localDate, streaks } from '@/store/merit-model'
import { useMerit } from '@/store/merit-counter'
import { syncMeritNow } from '@/store/merit-sync'
import './energy.css'

/** The energy tab: today's 干支 against the current birth's day master, the merit counter and every wellness page. */
export default function EnergyPage() {
  const t = useT()
  const l = useLocalize()
  const [now, setNow] = useState(() => new Date())
  const birth = useBirths((s) => s.chartBirth)
  const counter = useMerit((s) => s.counter)
  useDidShow(() => setNow(new Date()))
  usePullDownRefresh(() => {
    setNow(new Date())
    useMerit.getState().hydrate()
    void syncMeritNow().finally(() => void Taro.stopPullDownRefresh())
  })
  const today = localDate(now)
  const energy = useMemo((): DayEnergy | null | 'bad' => {
    if (!birth) return null
    try {
      const input = { date: birth.date, time: birth.time, birthZone: birth.birthZone, summer: birth.summer, lng: birth.lng }
      return birthDayEnergy(input, energyPillarSettings(), { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
    } catch {
      return 'bad'
    }
  }, [birth, now])
  const streak = streaks(counter, today)
  const tools = ROUTES.filter((r) => r.wellness)
  const el = (id: string) => t(`energy.element.${id}`)
  const share = (e: DayEnergy) => ({
    title: t('energy.today'),
    subtitle: t('energy.forBirth', { name: l(birth!.name) }),
    date: t('energy.dayPillar', { date: today, gz: l(e.dayGanZhi) }),
    picture: tilesPicture([
      { label: t('energy.shareDayMaster'), value: `${l(e.dayMaster)}${el(e.dayMasterElement)}` },
      { label: t('energy.shareDay'), value: l(e.dayGanZhi) },
      { label: t('energy.shareTenGod'), value: l(e.tenGod) },
    ]),
    paragraphs: [
      { heading: l(RELATION_TEXTS[e.relation].title) },
      l(RELATION_TEXTS[e.relation].tone),
      l(DAY_ENERGY_TEXTS[e.tenGod]),
      ...(e.branch !== 'none' ? [`${l(e.branchPair)} · ${l(BRANCH_TEXTS[e.branch])}`] : []),
    ],
    footer: t('shareCard.footer'),
  })

  return (
    <PageShell routeId="energy">
      <View className="card energy-today" data-testid="energy-today">
        <Text className="card__title">{t('energy.today')}</Text>
        {energy === null ? (
          <View>
            <Text className="muted">{t('energy.noBirth')}</Text>
            <Pressable className="btn energy-today__btn" onPress={() => void navigate('birth-editor')} data-testid="energy-add-birth">
              {t('energy.addBirth')}
            </Pressable>
          </View>
        ) : energy === 'bad' ? (
          <Text className="muted">{t('energy.badBirth')}</Text>
        ) : (
          <View>
            <Text className="energy-today__date">{t('energy.dayPillar', { date: today, gz: l(energy.dayGanZhi) })}</Text>
            <View className="energy-today__who">
              <Text className="muted">{t('energy.forBirth', { name: l(birth!.name) })}</Text>
              {isSample(birth!) && <Text className="sample-tag">{t('births.sample')}</Text>}
            </View>
            <View className="energy-today__pair">
              <Text className={`energy-chip energy-chip--${energy.dayMasterElement}`}>
                {t('energy.dayMaster', { stem: l(energy.dayMaster), element: el(energy.dayMasterElement) })}
              </Text>
              <Text className="energy-today__arrow">⇄</Text>
              <Text className={`energy-chip energy-chip--${energy.dayElement}`}>
                {t('energy.dayStem', { stem: l(energy.dayGanZhi[0]), element: el(energy.dayElement) })}
              </Text>
            </View>
            <View className="energy-today__head">
              <Text className="energy-today__god" data-testid="energy-tengod">
                {l(energy.tenGod)}
              </Text>
              <View className="energy-today__rel">
                <Text className="energy-today__title" data-testid="energy-relation">
                  {l(RELATION_TEXTS[energy.relation].title)}
                </Text>
                <Text className="muted">{l(RELATION_TEXTS[energy.relation].tone)}</Text>
              </View>
            </View>
            <Text className="energy-today__text">{l(DAY_ENERGY_TEXTS[energy.tenGod])}</Text>
            {energy.branch !== 'none' && (
              <Text className="energy-today__branch" data-testid="energy-branch" data-branch={energy.branch}>
                {l(energy.branchPair)} · {l(BRANCH_TEXTS[energy.branch])}
              </Text>
            )}
            <Pressable className="energy-today__change" onPress={() => void navigate('birth-list', { pick: 'chart' })}>
              {t('energy.changeBirth')} ›
            </Pressable>
            <ShareImageButton content={share(energy)} fileTitle={t('energy.today')} canvasId="energy-share-canvas" testId="energy-share" />
          </View>
        )}
      </View>

      <Pressable className="card energy-merit" onPress={() => void navigate('wooden-fish')} data-testid="energy-merit">
        <View className="energy-merit__main">
          <Text className="card__title">{t('energy.merit')}</Text>
          <Text className="energy-merit__today" data-testid="energy-merit-today">
            {t('energy.meritToday', { n: dayTotal(counter, today) })}
          </Text>
          <Text className="muted" data-testid="energy-merit-total">
            {t('energy.meritTotal', { n: grandTotal(counter) })}
          </Text>
        </View>
        <View className="energy-merit__streak" data-testid="energy-streak" data-current={streak.current} data-longest={streak.longest}>
          <Text className="energy-merit__flame">{streak.current > 0 ? t('energy.streak', { n: streak.current }) : t('energy.streakNone')}</Text>
          {streak.longest > 0 && <Text className="muted">{t('energy.streakLongest', { n: streak.longest })}</Text>}
          <Text className="energy-merit__go">{t('energy.knockNow')}</Text>
        </View>
      </Pressable>

      <ToolGrid
        title={t('energy.tools')}
        items={tools.map((r) => ({ id: r.id, icon: l(r.wellness!.icon), label: t(r.titleKey), testId: `wellness-${r.id}` }))}
        onOpen={(id) => void navigate(id)}
      />
    </PageShell>
  )
}
