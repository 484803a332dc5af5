import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { CodeButton } from '@/components/account/code-button'
import '@/components/account/form.css'
import { Pressable } from '@/components/ui/pressable'
import './index.css'
import { useT } from '@/components/hooks'
import { navigate, returnAfterLogin } from '@/platform/navigation'
import { loginWithEmailCode, loginWithPassword, loginWithWeixin, requestLoginCode } from '@/store/account-actions'
import { weixinLoginOffered } from '@/store/weixin'
import { fieldLabelAttributes } from '@/platform/a11y'

type Mode = 'code' | 'password'

/** Login by e-mail code (first login registers) or password; returns to toPage (SPEC §2). */
export default function LoginPage() {
  const t = useT()
  const { params } = useRouter()
  const [mode, setMode] = useState<Mode>('code')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [weixinOffered, setWeixinOffered] = useState(false)

  useEffect(() => {
    let live = true
    void weixinLoginOffered().then((offered) => live && setWeixinOffered(offered))
    return () => {
      live = false
    }
  }, [])

  const run = async (login: () => Promise<boolean>) => {
    if (busy) return
    setBusy(true)
    try {
      if (await login()) await returnAfterLogin(params.toPage)
    } finally {
      setBusy(false)
    }
  }
  const submit = () => run(() => (mode === 'code' ? loginWithEmailCode(email, code) : loginWithPassword(account, password)))

  return (
    <PageShell routeId="login">
      <View className="login__mode">
        <Segmented<Mode>
          testId="login-mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'code', label: t('account.login.byCode') },
            { value: 'password', label: t('account.login.byPassword') },
          ]}
        />
      </View>
      {mode === 'code' ? (
        <View className="form">
          <View className="form__row">
            <Text className="form__label">{t('account.login.email')}</Text>
            <Input
              {...fieldLabelAttributes(t('account.login.email'))}
              className="form__input"
              data-testid="login-email"
              type="text"
              value={email}
              placeholder={t('account.login.emailPlaceholder')}
              onInput={(e) => setEmail(e.detail.value)}
            />
          </View>
          <View className="form__row">
            <Text className="form__label">{t('account.login.code')}</Text>
            <Input
              {...fieldLabelAttributes(t('account.login.code'))}
              className="form__input"
              data-testid="login-code"
              type="number"
              maxlength={8}
              value={code}
              placeholder={t('account.login.codePlaceholder')}
              onInput={(e) => setCode(e.detail.value)}
            />
            <CodeButton testId="login-send" onSend={() => requestLoginCode(email)} />
          </View>
        </View>
      ) : (
        <View className="form">
          <View className="form__row">
            <Text className="form__label">{t('account.login.account')}</Text>
            <Input
              {...fieldLabelAttributes(t('account.login.account'))}
              className="form__input"
              data-testid="login-account"
              type="text"
              value={account}
              placeholder={t('account.login.accountPlaceholder')}
              onInput={(e) => setAccount(e.detail.value)}
            />
          </View>
          <View className="form__row">
            <Text className="form__label">{t('account.login.password')}</Text>
            <Input
              {...fieldLabelAttributes(t('account.login.password'))}
              className="form__input"
              data-testid="login-password"
              password
              value={password}
              placeholder={t('account.login.passwordPlaceholder')}
              onInput={(e) => setPassword(e.detail.value)}
            />
          </View>
        </View>
      )}
      <View className="form__hint">{t('account.login.hint')}</View>
      <View className="form__actions">
        <Pressable className="btn" data-testid="login-submit" onPress={() => void submit()}>
          {t('account.login.submit')}
        </Pressable>
        {weixinOffered && (
          <Pressable className="btn btn--ghost" data-testid="login-weixin" onPress={() => void run(loginWithWeixin)}>
            {t('account.login.weixin')}
          </Pressable>
        )}
      </View>
      <View className="login__legal" data-testid="login-legal">
        <Text>{t('legalLinks.agree')}</Text>
        <Pressable inline role="link" className="login__link" data-testid="login-protocol" onPress={() => void navigate('protocol')}>
          {t('legalLinks.protocol')}
        </Pressable>
        <Pressable inline role="link" className="login__link" data-testid="login-privacy" onPress={() => void navigate('privacy')}>
          {t('legalLinks.privacy')}
        </Pressable>
      </View>
      <Pressable inline role="link" className="login__link login__intro" data-testid="login-intro-link" onPress={() => void navigate('login-intro')}>
        {t('legalLinks.loginIntro')}
      </Pressable>
    </PageShell>
  )
}
