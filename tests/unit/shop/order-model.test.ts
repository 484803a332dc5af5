import { describe, expect, it } from 'vitest'
import type { AddressWire, OrderStatus } from '@/api/commerce'
import {
  addressLine,
  checkoutReducer,
  INITIAL_CHECKOUT,
  itemsParam,
  minutesLeft,
  orderActions,
  parseItemsParam,
  pickAddress,
  type CheckoutEvent,
} from '@/store/order-model'
import { addressInputOf, EMPTY_ADDRESS_FORM, validateAddressForm } from '@/packageC/post-address-edit/form'

const NOW = 1_700_000_000_000

describe('order actions follow the user rows of the order state machine (docs/commerce.md)', () => {
  const o = (status: OrderStatus, pay_method: 'money' | 'coins' = 'money', expires_at: number | null = NOW + 60_000) => ({
    status,
    pay_method,
    expires_at,
  })
  it('created: pay and cancel; shipped: confirm; others none', () => {
    expect(orderActions(o('created'), NOW)).toEqual(['pay', 'cancel'])
    expect(orderActions(o('paid'), NOW)).toEqual([])
    expect(orderActions(o('shipped'), NOW)).toEqual(['confirm'])
    for (const s of ['completed', 'cancelled', 'refunded'] as const) expect(orderActions(o(s), NOW)).toEqual([])
  })
  it('no pay once the deadline passed, nor for coin orders', () => {
    expect(orderActions(o('created', 'money', NOW - 1), NOW)).toEqual(['cancel'])
    expect(orderActions(o('created', 'coins'), NOW)).toEqual(['cancel'])
  })
  it('minutes left to pay, rounded up, never negative', () => {
    expect(minutesLeft({ expires_at: NOW + 29 * 60_000 + 1 }, NOW)).toBe(30)
    expect(minutesLeft({ expires_at: NOW - 5 }, NOW)).toBe(0)
    expect(minutesLeft({ expires_at: null }, NOW)).toBeNull()
  })
})

describe('checkout phases', () => {
  const replay = (events: CheckoutEvent[]) => events.reduce(checkoutReducer, INITIAL_CHECKOUT)
  it('created then paid', () => {
    expect(replay([{ type: 'address', id: 7 }, { type: 'submit' }, { type: 'created', orderNo: 'O1' }, { type: 'paid' }])).toEqual({
      phase: 'paid',
      addressId: 7,
      orderNo: 'O1',
      error: '',
    })
  })
  it('a failed payment keeps the order: the retry pays it, the address is locked to it', () => {
    const s = replay([{ type: 'address', id: 7 }, { type: 'submit' }, { type: 'created', orderNo: 'O1' }, { type: 'fail', error: 'x' }])
    expect(s).toMatchObject({ phase: 'failed', orderNo: 'O1', error: 'x' })
    expect(checkoutReducer(s, { type: 'address', id: 8 }).addressId).toBe(7)
    expect(checkoutReducer(s, { type: 'submit' })).toMatchObject({ phase: 'submitting', error: '', orderNo: 'O1' })
  })
  it('a cancelled hand-off goes back to ready; events out of phase change nothing', () => {
    expect(replay([{ type: 'submit' }, { type: 'cancelled' }]).phase).toBe('ready')
    expect(replay([{ type: 'paid' }])).toEqual(INITIAL_CHECKOUT)
    expect(replay([{ type: 'created', orderNo: 'O1' }])).toEqual(INITIAL_CHECKOUT)
  })
  it('items travel as a page parameter', () => {
    const items = [
      { sku_id: 12, qty: 2 },
      { sku_id: 3, qty: 1 },
    ]
    expect(itemsParam(items)).toBe('12x2,3x1')
    expect(parseItemsParam('12x2,3x1')).toEqual(items)
    expect(parseItemsParam('12x0,a,5x3')).toEqual([{ sku_id: 5, qty: 3 }])
    expect(parseItemsParam(undefined)).toEqual([])
  })
})

describe('addresses', () => {
  const a = (id: number, is_default = false): AddressWire => ({
    id,
    name: '林',
    phone: '13800138000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    detail: '建国路 1 号',
    postcode: '',
    is_default,
    updated_at: 0,
  })
  it('preselects the wanted address, else the default, else the first', () => {
    expect(pickAddress([a(1), a(2, true)], null)).toBe(2)
    expect(pickAddress([a(1), a(2, true)], 1)).toBe(1)
    expect(pickAddress([a(1), a(2)], 9)).toBe(1)
    expect(pickAddress([], null)).toBeNull()
  })
  it('a municipality is not named twice', () => {
    expect(addressLine(a(1))).toBe('北京市 朝阳区 建国路 1 号')
  })
  it('form rules: required fields, phone, province and city, postcode of 6 digits', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM)).toEqual({ name: 'required', phone: 'required', region: 'required', detail: 'required' })
    const ok = {
      ...EMPTY_ADDRESS_FORM,
      name: '林',
      phone: '13800138000',
      region: ['广东省', '深圳市', ''] as [string, string, string],
      detail: '深南大道 100 号',
    }
    expect(validateAddressForm(ok)).toEqual({})
    expect(validateAddressForm({ ...ok, phone: '12345678901', postcode: '5180' })).toEqual({ phone: 'badPhone', postcode: 'badPostcode' })
    expect(validateAddressForm({ ...ok, region: ['广东省', '', ''], detail: '1号' })).toEqual({ region: 'required', detail: 'tooShort' })
    expect(addressInputOf({ ...ok, isDefault: true, name: ' 林 ' }, 4)).toEqual({
      id: 4,
      name: '林',
      phone: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '',
      detail: '深南大道 100 号',
      postcode: '',
      is_default: 1,
    })
  })
})
