import '@/packageD/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { BindForm } from '@/components/account/bind-form'
import { useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { bindPhone, requestBindPhoneCode } from '@/store/account-actions'
import { useSession } from '@/store/session'

export default function BandTelPage() {
  const t = useT()
  const current = useSession((s) => s.loginInfo?.user.phone) ?? ''
  return (
    <PageShell routeId="band-tel">
      <BindForm
        testId="band-tel"
        label={t('account.band.phone')}
        placeholder={t('account.band.phonePlaceholder')}
        inputType="number"
        current={current}
        onSend={requestBindPhoneCode}
        onSubmit={async (phone, code) => {
          if (await bindPhone(phone, code)) await goBack({ force: true })
        }}
      />
    </PageShell>
  )
}
