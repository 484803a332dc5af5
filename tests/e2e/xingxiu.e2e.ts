import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installFixedClock, FIXED_NOW } from './fixed-clock'
import { startApp, type App } from './harness'

// Two births: 1990-05-20 is 农历四月廿六 (宿曜经 胃), 1992-11-03 is 十月初九 (壁); 壁 is the 25th 宿 from 胃 → 坏, and
// 胃 is 安 to 壁: the pair 安坏. The fixed clock's day 2025-03-10 (Monday) is 心月狐; the 干支 year 2025 is 柳 (土),
// so the 卯 month is 昴 by 鳌头通书 (土胃 for 正月) and 亢 by 禽星易见 (土角). At birth the Moon stood in 室 (A, 2°48′
// past 室宿一 by 今度, 6°20′ by 古度) and in 虚 (B): 虚 is the 26th from 室 → 友, and 室 is 衰 to 虚: 友衰.
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
    await app.open('packageA/xingxiu-chart/index')
    expect(await tid('xx-today').innerText()).toContain('2025-03-10 · 星期一')
    expect(await tid('xx-day').innerText()).toContain('心月狐')
    expect(await tid('xx-year').innerText()).toContain('柳土獐')
    expect(await tid('xx-month').innerText()).toContain('月禽（卯月）')
    expect(await tid('xx-month').innerText()).toContain('昴日鸡')
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

  it('settings: the natal 宿 by the Moon, 古度, and the 禽星易见 月禽 change the chart', async () => {
    const setSetting = async (testId: string, value: string) => {
      await app.open('packageB/xingxiu-settings/index')
      await tid(testId).locator(`[data-value="${value}"]`).click()
      await app.page.waitForTimeout(150)
    }
    await app.open('packageB/xingxiu-settings/index')
    expect(await app.page.locator('.page-shell:visible [data-testid="xs-xiuWidths"]').count()).toBe(0)
    await setSetting('xs-natalMethod', 'moon')
    await fitsPhone()
    await app.shot('xingxiu-settings-light')
    await app.open('packageA/xingxiu-chart/index')
    await choosePair()
    await tid('xx-first-moon').waitFor({ timeout: 20_000 })
    expect(await tid('xx-first-natal').innerText()).toContain('本命宿（以月亮）：室宿')
    expect(await tid('xx-first-moon').innerText()).toContain('在室宿 2°48′（今度）')
    expect(await tid('xx-first').innerText()).toContain('按宿曜经月宿傍通历则为胃宿')
    expect(await tid('xx-second-natal').innerText()).toContain('虚宿')
    expect(await tid('xx-relation').innerText()).toContain('友衰')
    await tid('xx-first').scrollIntoViewIfNeeded()
    await app.shot('xingxiu-chart-moon-light')

    await setSetting('xs-xiuWidths', 'ancient')
    await app.open('packageA/xingxiu-chart/index')
    await choosePair()
    await tid('xx-first-moon').waitFor({ timeout: 20_000 })
    expect(await tid('xx-first-moon').innerText()).toContain('在室宿 6°20′（古度）')

    await setSetting('xs-monthRule', 'qinxing')
    await app.open('packageA/xingxiu-chart/index')
    expect(await tid('xx-month').innerText()).toContain('亢金龙')
    expect(await tid('xx-month-rule').innerText()).toContain('《禽星易见》')
    // Back to the defaults for the screenshots that follow.
    await setSetting('xs-monthRule', 'aotou')
    await setSetting('xs-xiuWidths', 'modern')
    await setSetting('xs-natalMethod', 'sutra')
  })

  it('dark theme screenshots', async () => {
    await app.open('packageA/settings/index')
    await tid('theme-switch').locator('[data-value="dark"]').click()
    await app.page.waitForTimeout(200)
    await app.open('packageA/xingxiu-chart/index')
    expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe('dark')
    await choosePair()
    await app.shot('xingxiu-chart-dark')
    await app.open('packageC/xingxiu-info/index?name=参')
    expect(await tid('xi-head').innerText()).toContain('参水猿')
    await app.shot('xingxiu-info-dark')
    await app.open('packageB/xingxiu-settings/index')
    await app.shot('xingxiu-settings-dark')
  })

  it('throws no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
