import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'
const SHARE_CODE = 'AbC123xyZ9'

async function settle(page: Page, ms = 700) {
  await page.waitForTimeout(ms)
}

/** Types into a Taro H5 input (the custom element wraps a real <input>). */
async function typeInto(page: Page, testId: string, text: string) {
  const input = page.locator(`${V} [data-testid="${testId}"] input, ${V} input[data-testid="${testId}"], ${V} [data-testid="${testId}"] textarea`).first()
  await input.fill(text)
}

async function rowByName(page: Page, name: string) {
  return page.locator(`${V} [data-testid="birth-row"][data-name="${name}"]`)
}

describe('birth profiles in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    // Modals: accept every confirm (same-name warning, delete, add-by-code).
    app.page.on('dialog', (d) => void d.accept())
    // Share codes come from the server (/Birth/GetCodeString, /Birth/GetByCode): answered here with the server's envelope.
    await app.page.route('**/api/Birth/GetCodeString', (r) => r.fulfill({ json: { code: 0, msg: 'ok', data: { code: SHARE_CODE, code_string: `¥${SHARE_CODE}¥`, expired_at: 0 } } }))
    await app.page.route('**/api/Birth/GetByCode', (r) =>
      r.fulfill({ json: { code: 0, msg: 'ok', data: { birth_info: { id: 1, name: '小王', sex: 1, date: '1988/07/15', time: '08:00', birth_zone: -8, summer: 1, lat: 39.9, lng: 116.4, address: '北京市', type: 2 } } } }),
    )
  })
  afterAll(async () => {
    await app?.close()
  })

  it('opens the list with the three samples', async () => {
    await app.open('packageA/birth-list/index')
    expect(await app.page.locator(`${V} [data-testid="birth-row"]`).count()).toBe(3)
    await app.shot('births-list-light')
  })

  it('creates a birth through the editor with a place search; zone and DST come from the place and date', async () => {
    await app.page.locator(`${V} [data-testid="birth-new"]`).click()
    await settle(app.page)
    await typeInto(app.page, 'edit-name', '测试甲')
    await typeInto(app.page, 'edit-date', '1988/7/15')
    await typeInto(app.page, 'edit-time', '上午8:00')
    await app.page.locator(`${V} [data-testid="edit-place"]`).click()
    await settle(app.page)
    await typeInto(app.page, 'city-input', '上海')
    await app.page.waitForSelector(`${V} [data-testid="city-item"]`, { timeout: 20_000 })
    await app.shot('births-city-search-light')
    await app.page.locator(`${V} [data-testid="city-item"]`).first().click()
    await settle(app.page, 1500)
    expect(await app.page.locator(`${V} [data-testid="edit-place-value"]`).innerText()).toContain('上海')
    // China 1988 summer time: UTC+9 = birthZone -8 with summer 1.
    await app.page.waitForSelector(`${V} [data-testid="dst-note"]`, { timeout: 10_000 })
    expect(await app.page.locator(`${V} [data-testid="edit-zone-value"]`).innerText()).toBe('东8区')
    await app.shot('births-editor-light')
    await app.page.locator(`${V} [data-testid="edit-save"]`).click()
    await settle(app.page, 1500)
    const row = await rowByName(app.page, '测试甲')
    expect(await row.count()).toBe(1)
    expect(await row.innerText()).toContain('1988-07-15 08:00')
    expect(await row.innerText()).toContain('夏令时')
    const stored = await app.page.evaluate(() => JSON.parse(localStorage.getItem('birthInfoList') ?? 'null'))
    expect(JSON.stringify(stored)).toContain('测试甲')
  })

  it('edits it (same name as a sample: warned, confirmed)', async () => {
    await (await rowByName(app.page, '测试甲')).locator('[data-testid="row-more"]').click()
    await (await rowByName(app.page, '测试甲')).locator('[data-testid="row-edit"]').click()
    await settle(app.page)
    await typeInto(app.page, 'edit-name', '我')
    await typeInto(app.page, 'edit-keywords', '同学 上海')
    await app.page.locator(`${V} [data-testid="edit-save"]`).click()
    await settle(app.page, 1500)
    expect(await app.page.locator(`${V} [data-testid="birth-row"][data-name="我"]`).count()).toBe(2)
    await typeInto(app.page, 'birth-search', '同学')
    await settle(app.page, 300)
    expect(await app.page.locator(`${V} [data-testid="birth-row"]`).count()).toBe(1)
    await typeInto(app.page, 'birth-search', '')
    await settle(app.page, 300)
  })

  it('pins a profile to the top', async () => {
    const rows = app.page.locator(`${V} [data-testid="birth-row"]`)
    const last = rows.last()
    const name = await last.getAttribute('data-name')
    await last.locator('[data-testid="row-more"]').click()
    await last.locator('[data-testid="row-pin"]').click()
    await settle(app.page, 300)
    expect(await rows.first().getAttribute('data-name')).toBe(name)
    expect(await rows.first().locator('[data-testid="pinned"]').count()).toBe(1)
  })

  it('groups a profile and filters by the group', async () => {
    const row = app.page.locator(`${V} [data-testid="birth-row"]`).first()
    const name = await row.getAttribute('data-name')
    await row.locator('[data-testid="row-more"]').click()
    await row.locator('[data-testid="row-group"]').click()
    await settle(app.page)
    await typeInto(app.page, 'choose-new-name', '家人')
    await app.page.locator(`${V} [data-testid="choose-new"]`).click()
    await settle(app.page, 300)
    await app.shot('births-group-choose-light')
    await app.page.locator(`${V} [data-testid="choose-done"]`).click()
    await settle(app.page)
    await app.page.locator(`${V} [data-testid="group-filter"] [data-group="家人"]`).click()
    await settle(app.page, 300)
    const names = await app.page.locator(`${V} [data-testid="birth-row"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))
    expect(names).toEqual([name])
    await app.page.locator(`${V} [data-testid="group-filter"] .bp-chip`).first().click()
  })

  it('copies a code and pastes it back: added once, not re-added', async () => {
    const row = app.page.locator(`${V} [data-testid="birth-row"]`).first()
    await row.locator('[data-testid="row-more"]').click()
    await row.locator('[data-testid="row-code"]').click()
    await settle(app.page)
    const clip = await app.page.evaluate(() => localStorage.getItem('taro_clipboard'))
    expect(clip).toContain(`¥${SHARE_CODE}¥`)
    // Our own code is remembered as copyCode: pasting it does not re-add.
    const before = await app.page.locator(`${V} [data-testid="birth-row"]`).count()
    await app.page.locator(`${V} [data-testid="birth-paste"]`).click()
    await settle(app.page)
    expect(await app.page.locator(`${V} [data-testid="birth-row"]`).count()).toBe(before)
    // A friend's code on the clipboard is recognised and added.
    await app.page.evaluate(() => localStorage.setItem('taro_clipboard', JSON.stringify({ data: '【星盘】小王的生日码 ¥Zz9Yy8Xx7W¥ 复制后打开' })))
    await app.page.locator(`${V} [data-testid="birth-paste"]`).click()
    await settle(app.page, 1200)
    expect(await app.page.locator(`${V} [data-testid="birth-row"][data-name="小王"]`).count()).toBe(1)
    await app.page.locator(`${V} [data-testid="birth-paste"]`).click()
    await settle(app.page, 1200)
    expect(await app.page.locator(`${V} [data-testid="birth-row"][data-name="小王"]`).count()).toBe(1)
  })

  it('deletes a profile', async () => {
    const row = await rowByName(app.page, '小王')
    await row.locator('[data-testid="row-more"]').click()
    await row.locator('[data-testid="row-delete"]').click()
    await settle(app.page)
    expect(await (await rowByName(app.page, '小王')).count()).toBe(0)
    await app.shot('births-list-after-light')
  })

  it('time-zone list and famous births render; dark theme screenshots', async () => {
    await app.open('packageA/timezone-edit/index?value=-8')
    expect(await app.page.locator(`${V} [data-testid="zone-item"]`).count()).toBe(25)
    await app.shot('births-timezone-light')
    await app.open('packageA/birth-famous-list/index')
    expect(await app.page.locator(`${V} [data-testid="famous-row"]`).count()).toBeGreaterThanOrEqual(100)
    await app.page.evaluate(() => localStorage.setItem('themeType', JSON.stringify({ data: 'dark' })))
    for (const [route, name] of [
      ['packageA/birth-list/index', 'births-list-dark'],
      ['packageA/birth-editor/index', 'births-editor-dark'],
      ['packageA/birth-famous/index?id=Einstein,_Albert', 'births-famous-dark'],
      ['packageA/timezone-edit/index?value=-8', 'births-timezone-dark'],
      ['packageA/birth-group/index', 'births-group-dark'],
    ]) {
      await app.open(route)
      expect(await app.page.getAttribute(V, 'data-theme')).toBe('dark')
      await app.shot(name)
    }
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
