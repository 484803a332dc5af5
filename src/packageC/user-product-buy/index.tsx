import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { navigate } from '@/platform/navigation'
import { buyCard, loadCardOffers } from '@/store/card-actions'
import type { CardOffer } from '@/store/card-model'
import { coinsOf, useSession } from '@/store/session'
import '../shop-common/shop-pages.css'

/** 购买卡券: card products for coins through the shop's coin path (login, balance, 星币不足 on 1101). */
export default function BuyCardPage() {
  const t = useT()
  const coins = coinsOf(useSession((s) => s.loginInfo))
  const [offers, setOffers] = useState<CardOffer[] | null | 'failed'>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [bought, setBought] = useState(false)
  useDidShow(() => void loadCardOffers().then(setOffers, () => setOffers('failed')))

  const buy = async (o: CardOffer) => {
    if (busy !== null) return
    setBusy(o.skuId)
    setError('')
    const r = await buyCard(o, Date.now())
    setBusy(null)
    if (r.kind === 'paid') {
      setBought(true)
      feedback().toast(t('cards.bought'), { icon: 'success' })
    } else if (r.kind === 'failed') setError(r.error)
  }

  return (
    <PageShell className="shop-page" routeId="user-product-buy">
      {coins !== null && (
        <View className="card muted" data-testid="cards-balance">
          {t('cards.balance', { n: coins })}
        </View>
      )}
      {offers === null ? (
        <View className="card muted">{t('shop.loading')}</View>
      ) : offers === 'failed' ? (
        <View className="card muted">{t('shop.loadFailed')}</View>
      ) : offers.length === 0 ? (
        <View className="card muted" data-testid="offers-empty">
          {t('cards.offersEmpty')}
        </View>
      ) : (
        offers.map((o) => (
          <View key={o.skuId} className="card" data-testid={`offer-${o.skuId}`}>
            <Text className="card__title">{o.spec ? `${o.name} · ${o.spec}` : o.name}</Text>
            <Text className="muted spu-desc">{o.description || t(`cards.typeNote.${o.cardType}`)}</Text>
            <View className="shop-actions">
              <Pressable className="btn" data-testid={`offer-buy-${o.skuId}`} disabled={busy !== null} onPress={() => void buy(o)}>
                {t('cards.buy', { n: o.priceCoins })}
              </Pressable>
            </View>
          </View>
        ))
      )}
      {error && (
        <View className="card shop-form-row__error" data-testid="offer-failed">
          {t('cards.failed', { error })}
        </View>
      )}
      {bought && (
        <View className="shop-actions">
          <Pressable className="btn btn--ghost" data-testid="cards-view-mine" onPress={() => void navigate('user-product-list-my')}>
            {t('cards.viewMine')}
          </Pressable>
        </View>
      )}
    </PageShell>
  )
}
