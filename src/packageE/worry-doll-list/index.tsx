import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { WorryRow } from '@/components/wellness/worry-row'
import { navigate } from '@/platform/navigation'
import { OUTCOMES, useWorryDoll, type Outcome } from '@/store/worry-doll'
import './index.css'

/** 我的烦恼: every worry given to the doll, newest first, with how each turned out. */
export default function WorryDollListPage() {
  const t = useT()
  const list = useWorryDoll((s) => s.list)
  const [nowMs, setNowMs] = useState(() => Date.now())
  useDidShow(() => setNowMs(Date.now()))
  usePullDownRefresh(() => {
    useWorryDoll.getState().hydrate()
    setNowMs(Date.now())
    void Taro.stopPullDownRefresh()
  })
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, list.filter((w) => w.outcome === o).length])) as Record<Outcome, number>
  return (
    <PageShell routeId="worry-doll-list">
      {list.length === 0 ? (
        <View className="card">
          <Text className="muted">{t('worry.none')}</Text>
          <Pressable className="btn worry-list__write" onPress={() => void navigate('worry-doll')} data-testid="worry-list-write">
            {t('wellnessRoute.worryDoll')}
          </Pressable>
        </View>
      ) : (
        <View className="card" data-testid="worry-list">
          <View className="card__title">{t('worry.count', { n: list.length })}</View>
          <Text className="muted worry-list__summary" data-testid="worry-summary">
            {t('worry.summary', counts)}
          </Text>
          {list.map((w) => (
            <WorryRow key={w.id} worry={w} nowMs={nowMs} />
          ))}
        </View>
      )}
    </PageShell>
  )
}
