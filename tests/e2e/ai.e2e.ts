import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'

// Readings against the real server: the offline answer (composer, no provider), and with a fake OpenAI-compatible
// provider the streamed answer appearing piece by piece, coins deducted once, and both kept in 解读记录.
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const EMAIL = 'ai-reader@example.com'
const PIECES = ['从盘面看，', '太阳落在', '你的事业宫位，', '适合能被看见的工作。']

/** A fake provider streaming PIECES slowly (so the progress shows), as `data:` lines then [DONE]. */
async function fakeProvider() {
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const p of PIECES) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`)
        await new Promise((r) => setTimeout(r, 400))
      }
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

const coinsOf = async (app: App, token: string) => (await api<{ user: { coin_num: number } }>(app, 'User/Info', {}, token)).user.coin_num

describe('readings with a provider: ask → streamed answer → coins → history', () => {
  let app: App
  let fake: Awaited<ReturnType<typeof fakeProvider>>
  beforeAll(async () => {
    fake = await fakeProvider()
    app = await startApp({ server: { rateLimits: 'relaxed', ai: { baseUrl: fake.url, apiKey: 'sk-e2e', model: 'fake', priceCoins: 20 } } })
  })
  afterAll(async () => {
    await app?.close()
    await fake?.close()
  })

  it('the offline answer is composed on the device; the facts are shown on request', async () => {
    await uiLogin(app, EMAIL)
    await app.open('packageA/ai-reading/index')
    await testId(app, 'ar-topic').locator('[data-value="career"]').click()
    await testId(app, 'ar-question').locator('textarea').fill('我适合做什么工作？')
    await testId(app, 'ar-facts-toggle').click()
    expect(await testId(app, 'ar-facts').innerText()).toContain('【与问题最相关】')
    await testId(app, 'ar-offline').click()
    const answer = await testId(app, 'ar-offline-answer').innerText()
    expect(answer).toContain('关于事业的问题「我适合做什么工作？」')
    await app.shot('ai-reading-offline')
    expect(app.errors).toEqual([])
  })

  it('asking the provider streams the answer in, then spends 20 coins once', async () => {
    const { token } = await apiLogin(app, EMAIL)
    const before = await coinsOf(app, token)
    await testId(app, 'ar-facts-toggle').click()
    await testId(app, 'ar-ask').click()
    await testId(app, 'ar-progress').waitFor({ timeout: 10_000 })
    await testId(app, 'ar-stream').waitFor({ timeout: 10_000 })
    const partial = await testId(app, 'ar-stream').innerText()
    expect(PIECES.join('').startsWith(partial)).toBe(true)
    await app.shot('ai-reading-streaming')
    await testId(app, 'ar-spent').waitFor({ timeout: 15_000 })
    expect(await testId(app, 'ar-stream').innerText()).toBe(PIECES.join(''))
    expect(await testId(app, 'ar-progress').count()).toBe(0)
    expect(await coinsOf(app, token)).toBe(before - 20)
    await app.shot('ai-reading-answered')
    expect(app.errors).toEqual([])
  })

  it('解读记录 lists both readings, marked; one opens in full and can be deleted', async () => {
    await testId(app, 'ar-history').click()
    await app.page.waitForSelector(`${visible} [data-testid="ah-item"]`, { timeout: 15_000 })
    await app.page.waitForTimeout(600)
    const items = app.page.locator(`${visible} [data-testid="ah-item"]`)
    expect(await items.count()).toBe(2)
    expect(await items.nth(0).getAttribute('data-source')).toBe('provider')
    expect(await items.nth(1).getAttribute('data-source')).toBe('local')
    await items.nth(0).locator('[data-testid="ah-open"]').click()
    await testId(app, 'ah-answer').waitFor({ timeout: 10_000 })
    expect(await testId(app, 'ah-answer').innerText()).toBe(PIECES.join(''))
    await app.shot('ai-history')
    await items.nth(1).locator('[data-testid="ah-delete"]').click()
    await app.page.locator('[data-testid="dialog-btn-0"]:visible').first().click()
    await app.page.waitForTimeout(800)
    expect(await app.page.locator(`${visible} [data-testid="ah-item"]`).count()).toBe(1)
    expect(app.errors).toEqual([])
  })
})

describe('readings without a provider (dark)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('only the offline answer is offered; nothing pretends to be a provider', async () => {
    await app.open('packageA/ai-reading/index')
    await testId(app, 'ar-no-provider').waitFor({ timeout: 15_000 })
    expect(await testId(app, 'ar-ask').count()).toBe(0)
    await testId(app, 'ar-kind').locator('[data-value="bazi"]').click()
    await testId(app, 'ar-topic').locator('[data-value="wealth"]').click()
    await testId(app, 'ar-offline').click()
    expect(await testId(app, 'ar-offline-answer').innerText()).toContain('日主')
    expect(await bodyText(app.page)).toContain('服务器没有配置解读服务')
    await app.shot('ai-reading-offline-dark')
    expect(app.errors).toEqual([])
  })
})
