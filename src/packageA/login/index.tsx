import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { CodeButton } from '@/components/account/code-button'
import '@/components/account/form.css'
import { Pressable } from '@/components/ui/pressable'
import './index.css'
import { useT } from '@/components/hooks'
import { getLoginEmailCode, loginByEmailCode, loginByPassword } from '@/api/user'
import { feedback } from '@/platform/feedback'
import { returnAfterLogin } from '@/platform/navigation'
import { isEmail, isPhone, loginSucceeded } from '@/store/account'
import { syncAfterLogin } from '@/store/sync'

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
  const toast = (m: string) => feedback().toast(m)

  const sendCode = async () => {
    if (!isEmail(email)) {
      toast(t('account.login.badEmail'))
      throw new Error('bad email')
    }
    const r = await getLoginEmailCode(email.trim())
    toast(t('account.login.codeSent'))
    return r.resend_in
  }

  const submit = async () => {
    if (busy) return
    if (mode === 'code') {
      if (!isEmail(email)) return toast(t('account.login.badEmail'))
      if (!code.trim()) return toast(t('account.login.noCode'))
    } else {
      if (!account.trim()) return toast(t('account.login.noAccount'))
      if (!isEmail(account) && !isPhone(account)) return toast(t('account.login.badEmail'))
      if (!password) return toast(t('account.login.noPassword'))
    }
    setBusy(true)
    try {
      const info = mode === 'code' ? await loginByEmailCode(email.trim(), code.trim()) : await loginByPassword(account.trim(), password)
      await loginSucceeded(info)
      toast(t('account.login.success'))
      void syncAfterLogin()
      await returnAfterLogin(params.toPage)
    } catch {
      /* the request layer toasted the reason */
    } finally {
      setBusy(false)
    }
  }

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
              className="form__input"
              data-testid="login-code"
              type="number"
              maxlength={8}
              value={code}
              placeholder={t('account.login.codePlaceholder')}
              onInput={(e) => setCode(e.detail.value)}
            />
            <CodeButton testId="login-send" onSend={sendCode} />
          </View>
        </View>
      ) : (
        <View className="form">
          <View className="form__row">
            <Text className="form__label">{t('account.login.account')}</Text>
            <Input
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
      </View>
    </PageShell>
  )
}
