import '@/packageD/locales.generated'
import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useEffect } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { priceText } from '@/components/shop/price'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { MAX_REASON } from '@/store/admin-model'
import { ADMIN_ORDER_FILTERS, adminOrderActions, MAX_TRACKING, type AdminOrderAction, type AdminOrderWire } from '@/store/admin-order-model'
import { closeOrderForm, editOrderForm, loadAdminOrders, openOrderForm, submitOrderForm, useAdminOrders } from '@/store/admin-order-actions'
import { chinaTimeText } from '@/store/order-model'
import { AdminGate } from '../admin-gate'
import '../admin.css'

/** 订单管理 (Admin/OrderList): orders by status; ship physical goods with a tracking number, refund with a reason. */
export default function AdminOrdersPage() {
  const t = useT()
  const s = useAdminOrders()
  useDidShow(() => void loadAdminOrders(useAdminOrders.getState().filter))
  usePullDownRefresh(() => void loadAdminOrders(useAdminOrders.getState().filter).finally(() => void Taro.stopPullDownRefresh()))
  useEffect(() => () => closeOrderForm(), [])
  const price = (o: AdminOrderWire) => (o.pay_method === 'money' ? priceText(t, { fen: o.total_fen }) : priceText(t, { coins: o.total_coins }))
  const ask = (o: AdminOrderWire, a: AdminOrderAction, text: string) => ({
    title: t(`admin.orders.ask.${a}`),
    content: t(`admin.orders.askBody.${a}`, { no: o.order_no, uid: o.uid, price: price(o), text }),
    confirmText: t(`admin.orders.action.${a}`),
  })
  return (
    <PageShell routeId="admin-orders">
      <AdminGate route="admin-orders">
        <View className="admin-filters">
          <Segmented
            testId="admin-order-filter"
            label={t('admin.orders.filter')}
            value={s.filter}
            options={ADMIN_ORDER_FILTERS.map((f) => ({ value: f, label: t(`admin.orders.status.${f}`) }))}
            onChange={(f) => void loadAdminOrders(f)}
          />
        </View>
        {s.phase === 'loading' && <View className="card muted">{t('admin.orders.loading')}</View>}
        {s.phase === 'failed' && (
          <View className="card admin-error" data-testid="admin-orders-failed" {...roleAttributes('alert')}>
            {t('admin.orders.loadFailed', { error: s.loadError })}
          </View>
        )}
        {s.phase === 'ready' && s.list.length === 0 && (
          <View className="card muted" data-testid="admin-orders-empty">
            {t('admin.orders.empty')}
          </View>
        )}
        {s.phase === 'ready' &&
          s.list.map((o) => {
            const form = s.form?.orderNo === o.order_no ? s.form : null
            const outcome = s.outcome?.orderNo === o.order_no ? s.outcome : null
            const busy = s.busy === o.order_no
            return (
              <View key={o.order_no} className="card admin-order" data-testid={`admin-order-${o.order_no}`}>
                <View className="admin-order__head">
                  <Text className="muted">{t('admin.orders.no', { no: o.order_no })}</Text>
                  <Text className={`admin-order__status admin-order__status--${o.status}`} data-testid="admin-order-status">
                    {t(`admin.orders.status.${o.status}`)}
                  </Text>
                </View>
                {o.items.map((i) => (
                  <Text key={i.sku_id} className="admin-order__line">
                    {t('admin.orders.item', { name: i.name, spec: i.spec, qty: i.qty })}
                  </Text>
                ))}
                <Text className="admin-order__line">{t('admin.orders.total', { price: price(o), uid: o.uid })}</Text>
                <Text className="muted admin-order__line">{t('admin.orders.created', { time: chinaTimeText(o.created_at) })}</Text>
                {o.address && (
                  <Text className="muted admin-order__line">
                    {t('admin.orders.to', {
                      name: o.address.name,
                      phone: o.address.phone,
                      where: `${o.address.province}${o.address.city}${o.address.district}${o.address.detail}`,
                    })}
                  </Text>
                )}
                {o.tracking_no && <Text className="muted admin-order__line">{t('admin.orders.tracking', { no: o.tracking_no })}</Text>}
                {o.cancel_reason && <Text className="muted admin-order__line">{t('admin.orders.reasonShown', { reason: o.cancel_reason })}</Text>}
                {form ? (
                  <View className="admin-form-row" data-testid="admin-order-form">
                    <Text className="admin-form-row__label">{t(`admin.orders.field.${form.action}`)}</Text>
                    {form.action === 'ship' ? (
                      <Input
                        className={`admin-input${form.error ? ' admin-input--error' : ''}`}
                        data-testid="admin-order-input"
                        type="text"
                        value={form.text}
                        maxlength={MAX_TRACKING}
                        placeholder={t('admin.orders.trackingPh')}
                        disabled={busy}
                        onInput={(e) => editOrderForm(e.detail.value)}
                      />
                    ) : (
                      <Textarea
                        className={`admin-input${form.error ? ' admin-input--error' : ''}`}
                        data-testid="admin-order-input"
                        value={form.text}
                        maxlength={MAX_REASON}
                        autoHeight
                        placeholder={t('admin.orders.reasonPh')}
                        disabled={busy}
                        onInput={(e) => editOrderForm(e.detail.value)}
                      />
                    )}
                    {form.error && (
                      <Text className="admin-error" data-testid="admin-order-input-error">
                        {t(`admin.orders.err.${form.error}`, { field: t(`admin.orders.field.${form.action}`) })}
                      </Text>
                    )}
                    <View className="admin-order__actions">
                      <Pressable className="btn btn--ghost" data-testid="admin-order-back" disabled={busy} onPress={closeOrderForm}>
                        {t('admin.orders.back')}
                      </Pressable>
                      <Pressable className="btn" data-testid="admin-order-submit" disabled={busy} onPress={() => void submitOrderForm(ask)}>
                        {busy ? t('admin.submitting') : t(`admin.orders.action.${form.action}`)}
                      </Pressable>
                    </View>
                  </View>
                ) : (
                  adminOrderActions(o).length > 0 && (
                    <View className="admin-order__actions">
                      {adminOrderActions(o).map((a) => (
                        <Pressable
                          key={a}
                          className={`btn${a === 'refund' ? ' btn--ghost' : ''}`}
                          data-testid={`admin-order-${a}`}
                          onPress={() => openOrderForm(o.order_no, a)}
                        >
                          {t(`admin.orders.action.${a}`)}
                        </Pressable>
                      ))}
                    </View>
                  )
                )}
                {outcome && (
                  <Text
                    className={outcome.ok ? 'admin-order__done' : 'admin-error'}
                    data-testid={outcome.ok ? 'admin-order-done' : 'admin-order-failed'}
                    {...roleAttributes(outcome.ok ? 'status' : 'alert')}
                  >
                    {outcome.ok ? t(`admin.orders.done.${outcome.action}`) : t('admin.orders.failed', { error: outcome.message })}
                  </Text>
                )}
              </View>
            )
          })}
      </AdminGate>
    </PageShell>
  )
}
