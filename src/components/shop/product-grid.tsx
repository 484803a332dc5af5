import { Image, Text, View } from '@tarojs/components'
import type { ProductWire } from '@/store/shop-model'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { fromPrice, hasPriceRange } from '@/store/shop-model'
import { priceText } from './price'
import './shop.css'

/** One glyph per product kind, drawn when a product has no picture. */
const KIND_GLYPH = { physical: '礼', report: '报', card: '券', coin_pack: '币' } as const

/** Product tiles; a tile opens the product page (spu-info). */
export function ProductGrid({ products }: { products: readonly ProductWire[] }) {
  const t = useT()
  return (
    <View className="shop-grid" data-testid="shop-grid">
      {products.map((p) => {
        const price = fromPrice(p)
        return (
          <Pressable key={p.id} className="shop-tile" data-testid={`product-${p.id}`} onPress={() => void navigate('spu-info', { id: p.id })}>
            {p.image ? (
              <Image className="shop-tile__img" src={p.image} mode="aspectFill" />
            ) : (
              <View className={`shop-tile__img shop-tile__img--${p.kind}`} aria-hidden="true">
                {KIND_GLYPH[p.kind]}
              </View>
            )}
            <Text className="shop-tile__name">{p.name}</Text>
            <Text className="shop-tile__price">
              {priceText(t, price)}
              {hasPriceRange(p) ? t('shop.from') : ''}
            </Text>
          </Pressable>
        )
      })}
    </View>
  )
}
