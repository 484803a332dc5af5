import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { OrderWire } from '@/store/shop-model'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { useRouteParams } from '@/platform/route-params'
import { addressLine, minutesLeft, orderActions } from '@/store/order-model'
import { orderInfo, QUIET } from '@/store/shop-actions'
import { chinaTimeText, OrderItems, orderPrice, StatusTag } from '../shop-common/parts'
import { runOrderAction } from '../shop-common/order-actions'
import { PaymentWait, type PaymentWaitPhase } from '../shop-common/payment-wait'
import '../shop-common/shop-pages.css'

/** 订单详情 (?no=): status, items, address, times, and the actions the order state machine allows the user. */
export default function OrderInfoPage() {
  const t = useT()
  const { no, paying } = useRouteParams<{ no?: string; paying?: string }>()
  const [order, setOrder] = useState<OrderWire | null | 'missing'>(null)
  const [waitPhase, setWaitPhase] = useState<PaymentWaitPhase>('waiting')
  useDidShow(() => void orderInfo(no ?? '', QUIET).then(setOrder, () => setOrder('missing')))
  if (order === null || order === 'missing') {
    return (
      <PageShell className="shop-page" routeId="order-info">
        <View className="card muted">{order === null ? t('shop.loading') : t('shop.loadFailed')}</View>
      </PageShell>
    )
  }
  const now = Date.now()
  // Back from a H5 provider (return_url ?paying=1): no actions until the wait for the payment is over.
  const actions = paying === '1' && waitPhase === 'waiting' ? [] : orderActions(order, now)
  const left = order.status === 'created' ? minutesLeft(order, now) : null
  const act = async (a: (typeof actions)[number]) => {
    const next = await runOrderAction(order, a, t)
    if (next) setOrder(next)
  }
  return (
    <PageShell className="shop-page" routeId="order-info">
      {paying === '1' && <PaymentWait orderNo={order.order_no} onOrder={setOrder} onPhase={setWaitPhase} />}
      <View className="card" data-testid="order-info">
        <View className="shop-row">
          <StatusTag status={order.status} />
          {left !== null && <Text className="muted">{t('shop.minutesLeft', { n: left })}</Text>}
        </View>
        <OrderItems order={order} />
        <Text className="shop-price" data-testid="order-total">
          {t('shop.orderTotal', { price: orderPrice(t, order) })}
        </Text>
      </View>
      {order.address && (
        <View className="card order-facts">
          <Text className="card__title">{t('shop.address')}</Text>
          <Text>
            {order.address.name} {order.address.phone}
          </Text>
          <Text className="muted">{addressLine(order.address)}</Text>
        </View>
      )}
      <View className="card order-facts">
        <Text className="muted">{t('shop.orderNo', { no: order.order_no })}</Text>
        <Text className="muted">{t('shop.orderTime', { time: chinaTimeText(order.created_at) })}</Text>
        {order.paid_at !== null && <Text className="muted">{t('shop.paidTime', { time: chinaTimeText(order.paid_at) })}</Text>}
        {order.tracking_no && <Text className="muted">{t('shop.tracking', { no: order.tracking_no })}</Text>}
        {order.cancel_reason && <Text className="muted">{t('shop.cancelReason', { reason: order.cancel_reason })}</Text>}
      </View>
      {actions.length > 0 && (
        <View className="shop-actions">
          {actions.map((a) => (
            <Pressable key={a} className={`btn${a === 'cancel' ? ' btn--ghost' : ''}`} data-testid={`order-${a}`} onPress={() => void act(a)}>
              {t(`shop.action.${a}`)}
            </Pressable>
          ))}
        </View>
      )}
    </PageShell>
  )
}
