import { Text, View } from '@tarojs/components'
import type { OrderWire } from '@/store/shop-model'
import { priceText } from '@/components/shop/price'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import './shop-pages.css'

/** − qty + with the limits of the line. */
export function QtyStepper(props: { qty: number; max: number; onChange(qty: number): void; testId: string; disabled?: boolean }) {
  const t = useT()
  const { qty, max, onChange, testId, disabled } = props
  return (
    <View className="qty" data-testid={testId}>
      <Pressable
        className="qty__btn"
        label={t('shop.qtyLess')}
        disabled={disabled || qty <= 1}
        data-testid={`${testId}-less`}
        onPress={() => onChange(qty - 1)}
      >
        −
      </Pressable>
      <Text className="qty__num" data-testid={`${testId}-num`}>
        {qty}
      </Text>
      <Pressable
        className="qty__btn"
        label={t('shop.qtyMore')}
        disabled={disabled || qty >= max}
        data-testid={`${testId}-more`}
        onPress={() => onChange(qty + 1)}
      >
        +
      </Pressable>
    </View>
  )
}

/** What an order costs: money or coins. */
export function orderPrice(t: ReturnType<typeof useT>, o: Pick<OrderWire, 'pay_method' | 'total_fen' | 'total_coins'>): string {
  return o.pay_method === 'money' ? priceText(t, { fen: o.total_fen }) : priceText(t, { coins: o.total_coins })
}

export function StatusTag({ status }: { status: OrderWire['status'] }) {
  const t = useT()
  return (
    <Text className={`order-status order-status--${status}`} data-testid="order-status">
      {t(`shop.status.${status}`)}
    </Text>
  )
}

/** Items of an order, one per line. */
export function OrderItems({ order }: { order: OrderWire }) {
  const t = useT()
  return (
    <View className="order-items">
      {order.items.map((i) => (
        <Text key={i.sku_id} className="order-items__line">
          {t('shop.itemLine', { name: i.name, spec: i.spec, qty: i.qty })}
        </Text>
      ))}
    </View>
  )
}

export { chinaTimeText } from '@/store/order-model'
