import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { WishCategoryTag } from '@/components/wellness/wish-tag'
import { openPageNeedingLogin, requireLogin } from '@/store/login-prompt'
import { hasMore, useWishes, type WallWishWire } from '@/store/wishes'
import './index.css'

/** 许愿墙: public wishes, anonymous, newest first, paged; each with its blessings and a 送祝福 button. */
export default function WishWallPage() {
  const t = useT()
  const wall = useWishes((s) => s.wall)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  const load = async (next = false) => {
    setBusy(true)
    try {
      await useWishes.getState().loadWall(next)
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const bless = async (w: WallWishWire) => {
    if (w.blessed || !(await requireLogin('confirm', t('wish.blessLogin')))) return
    try {
      await useWishes.getState().bless(w.id)
      ui.toast(t('wish.blessThanks'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  return (
    <PageShell routeId="wish-page" className="wish">
      <View className="card wish-head">
        <Text className="muted">{t('wish.wallIntro')}</Text>
        <View className="wish-head__actions">
          <Pressable
            className="btn wish-head__btn"
            data-testid="wish-make"
            onPress={() => void openPageNeedingLogin('wish-create', 'confirm', t('wish.createLogin'))}
          >
            {t('wish.makeWish')}
          </Pressable>
          <Pressable
            className="btn btn--ghost wish-head__btn"
            data-testid="wish-mine"
            onPress={() => void openPageNeedingLogin('my-wishes', 'confirm')}
          >
            {t('wish.myWishes')}
          </Pressable>
        </View>
      </View>
      {failed && wall.page === 0 ? (
        <View className="card muted">{t('wish.loadFailed')}</View>
      ) : wall.page > 0 && wall.list.length === 0 ? (
        <View className="card muted" data-testid="wish-wall-empty">
          {t('wish.wallEmpty')}
        </View>
      ) : (
        <View data-testid="wish-wall">
          {wall.list.map((w) => (
            <View key={w.id} className="card wish-card" data-testid={`wish-${w.id}`}>
              <View className="wish-card__top">
                <WishCategoryTag category={w.category} />
                {w.state === 'fulfilled' && <Text className="wish-state wish-state--fulfilled">{t('wish.state.fulfilled')}</Text>}
              </View>
              <Text className="wish-card__text">{w.text}</Text>
              <View className="wish-card__foot">
                <Text className="muted" data-testid="wish-bless-count">
                  {t('wish.blessCount', { n: w.bless_count })}
                </Text>
                <Pressable
                  inline
                  className={`wish-bless${w.blessed ? ' wish-bless--done' : ''}`}
                  data-testid="wish-bless"
                  data-blessed={w.blessed ? '1' : '0'}
                  label={t(w.blessed ? 'wish.blessedA11y' : 'wish.blessA11y', { n: w.bless_count })}
                  disabled={w.blessed}
                  onPress={() => void bless(w)}
                >
                  {t(w.blessed ? 'wish.blessed' : 'wish.bless')}
                </Pressable>
              </View>
            </View>
          ))}
        </View>
      )}
      {wall.page > 0 && wall.list.length > 0 && (
        <View className="wish-more">
          {hasMore(wall) ? (
            <Pressable className="btn btn--ghost" data-testid="wish-more" disabled={busy} onPress={() => void load(true)}>
              {t('wish.more')}
            </Pressable>
          ) : (
            <Text className="muted">{t('wish.end')}</Text>
          )}
        </View>
      )}
    </PageShell>
  )
}
