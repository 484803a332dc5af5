import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { ProductGrid } from '@/components/shop/product-grid'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { loadCatalogue, trolleyCount, type CatalogueResult } from '@/store/shop-catalogue'
import { categoriesOf, productsOf } from '@/store/shop-model'

/** The shop tab (SPEC §2 pages/sku-index): categories (each opens sku-list), every product, trolley and order links; pull to refresh. */
export default function ShopPage() {
  const t = useT()
  const [catalogue, setCatalogue] = useState<CatalogueResult | null>(null)
  const [inTrolley, setInTrolley] = useState(0)

  const load = async () => {
    const [c, n] = await Promise.all([loadCatalogue(), trolleyCount()])
    setCatalogue((old) => (c.kind === 'offline' && old?.kind === 'ok' ? old : c))
    setInTrolley(n)
  }
  useEffect(() => void load(), [])
  useDidShow(() => void trolleyCount().then(setInTrolley))
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const list = catalogue?.kind === 'ok' ? catalogue.list : []
  const kinds = categoriesOf(list)
  const shown = productsOf(list, null)

  return (
    <PageShell routeId="shop">
      <View className="shop-links">
        <Pressable className="shop-links__item" data-testid="shop-trolley" onPress={() => void navigate('trolley')}>
          {inTrolley > 0 ? t('shop.trolleyCount', { n: inTrolley }) : t('shop.trolleyEntry')}
        </Pressable>
        <Pressable className="shop-links__item" data-testid="shop-orders" onPress={() => void navigate('order-list')}>
          {t('shop.ordersEntry')}
        </Pressable>
        <Pressable className="shop-links__item" data-testid="shop-addresses" onPress={() => void navigate('post-address-list')}>
          {t('shop.addressesEntry')}
        </Pressable>
      </View>
      {catalogue === null ? (
        <View className="card muted">{t('shop.loading')}</View>
      ) : catalogue.kind === 'offline' ? (
        <View className="card shop-state" data-testid="shop-offline">
          <Text className="muted">{t('shop.offline')}</Text>
          <Pressable className="btn" data-testid="shop-retry" onPress={() => void load()}>
            {t('shop.retry')}
          </Pressable>
        </View>
      ) : (
        <>
          <View className="shop-cats" data-testid="shop-cats">
            {kinds.map((k) => (
              <Pressable key={k} className="shop-cats__item" data-testid={`shop-cat-${k}`} onPress={() => void navigate('sku-list', { kind: k })}>
                {t(`shop.kind.${k}`)}
              </Pressable>
            ))}
          </View>
          {shown.length ? <ProductGrid products={shown} /> : <View className="card muted">{t('shop.empty')}</View>}
        </>
      )}
    </PageShell>
  )
}
