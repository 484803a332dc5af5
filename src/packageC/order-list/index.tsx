import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import type { OrderStatus, OrderWire } from '@/store/shop-model'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { ORDER_FILTERS, orderActions } from '@/store/order-model'
import { listOrders } from '@/store/shop-actions'
import { OrderItems, orderPrice, StatusTag } from '../shop-common/parts'
import { runOrderAction } from '../shop-common/order-actions'
import '../shop-common/shop-pages.css'

/** 我的订单: the caller's orders by status, newest first, with the actions each status allows. */
export default function OrderListPage() {
  const t = useT()
  const [filter, setFilter] = useState<OrderStatus | 'all'>('all')
  const [orders, setOrders] = useState<OrderWire[] | null | 'failed'>(null)
  const load = (f = filter) => listOrders(f).then(setOrders, () => setOrders('failed'))
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  const choose = (f: OrderStatus | 'all') => {
    setFilter(f)
    setOrders(null)
    void load(f)
  }
  const act = async (o: OrderWire, a: ReturnType<typeof orderActions>[number]) => {
    if (await runOrderAction(o, a, t)) await load()
  }
  return (
    <PageShell className="shop-page" routeId="order-list">
      <View className="order-filters">
        <Segmented
          testId="order-filter"
          label={t('shopRoute.orderList')}
          value={filter}
          options={ORDER_FILTERS.map((f) => ({ value: f, label: t(`shop.status.${f}`) }))}
          onChange={choose}
        />
      </View>
      {orders === null ? (
        <View className="card muted">{t('shop.loading')}</View>
      ) : orders === 'failed' ? (
        <View className="card muted">{t('shop.loadFailed')}</View>
      ) : orders.length === 0 ? (
        <View className="card muted" data-testid="orders-empty">
          {t('shop.orderEmpty')}
        </View>
      ) : (
        orders.map((o) => (
          <View key={o.order_no} className="card" data-testid={`order-${o.order_no}`}>
            <Pressable className="order-card__main" onPress={() => void navigate('order-info', { no: o.order_no })}>
              <View className="shop-row">
                <Text className="muted">{t('shop.orderNo', { no: o.order_no })}</Text>
                <StatusTag status={o.status} />
              </View>
              <OrderItems order={o} />
              <Text className="shop-price">{t('shop.orderTotal', { price: orderPrice(t, o) })}</Text>
            </Pressable>
            {orderActions(o, Date.now()).length > 0 && (
              <View className="shop-actions">
                {orderActions(o, Date.now()).map((a) => (
                  <Pressable
                    key={a}
                    className={`btn${a === 'cancel' ? ' btn--ghost' : ''}`}
                    data-testid={`order-${a}`}
                    onPress={() => void act(o, a)}
                  >
                    {t(`shop.action.${a}`)}
                  </Pressable>
                ))}
              </View>
            )}
          </View>
        ))
      )}
    </PageShell>
  )
}
