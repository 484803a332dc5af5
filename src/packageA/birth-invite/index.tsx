import '@/packageA/locales.generated'
import { Button, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { copyText } from '@/platform/clipboard'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { canShareToChat, canShareToSheet, shareToSheet } from '@/platform/share-link'
import { useSession } from '@/store/session'
import { syncRecordsNow } from '@/store/sync'
import { setMessengerShare } from '@/store/weixin'
import { shareIconUrl } from '@/platform/weixin'
import { inviteLink, invitePagePath, localTimeText } from '../births-common/invite'
import { getSendBirthToken } from '../births-common/remote'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

interface Invite {
  token: string
  expiredAt: number
  link: string | null
}

/**
 * Invite someone to fill in their birth: a single-use token (3 days) as a web link on H5 or a chat share in the
 * mini-program. The invitee's birth lands in this account's list on the server; a sync brings it here.
 */
export default function BirthInvitePage() {
  const t = useT()
  const loc = useLocalize()
  const nickname = useSession((s) => s.loginInfo?.user?.nickname) || t('births.inviteSomeone')
  const [invite, setInvite] = useState<Invite | null>(null)
  const [busy, setBusy] = useState(false)

  useShareAppMessage(() => ({
    title: t('births.inviteFor', { name: nickname }),
    path: invite ? `/${invitePagePath(invite.token)}` : '/pages/index/index',
  }))

  const create = async () => {
    setBusy(true)
    try {
      const r = await getSendBirthToken()
      const link = inviteLink(r.token)
      setInvite({ token: r.token, expiredAt: r.expired_at, link })
      // In WeChat's browser the menu's share card carries the invite (JS-SDK); elsewhere this does nothing.
      if (link)
        void setMessengerShare({ title: t('births.inviteFor', { name: nickname }), desc: t('births.inviteIntro'), link, imgUrl: shareIconUrl() })
    } catch (e) {
      console.warn('invite token failed', e)
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    if (!invite) return
    const text = invite.link ? t('births.inviteText', { name: nickname, link: invite.link }) : invite.token
    // copyText toasts 内容已复制 itself: no second toast.
    await copyText(text)
  }
  // The system share sheet (native app, mobile browsers): the invite text with its link.
  const shareSheet = async () => {
    if (!invite?.link) return
    const title = t('births.inviteFor', { name: nickname })
    await shareToSheet({ title, text: t('births.inviteText', { name: nickname, link: invite.link }), url: invite.link }).catch((e) =>
      console.warn('share failed', e),
    )
  }
  const check = async () => {
    await syncRecordsNow('birth', { loading: true })
    await navigate('birth-list')
  }

  return (
    <PageShell routeId="birth-invite">
      <View className="card">
        <View className="card__title">{t('births.inviteTitle')}</View>
        <View className="muted">{t('births.inviteIntro')}</View>
      </View>
      {invite ? (
        <View className="card" data-testid="invite-card">
          <View className="bp-section">{invite.link ? t('births.inviteLinkLabel') : t('births.inviteCodeLabel')}</View>
          <Text className="bp-source" userSelect data-testid="invite-link">
            {invite.link ?? invite.token}
          </Text>
          <View className="bp-row__meta" data-testid="invite-expires">
            {t('births.inviteExpires', { time: localTimeText(invite.expiredAt) })}
          </View>
          <View className="bp-toolbar bp-invite-actions">
            <Pressable inline className="bp-chip bp-chip--on" data-testid="invite-copy" onPress={() => void copy()}>
              {t('births.inviteCopy')}
            </Pressable>
            {invite.link && canShareToSheet() && (
              <Pressable inline className="bp-chip bp-chip--accent" data-testid="invite-share-sheet" onPress={() => void shareSheet()}>
                {t('births.inviteShareSheet')}
              </Pressable>
            )}
            {canShareToChat() && (
              <Button className="bp-chip bp-chip--accent bp-share-btn" openType="share" data-testid="invite-share">
                {t('births.inviteShare')}
              </Button>
            )}
            <Pressable inline className="bp-chip" data-testid="invite-again" onPress={() => !busy && void create()}>
              {t('births.inviteAgain')}
            </Pressable>
          </View>
          <View className="muted">{loc(t('births.inviteAfter'))}</View>
        </View>
      ) : (
        <Pressable className="btn bp-save" data-testid="invite-create" onPress={() => !busy && void create()}>
          {t('births.inviteCreate')}
        </Pressable>
      )}
      {invite && (
        <Pressable className="btn btn--ghost bp-save" data-testid="invite-check" onPress={() => void check()}>
          {t('births.inviteCheck')}
        </Pressable>
      )}
    </PageShell>
  )
}
