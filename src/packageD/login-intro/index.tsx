import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import './index.css'

const POINTS = ['sync', 'coins', 'inbox'] as const

/** 登录的好处: what an account adds (sync, coins, inbox) and a way in; ?toPage= is passed on to login. */
export default function LoginIntroPage() {
  const t = useT()
  const { toPage } = useRouteParams<{ toPage?: string }>()
  return (
    <PageShell routeId="login-intro">
      <View className="card">
        <View className="login-intro__lead">{t('loginIntro.lead')}</View>
        {POINTS.map((p) => (
          <View key={p} className="login-intro__point" data-testid={`login-intro-${p}`}>
            <Text className="login-intro__h">{t(`loginIntro.${p}H`)}</Text>
            <Text className="login-intro__p">{t(`loginIntro.${p}P`)}</Text>
          </View>
        ))}
      </View>
      <Pressable className="btn" data-testid="login-intro-login" onPress={() => void navigate('login', { toPage: toPage || '/pages/mine/mine' })}>
        {t('loginIntro.login')}
      </Pressable>
      <View className="list login-intro__links">
        <Pressable className="list__item" role="link" data-testid="login-intro-privacy" onPress={() => void navigate('privacy')}>
          <Text>{t('loginIntro.privacy')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
