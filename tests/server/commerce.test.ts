// Shop, trolley, addresses, orders and coin purchases on the default sandbox provider: full lifecycles through
// the API, expiry of unpaid orders, refused transitions, concurrent spends, vouchers and IDOR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'
import { adminToken, skuByCode } from './shop-helpers'

const ADDRESS = {
  name: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '东城区',
  detail: '景山前街 4 号',
  postcode: '100009',
}

describe(`commerce on the sandbox provider (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  beforeAll(async () => {
    h = await harness()
    admin = await adminToken(h, 'boss@example.com')
  })
  afterAll(async () => h?.close())

  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num as number

  it('a new install has a shop: coin packs 60/300/680, two reports, one physical item', async () => {
    const packs = (await h.call('/Pay/ProductList', {})).data.list
    expect(packs.map((p: AnyJson) => p.skus[0].coins)).toEqual([60, 300, 680])
    expect(packs.map((p: AnyJson) => p.skus[0].price_fen)).toEqual([600, 3000, 6800])
    const all = (await h.call('/Shop/ProductList', {})).data.list
    expect(all.filter((p: AnyJson) => p.kind === 'report')).toHaveLength(2)
    expect(all.filter((p: AnyJson) => p.kind === 'physical')).toHaveLength(1)
    const one = await h.call('/Shop/ProductInfo', { id: all[3].id })
    expect(one.data.name).toBe(all[3].name)
    expect((await h.call('/Shop/ProductInfo', { id: 999999 })).code).toBe(1002)
  })

  it('Pay/Payable answers from configuration: sandbox payable, channels by client, ios_payable off', async () => {
    const h5 = await h.raw({ method: 'POST', url: '/api/Pay/Payable', headers: { 'x-app-type': 'h5', 'x-platform': 'android' }, payload: {} })
    expect(h5.json().data).toMatchObject({ payable: true, ios_payable: false, is_local: true, show_btn: true, channels: ['wechat_h5', 'alipay_h5'] })
    const mini = await h.raw({ method: 'POST', url: '/api/Pay/Payable', headers: { 'x-app-type': 'mp-weixin', 'x-platform': 'ios' }, payload: {} })
    expect(mini.json().data.channels).toEqual(['wechat_jsapi'])
    const off = await harness({ payments: { providers: [] } })
    try {
      expect((await off.call('/Pay/Payable', {})).data).toMatchObject({ payable: false, is_local: true, channels: [], msg: '当前版本暂不支持支付' })
      const { token } = await off.login('nopay@example.com')
      const pack = await skuByCode(off, 'coin-60')
      expect((await off.call('/Pay/GetAliPaymentH5', { sku_id: pack.id }, token)).code).toBe(1014)
    } finally {
      await off.close()
    }
    const ios = await harness({ payments: { iosPayable: true } })
    try {
      expect((await ios.call('/Pay/Payable', {})).data.ios_payable).toBe(true)
    } finally {
      await ios.close()
    }
  })

  it('a coin pack bought through the sandbox is credited once; a retried request id answers the same order', async () => {
    const { token, user } = await h.login('pack@example.com')
    const pack = await skuByCode(h, 'coin-300')
    const r = await h.call('/Pay/GetAliPaymentH5', { sku_id: pack.id, request_id: 'req-pack-0001' }, token)
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ provider: 'sandbox', channel: 'alipay_h5', amount_fen: 3000, order: { status: 'completed', kind: 'coin_pack' } })
    expect(r.data.order.payments[0]).toMatchObject({ status: 'succeeded', amount_fen: 3000 })
    expect(await coins(token)).toBe(800)
    const again = await h.call('/Pay/GetAliPaymentH5', { sku_id: pack.id, request_id: 'req-pack-0001' }, token)
    expect(again.code).toBe(1105) // the order is already paid
    expect(await coins(token)).toBe(800)
    const rows = await h.app.services.db.query<{ idem_key: string; amount: number }>(
      `SELECT idem_key, amount FROM coin_ledger WHERE uid = $1 ORDER BY id`,
      [user.uid],
    )
    expect(rows.rows.map((x) => x.amount)).toEqual([500, 300])
    expect(rows.rows[1].idem_key).toBe(`pay:${r.data.payment_no}`)
  })

  it('physical goods: trolley → order → pay → ship → confirm, stock taken; refund returns nothing twice', async () => {
    const { token } = await h.login('goods@example.com')
    const tote = await skuByCode(h, 'tote-zodiac')
    const addr = (await h.call('/Address/Save', ADDRESS, token)).data
    expect(addr).toMatchObject({ ...ADDRESS, is_default: true })
    expect((await h.call('/Trolley/Add', { sku_id: tote.id, qty: 2 }, token)).data).toMatchObject({ local: false, num: 2 })
    expect((await h.call('/Trolley/Add', { sku_id: tote.id, qty: 1 }, token)).data.num).toBe(3)
    expect((await h.call('/Trolley/Update', { sku_id: tote.id, qty: 2 }, token)).data.num).toBe(2)
    const pack = await skuByCode(h, 'coin-60')
    expect((await h.call('/Trolley/Add', { sku_id: pack.id, qty: 1 }, token)).code).toBe(1017)
    const created = await h.call('/Order/Create', { from_trolley: 1, address_id: addr.id }, token)
    expect(created.data).toMatchObject({ status: 'created', kind: 'physical', total_fen: 11800, address: { name: '张三' } })
    expect((await h.call('/Trolley/Info', {}, token)).data.num).toBe(0)
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(98)
    const no = created.data.order_no
    expect((await h.call('/Order/Confirm', { order_no: no }, token)).code).toBe(1105)
    expect((await h.call('/Admin/OrderShip', { order_no: no, tracking_no: 'SF1' }, admin)).code).toBe(1105)
    const paid = await h.call('/Pay/GetWeiXinPaymentH5ForOrder', { order_no: no }, token)
    expect(paid.data.order.status).toBe('paid')
    expect((await h.call('/Order/Cancel', { order_no: no }, token)).code).toBe(1105)
    expect((await h.call('/Admin/OrderShip', { order_no: no, tracking_no: 'SF1001' }, admin)).data).toMatchObject({
      status: 'shipped',
      tracking_no: 'SF1001',
    })
    expect((await h.call('/Order/Confirm', { order_no: no }, token)).data.status).toBe('completed')
    const refunded = await h.call('/Admin/OrderRefund', { order_no: no, reason: '破损' }, admin)
    expect(refunded.data).toMatchObject({ status: 'refunded', payments: [{ status: 'refunded' }] })
    expect((await h.call('/Admin/OrderRefund', { order_no: no, reason: '再退' }, admin)).code).toBe(1105)
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(98) // shipped goods are not back in stock
  })

  it('unpaid orders expire: cancelled, stock returned, payment refused; a cancelled order cannot be paid', async () => {
    const { token } = await h.login('late@example.com')
    const tote = await skuByCode(h, 'tote-zodiac')
    const addr = (await h.call('/Address/Save', ADDRESS, token)).data
    const o = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 3 }], address_id: addr.id }, token)).data
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(tote.stock - 3)
    h.clock.advance(31 * 60_000)
    const info = await h.call('/Order/Info', { order_no: o.order_no }, token)
    expect(info.data).toMatchObject({ status: 'cancelled', cancel_reason: '超时未支付' })
    expect((await skuByCode(h, 'tote-zodiac')).stock).toBe(tote.stock)
    expect((await h.call('/Pay/GetAliPaymentH5ForOrder', { order_no: o.order_no }, token)).code).toBe(1105)
    const o2 = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addr.id }, token)).data
    expect((await h.call('/Order/Cancel', { order_no: o2.order_no }, token)).data.status).toBe('cancelled')
    expect((await h.call('/Pay/GetAliPaymentH5Again', { order_no: o2.order_no }, token)).code).toBe(1105)
    expect((await h.call('/Order/Cancel', { order_no: o2.order_no }, token)).code).toBe(1105)
    expect((await h.call('/Order/List', { status: 'cancelled' }, token)).data.list).toHaveLength(2)
  })

  it('reports and cards with coins: spend rows, owned once, 星币不足 when short, vouchers counted and used', async () => {
    const { token, user } = await h.login('reader@example.com')
    const natal = await skuByCode(h, 'report-natal-detail')
    const annual = await skuByCode(h, 'report-annual-forecast')
    const bought = await h.call('/Shop/BuyWithCoins', { sku_id: natal.id }, token)
    expect(bought.data).toMatchObject({ coin_num: 200, order: { status: 'completed', pay_method: 'coins', total_coins: 300 } })
    expect((await h.call('/Shop/BuyWithCoins', { sku_id: natal.id }, token)).code).toBe(1015)
    expect((await h.call('/Report/List', {}, token)).data.list.map((r: AnyJson) => r.report_key)).toEqual(['natal-detail'])
    const p = (await h.call('/Admin/ProductSave', { kind: 'card', name: '骰子券', card_type: 'dice' }, admin)).data
    const sku = await h.call('/Admin/SkuSave', { product_id: p.id, code: 'dice-1', price_coins: 150 }, admin)
    const short = await h.call('/Shop/BuyWithCoins', { sku_id: sku.data.id, qty: 2 }, token)
    expect(short.code).toBe(1101)
    expect(short.msg).toContain('星币不足')
    expect((await h.call('/Shop/BuyWithCoins', { sku_id: sku.data.id }, token)).data.coin_num).toBe(50)
    expect((await h.call('/Pay/Payable', {}, token)).data).toMatchObject({ dice_voucher: 1, report_voucher: 0 })
    expect((await h.call('/Card/Use', { card_type: 'dice', used_for: 'dice-2025' }, token)).data).toEqual({ card_type: 'dice', left: 0 })
    expect((await h.call('/Card/Use', { card_type: 'dice', used_for: 'dice-2025' }, token)).code).toBe(1017)
    // A report voucher (deposited coins buy it) unlocks a report for no coins.
    const rv = (await h.call('/Admin/ProductSave', { kind: 'card', name: '报告券', card_type: 'report' }, admin)).data
    const rvSku = (await h.call('/Admin/SkuSave', { product_id: rv.id, code: 'report-voucher', price_coins: 100 }, admin)).data
    await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: 100, reason: '活动奖励' }, admin)
    await h.call('/Shop/BuyWithCoins', { sku_id: rvSku.id }, token)
    expect((await h.call('/Pay/Payable', {}, token)).data.report_voucher).toBe(1)
    const redeemed = await h.call('/Shop/BuyWithCoins', { sku_id: annual.id, use_voucher: 1 }, token)
    expect(redeemed.data).toMatchObject({ coin_num: 50, order: { pay_method: 'voucher', total_coins: 0, status: 'completed' } })
    expect((await h.call('/Report/List', {}, token)).data.list).toHaveLength(2)
    // Refunding the coin order locks the report again and returns the coins.
    const refund = await h.call('/Admin/OrderRefund', { order_no: bought.data.order.order_no, reason: '误购' }, admin)
    expect(refund.data.status).toBe('refunded')
    expect(await coins(token)).toBe(350)
    expect((await h.call('/Report/List', {}, token)).data.list.map((r: AnyJson) => r.report_key)).toEqual(['annual-forecast'])
  })

  it('concurrent coin spends never overdraw: 20 buys of 100 coins on 500 → exactly 5', async () => {
    const { token, user } = await h.login('rush-buy@example.com')
    const p = (await h.call('/Admin/ProductSave', { kind: 'card', name: '塔罗抽牌券', card_type: 'card' }, admin)).data
    const sku = (await h.call('/Admin/SkuSave', { product_id: p.id, code: 'card-100', price_coins: 100 }, admin)).data
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/Shop/BuyWithCoins', { sku_id: sku.id }, token)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5)
    expect(answers.filter((a) => a.code === 1101)).toHaveLength(15)
    expect(await coins(token)).toBe(0)
    const { db } = h.app.services
    const spent = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coin_ledger WHERE uid = $1 AND amount < 0`, [user.uid])
    expect(Number(spent.rows[0].n)).toBe(5)
    const cards = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_cards WHERE uid = $1`, [user.uid])
    expect(Number(cards.rows[0].n)).toBe(5)
    // The same request id sent 10 times at once buys once.
    await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: 300, reason: '补偿' }, admin)
    const same = await Promise.all(
      Array.from({ length: 10 }, () => h.call('/Shop/BuyWithCoins', { sku_id: sku.id, request_id: 'same-request-1' }, token)),
    )
    expect(new Set(same.map((a) => a.data.order.order_no)).size).toBe(1)
    expect(await coins(token)).toBe(200)
  })

  it('IDOR: another user’s orders, payments and addresses answer 1002 and stay unchanged', async () => {
    const a = await h.login('alice@example.com')
    const b = await h.login('bob@example.com')
    const tote = await skuByCode(h, 'tote-zodiac')
    const addrA = (await h.call('/Address/Save', ADDRESS, a.token)).data
    const order = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addrA.id }, a.token)).data
    const no = order.order_no
    for (const [path, body] of [
      ['/Order/Info', { order_no: no }],
      ['/Order/Cancel', { order_no: no }],
      ['/Order/Confirm', { order_no: no }],
      ['/Pay/GetAliPaymentH5ForOrder', { order_no: no }],
      ['/Pay/GetWeiXinPaymentH5Again', { order_no: no }],
      ['/Pay/GetAliPaymentH5', { order_no: no }],
      ['/Pay/Query', { order_no: no }],
      ['/Address/Save', { ...ADDRESS, id: addrA.id, name: '李四' }],
      ['/Address/SetDefault', { id: addrA.id }],
      ['/Address/Delete', { id: addrA.id }],
      ['/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addrA.id }],
    ] as const) {
      expect((await h.call(path, body, b.token)).code, path).toBe(1002)
    }
    expect((await h.call('/Order/List', {}, b.token)).data.list).toHaveLength(0)
    expect((await h.call('/Address/List', {}, b.token)).data.list).toHaveLength(0)
    expect((await h.call('/Order/Info', { order_no: no }, a.token)).data.status).toBe('created')
    expect((await h.call('/Address/List', {}, a.token)).data.list[0]).toMatchObject({ id: addrA.id, name: '张三' })
    const paid = await h.call('/Pay/GetAliPaymentH5ForOrder', { order_no: no }, a.token)
    expect((await h.call('/Pay/Query', { payment_no: paid.data.payment_no }, b.token)).code).toBe(1002)
    expect((await h.call('/Pay/Query', { payment_no: paid.data.payment_no }, a.token)).data.status).toBe('paid')
  })

  it('addresses: one default, the next one takes over when it is deleted, at most 20', async () => {
    const { token } = await h.login('addr@example.com')
    const one = (await h.call('/Address/Save', ADDRESS, token)).data
    const two = (await h.call('/Address/Save', { ...ADDRESS, name: '王五', is_default: 1 }, token)).data
    let list = (await h.call('/Address/List', {}, token)).data.list
    expect(list.map((x: AnyJson) => [x.id, x.is_default])).toEqual([
      [two.id, true],
      [one.id, false],
    ])
    await h.call('/Address/SetDefault', { id: one.id }, token)
    list = (await h.call('/Address/Delete', { id: one.id }, token)).data.list
    expect(list).toEqual([expect.objectContaining({ id: two.id, is_default: true })])
    for (let i = 0; i < 19; i++) expect((await h.call('/Address/Save', ADDRESS, token)).code).toBe(0)
    expect((await h.call('/Address/Save', ADDRESS, token)).code).toBe(1001)
    expect((await h.call('/Address/Save', { ...ADDRESS, phone: 'x' }, token)).code).toBe(1001)
  })
})
