import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, uiLogin, type App } from './harness'

// The shop against the real server, whose payment provider is the sandbox (docs/commerce.md): browse, trolley,
// an order with a new postal address, payment, and the paid order in the order list; a report bought with coins.
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const settle = (app: App, ms = 900) => app.page.waitForTimeout(ms)

async function fill(app: App, id: string, value: string) {
  await app.page
    .locator(`${visible} [data-testid="${id}"] input, ${visible} input[data-testid="${id}"], ${visible} [data-testid="${id}"] textarea`)
    .first()
    .fill(value)
}

async function pickFromPicker(app: App, name: string) {
  const dialog = app.page.locator('[data-testid="dialog-picker"][data-closing="0"]')
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  await dialog.locator('[data-testid^="picker-item-0-"]', { hasText: name }).first().click()
  await dialog.locator('[data-testid="dialog-ok"]').click()
  await app.page.waitForTimeout(500)
}

const product = (app: App, name: string) => app.page.locator(`${visible} [data-testid^="product-"]`, { hasText: name }).first()

describe('shop: browse → trolley → order with a new address → sandbox payment → order list', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    if (!app.outboxDir) throw new Error('the shop e2e needs the real server')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the shop tab (4th tab) lists the seeded products and their categories, logged out', async () => {
    await app.open('pages/sku-index/sku-index')
    const tabs = await app.page.locator('.weui-tabbar__label').allInnerTexts()
    expect(tabs).toEqual(['首页', '星盘', '能量', '商城', '我的'])
    const tiles = (await app.page.locator(`${visible} [data-testid^="product-"]`).allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim())
    expect(tiles).toContain('礼 星盘帆布袋 ¥59')
    expect(tiles.some((s) => s.includes('本命盘详解') && s.includes('300 星币'))).toBe(true)
    expect(await app.page.locator(`${visible} [data-testid^="shop-cat-"]`).allInnerTexts()).toEqual(['周边好物', '解读报告', '星币'])
    await app.shot('shop-tab-light')
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await settle(app, 500)
    await app.shot('shop-tab-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
  })

  it('a category opens its product list', async () => {
    await testId(app, 'shop-cat-report').click()
    await settle(app)
    expect(app.page.url()).toContain('packageC/sku-list/index')
    expect(await app.page.locator(`${visible} .nav-bar__title`).first().innerText()).toBe('解读报告')
    const names = await app.page.locator(`${visible} .shop-tile__name`).allInnerTexts()
    expect(names.sort()).toEqual(['本命盘详解', '流年运势报告'].sort())
  })

  it('logs in, picks the tote bag: two pieces into the trolley', async () => {
    await uiLogin(app, 'shopper@example.com')
    await app.open('pages/sku-index/sku-index')
    await product(app, '星盘帆布袋').click()
    await settle(app)
    expect(await testId(app, 'spu-name').innerText()).toBe('星盘帆布袋')
    expect(await testId(app, 'spu-price').innerText()).toBe('¥59')
    await testId(app, 'spu-qty-more').click()
    expect(await testId(app, 'spu-qty-num').innerText()).toBe('2')
    await app.page.locator('[data-testid="toast"]').waitFor({ state: 'detached', timeout: 5000 }) // 每日登录 +50
    await app.shot('shop-product-light')
    await testId(app, 'spu-add').click()
    await app.page.waitForFunction(() => document.body.innerText.includes('已加入购物车'), null, { timeout: 10_000 })
  })

  it('the trolley: the line ticked, ¥118 for 2 pieces; a third piece and back', async () => {
    await app.open('pages/sku-index/sku-index')
    expect(await testId(app, 'shop-trolley').innerText()).toBe('购物车（2）')
    await testId(app, 'shop-trolley').click()
    await settle(app)
    expect(await testId(app, 'trolley-total').innerText()).toBe('合计 ¥118')
    const line = app.page.locator(`${visible} [data-testid^="line-"]`).first()
    const skuId = (await line.getAttribute('data-testid'))!.replace('line-', '')
    await testId(app, `qty-${skuId}-more`).click()
    await app.page.waitForFunction(() => document.body.innerText.includes('合计 ¥177'), null, { timeout: 10_000 })
    await testId(app, `qty-${skuId}-less`).click()
    await app.page.waitForFunction(() => document.body.innerText.includes('合计 ¥118'), null, { timeout: 10_000 })
    await testId(app, `tick-${skuId}`).click()
    expect(await testId(app, 'trolley-total').innerText()).toBe('合计 ¥0')
    expect(await testId(app, 'trolley-checkout').getAttribute('aria-disabled')).toBe('true')
    await testId(app, 'trolley-all').click()
    expect(await testId(app, 'trolley-total').innerText()).toBe('合计 ¥118')
    await app.shot('shop-trolley-light')
  })

  it('checkout: no address yet; a new one with the region picker (广东省 深圳市 南山区) becomes the default', async () => {
    await testId(app, 'trolley-checkout').click()
    await settle(app)
    expect(app.page.url()).toContain('packageC/order-create/index')
    expect(await bodyText(app.page)).toContain('还没有收货地址')
    expect(await testId(app, 'checkout-pay').getAttribute('aria-disabled')).toBe('true')
    await testId(app, 'checkout-address-add').click()
    await settle(app)
    await testId(app, 'address-save').click()
    expect(await testId(app, 'address-error-name').innerText()).toBe('请填写收件人')
    await fill(app, 'address-name', '林小星')
    await fill(app, 'address-phone', '13800138000')
    await testId(app, 'address-region').click()
    await pickFromPicker(app, '广东省')
    await pickFromPicker(app, '深圳市')
    await pickFromPicker(app, '南山区')
    expect(await testId(app, 'address-region').innerText()).toBe('广东省 深圳市 南山区')
    await fill(app, 'address-detail', '科技园南路 8 号')
    await app.shot('shop-address-edit-light')
    await testId(app, 'address-save').click()
    await settle(app, 1200)
    expect(app.page.url()).toContain('packageC/order-create/index')
    const address = app.page.locator(`${visible} [data-testid^="checkout-address-"][aria-checked]`).first()
    await address.waitFor({ timeout: 10_000 })
    expect(await address.getAttribute('aria-checked')).toBe('true')
    expect(await address.innerText()).toContain('广东省 深圳市 南山区 科技园南路 8 号')
    expect(await testId(app, 'checkout-pay').innerText()).toBe('支付 ¥118')
    await app.shot('shop-order-create-light')
  })

  it('pays through the sandbox: paid, the order shows 待发货 with the address, the trolley is empty', async () => {
    await testId(app, 'checkout-pay').click()
    await testId(app, 'checkout-paid').waitFor({ state: 'visible', timeout: 15_000 })
    await testId(app, 'checkout-view').click()
    await settle(app)
    expect(app.page.url()).toContain('packageC/order-info/index')
    expect(await testId(app, 'order-status').innerText()).toBe('待发货')
    expect(await testId(app, 'order-total').innerText()).toBe('实付 ¥118')
    const text = await bodyText(app.page)
    expect(text).toContain('星盘帆布袋 · 米白 × 2')
    expect(text).toContain('林小星 13800138000')
    expect(await app.page.locator(`${visible} [data-testid^="order-"][data-testid$="cancel"]`).count()).toBe(0)
    await app.shot('shop-order-info-light')
    await app.open('pages/sku-index/sku-index')
    expect(await testId(app, 'shop-trolley').innerText()).toBe('购物车')
  })

  it('the order list shows the paid order, also under 待发货, none under 待支付', async () => {
    await testId(app, 'shop-orders').click()
    await settle(app)
    const orders = app.page.locator(`${visible} [data-testid^="order-O"]`)
    await orders.first().waitFor({ timeout: 10_000 })
    expect(await orders.count()).toBe(1)
    expect(await orders.first().innerText()).toContain('待发货')
    await app.shot('shop-order-list-light')
    await app.page.locator(`${visible} [data-testid="order-filter"] [data-value="created"]`).click()
    await testId(app, 'orders-empty').waitFor({ timeout: 10_000 })
    await app.page.locator(`${visible} [data-testid="order-filter"] [data-value="paid"]`).click()
    await orders.first().waitFor({ timeout: 10_000 })
    expect(await orders.count()).toBe(1)
  })

  it('a report bought with coins: 550 → 250 星币, completed', async () => {
    await app.open('pages/sku-index/sku-index')
    await product(app, '本命盘详解').click()
    await settle(app)
    expect(await testId(app, 'spu-buy').innerText()).toBe('用 300 星币兑换')
    await testId(app, 'spu-buy').click()
    await settle(app)
    expect(await bodyText(app.page)).toContain('当前星币 550')
    expect(await testId(app, 'checkout-pay').innerText()).toBe('支付 300 星币')
    await testId(app, 'checkout-pay').click()
    await testId(app, 'checkout-paid').waitFor({ state: 'visible', timeout: 15_000 })
    await testId(app, 'checkout-view').click()
    await settle(app)
    expect(await testId(app, 'order-status').innerText()).toBe('已完成')
    expect(await testId(app, 'order-total').innerText()).toBe('实付 300 星币')
    expect(app.errors).toEqual([])
  })
})
