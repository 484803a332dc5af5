import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, visibleRoute, type App } from './harness'
import { compareWithBaseline } from './screenshot-compare'

// The knowledge library (知识库): categories, search in either script, an entry with its cross-links, and the
// link from a natal chart's planet page. Everything is shipped with the app: no server content involved.
const V = '.page-shell:visible'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()

async function search(app: App, text: string) {
  await app.page.locator(`${V} [data-testid="library-search"] input, ${V} input[data-testid="library-search"]`).first().fill(text)
}

async function shot(app: App, name: string) {
  await app.page.waitForTimeout(450)
  compareWithBaseline(name, await app.page.screenshot())
}

describe('knowledge library (light)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the index lists signs, planets, houses and aspects', async () => {
    await app.open('packageE/library/index')
    await el(app, 'library-category-aspect').waitFor({ timeout: 15_000 })
    expect(await el(app, 'library-category-sign').innerText()).toMatch(/白羊座[\s\S]*双鱼座/)
    expect(await el(app, 'library-category-planet').innerText()).toMatch(/太阳[\s\S]*冥王星[\s\S]*南交点/)
    expect(await el(app, 'library-category-house').innerText()).toMatch(/第1宫[\s\S]*第12宫/)
    expect(await el(app, 'library-category-aspect').innerText()).toMatch(/合相[\s\S]*六分相/)
    await shot(app, 'library-index-light')
  })

  it('search → entry → cross-link', async () => {
    await app.open('packageE/library/index')
    await search(app, '恋爱')
    await el(app, 'library-results').waitFor({ timeout: 15_000 })
    const first = app.page.locator(`${V} [data-testid^="library-result-"]`).first()
    expect(await first.getAttribute('data-testid')).toBe('library-result-house-5')
    await shot(app, 'library-search-light')

    await first.click()
    await expect.poll(() => visibleRoute(app.page)).toBe('library-entry')
    await el(app, 'library-article').waitFor({ timeout: 15_000 })
    expect(await el(app, 'library-article').innerText()).toContain('第五宫代表让人快乐的事')
    expect(await el(app, 'library-links').innerText()).toMatch(/对应星座 · 狮子座[\s\S]*守护星 · 太阳[\s\S]*对面 · 第11宫/)
    await shot(app, 'library-entry-light')

    await el(app, 'library-link-sign-Leo').click()
    await expect.poll(() => el(app, 'library-article').innerText()).toContain('狮子座是盛夏的火象星座')
    expect(await el(app, 'library-links').innerText()).toContain('守护星 · 太阳')
    await el(app, 'library-link-planet-Sun').click()
    await expect.poll(() => el(app, 'library-article').innerText()).toContain('太阳是星盘的中心')

    await app.open('packageE/library/index')
    await search(app, '咖啡拿铁')
    expect(await el(app, 'library-results').innerText()).toContain('没有找到与“咖啡拿铁”有关的条目')
  })

  it('a natal planet page links to its planet, sign and house in the library', async () => {
    await app.open('packageA/natal-planet/index?a=2&body=Sun')
    await el(app, 'np-library').waitFor({ timeout: 30_000 })
    expect(await el(app, 'np-library').innerText()).toMatch(/在知识库中阅读[\s\S]*太阳[\s\S]*双鱼座[\s\S]*第\d+宫/)
    await el(app, 'np-library-sign-Pisces').click()
    await expect.poll(() => visibleRoute(app.page)).toBe('library-entry')
    await expect.poll(() => el(app, 'library-article').innerText()).toContain('双鱼座是黄道的最后一个星座')
    expect(app.errors).toEqual([])
  })

  it('an unknown entry says so and leads back to the index', async () => {
    await app.open('packageE/library-entry/index?id=sign-Ophiuchus')
    await el(app, 'library-not-found').waitFor({ timeout: 15_000 })
    await el(app, 'library-to-index').click()
    await el(app, 'library-category-sign').waitFor({ timeout: 15_000 })
    expect(app.errors).toEqual([])
  })
})

describe('knowledge library (dark, zh-Hant)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('dark entry, then a zh-Hant query finds the zh-Hant entry', async () => {
    await app.open('packageE/library-entry/index?id=aspect-trine')
    await el(app, 'library-article').waitFor({ timeout: 15_000 })
    expect(await el(app, 'library-article').innerText()).toContain('角度：120°')
    await shot(app, 'library-entry-dark')

    await app.open('packageA/settings/index')
    await app.page.locator(`${V} [data-testid="language-switch"] [data-value="zh-Hant"]`).click()
    await app.page.waitForTimeout(200)
    await app.open('packageE/library/index')
    await search(app, '戀愛')
    await el(app, 'library-results').waitFor({ timeout: 15_000 })
    const first = app.page.locator(`${V} [data-testid^="library-result-"]`).first()
    expect(await first.getAttribute('data-testid')).toBe('library-result-house-5')
    expect(await el(app, 'library-results').innerText()).toContain('戀愛')
    await shot(app, 'library-search-dark-hant')
    await first.click()
    await expect.poll(() => el(app, 'library-article').innerText()).toContain('第五宮代表讓人快樂的事')
    expect(app.errors).toEqual([])
  })
})
