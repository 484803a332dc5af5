import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useReducer, useState } from 'react'
import type { AddressWire } from '@/store/shop-model'
import { priceText } from '@/components/shop/price'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { yuanOf } from '@/store/coin-buy-model'
import { addressLine, checkoutReducer, INITIAL_CHECKOUT, parseItemsParam, pickAddress } from '@/store/order-model'
import { coinsOf, useSession } from '@/store/session'
import { addressList, createAndPay, newRequestId, payChannel, payOrder, payWithCoins, productList, QUIET, trolleyInfo } from '@/store/shop-actions'
import { linesOfTrolley, lineOfSku, linesTotalFen, type CheckoutLine } from './lines'
import '../shop-common/shop-pages.css'

/** SPEC §8: 支付失败了 shows for 4 s (as on the coin purchase page). */
const PAY_FAILED_TOAST_MS = 4000

type Params = { from?: string; items?: string; sku?: string; qty?: string }

async function loadLines(p: Params): Promise<CheckoutLine[]> {
  if (p.sku) {
    const line = lineOfSku((await productList(undefined, QUIET)).list, Number(p.sku), Math.max(1, Number(p.qty) || 1))
    return line ? [line] : []
  }
  const trolley = await trolleyInfo(QUIET)
  return linesOfTrolley(trolley, p.from === 'trolley' ? null : parseItemsParam(p.items))
}

/** 确认订单: the lines, the delivery address, then payment by money (physical goods) or by coins (reports, cards). */
export default function OrderCreatePage() {
  const t = useT()
  const params = useRouteParams<Params>()
  const coins = useSession((s) => coinsOf(s.loginInfo)) ?? 0
  const payMsg = useSession((s) => s.payability.msg)
  const [lines, setLines] = useState<CheckoutLine[] | null | 'failed'>(null)
  const [addresses, setAddresses] = useState<AddressWire[] | null>(null)
  const [channelOk, setChannelOk] = useState<boolean | null>(null)
  const [state, dispatch] = useReducer(checkoutReducer, INITIAL_CHECKOUT)
  const [requestId] = useState(() => newRequestId(Date.now()))

  useDidShow(() => {
    if (lines === null || lines === 'failed') void loadLines(params).then(setLines, () => setLines('failed'))
    // Unreachable server: no address list (the lines' own failure message and retry cover the page).
    void addressList(QUIET).then(
      (r) => {
        setAddresses(r.list)
        dispatch({ type: 'address', id: pickAddress(r.list, state.addressId) })
      },
      () => setAddresses((a) => a ?? []),
    )
    void payChannel().then((c) => setChannelOk(c !== null))
  })

  const list = Array.isArray(lines) ? lines : []
  const physical = list.some((l) => l.physical)
  const coinLine = !physical && list.length === 1 && list[0].priceCoins !== null ? list[0] : null
  const totalFen = linesTotalFen(list)
  const busy = state.phase === 'submitting'

  const fail = (error: string) => {
    dispatch({ type: 'fail', error })
    feedback().toast(t('shop.failed'), { durationMs: PAY_FAILED_TOAST_MS })
  }
  const payMoney = async () => {
    if (state.addressId === null) return
    dispatch({ type: 'submit' })
    let pay
    if (state.orderNo) pay = await payOrder(state.orderNo)
    else {
      const source = params.sku
        ? { items: list.map((l) => ({ sku_id: l.skuId, qty: l.qty })), fromTrolley: false }
        : params.from === 'trolley'
          ? { wholeTrolley: true as const }
          : { items: list.map((l) => ({ sku_id: l.skuId, qty: l.qty })), fromTrolley: true }
      const r = await createAndPay(source, state.addressId, requestId)
      if (r.kind === 'failed') return fail(r.error)
      dispatch({ type: 'created', orderNo: r.orderNo })
      pay = r.pay
    }
    if (pay.kind === 'paid') dispatch({ type: 'paid' })
    else if (pay.kind === 'failed') fail(pay.error)
    else dispatch({ type: 'cancelled' })
  }
  const payCoins = async () => {
    if (!coinLine) return
    dispatch({ type: 'submit' })
    const r = await payWithCoins(coinLine.skuId, coinLine.priceCoins!, requestId)
    if (r.kind === 'paid') {
      dispatch({ type: 'created', orderNo: r.order.order_no })
      dispatch({ type: 'paid' })
    } else if (r.kind === 'failed') fail(r.error)
    else dispatch({ type: 'cancelled' })
  }

  if (state.phase === 'paid' && state.orderNo) {
    return (
      <PageShell className="shop-page" routeId="order-create">
        <View className="card shop-result" data-testid="checkout-paid">
          <Text className="card__title">{t('shop.paidTitle')}</Text>
          <Text className="muted">{t('shop.paidText', { no: state.orderNo })}</Text>
          <Pressable
            className="btn"
            data-testid="checkout-view"
            onPress={() => void navigate('order-info', { no: state.orderNo }, { replace: true })}
          >
            {t('shop.viewOrder')}
          </Pressable>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell className="shop-page" routeId="order-create">
      {physical && (
        <View className="card" data-testid="checkout-address">
          <View className="shop-row">
            <Text className="card__title">{t('shop.address')}</Text>
            <Pressable className="shop-link" data-testid="checkout-address-add" onPress={() => void navigate('post-address-edit')}>
              {t('shop.addressAdd')}
            </Pressable>
          </View>
          {addresses?.length === 0 && <Text className="muted">{t('shop.addressNone')}</Text>}
          {addresses?.map((a) => {
            const on = a.id === state.addressId
            return (
              <Pressable
                key={a.id}
                role="radio"
                checked={on}
                disabled={state.orderNo !== null}
                className="shop-line"
                data-testid={`checkout-address-${a.id}`}
                onPress={() => dispatch({ type: 'address', id: a.id })}
              >
                <View className={`shop-tick${on ? ' shop-tick--on' : ''}`}>{on ? '✓' : ''}</View>
                <View className="shop-line__main">
                  <Text>
                    {a.name} {a.phone} {a.is_default ? <Text className="order-status">{t('shop.default')}</Text> : null}
                  </Text>
                  <Text className="muted">{addressLine(a)}</Text>
                </View>
              </Pressable>
            )
          })}
        </View>
      )}
      <View className="card" data-testid="checkout-lines">
        <Text className="card__title">{t('shop.goods')}</Text>
        {lines === null && <Text className="muted">{t('shop.loading')}</Text>}
        {lines === 'failed' && <Text className="muted">{t('shop.loadFailed')}</Text>}
        {list.map((l) => (
          <View key={l.skuId} className="shop-row">
            <Text>{t('shop.itemLine', { name: l.name, spec: l.spec, qty: l.qty })}</Text>
            <Text className="shop-price">
              {priceText(t, l.priceFen !== null ? { fen: l.priceFen * l.qty } : { coins: (l.priceCoins ?? 0) * l.qty })}
            </Text>
          </View>
        ))}
      </View>
      {state.phase === 'failed' && (
        <View className="card" data-testid="checkout-failed">
          <Text className="card__title">{t('shop.failed')}</Text>
          <Text className="muted">{state.error || t('shop.failedText')}</Text>
        </View>
      )}
      {physical && channelOk === false && (
        <View className="card muted" data-testid="checkout-unpayable">
          {payMsg || t('shop.payUnavailable')}
        </View>
      )}
      <View className="shop-actions">
        {coinLine ? (
          <>
            <Text className="muted">{t('shop.balance', { n: coins })}</Text>
            <Pressable className="btn" data-testid="checkout-pay" disabled={busy} onPress={() => void payCoins()}>
              {busy ? t('shop.paying') : t('shop.payCoins', { n: coinLine.priceCoins })}
            </Pressable>
          </>
        ) : (
          <Pressable
            className="btn"
            data-testid="checkout-pay"
            disabled={busy || !physical || state.addressId === null || channelOk !== true}
            onPress={() => void payMoney()}
          >
            {busy ? t('shop.paying') : state.phase === 'failed' ? t('shop.retryPay') : t('shop.payMoney', { yuan: yuanOf(totalFen) })}
          </Pressable>
        )}
      </View>
    </PageShell>
  )
}
