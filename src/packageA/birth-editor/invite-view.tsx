import { View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { goHome } from '@/platform/navigation'

/** Invite mode (`?invite=<token>`): someone fills in their own birth for the inviter; nothing is stored here. */
export type InviteState = { status: 'checking' | 'ok' | 'invalid' | 'sent'; nickname: string }

/** The invite page while the token is checked, after sending, or when the invite is used up. */
export function InviteStatusPage({ invite, inviter }: { invite: InviteState; inviter: string }) {
  const t = useT()
  const loc = useLocalize()
  const note =
    invite.status === 'checking'
      ? t('births.inviteChecking')
      : invite.status === 'sent'
        ? t('births.inviteSentNote', { name: inviter })
        : t('births.inviteInvalidNote')
  return (
    <PageShell routeId="birth-editor" title={t('birthRoute.birthInvite')}>
      <View className="bp-invite-banner" data-testid="invite-status" data-status={invite.status}>
        {invite.status === 'sent' && <View className="bp-invite-banner__title">{t('births.inviteSent')}</View>}
        {invite.status === 'invalid' && <View className="bp-invite-banner__title">{t('births.inviteInvalid')}</View>}
        <View>{loc(note)}</View>
      </View>
      {invite.status !== 'checking' && (
        <Pressable className="btn btn--ghost bp-save" data-testid="invite-home" onPress={() => void goHome()}>
          {t('births.inviteHome')}
        </Pressable>
      )}
    </PageShell>
  )
}

/** The banner above the form in invite mode. */
export function InviteBanner({ inviter }: { inviter: string }) {
  const t = useT()
  const loc = useLocalize()
  return (
    <View className="bp-invite-banner" data-testid="invite-banner">
      <View className="bp-invite-banner__title" data-testid="invite-from">
        {t('births.inviteFor', { name: loc(inviter) })}
      </View>
      <View>{t('births.inviteFillNote')}</View>
    </View>
  )
}
