import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

// The order a screen reader walks the 紫微 and 八字 boards, read from Chromium's accessibility tree (ARIA snapshot).
// Z1 (iztro's published case): 命宫 午, 财帛 寅, 身宫 戌. B1 (lunar-javascript / tyme4ts): 乙酉 戊子 辛巳 壬辰.
const Z1 = 'packageB/ziwei/index?date=2000-08-16&time=04:00&birthZone=-8&summer=0&sex=0&name=Z1'
const B1 = 'packageB/bazi/index?date=2005-12-23&time=08:37&birthZone=-8&summer=0&sex=1&lng=116.4&name=B1'
// The traditional palace order from 命宫 (each next palace one branch back); 仆役 is also called 交友, 官禄 事业.
const PALACE_ORDER = ['命宫', '兄弟', '夫妻', '子女', '财帛', '疾厄', '迁移', '仆役|交友', '官禄|事业', '田宅', '福德', '父母']

describe('board reading order (H5 accessibility tree)', () => {
  let app: App
  const $ = (sel: string) => app.page.locator(`.page-shell:visible ${sel}`)

  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('紫微: the palaces are read from 命宫 in palace order, each named with its 干支 and stars', async () => {
    await app.open(Z1)
    await $('[data-testid="zw-board"]').waitFor()
    const tree = await $('[data-testid="zw-board"]').ariaSnapshot()
    const buttons = [...tree.matchAll(/- button "([^"]*)"/g)].map((m) => m[1])
    expect(buttons).toHaveLength(12)
    buttons.forEach((name, i) => expect(name).toMatch(new RegExp(`^(${PALACE_ORDER[i]})`)))
    // 命宫 午 with 紫微; 财帛 寅 with 武曲 (化权 for the 庚 year) and 天相; 身宫 戌 is the ninth palace, 官禄.
    expect(buttons[0]).toMatch(/^命宫，[甲乙丙丁戊己庚辛壬癸]午。.*紫微/)
    expect(buttons[4]).toMatch(/^财帛，[甲乙丙丁戊己庚辛壬癸]寅。.*武曲[^，]*化权.*天相/)
    expect(buttons[8]).toMatch(/^(官禄|事业)（身宫），[甲乙丙丁戊己庚辛壬癸]戌。/)
    // The birth panel (木三局) comes before the palaces.
    expect(tree.indexOf('木三局')).toBeGreaterThan(-1)
    expect(tree.indexOf('木三局')).toBeLessThan(tree.indexOf('- button'))
  })

  it('八字: the pillar table is a table whose cells are read with their row and pillar', async () => {
    await app.open(B1)
    await $('[data-testid="bz-pillars"]').waitFor()
    const table = app.page.getByRole('table', { name: '四柱八字表' }).filter({ visible: true })
    const headers = await table.getByRole('columnheader').allInnerTexts()
    expect(headers.map((h) => h.trim())).toEqual(['年柱', '月柱', '日柱', '时柱'])
    const stemRow = table.getByRole('row').filter({ has: app.page.getByRole('rowheader', { name: '天干' }) })
    expect((await stemRow.getByRole('cell').allInnerTexts()).map((c) => c.trim())).toEqual(['乙', '戊', '辛', '壬'])
    const branchRow = table.getByRole('row').filter({ has: app.page.getByRole('rowheader', { name: '地支' }) })
    expect((await branchRow.getByRole('cell').allInnerTexts()).map((c) => c.trim())).toEqual(['酉', '子', '巳', '辰'])
  })
})
