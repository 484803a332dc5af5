/** Postal address form (name, phone, region, detail). The SPEC gives no rules; these are ours. */
export interface PostalAddress {
  name: string
  phone: string
  region: string
  detail: string
}

export type AddressField = keyof PostalAddress
export type AddressErrors = Partial<Record<AddressField, 'required' | 'tooLong' | 'badPhone' | 'tooShort'>>

export const ADDRESS_LIMITS = { name: 20, region: 50, detail: 100, detailMin: 4 } as const

/** Mainland mobile (1 + 10 digits, 86 prefix allowed) or a landline / other number: 6–15 digits with - or spaces. */
const MOBILE = /^(?:\+?86[- ]?)?1[3-9]\d{9}$/
const OTHER = /^\+?\d[\d -]{4,18}\d$/

export function isValidPhone(phone: string): boolean {
  const p = phone.trim()
  if (MOBILE.test(p)) return true
  // Eleven digits starting with 1 can only be a mainland mobile number, and this one is not.
  if (/^1\d{10}$/.test(p)) return false
  const digits = p.replace(/\D/g, '').length
  return OTHER.test(p) && digits >= 6 && digits <= 15
}

const len = (s: string) => [...s.trim()].length

export function validateAddress(a: PostalAddress): AddressErrors {
  const e: AddressErrors = {}
  if (!len(a.name)) e.name = 'required'
  else if (len(a.name) > ADDRESS_LIMITS.name) e.name = 'tooLong'
  if (!len(a.phone)) e.phone = 'required'
  else if (!isValidPhone(a.phone)) e.phone = 'badPhone'
  if (!len(a.region)) e.region = 'required'
  else if (len(a.region) > ADDRESS_LIMITS.region) e.region = 'tooLong'
  if (!len(a.detail)) e.detail = 'required'
  else if (len(a.detail) < ADDRESS_LIMITS.detailMin) e.detail = 'tooShort'
  else if (len(a.detail) > ADDRESS_LIMITS.detail) e.detail = 'tooLong'
  return e
}

/** Trimmed copy, for the result. */
export function cleanAddress(a: PostalAddress): PostalAddress {
  return { name: a.name.trim(), phone: a.phone.trim(), region: a.region.trim(), detail: a.detail.trim() }
}
