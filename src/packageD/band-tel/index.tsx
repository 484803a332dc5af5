import { PageShell } from '@/components/ui/page-shell'
import { BindForm } from '@/components/account/bind-form'
import { useT } from '@/components/hooks'
import { bandByCode, getBandCode } from '@/api/user'
import { feedback } from '@/platform/feedback'
import { goBack } from '@/platform/navigation'
import { isPhone } from '@/store/account'
import { useSession } from '@/store/session'

export default function BandTelPage() {
  const t = useT()
  const current = useSession((s) => s.loginInfo?.user.phone) ?? ''
  const check = (phone: string) => {
    if (isPhone(phone)) return true
    feedback().toast(t('account.login.badPhone'))
    return false
  }
  return (
    <PageShell routeId="band-tel">
      <BindForm
        testId="band-tel"
        label={t('account.band.phone')}
        placeholder={t('account.band.phonePlaceholder')}
        inputType="number"
        current={current}
        onSend={async (phone) => {
          if (!check(phone)) throw new Error('bad phone')
          const r = await getBandCode(phone)
          feedback().toast(t('account.login.codeSent'))
          return r.resend_in
        }}
        onSubmit={async (phone, code) => {
          if (!check(phone)) return
          if (!code) return feedback().toast(t('account.login.noCode'))
          const r = await bandByCode(phone, code)
          useSession.getState().userUpdated(r.user)
          feedback().toast(t('account.band.done'))
          await goBack({ force: true })
        }}
      />
    </PageShell>
  )
}
