/**
 * Card faces and shared pictures (issue 24): the deck pages choose deckId and the reading shows that deck; a
 * saved tarot or Lenormand reading downloads as a PNG picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadPictures, pngSize, startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('card decks and reading pictures in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const decksOf = (table: string) =>
    app.page.locator(`${V} [data-testid="${table}"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-deck')))

  const downloadPicture = async (testId: string, name: RegExp, keepAs: string) => (await downloadPictures(app, testId, name, keepAs))[0]
  const expectPng = (png: Buffer, minHeightPx: number) => {
    // 600 CSS px wide at a device pixel ratio of 1.
    expect(pngSize(png).widthPx).toBe(600)
    expect(pngSize(png).heightPx).toBeGreaterThan(minHeightPx)
    expect(png.length).toBeGreaterThan(10_000)
  }

  it('tarot-decks: the line deck chosen, a three-card reading is dealt in it', async () => {
    await app.open('packageC/tarot-settings/index')
    expect(await el('ts-decks').innerText()).toContain('字牌')
    await el('ts-decks').click()
    await app.page.waitForSelector(`${V} [data-testid="td-deck-2"]`)
    expect(await el('td-deck-1').getAttribute('data-in-use')).toBe('true')
    expect(await app.page.locator(`${V} [data-testid="td-deck-2"] img`).count()).toBe(3)
    await el('td-use-2').click()
    expect(await el('td-deck-2').getAttribute('data-in-use')).toBe('true')
    expect(await el('td-deck-1').getAttribute('data-in-use')).toBe('false')
    await app.page.waitForTimeout(600)
    await app.shot('card-decks-tarot-decks-light')
    await app.open('packageC/tarot-result/index')
    await el('tr-question-input').locator('input').fill('下个月适合出门旅行吗')
    await el('tr-spread').locator('[data-value="three"]').click()
    await el('tr-begin').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-cut"]`, { timeout: 5000 })
    await el('tr-pile-0').click()
    await el('tr-turn-all').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-result"]`)
    expect(await decksOf('tr-table')).toEqual(['2', '2', '2'])
    expect(await app.page.locator(`${V} [data-testid="tr-table"] .tc--line img`).count()).toBe(3)
    await app.page.waitForTimeout(600)
    await app.shot('card-decks-tarot-line-reading-light')
  })

  it('a tarot reading saved as a picture: a real PNG named after the app and the reading', async () => {
    expectPng(await downloadPicture('tr-share', /^星盘-塔罗占卜-\d{8}\.png$/, 'tarot'), 600)
    await app.page.getByTestId('toast').getByText('已保存').waitFor({ timeout: 3_000 })
  })

  it('lenormand-decks: the line deck reaches the reading; pairs read as subject, then what the next card says', async () => {
    await app.open('packageC/lenormand-settings/index')
    await el('ls-decks').click()
    await app.page.waitForSelector(`${V} [data-testid="ld-deck-2"]`)
    await el('ld-use-2').click()
    expect(await el('ld-deck-2').getAttribute('data-in-use')).toBe('true')
    await app.page.waitForTimeout(600)
    await app.shot('card-decks-lenormand-decks-light')
    await app.open('packageC/lenormand-result/index')
    await el('lr-question-input').locator('input').fill('这周会有消息吗')
    await el('lr-layout').locator('[data-value="five"]').click()
    await el('lr-begin').click()
    await el('lr-turn-all').click()
    await app.page.waitForSelector(`${V} [data-testid="lr-result"]`)
    expect(await decksOf('lr-table')).toEqual(['2', '2', '2', '2', '2'])
    const pairs = (await el('lr-pairs').innerText()).split('\n').filter((s) => s.startsWith('「'))
    expect(pairs).toHaveLength(4)
    for (const p of pairs) expect(p).toMatch(/^「.+ \+ .+」：[^，]{2,}，[^，]{4,}$/)
    await app.page.waitForTimeout(600)
    await app.shot('card-decks-lenormand-line-reading-light')
    expectPng(await downloadPicture('lr-share', /^星盘-雷诺曼占卜-\d{8}\.png$/, 'lenormand'), 600)
  })

  it('the first deck again: the drawn type faces come back on a reopened reading', async () => {
    await app.open('packageC/tarot-decks/index')
    await el('td-use-1').click()
    await app.open('packageC/divination-history/index')
    await app.page.locator(`${V} [data-testid="dh-item"][data-system="tarot"] [data-testid="dh-open"]`).first().click()
    await app.page.waitForSelector(`${V} [data-testid="tr-result"]`)
    expect(await decksOf('tr-table')).toEqual(['1', '1', '1'])
    expect(await app.page.locator(`${V} [data-testid="tr-table"] .tc__emblem`).count()).toBe(3)
  })

  it('no page errors', () => {
    expect(app.errors).toEqual([])
  })
})
