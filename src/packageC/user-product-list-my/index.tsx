import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { loadVouchers } from '@/store/card-actions'
import { VOUCHER_FILTERS, voucherCounts, vouchersOf, type VoucherStatus, type VoucherWire } from '@/store/card-model'
import { chinaTimeText } from '../shop-common/parts'
import '../shop-common/shop-pages.css'

/** 我的卡券: the user's vouchers (Card/List) by state: usable, used, revoked by a refund. */
export default function MyCardsPage() {
  const t = useT()
  const [status, setStatus] = useState<VoucherStatus>('active')
  const [list, setList] = useState<VoucherWire[] | null | 'failed'>(null)
  const load = () => loadVouchers().then(setList, () => setList('failed'))
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  const counts = Array.isArray(list) ? voucherCounts(list) : null
  const shown = Array.isArray(list) ? vouchersOf(list, status) : []
  return (
    <PageShell className="shop-page" routeId="user-product-list-my">
      <View className="order-filters">
        <Segmented<VoucherStatus>
          testId="card-filter"
          label={t('cardRoute.mine')}
          value={status}
          options={VOUCHER_FILTERS.map((s) => ({ value: s, label: counts ? `${t(`cards.status.${s}`)} ${counts[s]}` : t(`cards.status.${s}`) }))}
          onChange={setStatus}
        />
      </View>
      {list === null ? (
        <View className="card muted">{t('shop.loading')}</View>
      ) : list === 'failed' ? (
        <View className="card muted">{t('shop.loadFailed')}</View>
      ) : shown.length === 0 ? (
        <View className="card muted" data-testid="cards-empty">
          {t(`cards.empty.${status}`)}
        </View>
      ) : (
        shown.map((v) => (
          <View key={v.id} className="card" data-testid={`voucher-${v.id}`}>
            <View className="shop-row">
              <Text className="card__title">{t(`cards.type.${v.card_type}`)}</Text>
              <Text className={`order-status order-status--${v.status === 'active' ? 'paid' : 'cancelled'}`}>{t(`cards.status.${v.status}`)}</Text>
            </View>
            <Text className="muted spu-desc">{t(`cards.typeNote.${v.card_type}`)}</Text>
            <Text className="muted spu-desc">{t('cards.got', { time: chinaTimeText(v.created_at) })}</Text>
            {v.used_at !== null && <Text className="muted spu-desc">{t('cards.usedAt', { time: chinaTimeText(v.used_at) })}</Text>}
            {v.used_for && <Text className="muted spu-desc">{t('cards.usedFor', { what: v.used_for })}</Text>}
          </View>
        ))
      )}
      <View className="shop-actions">
        <Pressable className="btn" data-testid="cards-buy" onPress={() => void navigate('user-product-buy')}>
          {t('cards.buyEntry')}
        </Pressable>
      </View>
    </PageShell>
  )
}
