import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useSession } from '@/store/session'
import { APP_VERSION } from '@/version'
import './mine.css'

export default function MinePage() {
  const t = useT()
  const loginInfo = useSession((s) => s.loginInfo)
  const user = loginInfo?.user
  return (
    <PageShell routeId='mine'>
      <View className='mine-header card'>
        <View className='mine-header__avatar'>{(user?.nickname || t('app.name')).slice(0, 1)}</View>
        <View className='mine-header__text'>
          <Text className='mine-header__name'>{user ? user.nickname || String(user.uid) : t('mine.guest')}</Text>
          <Text className='muted'>{t('app.slogan')}</Text>
        </View>
      </View>
      <View className='list'>
        <View className='list__item' data-testid='mine-settings' onClick={() => void navigate('settings')}>
          <Text>{t('mine.settings')}</Text>
          <Text className='list__chevron'>›</Text>
        </View>
        <View className='list__item' data-testid='mine-about' onClick={() => void navigate('about')}>
          <Text>{t('mine.about')}</Text>
          <Text className='list__value'>
            {APP_VERSION}
            <Text className='list__chevron'>›</Text>
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
