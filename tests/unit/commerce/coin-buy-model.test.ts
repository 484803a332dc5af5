import { describe, expect, it } from 'vitest'
import type { ProductWire, SkuWire } from '@/api/commerce'
import { channelFor, coinBuyReducer, coinPacksOf, INITIAL_COIN_BUY, orderSettled, yuanOf, type CoinBuyState } from '@/store/coin-buy-model'

const sku = (id: number, coins: number | null, price_fen: number | null, on_sale = true): SkuWire => ({
  id,
  product_id: 1,
  code: `c${id}`,
  spec: '',
  price_fen,
  price_coins: null,
  coins,
  stock: null,
  on_sale,
})
const product = (kind: ProductWire['kind'], skus: SkuWire[], on_sale = true): ProductWire => ({
  id: 1,
  kind,
  name: 'p',
  description: '',
  image: '',
  report_key: null,
  card_type: null,
  on_sale,
  sort: 0,
  skus,
})

describe('coin purchase: prices and packs', () => {
  it('fen → yuan: whole yuan without decimals, else two', () => {
    expect(yuanOf(600)).toBe('6')
    expect(yuanOf(6800)).toBe('68')
    expect(yuanOf(650)).toBe('6.50')
    expect(yuanOf(1)).toBe('0.01')
  })
  it('packs: on-sale coin-pack SKUs with coins and a price, fewest coins first', () => {
    const list = [
      product('coin_pack', [sku(3, 680, 6800), sku(1, 60, 600), sku(9, 1000, 9900, false)]),
      product('coin_pack', [sku(2, 300, 3000)]),
      product('coin_pack', [sku(7, 50, 500)], false),
      product('report', [sku(4, null, null)]),
    ]
    expect(coinPacksOf(list)).toEqual([
      { skuId: 1, coins: 60, priceFen: 600 },
      { skuId: 2, coins: 300, priceFen: 3000 },
      { skuId: 3, coins: 680, priceFen: 6800 },
    ])
  })
  it('channel: JSAPI inside WeChat, else WeChat H5, else Alipay; none when nothing is offered', () => {
    expect(channelFor(['wechat_jsapi'])).toBe('wechat_jsapi')
    expect(channelFor(['alipay_h5', 'wechat_h5'])).toBe('wechat_h5')
    expect(channelFor(['alipay_h5'])).toBe('alipay_h5')
    expect(channelFor([])).toBeNull()
    expect(channelFor(['sandbox'])).toBeNull()
  })
  it('an order is settled when paid or completed', () => {
    expect(orderSettled('completed')).toBe(true)
    expect(orderSettled('paid')).toBe(true)
    expect(orderSettled('created')).toBe(false)
    expect(orderSettled('cancelled')).toBe(false)
  })
})

describe('coin purchase: page phases', () => {
  const run = (...events: Parameters<typeof coinBuyReducer>[1][]): CoinBuyState => events.reduce(coinBuyReducer, INITIAL_COIN_BUY)
  it('nothing chosen: pay does nothing', () => {
    expect(run({ type: 'pay' })).toEqual(INITIAL_COIN_BUY)
  })
  it('choose → paying → success with the coins bought; again starts over on the same pack', () => {
    const s = run({ type: 'select', skuId: 1 }, { type: 'pay' })
    expect(s.phase).toBe('paying')
    expect(coinBuyReducer(s, { type: 'select', skuId: 2 }).selected).toBe(1)
    const done = coinBuyReducer(s, { type: 'paid', coins: 60 })
    expect(done).toMatchObject({ phase: 'success', boughtCoins: 60 })
    expect(coinBuyReducer(done, { type: 'again' })).toEqual({ ...INITIAL_COIN_BUY, selected: 1 })
  })
  it('paying → failed (支付失败了) with the reason; pay again retries, retry goes back to choosing', () => {
    const failed = run({ type: 'select', skuId: 1 }, { type: 'pay' }, { type: 'fail', error: '支付通道不可用' })
    expect(failed).toMatchObject({ phase: 'failed', error: '支付通道不可用' })
    expect(coinBuyReducer(failed, { type: 'pay' })).toMatchObject({ phase: 'paying', error: '' })
    expect(coinBuyReducer(failed, { type: 'retry' })).toMatchObject({ phase: 'choose', selected: 1, error: '' })
  })
  it('a cancelled payment returns to choosing; events out of place change nothing', () => {
    expect(run({ type: 'select', skuId: 1 }, { type: 'pay' }, { type: 'cancel' }).phase).toBe('choose')
    const chosen = run({ type: 'select', skuId: 1 })
    expect(coinBuyReducer(chosen, { type: 'paid', coins: 60 })).toBe(chosen)
    expect(coinBuyReducer(chosen, { type: 'fail', error: 'x' })).toBe(chosen)
  })
})
