import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { FeedHead, PagedFeed } from '@/components/wellness/paged-feed'
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
      <FeedHead
        intro={t('wish.wallIntro')}
        actions={[
          {
            label: t('wish.makeWish'),
            testId: 'wish-make',
            onPress: () => void openPageNeedingLogin('wish-create', 'confirm', t('wish.createLogin')),
          },
          { label: t('wish.myWishes'), testId: 'wish-mine', ghost: true, onPress: () => void openPageNeedingLogin('my-wishes', 'confirm') },
        ]}
      />
      <PagedFeed
        page={wall.page}
        count={wall.list.length}
        failed={failed}
        failedText={t('wish.loadFailed')}
        empty={
          <View className="card muted" data-testid="wish-wall-empty">
            {t('wish.wallEmpty')}
          </View>
        }
        listTestId="wish-wall"
        more={{ hasMore: hasMore(wall), busy, onMore: () => void load(true), label: t('wish.more'), endText: t('wish.end'), testId: 'wish-more' }}
      >
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
      </PagedFeed>
    </PageShell>
  )
}
