import '@/packageD/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import '@/components/account/form.css'
import { useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { changePassword } from '@/store/account-actions'
import { useSession } from '@/store/session'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'

export default function PasswordSetPage() {
  const t = useT()
  const hasPassword = useSession((s) => !!s.loginInfo?.user.has_password)
  const [oldPwd, setOldPwd] = useState('')
  const [pwd, setPwd] = useState('')
  const [again, setAgain] = useState('')
  const submit = async () => {
    if (await changePassword({ old: oldPwd, password: pwd, again, hasPassword })) await goBack({ force: true })
  }
  const field = (testId: string, label: string, placeholder: string, value: string, set: (v: string) => void) => (
    <View className="form__row">
      <Text className="form__label">{label}</Text>
      <Input
        {...fieldLabelAttributes(label)}
        className="form__input"
        data-testid={testId}
        password
        maxlength={64}
        value={value}
        placeholder={placeholder}
        onInput={(e) => set(e.detail.value)}
      />
    </View>
  )
  return (
    <PageShell routeId="password-set">
      <View className="form">
        {hasPassword && field('pwd-old', t('account.pwd.old'), t('account.pwd.oldPlaceholder'), oldPwd, setOldPwd)}
        {field('pwd-new', t('account.pwd.new'), t('account.pwd.newPlaceholder'), pwd, setPwd)}
        {field('pwd-again', t('account.pwd.confirm'), t('account.pwd.confirmPlaceholder'), again, setAgain)}
      </View>
      <View className="form__actions">
        <Pressable className="btn" data-testid="pwd-submit" onPress={() => void submit()}>
          {t('account.pwd.submit')}
        </Pressable>
      </View>
    </PageShell>
  )
}
