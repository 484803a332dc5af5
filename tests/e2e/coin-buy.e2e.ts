import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, uiLogin, type App } from './harness'

// Coin purchase against the real server, whose payment provider is the sandbox: a payment settles at once through
// the same callback path as a real one (docs/commerce.md).
const visible = '.page-shell:visible'

const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()

async function waitText(app: App, id: string, text: string) {
  await app.page.waitForFunction(
    ([sel, want]) => document.querySelector(sel)?.textContent?.replace('›', '').trim() === want,
    [`.page-shell [data-testid="${id}"]`, text] as const,
    { timeout: 10_000 },
  )
}

describe('coin purchase (星币): buy the 60-coin pack with the sandbox provider', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    if (!app.outboxDir) throw new Error('the coin purchase e2e needs the real server')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('logs in from 我的 (500 + the daily 50 coins)', async () => {
    await app.open('pages/mine/mine')
    await testId(app, 'mine-user').click()
    await app.page.waitForTimeout(800)
    await uiLogin(app, 'buyer@example.com', '')
    await app.open('pages/mine/mine')
    await waitText(app, 'mine-coin-num', '550')
  })

  it('the coin row opens 星币 (payable in the sandbox): balance, three packs with prices, the sandbox note', async () => {
    await testId(app, 'mine-coins').click()
    await app.page.waitForTimeout(900)
    expect(await app.page.locator(`${visible} .nav-bar__title`).first().innerText()).toBe('星币')
    expect(app.page.url()).toContain('packageA/coin-buy/index')
    await waitText(app, 'coin-buy-balance', '550')
    const packs = await app.page.locator(`${visible} [data-testid^="coin-pack-"]`).allInnerTexts()
    expect(packs.map((p) => p.replace(/\s+/g, ' ').trim())).toEqual(['60 星币 ¥6', '300 星币 ¥30', '680 星币 ¥68'])
    expect(await bodyText(app.page)).toContain('开发环境')
    expect(await testId(app, 'coin-buy-pay').innerText()).toBe('支付 ¥6')
    await app.page.locator('[data-testid="toast"]').waitFor({ state: 'detached', timeout: 5000 }) // 每日登录 +50
    await testId(app, 'coin-pack-300').click()
    expect(await testId(app, 'coin-buy-pay').innerText()).toBe('支付 ¥30')
    await app.shot('coin-buy-choose-light')
  })

  it('buys the 60-coin pack: success state, the balance grows by 60 here and on 我的', async () => {
    await testId(app, 'coin-pack-60').click()
    expect(await testId(app, 'coin-pack-60').getAttribute('aria-checked')).toBe('true')
    await testId(app, 'coin-buy-pay').click()
    await testId(app, 'coin-buy-success').waitFor({ state: 'visible', timeout: 15_000 })
    await waitText(app, 'coin-buy-balance', '610')
    expect(await testId(app, 'coin-buy-success').innerText()).toContain('已到账 60 星币，现在共有 610 星币。')
    await app.shot('coin-buy-success-light')
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await app.page.waitForTimeout(500)
    await app.shot('coin-buy-success-dark')
    await testId(app, 'coin-buy-again').click()
    await app.page.waitForTimeout(300)
    await app.shot('coin-buy-choose-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
    await app.open('pages/mine/mine')
    await waitText(app, 'mine-coin-num', '610')
    expect(app.errors).toEqual([])
  })
})
