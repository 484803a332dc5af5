/** The postal address form (post-address-edit): fields, rules and the /Address/Save body. */
import { ADDRESS_LIMITS, isValidPhone } from '@/components/ui/logic/address-rules'
import type { AddressInput, AddressWire } from '@/store/shop-model'

export interface AddressForm {
  name: string
  phone: string
  /** province, city, district (district may be empty). */
  region: [string, string, string]
  detail: string
  postcode: string
  isDefault: boolean
}

export type AddressFormField = 'name' | 'phone' | 'region' | 'detail' | 'postcode'
export type AddressFormErrors = Partial<Record<AddressFormField, 'required' | 'tooLong' | 'tooShort' | 'badPhone' | 'badPostcode'>>

export const EMPTY_ADDRESS_FORM: AddressForm = { name: '', phone: '', region: ['', '', ''], detail: '', postcode: '', isDefault: false }

export function formOfAddress(a: AddressWire): AddressForm {
  return { name: a.name, phone: a.phone, region: [a.province, a.city, a.district], detail: a.detail, postcode: a.postcode, isDefault: a.is_default }
}

const len = (s: string) => [...s.trim()].length

/** The UI kit's address rules (ui.editAddress) plus province and city required, and a 6-digit postcode. */
export function validateAddressForm(f: AddressForm): AddressFormErrors {
  const e: AddressFormErrors = {}
  if (!len(f.name)) e.name = 'required'
  else if (len(f.name) > ADDRESS_LIMITS.name) e.name = 'tooLong'
  if (!len(f.phone)) e.phone = 'required'
  else if (!isValidPhone(f.phone)) e.phone = 'badPhone'
  if (!f.region[0].trim() || !f.region[1].trim()) e.region = 'required'
  if (!len(f.detail)) e.detail = 'required'
  else if (len(f.detail) < ADDRESS_LIMITS.detailMin) e.detail = 'tooShort'
  else if (len(f.detail) > ADDRESS_LIMITS.detail) e.detail = 'tooLong'
  if (f.postcode.trim() && !/^\d{6}$/.test(f.postcode.trim())) e.postcode = 'badPostcode'
  return e
}

/** The /Address/Save body of a valid form. */
export function addressInputOf(f: AddressForm, id?: number): AddressInput {
  return {
    ...(id ? { id } : {}),
    name: f.name.trim(),
    phone: f.phone.trim(),
    province: f.region[0].trim(),
    city: f.region[1].trim(),
    district: f.region[2].trim(),
    detail: f.detail.trim(),
    postcode: f.postcode.trim(),
    is_default: f.isDefault ? 1 : 0,
  }
}
