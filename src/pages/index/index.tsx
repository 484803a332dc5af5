import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { AlmanacCard } from '@/components/home/almanac-card'
import { ChartBirthCard } from '@/components/home/chart-birth-card'
import { FirstRunCard } from '@/components/home/first-run-card'
import { PageShell } from '@/components/ui/page-shell'
import { ToolGrid } from '@/components/ui/tool-grid'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { ROUTES } from '@/routes'
import './index.css'

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

export default function HomePage() {
  const t = useT()
  const l = useLocalize()
  const [now, setNow] = useState(() => new Date())
  usePullDownRefresh(() => {
    setNow(new Date())
    void Taro.stopPullDownRefresh()
  })
  const systems = ROUTES.filter((r) => r.system)
  return (
    <PageShell routeId="home">
      <View className="card home-today" data-testid="home-today">
        <Text className="home-today__label">{t('home.today')}</Text>
        <Text className="home-today__date">
          {now.getFullYear()}-{String(now.getMonth() + 1).padStart(2, '0')}-{String(now.getDate()).padStart(2, '0')}{' '}
          {t('home.weekday', { day: WEEKDAYS[now.getDay()] })}
        </Text>
      </View>
      <FirstRunCard />
      <ChartBirthCard />
      <AlmanacCard now={now} onOpen={(date) => void navigate('calendar', { date })} />
      <ToolGrid
        title={t('home.systems')}
        items={systems.map((r) => ({ id: r.id, icon: l(r.system!.icon), label: t(r.titleKey), testId: `system-${r.id}` }))}
        onOpen={(id) => void navigate(id)}
      />
    </PageShell>
  )
}
