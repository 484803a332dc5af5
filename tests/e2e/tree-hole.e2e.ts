import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'
import { compareWithBaseline } from './screenshot-compare'

// The tree hole against the real server: the feed readable logged out and anonymous; a post refused by the word
// filter shows why and keeps the text; a clean post appears first in the feed; a report that reaches the threshold
// hides a post at once; three reports from other users hide the user's own post, which 我的树洞 marks 已隐藏.
const V = '.page-shell:visible'
const USER = 'hole-writer@example.com'
const OTHER = 'hole-neighbour@example.com'
const SAD = '有时候觉得自己一个人扛着所有事，好累'
const SALE = '出闲置护肤品，价格好商量，感兴趣的来找我'
const REFUSED = '你这个傻 逼，离我远点'
const MINE = '今天加班到很晚，回家路上看到月亮很圆，突然有点想家'

async function startHoleApp(colorScheme: 'light' | 'dark'): Promise<{ app: App; reporters: string[] }> {
  const app = await startApp({ colorScheme, server: { seedContent: false, rateLimits: 'relaxed' } })
  const other = (await apiLogin(app, OTHER)).token
  const reporters: string[] = []
  for (let i = 0; i < 3; i++) reporters.push((await apiLogin(app, `hole-reporter-${i}@example.com`)).token)
  const sale = await api<{ id: number }>(app, 'TreeHole/Create', { text: SALE }, reporters[2])
  // Two reports already: the next one hides it.
  for (const token of reporters.slice(0, 2)) await api(app, 'TreeHole/Report', { id: sale.id, reason: 'ad' }, token)
  const sad = await api<{ id: number }>(app, 'TreeHole/Create', { text: SAD }, other)
  await api(app, 'TreeHole/Hug', { id: sad.id }, reporters[0])
  return { app, reporters }
}

async function matches(app: App, name: string) {
  await app.page.waitForTimeout(1800) // toasts gone, page-slide settled
  const r = compareWithBaseline(name, await app.page.screenshot({ animations: 'disabled' }))
  if (r.mode === 'compared') console.log(`${name}: ${r.diffPixels} pixels differ (${(r.diffRatio * 100).toFixed(3)} %)`)
}

const textarea = (app: App) => app.page.locator(`${V} [data-testid="hole-text"] textarea, ${V} textarea[data-testid="hole-text"]`).first()

async function refusedByFilter(app: App) {
  // From the feed, as a reader goes: the write page goes back to it after posting.
  await app.open('packageE/tree-hole/index')
  await app.page.locator(`${V} .hole-card`, { hasText: SAD }).first().waitFor({ timeout: 10_000 })
  await app.page.locator(`${V} [data-testid="hole-write"]`).first().click()
  await textarea(app).waitFor({ timeout: 10_000 })
  await app.page.waitForTimeout(700)
  await textarea(app).fill(REFUSED)
  await app.page.locator(`${V} [data-testid="hole-submit"]`).click()
  const error = app.page.locator(`${V} [data-testid="hole-error"]`).first()
  await error.waitFor({ timeout: 10_000 })
  expect(await error.getAttribute('data-kind')).toBe('filter')
  expect(await error.innerText()).toContain('这段话发不出去')
  expect(await error.innerText()).toContain('内容含有辱骂或攻击性的词语，请修改后再发')
  // The text stays as written, to be edited.
  expect(await textarea(app).inputValue()).toBe(REFUSED)
}

describe('tree hole (light)', () => {
  let app: App
  let reporters: string[]
  const el = (id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
  const card = (text: string) => app.page.locator(`${V} .hole-card`, { hasText: text }).first()
  beforeAll(async () => {
    ;({ app, reporters } = await startHoleApp('light'))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('logged out: the feed is readable and anonymous; writing asks to log in', async () => {
    await app.open('packageE/tree-hole/index')
    await card(SAD).waitFor({ timeout: 10_000 })
    const text = await bodyText(app.page)
    expect(text).toContain(SALE)
    expect(text).not.toContain(OTHER)
    expect(text).not.toContain('hole-neighbour')
    expect(await card(SAD).locator('[data-testid="hole-hug"]').innerText()).toBe('抱抱 · 1')
    await el('hole-write').click()
    await app.page.locator('.taro__modal .taro-model__confirm').last().waitFor({ state: 'visible', timeout: 5_000 })
    expect(await bodyText(app.page)).toContain('登录后才能写树洞')
    await app.page.waitForTimeout(500)
    await app.page.locator('.taro__modal .taro-model__cancel').last().click()
    await uiLogin(app, USER)
  })

  it('the word filter refuses a post: the reason shows by the text, which is kept', async () => {
    await refusedByFilter(app)
    await matches(app, 'tree-hole-write-refused-light')
    // Editing clears the message; the cleaned text goes out and appears first in the feed, marked as mine.
    await textarea(app).fill(MINE)
    expect(await el('hole-error').count()).toBe(0)
    expect(await el('hole-count').innerText()).toBe(`${MINE.length}/500`)
    await el('hole-submit').click()
    await app.page.locator(`${V} [data-testid="hole-feed"]`, { hasText: MINE }).waitFor({ timeout: 10_000 })
    const first = app.page.locator(`${V} .hole-card`).first()
    expect(await first.innerText()).toContain(MINE)
    expect(await first.innerText()).toContain('我写的')
    expect(await first.locator('[data-testid="hole-report"]').count()).toBe(0)
    await matches(app, 'tree-hole-feed-light')
  })

  it('a report that reaches the threshold hides the post at once', async () => {
    await card(SALE).locator('[data-testid="hole-report"]').click()
    const adItem = app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: '广告引流' })
    await adItem.waitFor({ state: 'visible', timeout: 5_000 })
    await adItem.click()
    await app.page.waitForFunction((t) => !document.querySelector('.page-shell')?.textContent?.includes(t), SALE, { timeout: 10_000 })
    const feed = await api<{ list: { text: string }[] }>(app, 'TreeHole/List', { size: 50 })
    expect(feed.list.map((p) => p.text)).not.toContain(SALE)
  })

  it('three reports from other users hide my post; 我的树洞 marks it 已隐藏', async () => {
    const id = Number((await card(MINE).getAttribute('data-testid'))?.replace('hole-post-', ''))
    expect(id).toBeGreaterThan(0)
    for (const token of reporters) await api(app, 'TreeHole/Report', { id, reason: 'other' }, token)
    await app.open('packageE/tree-hole/index')
    await card(SAD).waitFor({ timeout: 10_000 })
    expect(await bodyText(app.page)).not.toContain(MINE)
    await app.open('packageE/tree-hole-list/index')
    const row = app.page.locator(`${V} [data-testid="my-hole-${id}"]`)
    await row.waitFor({ timeout: 10_000 })
    expect(await row.getAttribute('data-status')).toBe('hidden')
    expect(await row.locator('[data-testid="my-hole-status"]').innerText()).toBe('已隐藏')
    expect(await row.innerText()).toContain('被多人举报或由管理员隐藏，只有你看得到。')
    await matches(app, 'tree-hole-mine-light')
    expect(app.errors).toEqual([])
  })
})

describe('tree hole (dark)', () => {
  let app: App
  beforeAll(async () => {
    ;({ app } = await startHoleApp('dark'))
    await uiLogin(app, USER)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the feed and a refused post in dark', async () => {
    await app.open('packageE/tree-hole/index')
    await app.page.locator(`${V} .hole-card`, { hasText: SAD }).first().waitFor({ timeout: 10_000 })
    await matches(app, 'tree-hole-feed-dark')
    await refusedByFilter(app)
    await matches(app, 'tree-hole-write-refused-dark')
    expect(app.errors).toEqual([])
  })
})
