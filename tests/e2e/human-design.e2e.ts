import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

/**
 * "Dave" of ../shared/golden/esoteric.json (BenTyson/human test data, checked there with GeneticMatrix and Bodygraph):
 * 1969-12-12 22:12 PST, Fresno CA; Generator, Sacral authority, profile 5/1, Split, channels 4-63 18-58 27-50 47-64,
 * cross 26/45 | 6/36.
 */
const DAVE = {
  id: 4,
  name: 'Dave',
  date: '1969-12-12',
  time: '22:12',
  birthZone: 8,
  summer: 0,
  lat: 36.7378,
  lng: -119.7871,
  address: 'Fresno CA',
}

/** Adds Dave to the stored birth list (a copy of a seeded sample with his data). */
async function addDave(app: App) {
  await app.open('')
  await app.page.evaluate((dave) => {
    const raw = JSON.parse(localStorage.getItem('birthInfoList') ?? 'null') as { data?: unknown[] } | unknown[] | null
    const list = (Array.isArray(raw) ? raw : (raw?.data ?? [])) as Array<Record<string, unknown>>
    const sample = list.find((b) => b.id === 3) ?? list[0]
    const next = [...list.filter((b) => b.id !== dave.id), { ...sample, ...dave }]
    localStorage.setItem('birthInfoList', JSON.stringify(Array.isArray(raw) ? next : { ...raw, data: next }))
  }, DAVE)
}

describe('human design in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
    await addDave(app)
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const openDave = async () => {
    await app.open(`packageA/human-design/index?a=${DAVE.id}`)
    await app.page.waitForSelector(`${V} [data-testid="hd-result"]`, { timeout: 30_000 })
    await app.page.waitForSelector(`${V} [data-testid="hd-bodygraph"][data-drawn="1"]`, { timeout: 10_000 })
  }

  it('Dave (1969): Generator, Sacral authority, 5/1, Split, his four channels, cross 26/45 | 6/36, both columns', async () => {
    await openDave()
    const r = el('hd-result')
    expect(await r.getAttribute('data-type')).toBe('Generator')
    expect(await r.getAttribute('data-authority')).toBe('Sacral')
    expect(await r.getAttribute('data-profile')).toBe('5/1')
    expect(await r.getAttribute('data-definition')).toBe('Split')
    expect(await r.getAttribute('data-channels')).toBe('4-63,18-58,27-50,47-64')
    expect(await el('hd-type-name').innerText()).toBe('生产者')
    expect(await el('hd-authority-name').innerText()).toBe('荐骨权威')
    expect(await el('hd-profile-name').innerText()).toBe('5/1 异端者 / 研究者')
    expect(await el('hd-definition-name').innerText()).toBe('二分人')
    expect(await el('hd-cross-name').innerText()).toContain('26/45 | 6/36')
    expect(await el('hd-personality-Sun').getAttribute('data-gate-line')).toBe('26.5')
    expect(await el('hd-design-Sun').getAttribute('data-gate-line')).toBe('6.1')
    expect(await app.page.locator(`${V} [data-testid^="hd-personality-"]`).count()).toBe(13)
    expect(await app.page.locator(`${V} [data-testid^="hd-design-"][data-gate-line]`).count()).toBe(13)
    expect(await el('hd-center-Sacral').getAttribute('data-defined')).toBe('1')
    expect(await el('hd-center-Throat').getAttribute('data-defined')).toBe('0')
    // The drawing itself: the Sacral centre is filled (its colour at its middle), the Throat is not.
    const pixel = (x: number, y: number) =>
      app.page.evaluate(
        ([px, py]) => {
          const c = document.querySelector('.page-shell:not([style*="none"]) canvas') as HTMLCanvasElement
          const k = c.width / 172
          return Array.from(c.getContext('2d')!.getImageData(Math.round((px - 14) * k), Math.round((py - 4) * k), 1, 1).data).slice(0, 3)
        },
        [x, y],
      )
    expect(await pixel(100, 256)).toEqual([0xe4, 0x75, 0x6b])
    expect(await pixel(100, 138)).toEqual([255, 255, 255])
    await app.shot('human-design-light')
    await el('hd-channels').scrollIntoViewIfNeeded()
    await app.shot('human-design-facts-light')
  })

  it('保存为图片 downloads the drawn bodygraph as a dated PNG', async () => {
    await openDave()
    const [download] = await Promise.all([app.page.waitForEvent('download', { timeout: 10_000 }), el('hd-save-image').click()])
    expect(download.suggestedFilename()).toMatch(/^星盘-人类图-\d{8}\.png$/)
    expect(download.url()).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from(download.url().split(',')[1], 'base64')
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    // The canvas backing store: 172 CSS px wide at a device pixel ratio of 1 (see the pixel probe above).
    expect(png.readUInt32BE(16)).toBeGreaterThan(100)
    await app.page.getByText('已保存').waitFor({ timeout: 3_000 })
  })

  it('guaType: the columns and channels show hexagram names (26.5 → 大畜.5)', async () => {
    await app.open('packageA/human-design-settings/index')
    await el('hds-guaType').locator('[data-value="hexagram"]').click()
    await app.shot('human-design-settings-light')
    await openDave()
    expect(await el('hd-personality-Sun').innerText()).toContain('大畜.5')
    expect(await el('hd-channel-4-63').innerText()).toBe('蒙–既济')
    await app.shot('human-design-hexagram-light')
    await app.open('packageA/human-design-settings/index')
    await el('hds-guaType').locator('[data-value="number"]').click()
  })

  it('nodeTrue off: the mean node moves the personality North Node from 63.5 to 63.6', async () => {
    await openDave()
    expect(await el('hd-personality-NorthNode').getAttribute('data-gate-line')).toBe('63.5')
    await app.open('packageA/human-design-settings/index')
    await el('hds-nodeTrue').click()
    await openDave()
    expect(await el('hd-personality-NorthNode').getAttribute('data-gate-line')).toBe('63.6')
  })

  it('the sidereal zodiac (Lahiri) moves every gate: another chart', async () => {
    await app.open('packageA/human-design-settings/index')
    expect(await el('hds-ayanamsa').count()).toBe(0)
    await el('hds-zodiac').locator('[data-value="sidereal"]').click()
    expect(await el('hds-ayanamsa').count()).toBe(1)
    await openDave()
    expect(await el('hd-personality-Sun').getAttribute('data-gate-line')).not.toBe('26.5')
    expect(await el('hd-result').getAttribute('data-profile')).not.toBe('5/1')
  })
})

describe('human design, dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
    await addDave(app)
    await app.open('packageA/settings/index')
    await app.page.locator(`${V} [data-testid="theme-switch"] [data-value="dark"]`).click()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('draws the bodygraph on the dark card', async () => {
    await app.open(`packageA/human-design/index?a=${DAVE.id}`)
    await app.page.waitForSelector(`${V} [data-testid="hd-bodygraph"][data-drawn="1"]`, { timeout: 30_000 })
    expect(await app.page.getAttribute(V, 'data-theme')).toBe('dark')
    await app.shot('human-design-dark')
  })

  it('the Mayan totem in the dark theme', async () => {
    await app.open('packageC/mayan-totem/index?date=1987-07-26')
    await app.page.waitForSelector(`${V} [data-testid="my-result"]`)
    await app.shot('mayan-totem-dark')
    await app.page.locator(`${V} [data-testid="my-oracle"]`).scrollIntoViewIfNeeded()
    await app.shot('mayan-oracle-dark')
  })

  it('the 13-Moon calendar in the dark theme', async () => {
    await app.open('packageC/mayan-calendar/index?date=1987-07-26')
    await app.page.waitForSelector(`${V} [data-testid="mc-moon"]`)
    await app.shot('mayan-calendar-dark')
  })
})

describe('13-Moon calendar in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const all = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const openDate = async (date: string) => {
    await app.open(`packageC/mayan-calendar/index?date=${date}`)
    await app.page.waitForSelector(`${V} [data-testid="mc-moon"]`)
  }

  it('26 July 1987 is Kin 34, White Galactic Wizard, day 1 of the Magnetic Moon; the moon runs Kin 34 … 61', async () => {
    await openDate('1987-07-26')
    expect(await el('mc-chosen').getAttribute('data-kin')).toBe('34')
    expect(await el('mc-name').innerText()).toBe('银河的白巫师')
    expect(await el('mc-moon').getAttribute('data-moon')).toBe('1')
    expect(await el('mc-moon-title').innerText()).toBe('第 1 月 · 磁性之月')
    expect(await app.page.locator(`${V} [data-testid^="mc-day-"]`).count()).toBe(28)
    expect(await el('mc-day-1').getAttribute('data-kin')).toBe('34')
    expect(await el('mc-day-28').getAttribute('data-kin')).toBe('61')
    expect(await el('mc-day-28').getAttribute('data-date')).toBe('1987-08-22')
    expect(await all('mc-kin-num').count()).toBe(28)
    // The drawn glyphs: the chosen day's, and each day's inside its cell, named by the kin.
    expect(await el('mc-glyph').locator('img').getAttribute('alt')).toBe('银河的白巫师')
    expect(await el('mc-day-1').locator('img').getAttribute('alt')).toBe('银河的白巫师')
    expect(await el('mc-day-28').locator('img').getAttribute('alt')).toBe('太阳的红龙')
    await app.shot('mayan-calendar-light')
  })

  it('2013-07-26 is Kin 164 (the second anchor of the golden data); moves to the moons before and after', async () => {
    await openDate('2013-07-26')
    expect(await el('mc-chosen').getAttribute('data-kin')).toBe('164')
    await el('mc-next').click()
    expect(await el('mc-moon').getAttribute('data-moon')).toBe('2')
    expect(await el('mc-day-1').getAttribute('data-date')).toBe('2013-08-23')
    expect(await el('mc-day-1').getAttribute('data-kin')).toBe('192')
    await el('mc-prev').click()
    await el('mc-prev').click()
    expect(await el('mc-moon').getAttribute('data-moon')).toBe('13')
    expect(await el('mc-moon').getAttribute('data-start-year')).toBe('2012')
    expect(await el('mc-day-28').getAttribute('data-date')).toBe('2013-07-24')
  })

  it('the totem page opens the calendar on its date', async () => {
    await app.open('packageC/mayan-totem/index?date=1987-07-26')
    await el('my-calendar').click()
    await app.page.waitForSelector(`${V} [data-testid="mc-moon"]`)
    expect(await el('mc-chosen').getAttribute('data-kin')).toBe('34')
  })

  it('settings: showKinNum off hides the kin numbers; showPlus adds Gregorian dates; showWallSpell marks wavespells', async () => {
    await app.open('packageC/mayan-settings/index')
    await el('ms-showKinNum').click()
    await el('ms-showPlus').click()
    await el('ms-showWallSpell').click()
    await app.shot('mayan-settings-light')
    await openDate('1987-07-26')
    expect(await all('mc-kin-num').count()).toBe(0)
    expect(await all('mc-greg').count()).toBe(28)
    expect(await el('mc-day-1').locator('[data-testid="mc-greg"]').innerText()).toBe('7/26')
    // Wavespells start on tone 1: Kin 40 (day 7) and Kin 53 (day 20) in this moon.
    expect(await all('mc-ws-start').count()).toBe(2)
    expect(await el('mc-day-7').locator('[data-testid="mc-ws-start"]').count()).toBe(1)
    expect(await el('mc-day-20').locator('[data-testid="mc-ws-start"]').count()).toBe(1)
    await app.shot('mayan-calendar-options-light')
  })
})
