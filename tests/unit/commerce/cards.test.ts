import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buyCard, loadCardOffers, loadVouchers } from '@/store/card-actions'
import { cardOffers, voucherCounts, vouchersOf, type VoucherWire } from '@/store/card-model'
import { setPurchaseWait } from '@/store/coin-buy-actions'
import { useSession } from '@/store/session'
import type { ProductWire } from '@/store/shop-model'
import { fakeServer, info } from '../account/fake-server'
import { loggedInPurchaseServer } from './purchase-server'

// My cards and buying a card: the vouchers by state, the card offers, and the purchase through the shop's coin path.
let srv: ReturnType<typeof fakeServer>['s']
const voucher = (id: number, status: VoucherWire['status'], created_at: number): VoucherWire => ({
  id,
  card_type: 'dice',
  status,
  used_for: status === 'used' ? 'dice' : null,
  used_at: status === 'used' ? created_at + 1 : null,
  created_at,
})
const sku = (id: number, price_coins: number | null, stock: number | null = null, on_sale = true) => ({
  id,
  product_id: 1,
  code: `C${id}`,
  spec: `${id} 次`,
  price_fen: null,
  price_coins,
  coins: null,
  stock,
  on_sale,
})
const cardProduct: ProductWire = {
  id: 1,
  kind: 'card',
  name: '骰子占卜券',
  description: '',
  image: '',
  report_key: null,
  card_type: 'dice',
  on_sale: true,
  sort: 1,
  skus: [sku(11, 100), sku(12, 250, 0), sku(13, 300, null, false)],
}
const offer = cardOffers([cardProduct])[0]

beforeEach(() => {
  srv = loggedInPurchaseServer()
})
afterEach(() => setPurchaseWait(null))

describe('my vouchers', () => {
  const list = [voucher(1, 'used', 10), voucher(2, 'active', 20), voucher(3, 'active', 30), voucher(4, 'revoked', 5)]
  it('each state lists its vouchers, newest first, with counts for the filter', () => {
    expect(vouchersOf(list, 'active').map((v) => v.id)).toEqual([3, 2])
    expect(vouchersOf(list, 'used').map((v) => v.id)).toEqual([1])
    expect(voucherCounts(list)).toEqual({ active: 2, used: 1, revoked: 1 })
  })
  it('Card/List is read without a status filter (the page filters and counts)', async () => {
    srv.routes.set('/Card/List', () => ({ code: 0, data: { list } }))
    expect(await loadVouchers()).toHaveLength(4)
    expect(JSON.parse(JSON.stringify(srv.calls[0].data))).toEqual({})
  })
})

describe('buying a card', () => {
  it('offers the card SKUs for coins that are on sale and in stock', async () => {
    expect(cardOffers([cardProduct]).map((o) => o.skuId)).toEqual([11])
    expect(offer).toMatchObject({ name: '骰子占卜券', cardType: 'dice', priceCoins: 100 })
    srv.routes.set('/Shop/ProductList', () => ({ code: 0, data: { list: [cardProduct] } }))
    expect(await loadCardOffers()).toHaveLength(1)
    expect(JSON.parse(JSON.stringify(srv.calls[0].data))).toEqual({ kind: 'card' })
  })
  it('bought with coins through Shop/BuyWithCoins; the balance is re-read', async () => {
    srv.routes.set('/Shop/BuyWithCoins', () => ({ code: 0, data: { order: { order_no: 'O9', status: 'completed' }, coin_num: 400 } }))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(400) }))
    expect((await buyCard(offer, 1_800_000_000_000)).kind).toBe('paid')
    const sent = JSON.parse(JSON.stringify(srv.calls[0].data))
    expect(sent).toMatchObject({ sku_id: 11, qty: 1 })
    expect(sent.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(400)
  })
  it('the server says 1101: the 星币不足 dialog with its message, nothing bought', async () => {
    srv.routes.set('/Shop/BuyWithCoins', () => ({ code: 1101, msg: '星币不足，还差 20 星币' }))
    expect(await buyCard(offer, 1_800_000_000_000)).toEqual({ kind: 'stopped' })
    expect(srv.dialogs.map((d) => d.content)).toEqual(['星币不足，还差 20 星币'])
  })
  it('too few coins and nothing payable: 星币不足 before any call', async () => {
    useSession.getState().payabilityFetched({ payable: false, channels: [] })
    expect(await buyCard({ ...offer, priceCoins: 800 }, 1_800_000_000_000)).toEqual({ kind: 'stopped' })
    expect(srv.paths()).toEqual([])
    expect(srv.dialogs[0].title).toBe('星币不足')
  })
})
