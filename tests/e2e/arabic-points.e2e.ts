import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// Custom Arabic points in the H5 build: create one (start + add − minus), see its longitude live in the editor
// and on the classical page, choose which points the classical page lists, pin and delete; both themes.
const V = '.page-shell:visible'
const LIST = 'packageA/arabic-custom-list/index'
const CLASSICAL = 'packageA/classical-plus/index'

const tid = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`)

/** Types into a Taro H5 input (the custom element wraps a real <input>). */
async function fill(app: App, testId: string, text: string) {
  await app.page.locator(`${V} [data-testid="${testId}"] input, ${V} input[data-testid="${testId}"]`).first().fill(text)
}

/** From the list: a new point named `name` = Asc + Venus − 12.5°, saved; answers the live longitude shown. */
async function createPoint(app: App, name: string, shot?: string): Promise<string> {
  await tid(app, 'arabic-create').click()
  await app.page.waitForSelector(`${V} [data-testid="arabic-save"]`, { timeout: 10_000 })
  await app.page.waitForTimeout(600)
  // Nothing chosen yet: the form says what is missing and saving is refused.
  expect(await tid(app, 'arabic-term-add').innerText()).toContain('请选择星体')
  await fill(app, 'arabic-name', name)
  await tid(app, 'arabic-pick-add').locator('[data-value="Venus"]').click()
  await tid(app, 'arabic-type-minus').locator('[data-value="4"]').click()
  await fill(app, 'arabic-degree-minus', '400')
  expect(await tid(app, 'arabic-term-minus').innerText()).toContain('度数应在 0 到 360 之间')
  await fill(app, 'arabic-degree-minus', '12.5')
  await app.page.waitForFunction(
    () => /\d+°\d{2}′/.test(document.querySelector('.page-shell:not([style*="display: none"]) [data-testid="arabic-lon"]')?.textContent ?? ''),
    null,
    {
      timeout: 30_000,
    },
  )
  const lon = (await tid(app, 'arabic-lon').innerText()).split(' · ')[0]
  expect(await tid(app, 'arabic-term-minus').innerText()).not.toContain('度数应在')
  if (shot) await app.shot(shot)
  await tid(app, 'arabic-save').click()
  await app.page.waitForSelector(`${V} [data-testid="arabic-create"]`, { timeout: 10_000 })
  await app.page.waitForTimeout(600)
  return lon
}

async function lotsText(app: App): Promise<string> {
  await app.page.waitForSelector(`${V} [data-testid="cp-lots"]`, { timeout: 30_000 })
  return tid(app, 'cp-lots').innerText()
}

describe('custom Arabic points', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('create a point: its longitude shows live in the editor and in the classical lot list', async () => {
    await app.open(LIST)
    expect(await tid(app, 'arabic-empty').innerText()).toContain('还没有自定义阿拉伯点')
    const lon = await createPoint(app, '婚姻点', 'arabic-edit-light')
    expect(await tid(app, 'arabic-row-0').innerText()).toMatch(/婚姻点[\s\S]*上升 \+ 金星 − 12\.5° · 夜生盘加减互换/)
    await app.shot('arabic-list-light')
    await app.open(CLASSICAL)
    const lots = await lotsText(app)
    expect(lots).toContain('福点')
    expect(lots).toMatch(new RegExp(`婚姻点\\s+${lon}`))
    expect(app.errors).toEqual([])
  })

  it('the selection page changes what the classical page lists', async () => {
    await app.open(CLASSICAL)
    await lotsText(app)
    await tid(app, 'cp-arabic-select').click()
    await app.page.waitForSelector(`${V} [data-testid="arabic-select-builtin"]`, { timeout: 10_000 })
    await app.page.waitForTimeout(600)
    await tid(app, 'arabic-sel-Eros').click()
    await tid(app, 'arabic-sel-custom-0').click()
    await app.shot('arabic-select-light')
    await app.open(CLASSICAL)
    const lots = await lotsText(app)
    expect(lots).toContain('爱欲点')
    expect(lots).not.toContain('胜利点')
    expect(lots).not.toContain('婚姻点')
    expect(lots).toContain('精神点')
    await app.open('packageA/arabic-select/index')
    await tid(app, 'arabic-sel-custom-0').click()
    await app.open(CLASSICAL)
    expect(await lotsText(app)).toContain('婚姻点')
    expect(app.errors).toEqual([])
  })

  it('pin puts a point first; delete asks first and removes it', async () => {
    await app.open(LIST)
    await createPoint(app, '乙点')
    expect(await tid(app, 'arabic-row-1').innerText()).toContain('乙点')
    await tid(app, 'arabic-pin-1').click()
    await app.page.waitForTimeout(300)
    expect(await tid(app, 'arabic-row-0').innerText()).toMatch(/乙点\s*已置顶/)
    await tid(app, 'arabic-delete-0').click()
    const confirm = app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`)
    await confirm.waitFor({ timeout: 5_000 })
    await app.shot('arabic-delete-confirm-light')
    await confirm.click()
    await app.page.waitForTimeout(400)
    expect(await tid(app, 'arabic-row-1').count()).toBe(0)
    expect(await tid(app, 'arabic-row-0').innerText()).toContain('婚姻点')
    await app.open(CLASSICAL)
    expect(await lotsText(app)).not.toContain('乙点')
    expect(app.errors).toEqual([])
  })
})

describe('custom Arabic points, dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('editor, list, selection and classical lots in the dark theme', async () => {
    await app.open(LIST)
    await createPoint(app, '婚姻点', 'arabic-edit-dark')
    await app.shot('arabic-list-dark')
    await app.open('packageA/arabic-select/index')
    await app.shot('arabic-select-dark')
    await app.open(CLASSICAL)
    await app.page.locator(`${V} [data-testid="cp-lots"]`).scrollIntoViewIfNeeded()
    await app.shot('arabic-classical-dark')
    expect(await lotsText(app)).toContain('婚姻点')
    expect(app.errors).toEqual([])
  })
})
