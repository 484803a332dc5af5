import '@/packageD/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { BindForm } from '@/components/account/bind-form'
import { useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { bindEmail, requestBindEmailCode } from '@/store/account-actions'
import { useSession } from '@/store/session'

export default function BandEmailPage() {
  const t = useT()
  const current = useSession((s) => s.loginInfo?.user.email) ?? ''
  return (
    <PageShell routeId="band-email">
      <BindForm
        testId="band-email"
        label={t('account.band.email')}
        placeholder={t('account.login.emailPlaceholder')}
        inputType="text"
        current={current}
        onSend={requestBindEmailCode}
        onSubmit={async (email, code) => {
          if (await bindEmail(email, code)) await goBack({ force: true })
        }}
      />
    </PageShell>
  )
}
