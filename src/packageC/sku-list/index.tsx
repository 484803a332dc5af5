import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ProductKind } from '@/store/shop-model'
import { ProductGrid } from '@/components/shop/product-grid'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { useRouteParams } from '@/platform/route-params'
import { loadCatalogue, type CatalogueResult } from '@/store/shop-catalogue'
import { CATEGORY_ORDER, productsOf } from '@/store/shop-model'
import '../shop-common/shop-pages.css'

/** Products of one category (?kind=physical|report|card|coin_pack; none: every product). */
export default function SkuListPage() {
  const t = useT()
  const params = useRouteParams<{ kind?: string }>()
  const kind = CATEGORY_ORDER.find((k) => k === params.kind) ?? null
  const [catalogue, setCatalogue] = useState<CatalogueResult | null>(null)
  const load = () => loadCatalogue().then(setCatalogue)
  useEffect(() => void load(), [])
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  const shown = catalogue?.kind === 'ok' ? productsOf(catalogue.list, kind) : []
  return (
    <PageShell className="shop-page" routeId="sku-list" title={kind ? t(`shop.kind.${kind satisfies ProductKind}`) : undefined}>
      {catalogue === null ? (
        <View className="card muted">{t('shop.loading')}</View>
      ) : catalogue.kind === 'offline' ? (
        <View className="card shop-result" data-testid="shop-offline">
          <Text className="muted">{t('shop.offline')}</Text>
          <Pressable className="btn" data-testid="shop-retry" onPress={() => void load()}>
            {t('shop.retry')}
          </Pressable>
        </View>
      ) : shown.length ? (
        <ProductGrid products={shown} />
      ) : (
        <View className="card muted">{t('shop.empty')}</View>
      )}
    </PageShell>
  )
}
