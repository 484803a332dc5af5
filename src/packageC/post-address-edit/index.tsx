import '@/packageC/locales.generated'
import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { goBack } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { addressDelete, addressList, addressSave } from '@/store/shop-actions'
import {
  addressInputOf,
  EMPTY_ADDRESS_FORM,
  formOfAddress,
  validateAddressForm,
  type AddressForm,
  type AddressFormErrors,
  type AddressFormField,
} from './form'
import { RegionField } from './region-field'
import '../shop-common/shop-pages.css'

const TEXT_FIELDS: { key: Exclude<AddressFormField, 'region'>; max: number; area?: boolean; type?: 'number' }[] = [
  { key: 'name', max: 20 },
  { key: 'phone', max: 20, type: 'number' },
  { key: 'detail', max: 100, area: true },
  { key: 'postcode', max: 6, type: 'number' },
]
const LABEL = { name: 'Name', phone: 'Phone', region: 'Region', detail: 'Detail', postcode: 'Postcode' } as const

/** 编辑收货地址 (?id= to edit): recipient, phone, region, detail, postcode, default; saved on the server. */
export default function PostAddressEditPage() {
  const t = useT()
  const { id } = useRouteParams<{ id?: string }>()
  const editing = Number(id) || 0
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS_FORM)
  const [errors, setErrors] = useState<AddressFormErrors>({})
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!editing) return
    // Loading the address to edit toasts its own failure (no network, expired login); the form stays empty.
    void addressList().then(
      (r) => {
        const a = r.list.find((x) => x.id === editing)
        if (a) setForm(formOfAddress(a))
      },
      () => undefined,
    )
  }, [editing])

  const set = <K extends keyof AddressForm>(k: K, v: AddressForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }))
    setErrors((e) => ({ ...e, [k]: undefined }))
  }
  const label = (k: AddressFormField) => t(`shop.address${LABEL[k]}`)
  const save = async () => {
    const e = validateAddressForm(form)
    setErrors(e)
    if (Object.values(e).some(Boolean) || saving) return
    setSaving(true)
    const saved = await addressSave(addressInputOf(form, editing || undefined), { loading: true }).catch(() => null)
    setSaving(false)
    if (saved) await goBack()
  }
  const remove = async () => {
    if (!(await feedback().confirm({ content: t('shop.deleteAsk'), confirmText: t('shop.delete') }))) return
    if (await addressDelete(editing, { loading: true }).catch(() => null)) await goBack()
  }
  const errorText = (k: AddressFormField) => {
    const e = errors[k]
    return e ? (
      <Text className="shop-form-row__error" data-testid={`address-error-${k}`}>
        {t(`shop.err.${e}`, { field: label(k) })}
      </Text>
    ) : null
  }

  return (
    <PageShell className="shop-page" routeId="post-address-edit">
      <View className="card">
        {TEXT_FIELDS.slice(0, 2).map((f) => (
          <View key={f.key} className="shop-form-row">
            <Text className="shop-form-row__label">{label(f.key)}</Text>
            <Input
              className={`shop-input${errors[f.key] ? ' shop-input--error' : ''}`}
              data-testid={`address-${f.key}`}
              type={f.type === 'number' ? 'number' : 'text'}
              value={form[f.key]}
              maxlength={f.max}
              placeholder={t(`shop.address${LABEL[f.key]}Ph`)}
              onInput={(e) => set(f.key, e.detail.value)}
            />
            {errorText(f.key)}
          </View>
        ))}
        <View className="shop-form-row">
          <Text className="shop-form-row__label">{label('region')}</Text>
          <RegionField value={form.region} error={!!errors.region} onChange={(r) => set('region', r)} />
          {errorText('region')}
        </View>
        {TEXT_FIELDS.slice(2).map((f) => (
          <View key={f.key} className="shop-form-row">
            <Text className="shop-form-row__label">{label(f.key)}</Text>
            {f.area ? (
              <Textarea
                className={`shop-input${errors[f.key] ? ' shop-input--error' : ''}`}
                data-testid={`address-${f.key}`}
                value={form[f.key]}
                maxlength={f.max}
                autoHeight
                placeholder={t(`shop.address${LABEL[f.key]}Ph`)}
                onInput={(e) => set(f.key, e.detail.value)}
              />
            ) : (
              <Input
                className={`shop-input${errors[f.key] ? ' shop-input--error' : ''}`}
                data-testid={`address-${f.key}`}
                type="number"
                value={form[f.key]}
                maxlength={f.max}
                placeholder={t(`shop.address${LABEL[f.key]}Ph`)}
                onInput={(e) => set(f.key, e.detail.value)}
              />
            )}
            {errorText(f.key)}
          </View>
        ))}
        <View className="shop-row">
          <Text>{t('shop.addressDefault')}</Text>
          <Switch checked={form.isDefault} data-testid="address-default" onChange={(e) => set('isDefault', e.detail.value)} />
        </View>
      </View>
      <View className="shop-actions">
        {editing > 0 && (
          <Pressable className="btn btn--ghost" data-testid="address-delete" onPress={() => void remove()}>
            {t('shop.delete')}
          </Pressable>
        )}
        <Pressable className="btn" data-testid="address-save" disabled={saving} onPress={() => void save()}>
          {t('shop.save')}
        </Pressable>
      </View>
    </PageShell>
  )
}
