import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Avatar } from '@/components/account/avatar'
import { useLocalize, useT } from '@/components/hooks'
import { apiBaseUrl } from '@/api/request'
import { navigate } from '@/platform/navigation'
import { avatarSrc } from '@/store/account'
import { showLoginTipDialog } from '@/store/login-prompt'
import { coinsOf, useSession } from '@/store/session'
import { APP_VERSION } from '@/version'
import './mine.css'

export default function MinePage() {
  const t = useT()
  const localize = useLocalize()
  const loginInfo = useSession((s) => s.loginInfo)
  const user = loginInfo?.token ? loginInfo.user : null
  const coins = coinsOf(loginInfo)
  const name = user ? user.nickname || String(user.uid) : t('mine.guest')
  const openUser = () => (user ? navigate('user-info') : navigate('login', { toPage: '/pages/mine/mine' }))
  return (
    <PageShell routeId="mine">
      <View className="mine-header card" data-testid="mine-user" onClick={() => void openUser()}>
        <Avatar src={avatarSrc(user?.avatar, apiBaseUrl())} name={user ? name : t('app.name')} />
        <View className="mine-header__text">
          <Text className="mine-header__name" data-testid="mine-name">
            {user ? localize(name) : t('account.user.loginOrRegister')}
          </Text>
          <Text className="muted">{user ? t('app.slogan') : t('account.user.tapToLogin')}</Text>
        </View>
        <Text className="list__chevron mine-header__chevron">›</Text>
      </View>
      <View className="list">
        <View className="list__item" data-testid="mine-coins" onClick={() => void (user ? undefined : showLoginTipDialog())}>
          <Text>{t('account.coins.label')}</Text>
          <Text className="list__value mine-coins" data-testid="mine-coin-num">
            {coins === null ? t('account.coins.loginToSee') : String(coins)}
          </Text>
        </View>
        {user && (
          <View className="list__item" data-testid="mine-sync" onClick={() => void navigate('sync-settings')}>
            <Text>{t('account.user.syncSettings')}</Text>
            <Text className="list__chevron">›</Text>
          </View>
        )}
        {user && (
          <View className="list__item" data-testid="mine-account" onClick={() => void navigate('user-account')}>
            <Text>{t('account.user.account')}</Text>
            <Text className="list__chevron">›</Text>
          </View>
        )}
      </View>
      <View className="list">
        <View className="list__item" data-testid="mine-births" onClick={() => void navigate('birth-list')}>
          <Text>{t('birthRoute.birthList')}</Text>
          <Text className="list__chevron">›</Text>
        </View>
        <View className="list__item" data-testid="mine-birth-invite" onClick={() => void navigate('birth-invite')}>
          <Text>{t('birthRoute.birthInvite')}</Text>
          <Text className="list__chevron">›</Text>
        </View>
      </View>
      <View className="list">
        <View className="list__item" data-testid="mine-settings" onClick={() => void navigate('settings')}>
          <Text>{t('mine.settings')}</Text>
          <Text className="list__chevron">›</Text>
        </View>
        <View className="list__item" data-testid="mine-about" onClick={() => void navigate('about')}>
          <Text>{t('mine.about')}</Text>
          <Text className="list__value">
            {APP_VERSION}
            <Text className="list__chevron">›</Text>
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
