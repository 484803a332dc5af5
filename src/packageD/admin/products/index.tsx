import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { priceText } from '@/components/shop/price'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import type { SkuWire } from '@/store/admin-product-model'
import { filterProducts, KIND_FILTERS, SHELF_FILTERS } from '@/store/admin-product-model'
import { loadAdminProducts, useAdminProducts } from '@/store/admin-product-actions'
import { AdminGate } from '../admin-gate'
import '../admin.css'

/** 商品管理 (Admin/ProductList): every product, off-shelf ones too, by kind and shelf state; opens the editor. */
export default function AdminProductsPage() {
  const t = useT()
  const s = useAdminProducts()
  useDidShow(() => void loadAdminProducts())
  const shown = filterProducts(s.list, s.kind, s.shelf)
  const price = (k: SkuWire) => priceText(t, k.price_fen === null ? { coins: k.price_coins ?? 0 } : { fen: k.price_fen })
  return (
    <PageShell routeId="admin-products">
      <AdminGate route="admin-products">
        <View className="admin-filters">
          <Segmented
            testId="admin-product-kind"
            label={t('admin.products.kindFilter')}
            value={s.kind}
            options={KIND_FILTERS.map((k) => ({ value: k, label: t(`admin.products.kind.${k}`) }))}
            onChange={(kind) => useAdminProducts.setState({ kind })}
          />
          <Segmented
            testId="admin-product-shelf"
            label={t('admin.products.shelfFilter')}
            value={s.shelf}
            options={SHELF_FILTERS.map((k) => ({ value: k, label: t(`admin.products.shelf.${k}`) }))}
            onChange={(shelf) => useAdminProducts.setState({ shelf })}
          />
        </View>
        <Pressable className="btn" data-testid="admin-product-new" onPress={() => void navigate('admin-product-edit')}>
          {t('admin.products.new')}
        </Pressable>
        {s.phase === 'loading' && <View className="card muted">{t('admin.products.loading')}</View>}
        {s.phase === 'failed' && (
          <View className="card admin-error" data-testid="admin-products-failed" {...roleAttributes('alert')}>
            {t('admin.products.loadFailed', { error: s.loadError })}
          </View>
        )}
        {s.phase === 'ready' && shown.length === 0 && (
          <View className="card muted" data-testid="admin-products-empty">
            {t('admin.products.empty')}
          </View>
        )}
        {s.phase === 'ready' && (
          <View className="list">
            {shown.map((p) => (
              <Pressable
                key={p.id}
                className="list__item"
                data-testid={`admin-product-${p.id}`}
                onPress={() => void navigate('admin-product-edit', { id: p.id })}
              >
                <View className="admin-entry">
                  <Text>
                    {p.name}
                    <Text className={`admin-shelf admin-shelf--${p.on_sale ? 'on' : 'off'}`}>
                      {t(`admin.products.shelf.${p.on_sale ? 'on' : 'off'}`)}
                    </Text>
                  </Text>
                  <Text className="muted admin-entry__note">
                    {t('admin.products.summary', {
                      kind: t(`admin.products.kind.${p.kind}`),
                      n: p.skus.length,
                      prices: p.skus.map(price).join(' / ') || t('admin.products.noSku'),
                    })}
                  </Text>
                </View>
                <Text className="list__chevron">›</Text>
              </Pressable>
            ))}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
