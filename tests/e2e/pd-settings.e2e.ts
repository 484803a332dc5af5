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
  return tid(app, 'circum-list').innerText()
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
    expect(base).toMatch(/\d+ 段分配/)
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
    await tid(app, 'circum-ages').locator('[data-value="60-120"]').click()
    const late = await circumText(app)
    expect(late).not.toContain('0.0–')
    for (const a of [2, 3, 4, 5]) await tid(app, `circum-aspect-${a}`).click()
    const rays = await circumText(app)
    expect(rays).toMatch(/的(对分相|三分相|四分相|六分相)/)
    await app.shot('circum-changed-light')
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
