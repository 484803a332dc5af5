import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { AlmanacCard } from '@/components/home/almanac-card'
import { ChartBirthCard } from '@/components/home/chart-birth-card'
import { FirstRunCard } from '@/components/home/first-run-card'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
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
      {systems.length > 0 && (
        <View className="card">
          <Text className="card__title">{t('home.systems')}</Text>
          <View className="grid home-grid">
            {systems.map((r) => (
              <Pressable key={r.id} className="home-grid__item" onPress={() => void navigate(r.id)} data-testid={`system-${r.id}`}>
                <View className="home-grid__icon" aria-hidden="true">
                  {l(r.system!.icon)}
                </View>
                <Text className="home-grid__label">{t(r.titleKey)}</Text>
              </Pressable>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
