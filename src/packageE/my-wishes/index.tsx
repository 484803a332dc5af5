import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { PagedFeed } from '@/components/wellness/paged-feed'
import { WishCategoryTag } from '@/components/wellness/wish-tag'
import { navigate } from '@/platform/navigation'
import { useWishes, type OwnWishWire, type WishAction } from '@/store/wishes'
import { localDate } from '../wish-create/dates'
import './index.css'

/**
 * 我的心愿: every wish of the user, newest first; an open one can be marked fulfilled or let go, any one put on or
 * taken off the wall, or deleted.
 */
export default function MyWishesPage() {
  const t = useT()
  const mine = useWishes((s) => s.mine)
  const [failed, setFailed] = useState(false)
  const [today, setToday] = useState(() => localDate(new Date()))

  const load = async () => {
    setToday(localDate(new Date()))
    try {
      await useWishes.getState().loadMine()
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const move = async (w: OwnWishWire, action: WishAction) => {
    try {
      await useWishes.getState().move(w.id, action)
      ui.toast(t('wish.moved'))
    } catch {
      // The request layer toasted the server's message.
    }
  }
  const toggleWall = async (w: OwnWishWire) => {
    try {
      await useWishes.getState().setPublic(w.id, w.is_public ? 0 : 1)
      ui.toast(t(w.is_public ? 'wish.madePrivate' : 'wish.madePublic'))
    } catch {
      // The request layer toasted the server's message.
    }
  }
  const remove = async (w: OwnWishWire) => {
    const r = await ui.confirm({ title: t('wish.delete'), content: t('wish.deleteConfirm'), buttons: [t('wish.delete')], danger: true })
    if (!r.ok) return
    try {
      await useWishes.getState().remove(w.id)
      ui.toast(t('wish.deleted'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  return (
    <PageShell routeId="my-wishes" className="wish">
      <PagedFeed
        page={mine.page}
        count={mine.list.length}
        failed={failed}
        failedText={t('wish.loadFailed')}
        empty={
          <View className="card my-wish-empty" data-testid="my-wishes-empty">
            <Text className="muted">{t('wish.mineEmpty')}</Text>
            <Pressable className="btn" onPress={() => void navigate('wish-create')}>
              {t('wish.makeWish')}
            </Pressable>
          </View>
        }
        listTestId="my-wishes"
      >
        {mine.list.map((w) => (
          <View key={w.id} className="card my-wish" data-testid={`my-wish-${w.id}`} data-state={w.state}>
            <View className="my-wish__top">
              <WishCategoryTag category={w.category} />
              <Text className={`wish-state wish-state--${w.state}`} data-testid="my-wish-state">
                {t(`wish.state.${w.state}`)}
              </Text>
              <Text className="my-wish__vis" data-testid="my-wish-vis" data-public={w.is_public ? '1' : '0'}>
                {t(w.is_public ? 'wish.public' : 'wish.private')}
              </Text>
            </View>
            <Text className="my-wish__text">{w.text}</Text>
            <Text className="muted">
              {t('wish.lookBackOn', { date: w.look_back })}
              {w.is_public ? ` · ${t('wish.blessCount', { n: w.bless_count })}` : ''}
            </Text>
            {w.state === 'open' && w.look_back <= today && (
              <Text className="my-wish__due" data-testid="my-wish-due">
                {t('wish.lookBackDue')}
              </Text>
            )}
            <View className="my-wish__actions">
              {w.state === 'open' && (
                <>
                  <Pressable inline className="my-wish__act my-wish__act--main" data-testid="my-wish-fulfil" onPress={() => void move(w, 'fulfil')}>
                    {t('wish.fulfil')}
                  </Pressable>
                  <Pressable inline className="my-wish__act" data-testid="my-wish-let-go" onPress={() => void move(w, 'let_go')}>
                    {t('wish.letGo')}
                  </Pressable>
                </>
              )}
              <Pressable inline className="my-wish__act" data-testid="my-wish-visibility" onPress={() => void toggleWall(w)}>
                {t(w.is_public ? 'wish.makePrivate' : 'wish.makePublic')}
              </Pressable>
              <Pressable inline className="my-wish__act my-wish__act--danger" data-testid="my-wish-delete" onPress={() => void remove(w)}>
                {t('wish.delete')}
              </Pressable>
            </View>
          </View>
        ))}
      </PagedFeed>
    </PageShell>
  )
}
