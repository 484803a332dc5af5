import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { lazy, Suspense, useState } from 'react'
import { ChartBirthCard } from '@/components/home/chart-birth-card'
import { FirstRunCard } from '@/components/home/first-run-card'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import './index.css'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

// The show-info blocks, today's sky, the luck card and the tool grid come after first paint (an H5 chunk).
const blocks = () => import('@/components/home/home-blocks')
const HomeTop = lazy(() => blocks().then((m) => ({ default: m.HomeTop })))
const HomeBottom = lazy(() => blocks().then((m) => ({ default: m.HomeBottom })))
// The almanac needs the lunar calendar (~80 KB compressed): the cards above it are drawn without waiting for it.
const AlmanacCard = lazy(() => import('@/components/home/almanac-card').then((m) => ({ default: m.AlmanacCard })))

export default function HomePage() {
  const t = useT()
  const [now, setNow] = useState(() => new Date())
  const [refresh, setRefresh] = useState(0)
  usePullDownRefresh(() => {
    setNow(new Date())
    setRefresh((n) => n + 1)
    void Taro.stopPullDownRefresh()
  })
  return (
    <PageShell routeId="home">
      <Suspense fallback={null}>
        <HomeTop now={now} refresh={refresh} />
      </Suspense>
      <View className="card home-today" data-testid="home-today">
        <Text className="home-today__label">{t('home.today')}</Text>
        <Text className="home-today__date">
          {now.getFullYear()}-{String(now.getMonth() + 1).padStart(2, '0')}-{String(now.getDate()).padStart(2, '0')}{' '}
          {t('home.weekday', { day: WEEKDAYS[now.getDay()] })}
        </Text>
      </View>
      <FirstRunCard />
      <ChartBirthCard />
      <Suspense fallback={null}>
        <AlmanacCard now={now} onOpen={(date) => void navigate('calendar', { date })} />
      </Suspense>
      <Suspense
        fallback={
          <View className="muted home-loading" role="status">
            {t('home.loading')}
          </View>
        }
      >
        <HomeBottom now={now} refresh={refresh} />
      </Suspense>
    </PageShell>
  )
}
