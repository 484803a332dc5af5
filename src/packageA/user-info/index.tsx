import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { Avatar } from '@/components/account/avatar'
import '@/components/account/form.css'
import { Pressable } from '@/components/ui/pressable'
import './index.css'
import { useLocalize, useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { goBack, navigate } from '@/platform/navigation'
import { refreshUserInfo } from '@/store/account'
import { avatarUrl, logoutNow, updateProfile } from '@/store/account-actions'
import { useSession } from '@/store/session'

/** Account profile sex as the server keeps it (WeChat convention): 0 not told, 1 male, 2 female. */
type Sex = '0' | '1' | '2'

export default function UserInfoPage() {
  const t = useT()
  const localize = useLocalize()
  const user = useSession((s) => s.loginInfo?.user)
  const [nickname, setNickname] = useState<string | null>(null)
  useDidShow(() => void refreshUserInfo())
  if (!user) return <PageShell routeId="user-info">{null}</PageShell>

  const save = async (patch: { nickname?: string; sex?: number }) => {
    if (await updateProfile(patch)) setNickname(null)
  }
  const saveNickname = () => {
    const n = (nickname ?? '').trim()
    if (!n) return feedback().toast(t('account.user.nicknameEmpty'))
    void save({ nickname: n })
  }
  const askLogout = async () => {
    if (!(await feedback().confirm({ title: t('account.prompt.title'), content: t('account.user.logoutConfirm') }))) return
    logoutNow()
    await goBack({ force: true })
  }
  const name = user.nickname || String(user.uid)

  return (
    <PageShell routeId="user-info">
      <View className="list">
        <Pressable className="list__item" data-testid="user-avatar" onPress={() => void navigate('user-avatar-select')}>
          <Text>{t('account.user.avatar')}</Text>
          <View className="list__value user-info__avatar">
            <Avatar src={avatarUrl(user.avatar)} name={name} size="m" />
            <Text className="list__chevron">›</Text>
          </View>
        </Pressable>
        <View className="list__item">
          <Text>{t('account.user.nickname')}</Text>
          {nickname === null ? (
            <Pressable inline className="list__value" data-testid="user-nickname" onPress={() => setNickname(user.nickname ?? '')}>
              {localize(name)}
              <Text className="list__chevron">›</Text>
            </Pressable>
          ) : (
            <View className="user-info__edit">
              <Input
                className="form__input user-info__input"
                data-testid="user-nickname-input"
                value={nickname}
                maxlength={30}
                focus
                placeholder={t('account.user.nicknamePlaceholder')}
                onInput={(e) => setNickname(e.detail.value)}
              />
              <Pressable inline className="form__send" data-testid="user-nickname-save" onPress={saveNickname}>
                {t('account.user.save')}
              </Pressable>
            </View>
          )}
        </View>
        <View className="list__item">
          <Text>{t('account.user.sex')}</Text>
          <Segmented<Sex>
            testId="user-sex"
            value={String(user.sex ?? 0) as Sex}
            onChange={(v) => void save({ sex: Number(v) })}
            options={[
              { value: '1', label: t('account.user.sexMale') },
              { value: '2', label: t('account.user.sexFemale') },
              { value: '0', label: t('account.user.sexUnknown') },
            ]}
          />
        </View>
        <View className="list__item">
          <Text>{t('account.user.uid')}</Text>
          <Text className="list__value" data-testid="user-uid">
            {String(user.uid)}
          </Text>
        </View>
        <View className="list__item">
          <Text>{t('account.user.coins')}</Text>
          <Text className="list__value" data-testid="user-coins">
            {user.coin_num}
          </Text>
        </View>
      </View>
      <View className="list">
        <Pressable className="list__item" data-testid="user-account" onPress={() => void navigate('user-account')}>
          <Text>{t('account.user.account')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="user-sync" onPress={() => void navigate('sync-settings')}>
          <Text>{t('account.user.syncSettings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <View className="form__actions">
        <Pressable className="btn btn--danger" data-testid="user-logout" onPress={() => void askLogout()}>
          {t('account.user.logout')}
        </Pressable>
      </View>
    </PageShell>
  )
}
