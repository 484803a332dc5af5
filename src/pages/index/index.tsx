import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { lazy, Suspense, useState } from 'react'
import { ChartBirthCard } from '@/components/home/chart-birth-card'
import { FirstRunCard } from '@/components/home/first-run-card'
import { HomeTop } from '@/components/home/home-top'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { useAfterFirstScreen } from '@/components/staged'
import { navigate } from '@/platform/navigation'
import './index.css'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

// Today's sky, the luck card, the reports and the tool grid come after the first screen (an H5 chunk).
const HomeBottom = lazy(() => import('@/components/home/home-blocks').then((m) => ({ default: m.HomeBottom })))
// The almanac needs the lunar calendar (~80 KB compressed): the cards above it are drawn without waiting for it.
const AlmanacCard = lazy(() => import('@/components/home/almanac-card').then((m) => ({ default: m.AlmanacCard })))

export default function HomePage() {
  const t = useT()
  const [now, setNow] = useState(() => new Date())
  const [refresh, setRefresh] = useState(0)
  // The lazily loaded cards start loading once the cards above have been painted (the app's first screen).
  const later = useAfterFirstScreen()
  usePullDownRefresh(() => {
    setNow(new Date())
    setRefresh((n) => n + 1)
    void Taro.stopPullDownRefresh()
  })
  const loading = (
    <View className="muted home-loading" role="status">
      {t('home.loading')}
    </View>
  )
  const almanacSlot = <View className="card home-almanac-slot" aria-hidden data-testid="almanac-slot" />
  return (
    <PageShell routeId="home">
      <HomeTop refresh={refresh} />
      <View className="card home-today" data-testid="home-today">
        <Text className="home-today__label">{t('home.today')}</Text>
        <Text className="home-today__date">
          {now.getFullYear()}-{String(now.getMonth() + 1).padStart(2, '0')}-{String(now.getDate()).padStart(2, '0')}{' '}
          {t('home.weekday', { day: WEEKDAYS[now.getDay()] })}
        </Text>
      </View>
      <FirstRunCard />
      <ChartBirthCard />
      {later ? (
        <Suspense fallback={almanacSlot}>
          <AlmanacCard now={now} onOpen={(date) => void navigate('calendar', { date })} />
        </Suspense>
      ) : (
        almanacSlot
      )}
      {later ? (
        <Suspense fallback={loading}>
          <HomeBottom now={now} />
        </Suspense>
      ) : (
        loading
      )}
    </PageShell>
  )
}
