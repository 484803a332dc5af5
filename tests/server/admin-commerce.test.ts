// The admin area: permission per route (admin role passes, others 403, no token 401), coin deposits as ledger
// rows with the admin as actor and a reason, product management, and an audit row for every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type Harness } from './helpers'
import fc from 'fast-check'
import { adminToken, COMMERCE_VALID, skuByCode } from './shop-helpers'
import { mutatedBody } from './bodies'
import { definedPaths } from '../../server/src/util/http'

const ADMIN_BODIES: Record<string, object> = {
  '/Admin/IncomeDaily': { from: '2025-01-01', to: '2025-01-31' },
  '/Admin/IncomeMonthly': { from: '2025-01', to: '2025-02' },
  '/Admin/CoinDeposit': { uid: 10001, amount: 10, reason: 'x' },
  '/Admin/ProductList': {},
  '/Admin/ProductSave': { kind: 'physical', name: '杯子' },
  '/Admin/SkuSave': { product_id: 1, code: 'cup-1', price_fen: 100 },
  '/Admin/OrderList': {},
  '/Admin/OrderShip': { order_no: 'O202501151200000000000000', tracking_no: 'SF1' },
  '/Admin/OrderComplete': { order_no: 'O202501151200000000000000' },
  '/Admin/OrderCancel': { order_no: 'O202501151200000000000000', reason: 'x' },
  '/Admin/OrderRefund': { order_no: 'O202501151200000000000000', reason: 'x' },
  '/Admin/AuditList': {},
}

describe(`admin commerce (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  beforeAll(async () => {
    h = await harness()
    admin = await adminToken(h, 'root@example.com')
  })
  afterAll(async () => h?.close())

  it('every /Admin route: 401 without a token, 403 for a plain user, never a change', async () => {
    const adminPaths = [...definedPaths].filter((p) => p.startsWith('/api/Admin/')).map((p) => p.slice(4))
    expect(adminPaths.sort()).toEqual(Object.keys(ADMIN_BODIES).sort())
    const { token } = await h.login('plain@example.com')
    const before = await h.app.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_audit')
    for (const [path, body] of Object.entries(ADMIN_BODIES)) {
      expect((await h.call(path, body)).code, path).toBe(401)
      expect((await h.call(path, body, token)).code, path).toBe(403)
    }
    const after = await h.app.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_audit')
    expect(after.rows[0].n).toBe(before.rows[0].n)
    expect((await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num).toBe(500)
  })

  it('with the admin role, malformed bodies on every /Admin route answer a code, never HTTP 500', async () => {
    for (const path of Object.keys(ADMIN_BODIES)) {
      const valid = COMMERCE_VALID[`/api${path}`]
      const bodies = fc.sample(fc.oneof(fc.jsonValue(), mutatedBody(valid, fc.jsonValue(), fc.string({ maxLength: 12 }))), {
        numRuns: 30,
        seed: path.length * 131,
      })
      for (const body of bodies) {
        const res = await h.raw({
          method: 'POST',
          url: `/api${path}`,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        })
        expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBe(200)
        expect(typeof res.json().code).toBe('number')
      }
    }
  })

  it('a granted permission opens only its own routes', async () => {
    const { user } = await h.login('clerk@example.com')
    await h.app.services.db.query(`UPDATE users SET permissions = '{income:read}' WHERE uid = $1`, [user.uid])
    const clerk = (await h.login('clerk@example.com')).token
    expect((await h.call('/Admin/IncomeDaily', ADMIN_BODIES['/Admin/IncomeDaily'], clerk)).code).toBe(0)
    expect((await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: 99, reason: '自己加' }, clerk)).code).toBe(403)
  })

  it('a coin deposit is a ledger row with the admin as actor and the reason; a repeated request id deposits once', async () => {
    const { user, token } = await h.login('lucky@example.com')
    const adminUid = (await h.call('/User/Info', {}, admin, 'GET')).data.user.uid
    const body = { uid: user.uid, amount: 120, reason: '客服补偿', request_id: 'deposit-0001' }
    expect((await h.call('/Admin/CoinDeposit', body, admin)).data).toMatchObject({ coin_num: 620, repeated: false })
    expect((await h.call('/Admin/CoinDeposit', body, admin)).data).toMatchObject({ coin_num: 620, repeated: true })
    expect((await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: -700, reason: '扣多了' }, admin)).code).toBe(1101)
    expect((await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: -20, reason: '多给了' }, admin)).data.coin_num).toBe(600)
    expect((await h.call('/Admin/CoinDeposit', { uid: 99_999_999, amount: 1, reason: 'x' }, admin)).code).toBe(1002)
    expect((await h.call('/Admin/CoinDeposit', { uid: user.uid, amount: 1 }, admin)).code).toBe(1001)
    const rows = await h.app.services.db.query<{ amount: number; actor: number; reason: string }>(
      `SELECT amount, actor, reason FROM coin_ledger WHERE uid = $1 AND actor IS NOT NULL ORDER BY id`,
      [user.uid],
    )
    expect(rows.rows.map((r) => [r.amount, Number(r.actor), r.reason])).toEqual([
      [120, adminUid, '管理员充值：客服补偿'],
      [-20, adminUid, '管理员扣除：多给了'],
    ])
    expect((await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num).toBe(600)
    const audit = (await h.call('/Admin/AuditList', {}, admin)).data.list
    expect(audit.slice(0, 2).map((a: { action: string; reason: string; actor: number }) => [a.action, a.reason, a.actor])).toEqual([
      ['coin.deposit', '多给了', adminUid],
      ['coin.deposit', '客服补偿', adminUid],
    ])
  })

  it('products: created, priced, taken off sale (gone from the shop, refused in orders), all audited', async () => {
    const p = (await h.call('/Admin/ProductSave', { kind: 'physical', name: '星座马克杯', description: '陶瓷', sort: 30 }, admin)).data
    expect(p).toMatchObject({ kind: 'physical', name: '星座马克杯', on_sale: true, skus: [] })
    expect((await h.call('/Admin/SkuSave', { product_id: p.id, code: 'mug-1', price_coins: 5 }, admin)).code).toBe(1001)
    expect((await h.call('/Admin/SkuSave', { product_id: p.id, code: 'mug-1', price_fen: 3900, price_coins: 5 }, admin)).code).toBe(1001)
    const sku = (await h.call('/Admin/SkuSave', { product_id: p.id, code: 'mug-1', price_fen: 3900, stock: 2 }, admin)).data
    expect((await h.call('/Admin/SkuSave', { product_id: p.id, code: 'mug-1', price_fen: 3900 }, admin)).code).toBe(1001)
    expect((await skuByCode(h, 'mug-1')).stock).toBe(2)
    expect((await h.call('/Admin/ProductSave', { kind: 'report', name: '无键报告' }, admin)).code).toBe(1001)
    await h.call('/Admin/ProductSave', { id: p.id, kind: 'physical', name: '星座马克杯', on_sale: 0 }, admin)
    const shop = (await h.call('/Shop/ProductList', {})).data.list
    expect(shop.some((x: { id: number }) => x.id === p.id)).toBe(false)
    expect((await h.call('/Admin/ProductList', { kind: 'physical' }, admin)).data.list.some((x: { id: number }) => x.id === p.id)).toBe(true)
    const { token } = await h.login('mug@example.com')
    expect((await h.call('/Trolley/Add', { sku_id: sku.id, qty: 1 }, token)).code).toBe(1017)
    const mine = new Set([`product:${p.id}`, `sku:${sku.id}`])
    const audit = (await h.call('/Admin/AuditList', { size: 100 }, admin)).data.list as { action: string; target: string }[]
    expect(audit.filter((a) => mine.has(a.target)).map((a) => a.action)).toEqual(['product.update', 'sku.create', 'product.create'])
  })

  it('a stock edit made against a stale read is refused, so it never overwrites an order that took stock in between', async () => {
    const p = (await h.call('/Admin/ProductSave', { kind: 'physical', name: '星座书签' }, admin)).data
    const sku = (await h.call('/Admin/SkuSave', { product_id: p.id, code: 'mark-1', price_fen: 990, stock: 3 }, admin)).data
    const edit = { id: sku.id, product_id: p.id, code: 'mark-1', price_fen: 990 }
    // The admin read 3; a buyer's order takes 2 before the admin saves 10.
    const { token } = await h.login('bookmark@example.com')
    const addr = (
      await h.call('/Address/Save', { name: '赵六', phone: '13600136000', province: '北京市', city: '北京市', detail: '长安街 1 号' }, token)
    ).data
    expect((await h.call('/Order/Create', { items: [{ sku_id: sku.id, qty: 2 }], address_id: addr.id }, token)).code).toBe(0)
    const stale = await h.call('/Admin/SkuSave', { ...edit, stock: 10, stock_was: 3 }, admin)
    expect(stale).toMatchObject({ code: 1105, msg: expect.stringContaining('库存已变化（现为 1）') })
    expect((await skuByCode(h, 'mark-1')).stock).toBe(1)
    // Racing edits from the same read: exactly one applies.
    const both = await Promise.all([5, 6].map((stock) => h.call('/Admin/SkuSave', { ...edit, stock, stock_was: 1 }, admin)))
    expect(both.map((r) => r.code).sort()).toEqual([0, 1105])
    expect([5, 6]).toContain((await skuByCode(h, 'mark-1')).stock)
    const audit = (await h.call('/Admin/AuditList', { size: 100 }, admin)).data.list as { action: string; target: string }[]
    expect(audit.filter((a) => a.target === `sku:${sku.id}`).map((a) => a.action)).toEqual(['sku.update', 'sku.create'])
  })

  it('order actions by an admin: ship, complete, cancel, refund — each audited with its from and to', async () => {
    const { token } = await h.login('buyer@example.com')
    const tote = await skuByCode(h, 'tote-zodiac')
    const addr = (
      await h.call('/Address/Save', { name: '赵六', phone: '13900139000', province: '上海市', city: '上海市', detail: '外滩 1 号' }, token)
    ).data
    const a = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addr.id }, token)).data
    expect((await h.call('/Admin/OrderCancel', { order_no: a.order_no, reason: '缺货' }, admin)).data).toMatchObject({
      status: 'cancelled',
      cancel_reason: '缺货',
    })
    const b = (await h.call('/Order/Create', { items: [{ sku_id: tote.id, qty: 1 }], address_id: addr.id }, token)).data
    await h.call('/Pay/GetAliPaymentH5ForOrder', { order_no: b.order_no }, token)
    await h.call('/Admin/OrderShip', { order_no: b.order_no, tracking_no: 'YT123' }, admin)
    expect((await h.call('/Admin/OrderComplete', { order_no: b.order_no }, admin)).data.status).toBe('completed')
    expect((await h.call('/Admin/OrderList', { status: 'completed' }, admin)).data.list[0]).toMatchObject({
      order_no: b.order_no,
      uid: expect.any(Number),
    })
    const audit = (await h.call('/Admin/AuditList', {}, admin)).data.list
    expect(audit.slice(0, 3).map((x: { action: string; detail: { from: string; to: string } }) => [x.action, x.detail.from, x.detail.to])).toEqual([
      ['order.complete', 'shipped', 'completed'],
      ['order.ship', 'paid', 'shipped'],
      ['order.cancel', 'created', 'cancelled'],
    ])
    expect((await h.call('/Admin/OrderShip', { order_no: 'O202501151200000000000000', tracking_no: 'x' }, admin)).code).toBe(1002)
  })
})
