import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Avatar } from '@/components/account/avatar'
import { goBack } from '@/platform/navigation'
import { avatarUrl, loadAvatarChoices, updateProfile, type AvatarChoice } from '@/store/account-actions'
import { useSession } from '@/store/session'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

export default function UserAvatarSelectPage() {
  const current = useSession((s) => s.loginInfo?.user.avatar)
  const [list, setList] = useState<AvatarChoice[]>([])
  useEffect(() => {
    void loadAvatarChoices().then(setList)
  }, [])
  const choose = async (url: string) => {
    if (await updateProfile({ avatar: url })) await goBack({ force: true })
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
            <Avatar src={avatarUrl(a.url)} name={a.name} />
            <Text className="muted">{a.name}</Text>
          </Pressable>
        ))}
      </View>
    </PageShell>
  )
}
