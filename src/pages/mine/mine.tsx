import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Avatar } from '@/components/account/avatar'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { avatarUrl } from '@/store/account-actions'
import { coinsOf, useSession } from '@/store/session'
import { adminAreaOpen } from '@/store/admin-model'
import { openPageNeedingLogin } from '@/store/login-prompt'
import { APP_VERSION } from '@/version'
import { Pressable } from '@/components/ui/pressable'
import { openCoins } from './coin-info'
import { useUnreadCount } from './unread'
import './mine.css'

export default function MinePage() {
  const t = useT()
  const localize = useLocalize()
  const loginInfo = useSession((s) => s.loginInfo)
  const user = loginInfo?.token ? loginInfo.user : null
  const coins = coinsOf(loginInfo)
  const unread = useUnreadCount(!!user)
  const name = user ? user.nickname || String(user.uid) : t('mine.guest')
  const openUser = () => (user ? navigate('user-info') : navigate('login', { toPage: '/pages/mine/mine' }))
  return (
    <PageShell routeId="mine">
      <Pressable className="mine-header card" data-testid="mine-user" onPress={() => void openUser()}>
        <Avatar src={avatarUrl(user?.avatar)} name={user ? name : t('app.name')} />
        <View className="mine-header__text">
          <Text className="mine-header__name" data-testid="mine-name">
            {user ? localize(name) : t('account.user.loginOrRegister')}
          </Text>
          <Text className="muted">{user ? t('app.slogan') : t('account.user.tapToLogin')}</Text>
        </View>
        <Text className="list__chevron mine-header__chevron">›</Text>
      </Pressable>
      <View className="list">
        <Pressable className="list__item" data-testid="mine-coins" onPress={() => void openCoins(t, !!user)}>
          <Text>{t('account.coins.label')}</Text>
          <Text className="list__value mine-coins" data-testid="mine-coin-num">
            {coins === null ? t('account.coins.loginToSee') : String(coins)}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-messages" onPress={() => void openPageNeedingLogin('message-list', 'confirm')}>
          <Text>{t('inbox.mineRow')}</Text>
          <Text className="list__value">
            {unread > 0 && (
              <Text className="mine-badge" data-testid="mine-unread" aria-label={t('inbox.unreadBadge', { n: unread })}>
                {unread > 99 ? '99+' : String(unread)}
              </Text>
            )}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
        {user && (
          <Pressable className="list__item" data-testid="mine-sync" onPress={() => void navigate('sync-settings')}>
            <Text>{t('account.user.syncSettings')}</Text>
            <Text className="list__chevron">›</Text>
          </Pressable>
        )}
        {user && (
          <Pressable className="list__item" data-testid="mine-account" onPress={() => void navigate('user-account')}>
            <Text>{t('account.user.account')}</Text>
            <Text className="list__chevron">›</Text>
          </Pressable>
        )}
        {user && (
          <Pressable className="list__item" data-testid="mine-cards" onPress={() => void navigate('user-product-list-my')}>
            <Text>{t('cards.mineRow')}</Text>
            <Text className="list__chevron">›</Text>
          </Pressable>
        )}
        {user && adminAreaOpen(loginInfo) && (
          <Pressable className="list__item" data-testid="mine-admin" onPress={() => void navigate('admin')}>
            <Text>{t('admin.mineRow')}</Text>
            <Text className="list__chevron">›</Text>
          </Pressable>
        )}
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="mine-births" onPress={() => void navigate('birth-list')}>
          <Text>{t('birthRoute.birthList')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-birth-invite" onPress={() => void openPageNeedingLogin('birth-invite', 'confirm')}>
          <Text>{t('birthRoute.birthInvite')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="mine-articles" onPress={() => void navigate('cms-column-list')}>
          <Text>{t('cms.mineRow')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-book-clubs" onPress={() => void navigate('book-club-list')}>
          <Text>{t('event.mineBookClubs')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-activities" onPress={() => void navigate('activity-list')}>
          <Text>{t('event.mineActivities')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-courses" onPress={() => void navigate('course-list')}>
          <Text>{t('course.mineRow')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-readings" onPress={() => void navigate('ai-reading')}>
          <Text>{t('readingRoute.reading')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="mine-settings" onPress={() => void navigate('settings')}>
          <Text>{t('mine.settings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="mine-about" onPress={() => void navigate('about')}>
          <Text>{t('mine.about')}</Text>
          <Text className="list__value">
            {APP_VERSION}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
