import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('vedic chart in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const placed = () =>
    app.page
      .locator(`${V} [data-testid^="vd-chart-sign-"]`)
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}:${e.getAttribute('data-grahas')}`).join('|'))

  it('Bruce Lee (1940): nine grahas and the lagna on the South Indian chart, today’s dasha periods', async () => {
    await app.open('packageA/vedic-chart/index?a=3')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    expect(await app.page.locator(`${V} [data-testid^="vd-graha-"]`).count()).toBe(9)
    const all = (await placed()).split('|').flatMap((s) => s.split(':')[1].split(',').filter(Boolean))
    expect(all.sort()).toEqual(['Jupiter', 'Ketu', 'Lagna', 'Mars', 'Mercury', 'Moon', 'Rahu', 'Saturn', 'Sun', 'Venus'])
    // Maha / antar / pratyantar of today (1940 + 120 years of Vimshottari reaches past today).
    expect((await el('vd-now').innerText()).split(' / ')).toHaveLength(3)
    await app.shot('vedic-chart-light')
  })

  it('Einstein (1879): today is past his 120 years of dasha, and the page says so', async () => {
    await app.open('packageA/vedic-chart/index?a=2')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    expect(await el('vd-now').innerText()).toBe('今天已不在这张盘的大运周期之内')
  })

  it('the navamsa (D9) places the grahas again; the ayanamsa setting moves the zodiac', async () => {
    const d1 = await placed()
    await el('vd-varga').locator('[data-value="9"]').click()
    expect(await placed()).not.toBe(d1)
    const lahiri = Number(await el('vd-result').getAttribute('data-ayanamsa'))
    await app.open('packageA/vedic-settings/index')
    await el('vs-ayanamsa').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: 'Raman' }).first().click()
    await app.open('packageA/vedic-chart/index?a=2')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
    const raman = Number(await el('vd-result').getAttribute('data-ayanamsa'))
    // Raman's ayanamsa is about 1.4° smaller than Lahiri's in the 20th century.
    expect(lahiri - raman).toBeGreaterThan(1.2)
    expect(lahiri - raman).toBeLessThan(1.6)
  })
})

describe('vedic chart styles and the dasha tree', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const openChart = async () => {
    await app.open('packageA/vedic-chart/index?a=3')
    await app.page.waitForSelector(`${V} [data-testid="vd-result"]`, { timeout: 30_000 })
  }
  const setSetting = async (testId: string, value: string) => {
    await app.open('packageA/vedic-settings/index')
    await el(testId).locator(`[data-value="${value}"]`).click()
  }
  /** Four dasa systems: the row opens the shared action sheet. */
  const setDasa = async (label: string) => {
    await app.open('packageA/vedic-settings/index')
    await el('vs-dasaType').click()
    await app.page.locator('[data-testid^="sheet-item-"]').filter({ hasText: label }).first().click()
  }
  /** sign → house → grahas of every drawn place. */
  const places = () =>
    app.page
      .locator(`${V} [data-testid^="vd-chart-sign-"]`)
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-testid')!.slice(14), e.getAttribute('data-house'), e.getAttribute('data-grahas')]))

  it('South (default), North and East Indian styles in light and dark', async () => {
    await openChart()
    const south = await places()
    const lagnaSign = south.find(([, , g]) => g!.split(',').includes('Lagna'))![0]
    for (const style of ['north', 'east'] as const) {
      await setSetting('vs-chartStyle', style)
      await openChart()
      expect(await el('vd-chart').getAttribute('data-style')).toBe(style)
      const drawn = await places()
      expect(drawn).toHaveLength(12)
      // Same grahas in the same signs as the South Indian grid; the lagna's sign is house 1.
      expect(drawn.map(([s, , g]) => `${s}:${g}`).sort()).toEqual(south.map(([s, , g]) => `${s}:${g}`).sort())
      expect(drawn.find(([s]) => s === lagnaSign)![1]).toBe('1')
      if (style === 'north')
        expect(drawn[0][0]).toBe(lagnaSign) // the top diamond holds the lagna
      else expect(drawn[0][0]).toBe('1') // Aries at top middle
      await app.shot(`vedic-chart-${style}-light`)
      await app.page.emulateMedia({ colorScheme: 'dark' })
      await openChart()
      expect(await app.page.getAttribute(V, 'data-theme')).toBe('dark')
      await app.shot(`vedic-chart-${style}-dark`)
      await app.page.emulateMedia({ colorScheme: 'light' })
    }
    await setSetting('vs-chartStyle', 'south')
    await app.page.emulateMedia({ colorScheme: 'dark' })
    await openChart()
    expect(await el('vd-chart').getAttribute('data-style')).toBeNull()
    await app.shot('vedic-chart-south-dark')
    await app.page.emulateMedia({ colorScheme: 'light' })
  }, 600_000)

  it('the dasha tree (each dasa system, chara dasa too) opens on today’s maha and antar, marks the running periods, and opens any maha on a tap', async () => {
    for (const dasa of ['Vimshottari', 'Yogini', 'Ashtottari', 'Chara'] as const) {
      await setDasa(dasa)
      await openChart()
      const current = el('vd-tree').locator('[data-current="true"]')
      expect(await current.count()).toBe(3)
      expect(await current.evaluateAll((els) => els.map((e) => e.getAttribute('data-depth')))).toEqual(['0', '1', '2'])
      // Today's names in the tree are those of the "today" line.
      const line = await el('vd-now').innerText()
      expect(line).toBe(`今天所在：${(await current.locator('.vd-tree__lord').allInnerTexts()).join(' / ')}`)
      // Closing today's maha hides its antars; the first maha opens to its antars (depth 1).
      const mahaKey = (await current.first().getAttribute('data-testid'))!.slice('vd-tree-'.length)
      const before = await el('vd-tree').locator('[data-depth="1"]').count()
      expect(before).toBeGreaterThan(0)
      await current.first().click()
      expect(await el('vd-tree').locator('[data-depth="1"]').count()).toBe(0)
      expect(await el('vd-tree').locator('[data-depth="2"]').count()).toBe(0)
      if (mahaKey !== '0') {
        await el('vd-tree-0').click()
        expect(await el('vd-tree-0').getAttribute('data-open')).toBe('true')
        expect(await el('vd-tree').locator('[data-depth="1"]').count()).toBeGreaterThan(0)
      }
      await current.first().click()
      // Today's maha opens again with its antars as they were; the first antar toggles its pratyantars.
      const antar = el(`vd-tree-${mahaKey}.0`)
      const wasOpen = (await antar.getAttribute('data-open')) === 'true'
      await antar.click()
      expect(await antar.getAttribute('data-open')).toBe(String(!wasOpen))
      expect(await el(`vd-tree-${mahaKey}.0.0`).count()).toBe(wasOpen ? 0 : 1)
      if (dasa === 'Vimshottari' || dasa === 'Chara') {
        await current.first().scrollIntoViewIfNeeded()
        await app.shot(`vedic-dasha-tree-${dasa.toLowerCase()}-light`)
      }
    }
    await setDasa('Vimshottari')
    expect(app.errors).toEqual([])
  }, 600_000)
})
