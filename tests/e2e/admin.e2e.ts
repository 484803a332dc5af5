import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSerious } from './a11y-axe'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'

// The admin area and cards against the real server (sandbox payments, docs/commerce.md): an admin (ADMIN_EMAILS)
// sees a user's coin-pack payment in the daily income and deposits coins to that user; another user, no admin, is
// refused the admin pages, buys a card with coins and finds it under 我的卡券.
const ADMIN = 'boss@example.com'
// A second admin sets up the catalogue over the API (one login code per address per minute).
const CATALOGUE_ADMIN = 'catalogue@example.com'
const BUYER = 'buyer@example.com'
// Pays over the API and receives the deposit; the buyer only logs in through the page.
const PAYER = 'payer@example.com'
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const settle = (app: App, ms = 900) => app.page.waitForTimeout(ms)
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

async function fill(app: App, id: string, value: string) {
  await app.page
    .locator(`${visible} [data-testid="${id}"] input, ${visible} input[data-testid="${id}"], ${visible} [data-testid="${id}"] textarea`)
    .first()
    .fill(value)
}

async function darkShot(app: App, name: string) {
  await app.page.emulateMedia({ colorScheme: 'dark' })
  await settle(app, 500)
  await app.shot(name)
  await app.page.emulateMedia({ colorScheme: 'light' })
  await settle(app, 300)
}

describe('admin area and cards', () => {
  let app: App
  let payer = { token: '', uid: 0, coins: 0 }
  let skuId = 0
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN, CATALOGUE_ADMIN] } })
    if (!app.outboxDir) throw new Error('the admin e2e needs the real server')
    // The payer pays a ¥6 coin pack through the sandbox: today's income.
    const login = await apiLogin(app, PAYER)
    const packs = await api<{ list: { skus: { id: number; price_fen: number }[] }[] }>(app, 'Pay/ProductList', {})
    const pack = packs.list.flatMap((p) => p.skus).find((s) => s.price_fen === 600)!
    await api(app, 'Pay/GetWeiXinPaymentH5', { sku_id: pack.id }, login.token)
    const me = (await api<{ user: { uid: number; coin_num: number } }>(app, 'User/Info', {}, login.token)).user
    payer = { token: login.token, uid: me.uid, coins: me.coin_num }
    // A card product for coins, set up by the admin.
    const admin = await apiLogin(app, CATALOGUE_ADMIN)
    const p = await api<{ id: number }>(
      app,
      'Admin/ProductSave',
      { kind: 'card', name: '骰子占卜券', card_type: 'dice', description: '一次骰子占卜', sort: 40 },
      admin.token,
    )
    skuId = (await api<{ id: number }>(app, 'Admin/SkuSave', { product_id: p.id, code: 'dice-1', spec: '1 张', price_coins: 100 }, admin.token)).id
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the admin sees 管理 in 我的, and the sections of the admin area', async () => {
    await uiLogin(app, ADMIN)
    await app.open('pages/mine/mine')
    await testId(app, 'mine-admin').click()
    await settle(app)
    expect(app.page.url()).toContain('packageD/admin/index')
    const sections = await app.page.locator(`${visible} [data-testid^="admin-"]`).allInnerTexts()
    expect(sections.map((s) => s.split('\n')[0])).toEqual(expect.arrayContaining(['每日收入', '每月收入', '星币充值', '树洞审核']))
    await app.shot('admin-index-light')
    expect(await axeSerious(app.page)).toEqual([])
  })

  it('每日收入: the sandbox payment is today’s income, in the totals, the table and the chart', async () => {
    await testId(app, 'admin-income-daily').click()
    await settle(app, 1500)
    expect(app.page.url()).toContain('packageD/admin/income-daily/index')
    await testId(app, 'income-totals').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'income-totalIncome').innerText()).toContain('¥6')
    expect(await testId(app, 'income-totalPayments').innerText()).toContain('1')
    const today = await testId(app, `income-row-${chinaToday()}`).innerText()
    expect(today.replace(/\s+/g, ' ')).toContain('¥6')
    expect(await app.page.locator(`${visible} .admin-bars__slot`).count()).toBe(7)
    await app.shot('admin-income-daily-light')
    expect(await axeSerious(app.page)).toEqual([])
    await darkShot(app, 'admin-income-daily-dark')
    // Another span asks for another range: 30 periods.
    await app.page.locator(`${visible} [data-testid="income-span"] [data-value="30"]`).click()
    await settle(app, 1500)
    expect(await app.page.locator(`${visible} .admin-bars__slot`).count()).toBe(30)
  })

  it('每月收入: this month holds the payment', async () => {
    await app.open('packageD/admin/income-monthly/index')
    await testId(app, 'income-totals').waitFor({ timeout: 10_000 })
    expect(await testId(app, `income-row-${chinaToday().slice(0, 7)}`).innerText()).toContain('¥6')
    await app.shot('admin-income-monthly-light')
  })

  it('星币充值: a reason is required; a double tap deposits once; the new balance is shown', async () => {
    await app.open('packageD/admin/coin-deposit/index')
    await fill(app, 'deposit-uid', String(payer.uid))
    await fill(app, 'deposit-amount', '100')
    await testId(app, 'deposit-submit').click()
    expect(await testId(app, 'deposit-error-reason').innerText()).toBe('请填写原因')
    await fill(app, 'deposit-reason', '活动补偿')
    await testId(app, 'deposit-submit').dblclick()
    await testId(app, 'deposit-done').waitFor({ timeout: 10_000 })
    const total = payer.coins + 100
    expect(await testId(app, 'deposit-done').innerText()).toContain(`已给用户 ${payer.uid} 充值 100 星币，现在共有 ${total} 星币`)
    expect((await api<{ user: { coin_num: number } }>(app, 'User/Info', {}, payer.token)).user.coin_num).toBe(total)
    await app.shot('admin-coin-deposit-light')
    expect(await axeSerious(app.page)).toEqual([])
    await darkShot(app, 'admin-coin-deposit-dark')
  })

  it('a user without the admin role: no 管理 in 我的, and the admin pages refuse', async () => {
    await app.page.evaluate(() => localStorage.clear())
    await uiLogin(app, BUYER)
    await app.open('pages/mine/mine')
    await testId(app, 'mine-cards').waitFor({ timeout: 10_000 })
    expect(await app.page.locator(`${visible} [data-testid="mine-admin"]`).count()).toBe(0)
    await app.open('packageD/admin/income-daily/index')
    expect(await testId(app, 'admin-denied').innerText()).toContain('没有管理权限')
    expect(await app.page.locator(`${visible} [data-testid="income-totals"]`).count()).toBe(0)
    await app.shot('admin-denied-light')
    expect(await axeSerious(app.page)).toEqual([])
  })

  it('the user buys a card with coins and finds it under 我的卡券', async () => {
    await app.open('pages/mine/mine')
    await testId(app, 'mine-cards').click()
    await settle(app)
    expect(app.page.url()).toContain('packageC/user-product-list-my/index')
    await testId(app, 'cards-empty').waitFor({ timeout: 10_000 })
    expect(await bodyText(app.page)).toContain('没有可使用的卡券')
    await testId(app, 'cards-buy').click()
    await settle(app)
    expect(app.page.url()).toContain('packageC/user-product-buy/index')
    await testId(app, `offer-${skuId}`).waitFor({ timeout: 10_000 })
    expect(await testId(app, `offer-buy-${skuId}`).innerText()).toBe('用 100 星币兑换')
    await app.shot('cards-buy-light')
    expect(await axeSerious(app.page)).toEqual([])
    await testId(app, `offer-buy-${skuId}`).click()
    await testId(app, 'cards-view-mine').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'cards-balance').innerText()).toMatch(/当前星币 \d+/)
    await testId(app, 'cards-view-mine').click()
    await settle(app)
    const voucher = app.page.locator(`${visible} [data-testid^="voucher-"]`)
    await voucher.first().waitFor({ timeout: 10_000 })
    expect(await voucher.count()).toBe(1)
    expect(await voucher.first().innerText()).toContain('骰子占卜券')
    expect(await voucher.first().innerText()).toContain('可使用')
    expect(await app.page.locator(`${visible} [data-testid="card-filter"] [data-value="active"]`).innerText()).toBe('可使用 1')
    await app.shot('cards-mine-light')
    expect(await axeSerious(app.page)).toEqual([])
    await darkShot(app, 'cards-mine-dark')
    expect(app.errors).toEqual([])
  })
})
