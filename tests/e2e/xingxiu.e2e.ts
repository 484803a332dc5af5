import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installFixedClock, FIXED_NOW } from './fixed-clock'
import { startApp, type App } from './harness'

// Two births: 1990-05-20 is 农历四月廿六 (宿曜经 胃), 1992-11-03 is 十月初九 (壁); 壁 is the 25th 宿 from 胃 → 坏, and
// 胃 is 安 to 壁: the pair 安坏. The fixed clock's day 2025-03-10 (Monday) is 心月狐; the 干支 year 2025 is 柳.
const A = { id: 901, name: '甲君', date: '1990-05-20', time: '08:00', birthZone: -8, summer: 0, lat: 39.9, lng: 116.4, address: '北京' }
const B = { id: 902, name: '乙君', date: '1992-11-03', time: '21:30', birthZone: -8, summer: 0, lat: 31.2, lng: 121.5, address: '上海' }

async function addBirths(app: App) {
  await app.open('')
  await app.page.evaluate(
    (births) => {
      const raw = JSON.parse(localStorage.getItem('birthInfoList') ?? 'null') as { data?: unknown[] } | unknown[] | null
      const list = (Array.isArray(raw) ? raw : (raw?.data ?? [])) as Array<Record<string, unknown>>
      const sample = list[0]
      const next = [...list.filter((b) => !births.some((x) => x.id === b.id)), ...births.map((b) => ({ ...sample, ...b }))]
      localStorage.setItem('birthInfoList', JSON.stringify(Array.isArray(raw) ? next : { ...raw, data: next }))
    },
    [A, B],
  )
}

describe('二十八宿 pages (H5)', () => {
  let app: App
  const tid = (id: string) => app.page.locator(`.page-shell:visible [data-testid="${id}"]`).first()
  const fitsPhone = async () => expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const choosePair = async () => {
    await tid(`xx-first-${A.id}`).click()
    await tid(`xx-second-${B.id}`).click()
    await app.page.waitForTimeout(150)
  }

  beforeAll(async () => {
    app = await startApp()
    await installFixedClock(app.page, FIXED_NOW.getTime())
    await addBirths(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  it("chart: today's 值日宿 and 年禽, both natal 宿 and their 三九 relationship", async () => {
    await app.open('packageB/xingxiu-chart/index')
    expect(await tid('xx-today').innerText()).toContain('2025-03-10 · 星期一')
    expect(await tid('xx-day').innerText()).toContain('心月狐')
    expect(await tid('xx-year').innerText()).toContain('柳土獐')
    await choosePair()
    const first = await tid('xx-first').innerText()
    expect(first).toContain('四月廿六')
    expect(first).toContain('宿曜经本命宿：胃宿')
    expect(await tid('xx-second').innerText()).toContain('宿曜经本命宿：壁宿')
    const rel = await tid('xx-relation').innerText()
    expect(rel).toContain('安坏')
    expect(rel).toContain('乙君的本命宿是甲君的第 25 宿，为「坏」')
    await fitsPhone()
    await app.shot('xingxiu-chart-light')
    await tid('xx-relation').scrollIntoViewIfNeeded()
    await app.shot('xingxiu-chart-light-relation')
  })

  it("the natal 宿 opens its own page; without a name the page shows today's 值日宿", async () => {
    await tid('xx-first-open').click()
    await app.page.waitForTimeout(700)
    expect(await app.page.locator('.page-shell:visible').getAttribute('data-route')).toBe('xingxiu-info')
    expect(await tid('xi-head').innerText()).toContain('胃土彘')
    expect(await tid('xi-head').innerText()).toContain('宿曜经二十七宿中第 27 宿')
    expect(await tid('xi-text').innerText()).toContain('天之仓廪')
    expect(await tid('xi-days').innerText()).toContain('1月5日')
    await app.open('packageC/xingxiu-info/index')
    expect(await tid('xi-head').innerText()).toContain('心月狐')
    expect(await tid('xi-next').innerText()).toContain('2025-03-10')
    await tid('xi-pick-牛').click()
    await app.page.waitForTimeout(150)
    expect(await tid('xi-head').innerText()).toContain('宿曜经不用牛宿')
    expect(await tid('xi-next').innerText()).toContain('2025-03-14')
    await tid('xi-pick-角').click()
    await app.page.waitForTimeout(150)
    expect(await tid('xi-text').innerText()).toContain('苍龙之角')
    await fitsPhone()
    await app.shot('xingxiu-info-light')
  })

  it('dark theme screenshots', async () => {
    await app.open('packageA/settings/index')
    await tid('theme-switch').locator('[data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open('packageB/xingxiu-chart/index')
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await choosePair()
    await app.shot('xingxiu-chart-dark')
    await app.open('packageC/xingxiu-info/index?name=参')
    expect(await tid('xi-head').innerText()).toContain('参水猿')
    await app.shot('xingxiu-info-dark')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
