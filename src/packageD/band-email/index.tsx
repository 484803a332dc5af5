import { PageShell } from '@/components/ui/page-shell'
import { BindForm } from '@/components/account/bind-form'
import { useT } from '@/components/hooks'
import { bandByEmailCode, getBandEmailCode } from '@/api/user'
import { feedback } from '@/platform/feedback'
import { goBack } from '@/platform/navigation'
import { isEmail } from '@/store/account'
import { useSession } from '@/store/session'

export default function BandEmailPage() {
  const t = useT()
  const current = useSession((s) => s.loginInfo?.user.email) ?? ''
  const check = (email: string) => {
    if (isEmail(email)) return true
    feedback().toast(t('account.login.badEmail'))
    return false
  }
  return (
    <PageShell routeId="band-email">
      <BindForm
        testId="band-email"
        label={t('account.band.email')}
        placeholder={t('account.login.emailPlaceholder')}
        inputType="text"
        current={current}
        onSend={async (email) => {
          if (!check(email)) throw new Error('bad email')
          const r = await getBandEmailCode(email)
          feedback().toast(t('account.login.codeSent'))
          return r.resend_in
        }}
        onSubmit={async (email, code) => {
          if (!check(email)) return
          if (!code) return feedback().toast(t('account.login.noCode'))
          const r = await bandByEmailCode(email, code)
          useSession.getState().userUpdated(r.user)
          feedback().toast(t('account.band.done'))
          await goBack({ force: true })
        }}
      />
    </PageShell>
  )
}
