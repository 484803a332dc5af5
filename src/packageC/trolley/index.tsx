import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { TrolleyWire } from '@/store/shop-model'
import { priceText } from '@/components/shop/price'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { goBack, navigate } from '@/platform/navigation'
import { yuanOf } from '@/store/coin-buy-model'
import { itemsParam } from '@/store/order-model'
import { QUIET, trolleyInfo, trolleyRemove, trolleyUpdate } from '@/store/shop-actions'
import { lineOrderable, MAX_QTY, reconcileSelection, toggleAll, toggleLine, trolleyTotal, type TrolleyLine } from '@/store/shop-model'
import { QtyStepper } from '../shop-common/parts'
import '../shop-common/shop-pages.css'

/** 购物车: quantities, ticks, removal and the total of the ticked lines; 去结算 orders the ticked lines. */
export default function TrolleyPage() {
  const t = useT()
  const [lines, setLines] = useState<TrolleyLine[] | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const [failed, setFailed] = useState(false)

  const apply = (w: TrolleyWire) => {
    setSelected((sel) => reconcileSelection(lines, sel, w.list))
    setLines(w.list)
  }
  const load = () =>
    trolleyInfo(QUIET)
      .then((w) => {
        setFailed(false)
        apply(w)
      })
      .catch(() => setFailed(true))
  useDidShow(() => void load())

  const setQty = (skuId: number, qty: number) => void trolleyUpdate(skuId, qty, { loading: true }).then(apply, () => undefined)
  const remove = async () => {
    const ok = await feedback().confirm({ content: t('shop.removeAsk', { n: selected.length }), confirmText: t('shop.remove') })
    if (ok) await trolleyRemove(selected, { loading: true }).then(apply, () => undefined)
  }
  const checkout = () => {
    const ticked = (lines ?? []).filter((l) => selected.includes(l.sku_id) && lineOrderable(l))
    if (ticked.length === lines?.length) void navigate('order-create', { from: 'trolley' })
    else void navigate('order-create', { items: itemsParam(ticked), from: 'ticked' })
  }

  const total = trolleyTotal(lines ?? [], selected)
  const orderable = (lines ?? []).filter(lineOrderable)
  const allOn = orderable.length > 0 && orderable.every((l) => selected.includes(l.sku_id))

  return (
    <PageShell className="shop-page" routeId="trolley">
      {lines === null ? (
        <View className="card muted">{failed ? t('shop.loadFailed') : t('shop.loading')}</View>
      ) : lines.length === 0 ? (
        <View className="card shop-result" data-testid="trolley-empty">
          <Text className="muted">{t('shop.trolleyEmpty')}</Text>
          <Pressable className="btn" onPress={() => void goBack()}>
            {t('shop.goShopping')}
          </Pressable>
        </View>
      ) : (
        <>
          <View className="card" data-testid="trolley-lines">
            {lines.map((l) => {
              const on = selected.includes(l.sku_id)
              return (
                <View key={l.sku_id} className="shop-line" data-testid={`line-${l.sku_id}`}>
                  <Pressable
                    role="checkbox"
                    checked={on}
                    disabled={!lineOrderable(l)}
                    label={t('shop.tick', { name: `${l.name} ${l.spec}` })}
                    className={`shop-tick${on ? ' shop-tick--on' : ''}`}
                    data-testid={`tick-${l.sku_id}`}
                    onPress={() => setSelected((s) => toggleLine(s, l.sku_id, lines))}
                  >
                    {on ? '✓' : ''}
                  </Pressable>
                  <View className="shop-line__main">
                    <Text>
                      {l.name} · {l.spec}
                    </Text>
                    {lineOrderable(l) ? (
                      <Text className="shop-price">{priceText(t, { fen: l.price_fen ?? 0 })}</Text>
                    ) : (
                      <Text className="muted">{t('shop.unavailable')}</Text>
                    )}
                  </View>
                  <QtyStepper
                    testId={`qty-${l.sku_id}`}
                    qty={l.qty}
                    max={Math.min(MAX_QTY, l.stock ?? MAX_QTY)}
                    onChange={(q) => setQty(l.sku_id, q)}
                  />
                </View>
              )
            })}
          </View>
          <View className="card shop-bar">
            <Pressable
              role="checkbox"
              checked={allOn}
              className="shop-link"
              data-testid="trolley-all"
              onPress={() => setSelected((s) => toggleAll(s, lines))}
            >
              {t('shop.selectAll')}
            </Pressable>
            <Pressable className="shop-link" data-testid="trolley-remove" disabled={selected.length === 0} onPress={() => void remove()}>
              {t('shop.remove')}
            </Pressable>
            <View className="shop-line__main">
              <Text className="shop-price" data-testid="trolley-total">
                {t('shop.total', { yuan: yuanOf(total.totalFen) })}
              </Text>
              <Text className="muted">{t('shop.totalPieces', { n: total.pieces })}</Text>
            </View>
          </View>
          <View className="shop-actions">
            <Pressable className="btn" data-testid="trolley-checkout" disabled={total.lines === 0} onPress={checkout}>
              {t('shop.checkout', { n: total.pieces })}
            </Pressable>
          </View>
        </>
      )}
    </PageShell>
  )
}
