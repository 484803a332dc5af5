import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, uiLogin, type App } from './harness'

// Primary-direction stars and Arabic points, circumambulation through the bounds, and the Arabic-point sync
// switch in the H5 build: each setting changes what the page lists.
const V = '.page-shell:visible'
const PD = 'packageA/primary-directions/index?a=2'
const CIRCUM = 'packageA/circumambulation-settings/index?a=2'
const tid = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`)

async function pdList(app: App): Promise<{ n: number; text: string }> {
  await app.page.waitForSelector(`${V} [data-testid="pd-list"]`, { timeout: 30_000 })
  const text = await tid(app, 'pd-list').innerText()
  return { n: Number(text.match(/\d+/)?.[0] ?? 0), text }
}

async function circumText(app: App): Promise<string> {
  await app.page.waitForSelector(`${V} [data-testid="circum-list"]`, { timeout: 30_000 })
  await app.page.waitForTimeout(300)
  return (await tid(app, 'circum-list').allInnerTexts()).join('\n')
}

/** Types one age of a range editor and leaves the field (the editor saves a valid pair on blur). */
async function typeAge(app: App, testId: string, end: 'from' | 'to', value: string): Promise<void> {
  const field = app.page.locator(`${V} [data-testid="${testId}-${end}"] input, ${V} input[data-testid="${testId}-${end}"]`).first()
  await field.fill(value)
  await field.blur()
  await app.page.waitForTimeout(400)
}

async function typeAges(app: App, testId: string, from: string, to: string): Promise<void> {
  await typeAge(app, testId, 'from', from)
  await typeAge(app, testId, 'to', to)
}

async function darkShot(app: App, name: string): Promise<void> {
  await app.page.emulateMedia({ colorScheme: 'dark' })
  await app.page.waitForTimeout(500)
  await app.shot(name)
  await app.page.emulateMedia({ colorScheme: 'light' })
}

describe('primary direction settings', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('chosen fixed stars join the directions as promissors', async () => {
    await app.open(PD)
    const before = await pdList(app)
    expect(before.text).not.toContain('心宿二')
    await tid(app, 'pd-open-stars').click()
    await app.page.waitForSelector(`${V} [data-testid="pd-stars"]`, { timeout: 10_000 })
    await app.page.waitForTimeout(600)
    // Antares and Altair (indices 2 and 27 of the star table).
    await tid(app, 'pd-star-2').click()
    await tid(app, 'pd-star-27').click()
    expect(await tid(app, 'pd-stars').innerText()).toContain('已选 2 颗恒星')
    await app.shot('pd-fixed-star-light')
    await app.open(PD)
    const after = await pdList(app)
    expect(after.n).toBeGreaterThan(before.n)
    expect(after.text).toMatch(/心宿二|河鼓二/)
    expect(await tid(app, 'pd-open-stars').innerText()).toMatch(/心宿二、河鼓二/)
    await app.shot('pd-list-stars-light')
    expect(app.errors).toEqual([])
  })

  it('chosen Arabic points are significators: Spirit by default, more points add directions', async () => {
    await app.open(PD)
    const before = await pdList(app)
    await tid(app, 'pd-open-arabic').click()
    await app.page.waitForSelector(`${V} [data-testid="pd-lots-builtin"]`, { timeout: 10_000 })
    await app.page.waitForTimeout(600)
    expect(await app.page.locator(`${V} [data-testid="pd-lot-Spirit"] input`).isChecked()).toBe(true)
    for (const id of ['Fortune', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis']) await tid(app, `pd-lot-${id}`).click()
    await app.shot('pd-arabic-light')
    await app.open(PD)
    const after = await pdList(app)
    expect(after.n).toBeGreaterThan(before.n)
    expect(after.text).toMatch(/爱欲点|必然点|勇气点|胜利点|报应点/)
    // A row of a lot opens its derivation.
    const row = tid(app, 'pd-row')
      .filter({ hasText: /爱欲点|必然点|勇气点|胜利点|报应点/ })
      .first()
    await row.click()
    await app.page.waitForSelector(`${V} [data-testid="pd-steps"]`, { timeout: 30_000 })
    expect(await bodyText(app.page)).toMatch(/应星 (爱欲点|必然点|勇气点|胜利点|报应点)/)
    expect(app.errors).toEqual([])
  })

  it('circumambulation: terms, significator, key and ages each change the distributions', async () => {
    await app.open(CIRCUM)
    const base = await circumText(app)
    expect(base).toMatch(/上升 · \d+ 段/)
    expect(base).toContain('0.0–')
    await app.shot('circum-light')
    await tid(app, 'circum-terms').locator('[data-value="ptolemaic"]').click()
    const ptolemaic = await circumText(app)
    expect(ptolemaic).not.toEqual(base)
    await tid(app, 'circum-sig').locator('[data-value="Mc"]').click()
    const mc = await circumText(app)
    expect(mc).not.toEqual(ptolemaic)
    await tid(app, 'circum-key').locator('[data-value="naibod"]').click()
    const naibod = await circumText(app)
    expect(naibod).not.toEqual(mc)
    await typeAges(app, 'circum-ages', '60', '120')
    const late = await circumText(app)
    expect(late).not.toContain('0.0–')
    for (const a of [2, 3, 4, 5]) await tid(app, `circum-aspect-${a}`).click()
    const rays = await circumText(app)
    expect(rays).toMatch(/的(对分相|三分相|四分相|六分相)/)
    await app.shot('circum-changed-light')
    await darkShot(app, 'circum-changed-dark')
    expect(app.errors).toEqual([])
  })

  it('circumambulation: the age range editor refuses a start not below the end, and a narrower range shortens the list', async () => {
    await app.open(CIRCUM)
    await typeAges(app, 'circum-ages', '0', '120')
    const rows = async () => {
      await circumText(app)
      return tid(app, 'circum-row').count()
    }
    const full = await rows()
    await typeAge(app, 'circum-ages', 'from', '50')
    const late = await rows()
    expect(late).toBeLessThan(full)
    await typeAge(app, 'circum-ages', 'to', '40')
    expect(await tid(app, 'circum-ages-error').innerText()).toContain('起始年龄须小于结束年龄')
    expect(await rows()).toBe(late)
    await tid(app, 'circum-ages-error').scrollIntoViewIfNeeded()
    await app.shot('circum-ages-error-light')
    await typeAge(app, 'circum-ages', 'from', '20')
    expect(await tid(app, 'circum-ages-error').count()).toBe(0)
    const narrow = await rows()
    expect(narrow).toBeLessThan(full)
    // Stored: a fresh load keeps the range.
    await app.open(CIRCUM)
    expect(await rows()).toBe(narrow)
    expect(
      await app.page.locator(`${V} [data-testid="circum-ages-from"] input, ${V} input[data-testid="circum-ages-from"]`).first().inputValue(),
    ).toBe('20')
    await typeAges(app, 'circum-ages', '0', '120')
    expect(await rows()).toBe(full)
    expect(app.errors).toEqual([])
  })

  it('circumambulation: circleNum, promissors, hasTerm and moonLink each change the list', async () => {
    await app.open(CIRCUM)
    const base = await circumText(app)
    await tid(app, 'circum-circles').locator('[data-value="5"]').click()
    await circumText(app)
    expect(await tid(app, 'circum-row').count()).toBe(5)
    await tid(app, 'circum-circles').locator('[data-value="0"]').click()
    const all = await circumText(app)
    expect(all).toEqual(base)
    await tid(app, 'circum-has-term').locator('[data-value="false"]').click()
    const allMeets = await circumText(app)
    expect(allMeets).toMatch(/遇(太阳|月亮|水星|金星|火星)/)
    expect(allMeets).not.toContain('界 · 自')
    for (const p of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']) await tid(app, `circum-prom-${p}`).click()
    const meets = await circumText(app)
    expect(meets).toMatch(/遇(木星|土星)/)
    expect(meets).not.toMatch(/遇(太阳|月亮|水星|金星|火星)/)
    await tid(app, 'circum-moon').locator('[data-value="true"]').click()
    await circumText(app)
    expect(await tid(app, 'circum-list').count()).toBe(2)
    expect(await tid(app, 'circum-list').nth(1).getAttribute('data-significator')).toBe('Moon')
    await tid(app, 'circum-list').nth(1).scrollIntoViewIfNeeded()
    await app.shot('circum-meets-moon-light')
    await darkShot(app, 'circum-meets-moon-dark')
    // Back to the defaults for the other cases.
    await tid(app, 'circum-moon').locator('[data-value="false"]').click()
    await tid(app, 'circum-has-term').locator('[data-value="true"]').click()
    for (const p of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars']) await tid(app, `circum-prom-${p}`).click()
    expect(await circumText(app)).toEqual(base)
    expect(app.errors).toEqual([])
  })

  it('primary directions: the age range editor narrows the list and is stored', async () => {
    await app.open(PD)
    const before = await pdList(app)
    await typeAge(app, 'pd-ages', 'to', '30')
    const narrow = await pdList(app)
    expect(narrow.n).toBeLessThan(before.n)
    await typeAge(app, 'pd-ages', 'from', '30')
    expect(await tid(app, 'pd-ages-error').innerText()).toContain('起始年龄须小于结束年龄')
    await typeAges(app, 'pd-ages', '0', '121')
    expect(await tid(app, 'pd-ages-error').innerText()).toContain('0–120 的整数')
    expect((await pdList(app)).n).toBe(narrow.n)
    await app.shot('pd-ages-error-light')
    await typeAge(app, 'pd-ages', 'to', '30')
    expect(await tid(app, 'pd-ages-error').count()).toBe(0)
    await app.open(PD)
    expect((await pdList(app)).n).toBe(narrow.n)
    await app.shot('pd-ages-light')
    await darkShot(app, 'pd-ages-dark')
    await typeAge(app, 'pd-ages', 'to', '120')
    expect((await pdList(app)).n).toBe(before.n)
    expect(app.errors).toEqual([])
  })

  it('the Arabic-point sync switch shows and, turned off, stops /ArabicPoint/Sync', async () => {
    const syncs: string[] = []
    app.page.on('request', (r) => {
      if (r.url().includes('/ArabicPoint/Sync')) syncs.push(r.url())
    })
    await uiLogin(app, `pd-sync-${Date.now()}@example.com`)
    await app.open('packageA/sync-settings/index')
    await app.page.waitForSelector(`${V} [data-testid="sync-arabicPoints"]`, { timeout: 10_000 })
    await tid(app, 'sync-arabicPoints').click()
    await app.page.waitForTimeout(300)
    expect(await app.page.locator(`${V} [data-testid="sync-arabicPoints"] input`).isChecked()).toBe(false)
    await app.shot('pd-sync-switch-light')
    const create = async (name: string) => {
      await app.open('packageA/arabic-custom-list/index')
      await tid(app, 'arabic-create').click()
      await app.page.waitForSelector(`${V} [data-testid="arabic-save"]`, { timeout: 10_000 })
      await app.page.waitForTimeout(600)
      await app.page.locator(`${V} [data-testid="arabic-name"] input, ${V} input[data-testid="arabic-name"]`).first().fill(name)
      await tid(app, 'arabic-pick-add').locator('[data-value="Venus"]').click()
      await tid(app, 'arabic-pick-minus').locator('[data-value="Mars"]').click()
      await tid(app, 'arabic-save').click()
      await app.page.waitForSelector(`${V} [data-testid="arabic-create"]`, { timeout: 10_000 })
      await app.page.waitForTimeout(1500)
    }
    await create('关时新点')
    expect(syncs).toEqual([])
    await app.open('packageA/sync-settings/index')
    await tid(app, 'sync-arabicPoints').click()
    await app.page.waitForTimeout(300)
    await create('开时新点')
    expect(syncs.length).toBeGreaterThan(0)
    expect(app.errors).toEqual([])
  })
})
