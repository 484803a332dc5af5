import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import '@/components/account/form.css'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { goHome, navigate } from '@/platform/navigation'
import { logoutNow, requestOnceLoginCode, unregisterAccount } from '@/store/account-actions'
import { useSession } from '@/store/session'
import { Pressable } from '@/components/ui/pressable'

export default function UserAccountPage() {
  const t = useT()
  const user = useSession((s) => s.loginInfo?.user)
  if (!user) return <PageShell routeId="user-account">{null}</PageShell>

  const showLoginCode = async () => {
    const r = await requestOnceLoginCode()
    if (!r) return
    await feedback().confirm({
      title: t('account.acct.loginCodeTitle'),
      content: t('account.acct.loginCodeText', { code: r.code, min: r.minutes }),
      showCancel: false,
    })
  }
  const askUnregister = async () => {
    if (!(await feedback().confirm({ title: t('account.acct.unregister'), content: t('account.acct.unregisterConfirm') }))) return
    if (await unregisterAccount()) await goHome()
  }
  const askLogout = async () => {
    if (!(await feedback().confirm({ title: t('account.prompt.title'), content: t('account.user.logoutConfirm') }))) return
    logoutNow()
    await goHome()
  }

  return (
    <PageShell routeId="user-account">
      <View className="list">
        <Pressable className="list__item" data-testid="acct-email" onPress={() => void navigate('band-email')}>
          <Text>{t('account.acct.bandEmail')}</Text>
          <Text className="list__value">
            {user.email || t('account.user.unbound')}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
        <Pressable className="list__item" data-testid="acct-phone" onPress={() => void navigate('band-tel')}>
          <Text>{t('account.acct.bandTel')}</Text>
          <Text className="list__value">
            {user.phone || t('account.user.unbound')}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
        <Pressable className="list__item" data-testid="acct-password" onPress={() => void navigate('password-set')}>
          <Text>{t('account.acct.password')}</Text>
          <Text className="list__value">
            {user.has_password ? t('account.acct.passwordSet') : t('account.acct.passwordNotSet')}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
        <Pressable className="list__item" data-testid="acct-login-code" onPress={() => void showLoginCode()}>
          <Text>{t('account.acct.loginCode')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <View className="form__actions">
        <Pressable className="btn btn--danger" data-testid="acct-logout" onPress={() => void askLogout()}>
          {t('account.user.logout')}
        </Pressable>
        <Pressable className="btn btn--ghost" data-testid="acct-unregister" onPress={() => void askUnregister()}>
          {t('account.acct.unregister')}
        </Pressable>
      </View>
    </PageShell>
  )
}
