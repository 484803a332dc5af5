import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Avatar } from '@/components/account/avatar'
import { useT } from '@/components/hooks'
import { apiBaseUrl } from '@/api/request'
import { getAvatarDefaults, updateInfo } from '@/api/user'
import { feedback } from '@/platform/feedback'
import { goBack } from '@/platform/navigation'
import { avatarSrc } from '@/store/account'
import { useSession } from '@/store/session'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

export default function UserAvatarSelectPage() {
  const t = useT()
  const current = useSession((s) => s.loginInfo?.user.avatar)
  const [list, setList] = useState<{ id: number; name: string; url: string }[]>([])
  useEffect(() => {
    getAvatarDefaults()
      .then((r) => setList(r.list))
      .catch(() => undefined)
  }, [])
  const choose = async (url: string) => {
    try {
      const r = await updateInfo({ avatar: url })
      useSession.getState().userUpdated(r.user)
      feedback().toast(t('account.user.saved'))
      await goBack({ force: true })
    } catch {
      /* toasted */
    }
  }
  return (
    <PageShell routeId="user-avatar-select">
      <View className="avatar-grid card">
        {list.map((a) => (
          <Pressable
            key={a.id}
            className={`avatar-grid__item${a.url === current ? ' avatar-grid__item--on' : ''}`}
            data-testid={`avatar-${a.id}`}
            onPress={() => void choose(a.url)}
          >
            <Avatar src={avatarSrc(a.url, apiBaseUrl())} name={a.name} />
            <Text className="muted">{a.name}</Text>
          </Pressable>
        ))}
      </View>
    </PageShell>
  )
}
