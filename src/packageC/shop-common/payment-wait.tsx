import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { OrderWire } from '@/store/shop-model'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { pollOrder, RETURN_POLL_INTERVAL_MS, RETURN_POLL_TRIES } from '@/store/order-poll'

export type PaymentWaitPhase = 'waiting' | 'paid' | 'failed' | 'timeout'
type Phase = PaymentWaitPhase

/**
 * Back from a H5 provider's cashier (return_url ?paying=1): asks for the order every 2 s until it is paid, will
 * not pay, or a minute has passed, with a progress bar; a timeout offers to ask again.
 */
export function PaymentWait(p: {
  orderNo: string
  /** Stable state setters of the page: the order as last read, and the wait's phase. */
  onOrder: (o: OrderWire) => void
  onPhase: (phase: PaymentWaitPhase) => void
}) {
  const { orderNo, onOrder, onPhase } = p
  const t = useT()
  const [round, setRound] = useState(0)
  const [state, setState] = useState<{ phase: Phase; used: number }>({ phase: 'waiting', used: 0 })
  useEffect(() => onPhase(state.phase), [state.phase, onPhase])
  useEffect(() => {
    let stopped = false
    setState({ phase: 'waiting', used: 0 })
    pollOrder(orderNo, {
      tries: RETURN_POLL_TRIES,
      intervalMs: RETURN_POLL_INTERVAL_MS,
      onProgress: (used) => !stopped && setState({ phase: 'waiting', used }),
      stopped: () => stopped,
    }).then(
      (r) => {
        if (stopped) return
        setState((s) => ({ phase: r.kind, used: s.used }))
        if (r.order) onOrder(r.order)
      },
      () => !stopped && setState((s) => ({ phase: 'timeout', used: s.used })),
    )
    return () => {
      stopped = true
    }
  }, [orderNo, round, onOrder])
  if (state.phase === 'waiting') {
    const seconds = Math.round((state.used * RETURN_POLL_INTERVAL_MS) / 1000)
    const total = Math.round((RETURN_POLL_TRIES * RETURN_POLL_INTERVAL_MS) / 1000)
    return (
      <View className="card pay-wait" data-testid="pay-wait">
        <Text className="pay-wait__title">{t('shop.payWait')}</Text>
        <View
          className="pay-wait__bar"
          {...roleAttributes('progressbar', t('shop.payWait'))}
          {...{ 'aria-valuemin': '0', 'aria-valuemax': String(total), 'aria-valuenow': String(seconds) }}
        >
          <View className="pay-wait__fill" style={{ width: `${(100 * state.used) / RETURN_POLL_TRIES}%` }} />
        </View>
        <Text className="muted">{t('shop.payWaitSeconds', { n: seconds, total })}</Text>
      </View>
    )
  }
  return (
    <View
      className={`card pay-wait pay-wait--${state.phase}`}
      data-testid={`pay-wait-${state.phase}`}
      {...roleAttributes(state.phase === 'paid' ? 'status' : 'alert')}
    >
      <Text className="pay-wait__title">{t(`shop.payWaitDone.${state.phase}`)}</Text>
      <Text className="muted">{t(`shop.payWaitNote.${state.phase}`)}</Text>
      {state.phase === 'timeout' && (
        <Pressable className="btn btn--ghost" data-testid="pay-wait-again" onPress={() => setRound((n) => n + 1)}>
          {t('shop.payWaitAgain')}
        </Pressable>
      )}
    </View>
  )
}
