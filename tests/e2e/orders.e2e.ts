import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSerious } from './a11y-axe'
import { api, startApp, uiLogin, type App } from './harness'

// Orders after checkout against the real server (sandbox payments, docs/commerce.md): the buyer cancels an
// unpaid order; back from a H5 cashier (return_url ?paying=1) the order page waits for the payment; the admin
// ships it from 订单管理; the buyer confirms receipt; the admin refunds it, audited.
const ADMIN = 'orders-boss@example.com'
const BUYER = 'orders-buyer@example.com'
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const settle = (app: App, ms = 900) => app.page.waitForTimeout(ms)
const ADDRESS = { name: '王五', phone: '13700137000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '龙井路 1 号' }

async function fill(app: App, id: string, value: string) {
  await app.page
    .locator(`${visible} [data-testid="${id}"] input, ${visible} input[data-testid="${id}"], ${visible} [data-testid="${id}"] textarea`)
    .first()
    .fill(value)
}

/** The host confirm dialog (Taro showModal on H5): press its confirm button. */
async function confirmModal(app: App) {
  const btn = app.page.locator('.taro-model__confirm:visible')
  await btn.waitFor({ timeout: 5_000 })
  await btn.click()
  await settle(app, 600)
}

/** The session as stored by the page (to come back to an account without a new login code). */
const savedSession = (app: App) => app.page.evaluate(() => localStorage.getItem('loginInfo') ?? '')
async function useSession(app: App, raw: string) {
  await app.page.evaluate((v) => {
    localStorage.clear()
    localStorage.setItem('loginInfo', v)
  }, raw)
  await app.page.reload()
  await settle(app, 1200)
}
function tokenOf(raw: string): string {
  let v: unknown = JSON.parse(raw)
  for (let i = 0; i < 3 && v && typeof v === 'object' && 'data' in v; i++) v = (v as { data: unknown }).data
  if (typeof v === 'string') v = JSON.parse(v)
  return (v as { token: string }).token
}

describe('orders: cancel, pay on return, ship, confirm receipt, refund', () => {
  let app: App
  let buyer = ''
  let admin = ''
  let token = ''
  let paidNo = ''
  let addressId = 0
  let toteId = 0
  const newOrder = async () =>
    (await api<{ order_no: string }>(app, 'Order/Create', { items: [{ sku_id: toteId, qty: 1 }], address_id: addressId }, token)).order_no

  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN] } })
    if (!app.outboxDir) throw new Error('the orders e2e needs the real server')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the buyer cancels an unpaid order after confirming: 已取消', async () => {
    await uiLogin(app, BUYER)
    buyer = await savedSession(app)
    token = tokenOf(buyer)
    addressId = (await api<{ id: number }>(app, 'Address/Save', ADDRESS, token)).id
    const list = await api<{ list: { kind: string; skus: { id: number }[] }[] }>(app, 'Shop/ProductList', {})
    toteId = list.list.find((p) => p.kind === 'physical')!.skus[0].id
    const no = await newOrder()
    await app.open(`packageC/order-info/index?no=${no}`)
    await testId(app, 'order-info').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'order-status').innerText()).toBe('待支付')
    await testId(app, 'order-cancel').click()
    await confirmModal(app)
    await app.page.locator(`${visible} [data-testid="order-status"]`, { hasText: '已取消' }).waitFor({ timeout: 10_000 })
    expect(await testId(app, 'order-pay').count()).toBe(0)
    await app.shot('orders-cancelled')
  })

  it('back from a H5 cashier: the order page waits with a progress bar, then shows the payment', async () => {
    paidNo = await newOrder()
    await app.open(`packageC/order-info/index?no=${paidNo}&paying=1`)
    await testId(app, 'pay-wait').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'order-pay').count()).toBe(0)
    await settle(app, 2500)
    expect(await app.page.locator(`${visible} [role="progressbar"]`).getAttribute('aria-valuenow')).not.toBe('0')
    await app.shot('orders-pay-wait')
    // The provider's callback arrives (the sandbox settles the attempt at once).
    await api(app, 'Pay/GetAliPaymentH5ForOrder', { order_no: paidNo }, token)
    await testId(app, 'pay-wait-paid').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'order-status').innerText()).toBe('待发货')
    await app.shot('orders-pay-wait-paid')
    expect(await axeSerious(app.page)).toEqual([])
  })

  it('订单管理: the admin finds the order under 待发货 and ships it with a tracking number, after confirming', async () => {
    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, ADMIN)
    admin = await savedSession(app)
    await app.open('packageD/admin/index')
    await testId(app, 'admin-admin-orders').click()
    await settle(app, 1500)
    expect(app.page.url()).toContain('packageD/admin/orders/index')
    await app.page.locator(`${visible} [data-testid="admin-order-filter"] [data-value="paid"]`).click()
    await testId(app, `admin-order-${paidNo}`).waitFor({ timeout: 10_000 })
    expect(await app.page.locator(`${visible} [data-testid^="admin-order-O"]`).count()).toBe(1)
    await app.page.locator(`${visible} [data-testid="admin-order-filter"] [data-value="all"]`).click()
    const card = app.page.locator(`${visible} [data-testid="admin-order-${paidNo}"]`)
    await card.waitFor({ timeout: 10_000 })
    expect(await app.page.locator(`${visible} [data-testid^="admin-order-O"]`).count()).toBe(2)
    await card.locator('[data-testid="admin-order-ship"]').click()
    await card.locator('[data-testid="admin-order-submit"]').click()
    expect(await card.locator('[data-testid="admin-order-input-error"]').innerText()).toBe('请填写运单号')
    await fill(app, 'admin-order-input', 'SF1234567890')
    await app.shot('orders-admin-ship-form')
    await card.locator('[data-testid="admin-order-submit"]').click()
    await confirmModal(app)
    await card.locator('[data-testid="admin-order-done"]').waitFor({ timeout: 10_000 })
    expect(await card.locator('[data-testid="admin-order-status"]').innerText()).toBe('已发货')
    expect(await card.innerText()).toContain('运单号 SF1234567890')
    await app.shot('orders-admin-shipped')
    expect(await axeSerious(app.page)).toEqual([])
  })

  it('the buyer confirms receipt: 已完成, the tracking number shown', async () => {
    await useSession(app, buyer)
    await app.open(`packageC/order-info/index?no=${paidNo}`)
    await testId(app, 'order-info').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'order-status').innerText()).toBe('已发货')
    await testId(app, 'order-confirm').click()
    await confirmModal(app)
    await app.page.locator(`${visible} [data-testid="order-status"]`, { hasText: '已完成' }).waitFor({ timeout: 10_000 })
    await app.shot('orders-received')
  })

  it('the admin refunds it with a reason, after confirming: 已退款 and audited', async () => {
    await useSession(app, admin)
    await app.open('packageD/admin/orders/index')
    const card = app.page.locator(`${visible} [data-testid="admin-order-${paidNo}"]`)
    await card.waitFor({ timeout: 10_000 })
    await card.locator('[data-testid="admin-order-refund"]').click()
    await card.locator('[data-testid="admin-order-submit"]').click()
    expect(await card.locator('[data-testid="admin-order-input-error"]').innerText()).toBe('请填写退款原因')
    await fill(app, 'admin-order-input', '商品破损')
    await card.locator('[data-testid="admin-order-submit"]').click()
    await confirmModal(app)
    await card.locator('[data-testid="admin-order-done"]').waitFor({ timeout: 10_000 })
    expect(await card.locator('[data-testid="admin-order-status"]').innerText()).toBe('已退款')
    expect(await card.locator('[data-testid="admin-order-refund"]').count()).toBe(0)
    await app.shot('orders-admin-refunded')
    const audit = await api<{ list: { action: string; target: string; reason: string }[] }>(
      app,
      'Admin/AuditList',
      { page: 1, size: 20 },
      tokenOf(admin),
    )
    expect(audit.list.filter((a) => a.target === `order:${paidNo}`).map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.ship', 'order.refund']),
    )
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await settle(app, 500)
    await app.shot('orders-admin-refunded-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
    expect(app.errors).toEqual([])
  })
})
