import { Input, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '../../hooks'
import { ADDRESS_LIMITS, cleanAddress, validateAddress, type AddressErrors, type AddressField, type PostalAddress } from '../logic/address-rules'
import { Popup } from '../popup'
import type { AddressOptions } from '../ui'
import type { DialogProps } from './types'
import { Pressable } from '@/components/ui/pressable'

const FIELDS: { key: AddressField; label: string; ph: string; max: number }[] = [
  { key: 'name', label: 'ui.addressName', ph: 'ui.addressNamePh', max: ADDRESS_LIMITS.name },
  { key: 'phone', label: 'ui.addressPhone', ph: 'ui.addressPhonePh', max: 20 },
  { key: 'region', label: 'ui.addressRegion', ph: 'ui.addressRegionPh', max: ADDRESS_LIMITS.region },
  { key: 'detail', label: 'ui.addressDetail', ph: 'ui.addressDetailPh', max: ADDRESS_LIMITS.detail },
]

const ERROR_KEY = { required: 'ui.errRequired', tooLong: 'ui.errTooLong', tooShort: 'ui.errTooShort', badPhone: 'ui.errBadPhone' } as const

/** Postal address form (name, phone, region, detail); confirm validates and shows the errors in place. */
export function AddressDialog({ options: o, closing, close }: DialogProps<AddressOptions>) {
  const t = useT()
  const [value, setValue] = useState<PostalAddress>({ name: '', phone: '', region: '', detail: '', ...o.value })
  const [errors, setErrors] = useState<AddressErrors>({})
  const submit = () => {
    const e = validateAddress(value)
    setErrors(e)
    if (Object.keys(e).length === 0) close({ ok: true, address: cleanAddress(value) })
  }
  const set = (k: AddressField, v: string) => {
    setValue((s) => ({ ...s, [k]: v }))
    if (errors[k]) setErrors((s) => ({ ...s, [k]: undefined }))
  }
  return (
    <Popup position="center" closing={closing} testId="dialog-address" className="ui-modal ui-modal--form">
      <View className="ui-modal__title">{o.title ?? t('ui.addressTitle')}</View>
      {FIELDS.map((f) => {
        const err = errors[f.key]
        return (
          <View key={f.key} className="ui-form-row">
            <View className="ui-form-row__label">{t(f.label)}</View>
            <View className={`ui-field${err ? ' is-error' : ''}${f.key === 'detail' ? ' ui-field--area ui-field--short' : ''}`}>
              {f.key === 'detail' ? (
                <Textarea
                  className="ui-field__area"
                  data-testid={`address-${f.key}`}
                  value={value[f.key]}
                  placeholder={t(f.ph)}
                  maxlength={f.max}
                  onInput={(e) => set(f.key, e.detail.value)}
                />
              ) : (
                <Input
                  className="ui-field__input"
                  data-testid={`address-${f.key}`}
                  value={value[f.key]}
                  placeholder={t(f.ph)}
                  maxlength={f.max}
                  onInput={(e) => set(f.key, e.detail.value)}
                />
              )}
            </View>
            {err ? (
              <View className="ui-form-row__error" data-testid={`address-error-${f.key}`}>
                {t(ERROR_KEY[err], { field: t(f.label) })}
              </View>
            ) : null}
          </View>
        )
      })}
      <View className="ui-modal__actions">
        <Pressable className="ui-modal__btn" data-testid="dialog-cancel" onPress={() => close({ ok: false })}>
          {t('ui.cancel')}
        </Pressable>
        <Pressable className="ui-modal__btn ui-modal__btn--ok" data-testid="dialog-btn-0" onPress={submit}>
          {t('ui.confirm')}
        </Pressable>
      </View>
    </Popup>
  )
}
