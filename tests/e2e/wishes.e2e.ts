import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'
import { FIXED_NOW, installFixedClock } from './fixed-clock'
import { compareWithBaseline } from './screenshot-compare'

// Wishes against the real server: the wall readable logged out, a wish made through the form shows on the wall
// (anonymous), a blessing raises its count, my wishes marks it fulfilled. Page and server share the fixed clock.
const V = '.page-shell:visible'
const USER = 'wisher@example.com'
const OTHER = 'neighbour@example.com'
const MY_WISH = '明年春天去京都看樱花'

async function startWishApp(colorScheme: 'light' | 'dark'): Promise<App> {
  const offsetMs = FIXED_NOW.getTime() - Date.now()
  const app = await startApp({ colorScheme, server: { seedContent: false, rateLimits: 'relaxed', clock: () => Date.now() + offsetMs } })
  await installFixedClock(app.page, FIXED_NOW.getTime())
  // Someone else's wishes already on the wall: one fulfilled, one with blessings.
  const other = (await apiLogin(app, OTHER)).token
  const blesser = (await apiLogin(app, 'blesser@example.com')).token
  const a = await api<{ id: number }>(
    app,
    'Wish/Create',
    { text: '希望妈妈的手术顺利', category: 'health', look_back: '2025-06-01', is_public: 1 },
    other,
  )
  await api(app, 'Wish/Bless', { id: a.id }, blesser)
  const b = await api<{ id: number }>(app, 'Wish/Create', { text: '考研上岸！', category: 'study', look_back: '2025-12-25', is_public: 1 }, other)
  await api(app, 'Wish/SetState', { id: b.id, action: 'fulfil' }, other)
  await api(app, 'Wish/Create', { text: '这个愿望只有我知道', category: 'other', look_back: '2026-01-01', is_public: 0 }, other)
  return app
}

async function matches(app: App, name: string) {
  await app.page.waitForTimeout(1800) // toasts gone, page-slide settled
  const r = compareWithBaseline(name, await app.page.screenshot({ animations: 'disabled' }))
  if (r.mode === 'compared') console.log(`${name}: ${r.diffPixels} pixels differ (${(r.diffRatio * 100).toFixed(3)} %)`)
}

describe('wishes (light)', () => {
  let app: App
  const el = (id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
  beforeAll(async () => {
    app = await startWishApp('light')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('logged out: the wall is readable, private wishes are not on it; blessing asks to log in and comes back', async () => {
    await app.open('packageE/wish-page/index')
    await el('wish-wall').waitFor()
    await app.page.waitForSelector(`${V} .wish-card [data-testid="wish-bless"]`, { timeout: 10_000 })
    const text = await bodyText(app.page)
    expect(text).toContain('希望妈妈的手术顺利')
    expect(text).toContain('已实现')
    expect(text).not.toContain('只有我知道')
    expect(text).not.toContain(OTHER)
    expect(await app.page.locator(`${V} .nav-bar`).first().getAttribute('class')).toContain('nav-bar--dark')
    await el('wish-bless').click()
    // The shared login prompt (Taro H5's showModal); after login the wall comes back.
    await app.page.locator('.taro__modal .taro-model__confirm').last().waitFor({ state: 'visible', timeout: 5_000 })
    expect(await bodyText(app.page)).toContain('登录后才能送出祝福')
    await app.page.waitForTimeout(500)
    await app.page.locator('.taro__modal .taro-model__confirm').last().click()
    await app.page.waitForTimeout(900)
    expect(await app.page.locator(`${V} .nav-bar__title`).first().innerText()).toBe('登录')
    await uiLogin(app, USER, '')
    expect(await app.page.locator(`${V} .nav-bar__title`).first().innerText()).toBe('许愿墙')
  })

  it('create a wish and see it on the wall; a blessing raises its count once', async () => {
    await app.open('packageE/wish-page/index')
    await el('wish-make').click()
    await el('wish-text').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    expect(await el('wish-look-back').innerText()).toContain('2026-03-10')
    await el('wish-submit').click()
    expect(await el('wish-error').innerText()).toBe('请先写下心愿')
    await app.page.locator(`${V} [data-testid="wish-text"] textarea, ${V} textarea[data-testid="wish-text"]`).first().fill(MY_WISH)
    expect(await el('wish-count').innerText()).toBe(`${MY_WISH.length}/200`)
    await app.page.locator(`${V} [data-testid="wish-categories"] [data-value="travel"]`).click()
    await matches(app, 'wish-create-light')
    await el('wish-submit').click()

    // Back on the wall: the new wish first, anonymous, no blessings yet.
    await app.page.locator(`${V} [data-testid="wish-wall"]`, { hasText: MY_WISH }).waitFor({ timeout: 10_000 })
    const card = app.page.locator(`${V} .wish-card`, { hasText: MY_WISH }).first()
    expect(await card.locator('[data-testid="wish-category"]').innerText()).toBe('旅行')
    expect(await card.locator('[data-testid="wish-bless-count"]').innerText()).toBe('0 份祝福')
    await card.locator('[data-testid="wish-bless"]').click()
    await app.page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid="wish-bless-count"]')].some(
          (n) => n.closest('.card')?.textContent?.includes(t) && n.textContent === '1 份祝福',
        ),
      MY_WISH,
      { timeout: 10_000 },
    )
    expect(await card.locator('[data-testid="wish-bless"]').getAttribute('data-blessed')).toBe('1')
    expect(await card.locator('[data-testid="wish-bless"]').innerText()).toBe('已祝福')
    // No second blessing: the button is disabled, and the server counts one.
    expect(await card.locator('[data-testid="wish-bless"]').getAttribute('aria-disabled')).toBe('true')
    const wall = await api<{ list: { text: string; bless_count: number }[] }>(app, 'Wish/Wall', {})
    expect(wall.list[0]).toMatchObject({ text: MY_WISH, bless_count: 1 })
    expect(JSON.stringify(wall)).not.toContain(USER)
    await matches(app, 'wish-wall-light')
  })

  it('my wishes: the wish is open, then marked fulfilled', async () => {
    await app.open('packageE/my-wishes/index')
    const row = app.page.locator(`${V} [data-testid^="my-wish-"][data-state]`, { hasText: MY_WISH }).first()
    await row.waitFor({ timeout: 10_000 })
    expect(await row.locator('[data-testid="my-wish-state"]').innerText()).toBe('等待中')
    expect(await row.innerText()).toContain('2026-03-10 回看')
    await row.locator('[data-testid="my-wish-fulfil"]').click()
    await app.page.waitForFunction(() => document.querySelector('[data-testid^="my-wish-"][data-state="fulfilled"]'), null, { timeout: 10_000 })
    expect(await row.locator('[data-testid="my-wish-state"]').innerText()).toBe('已实现')
    expect(await row.locator('[data-testid="my-wish-fulfil"]').count()).toBe(0)
    await app.page.waitForTimeout(1800)
    await app.shot('my-wishes-light')
    expect(app.errors).toEqual([])
  })
})

describe('wishes (dark)', () => {
  let app: App
  beforeAll(async () => {
    app = await startWishApp('dark')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the wall in dark', async () => {
    await app.open('packageE/wish-page/index')
    await app.page.waitForSelector(`${V} [data-testid="wish-bless"]`, { timeout: 10_000 })
    await matches(app, 'wish-wall-dark')
    expect(app.errors).toEqual([])
  })
})
