import '@/packageC/locales.generated'
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ProductWire } from '@/store/shop-model'
import { priceText } from '@/components/shop/price'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { requireLogin } from '@/store/login-prompt'
import { addToTrolley, productInfo, QUIET } from '@/store/shop-actions'
import { buyWayOf, choiceReducer, initialChoice, maxQty, skuPrice, skusOnSale, soldOut, type ChoiceEvent, type SkuChoice } from '@/store/shop-model'
import { QtyStepper } from '../shop-common/parts'
import '../shop-common/shop-pages.css'

/** A product (?id=): description, SKU choice, quantity; add to the trolley, buy now, or buy with coins / coin packs. */
export default function SpuInfoPage() {
  const t = useT()
  const { id } = useRouteParams<{ id?: string }>()
  const [product, setProduct] = useState<ProductWire | null | 'missing'>(null)
  const [choice, setChoice] = useState<SkuChoice>({ skuId: null, qty: 1 })
  useEffect(() => {
    void productInfo(Number(id), QUIET)
      .then((p) => {
        setProduct(p)
        setChoice(initialChoice(p))
      })
      .catch(() => setProduct('missing'))
  }, [id])

  if (product === null || product === 'missing') {
    return (
      <PageShell className="shop-page" routeId="spu-info">
        <View className="card muted" data-testid="spu-missing">
          {product === null ? t('shop.loading') : t('shop.notFound')}
        </View>
      </PageShell>
    )
  }
  const p = product
  const dispatch = (e: ChoiceEvent) => setChoice((c) => choiceReducer(p, c, e))
  const sku = p.skus.find((s) => s.id === choice.skuId)
  const max = maxQty(p, sku)
  const way = buyWayOf(p.kind)
  const price = sku ? skuPrice(sku) : null

  const add = async () => {
    if (!sku || !(await requireLogin())) return
    await addToTrolley(sku.id, choice.qty)
    feedback().toast(t('shop.added'), { icon: 'success' })
  }
  const buy = () => {
    if (!sku) return
    if (way === 'coin-pack') void navigate('coin-buy')
    else void navigate('order-create', { sku: sku.id, qty: choice.qty })
  }

  return (
    <PageShell className="shop-page" routeId="spu-info" title={p.name}>
      <View className="card">
        {p.image ? <Image className="spu-img" src={p.image} mode="aspectFit" /> : null}
        <Text className="card__title spu-block" data-testid="spu-name">
          {p.name}
        </Text>
        <Text className="shop-price spu-block" data-testid="spu-price">
          {priceText(t, price)}
        </Text>
        {p.description ? <Text className="muted spu-desc">{p.description}</Text> : null}
      </View>
      <View className="card">
        <Text className="card__title">{t('shop.spec')}</Text>
        <View className="shop-chips" data-testid="spu-skus">
          {skusOnSale(p).map((s) => {
            const on = s.id === choice.skuId
            return (
              <Pressable
                key={s.id}
                role="radio"
                checked={on}
                disabled={soldOut(s)}
                className={`shop-chip${on ? ' shop-chip--on' : ''}${soldOut(s) ? ' shop-chip--off' : ''}`}
                data-testid={`sku-${s.id}`}
                onPress={() => dispatch({ type: 'sku', skuId: s.id })}
              >
                {s.spec || p.name}
                {soldOut(s) ? ` · ${t('shop.soldOut')}` : ''}
              </Pressable>
            )
          })}
        </View>
        {way === 'trolley' && sku && (
          <View className="shop-row spu-qty">
            <Text>{t('shop.qty')}</Text>
            <Text className="muted">{sku.stock === null ? t('shop.stockUnlimited') : t('shop.stock', { n: sku.stock })}</Text>
            <QtyStepper testId="spu-qty" qty={choice.qty} max={max} disabled={max === 0} onChange={(qty) => dispatch({ type: 'qty', qty })} />
          </View>
        )}
      </View>
      <View className="shop-actions">
        {way === 'trolley' && (
          <Pressable className="btn btn--ghost" data-testid="spu-add" disabled={max === 0} onPress={() => void add()}>
            {t('shop.addTrolley')}
          </Pressable>
        )}
        <Pressable className="btn" data-testid="spu-buy" disabled={max === 0} onPress={buy}>
          {max === 0
            ? t('shop.soldOut')
            : way === 'coin-pack'
              ? t('shop.buyPack')
              : way === 'coins' && price && 'coins' in price
                ? t('shop.buyCoins', { n: price.coins })
                : t('shop.buyNow')}
        </Pressable>
      </View>
    </PageShell>
  )
}
