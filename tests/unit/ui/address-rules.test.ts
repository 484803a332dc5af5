import { describe, expect, it } from 'vitest'
import { isValidPhone, validateAddress } from '@/components/ui/logic/address-rules'

const good = { name: '张三', phone: '13812345678', region: '北京市 朝阳区', detail: '建国路 88 号 1 单元' }
describe('postal address form', () => {
  it('a complete address has no errors', () => {
    expect(validateAddress(good)).toEqual({})
  })
  it('every empty field is required', () => {
    expect(validateAddress({ name: ' ', phone: '', region: '', detail: '' })).toEqual({
      name: 'required',
      phone: 'required',
      region: 'required',
      detail: 'required',
    })
  })
  it('a mainland mobile number is 1[3-9] plus 9 digits', () => {
    expect(isValidPhone('13812345678')).toBe(true)
    expect(isValidPhone('+86 13812345678')).toBe(true)
    expect(isValidPhone('12812345678')).toBe(false)
  })
  it('a landline with area code is accepted', () => {
    expect(isValidPhone('010-12345678')).toBe(true)
  })
  it('letters in the phone are rejected', () => {
    expect(validateAddress({ ...good, phone: '138abc' }).phone).toBe('badPhone')
  })
  it('a detail under 4 characters is too short', () => {
    expect(validateAddress({ ...good, detail: '88号' }).detail).toBe('tooShort')
  })
  it('a name over 20 characters is too long', () => {
    expect(validateAddress({ ...good, name: '名'.repeat(21) }).name).toBe('tooLong')
  })
})
