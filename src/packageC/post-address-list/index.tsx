import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { AddressWire } from '@/store/shop-model'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { addressLine } from '@/store/order-model'
import { addressList, addressSetDefault, QUIET } from '@/store/shop-actions'
import '../shop-common/shop-pages.css'

/** 收货地址: the caller's postal addresses (default first); edit, make default, add. */
export default function PostAddressListPage() {
  const t = useT()
  const [list, setList] = useState<AddressWire[] | null | 'failed'>(null)
  const load = () =>
    addressList(QUIET).then(
      (r) => setList(r.list),
      () => setList('failed'),
    )
  useDidShow(() => void load())
  const makeDefault = async (id: number) => {
    if (await addressSetDefault(id, { loading: true }).catch(() => null)) await load()
  }
  return (
    <PageShell className="shop-page" routeId="post-address-list">
      {list === null || list === 'failed' ? (
        <View className="card muted">{list === null ? t('shop.loading') : t('shop.loadFailed')}</View>
      ) : list.length === 0 ? (
        <View className="card muted" data-testid="addresses-empty">
          {t('shop.addressNone')}
        </View>
      ) : (
        list.map((a) => (
          <View key={a.id} className="card" data-testid={`address-${a.id}`}>
            <Text className="card__title">
              {a.name} {a.phone}
            </Text>
            <Text className="muted">{addressLine(a)}</Text>
            <View className="shop-row">
              {a.is_default ? (
                <Text className="order-status">{t('shop.default')}</Text>
              ) : (
                <Pressable className="shop-link" data-testid={`address-default-${a.id}`} onPress={() => void makeDefault(a.id)}>
                  {t('shop.setDefault')}
                </Pressable>
              )}
              <Pressable className="shop-link" data-testid={`address-edit-${a.id}`} onPress={() => void navigate('post-address-edit', { id: a.id })}>
                {t('shop.edit')}
              </Pressable>
            </View>
          </View>
        ))
      )}
      <View className="shop-actions">
        <Pressable className="btn" data-testid="address-add" onPress={() => void navigate('post-address-edit')}>
          {t('shop.addressAdd')}
        </Pressable>
      </View>
    </PageShell>
  )
}
