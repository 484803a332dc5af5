import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyText, startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('tarot pages in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)

  it('a three-card reading: question, shuffle, cut, each card turned, the reading saved with a remark', async () => {
    await app.open('packageC/tarot-result/index')
    await app.shot('tarot-form-light')
    await el('tr-question-input').locator('input').fill('这份工作要不要换')
    await el('tr-spread').locator('[data-value="three"]').click()
    await el('tr-begin').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-shuffle"]`)
    await app.page.waitForSelector(`${V} [data-testid="tr-cut"]`, { timeout: 5000 })
    await app.shot('tarot-cut-light')
    await el('tr-pile-1').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-reveal"]`)
    expect(await app.page.locator(`${V} .tc--back`).count()).toBe(3)
    await el('tr-card-0').click()
    await app.page.waitForTimeout(600)
    await app.shot('tarot-reveal-light')
    await el('tr-card-1').click()
    await el('tr-card-2').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-result"]`)
    expect(await app.page.locator(`${V} .tr-text`).count()).toBe(3)
    const text = await bodyText(app.page)
    expect(text).toContain('过去')
    expect(text).toContain('未来')
    expect(await el('tr-summary').innerText()).toMatch(/最后一张「.+」的建议/)
    expect(await el('tr-question').innerText()).toBe('这份工作要不要换')
    await el('tr-remark').locator('textarea').fill('先观察一个月')
    await el('tr-remark-save').click()
    await app.shot('tarot-result-light')
  })

  it('the reading is in the divination history and reopens with its cards and remark', async () => {
    const cards = await app.page
      .locator(`${V} [data-testid="tr-table"] [data-card]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))
    await app.open('packageC/divination-history/index')
    const item = app.page.locator(`${V} [data-testid="dh-item"][data-system="tarot"]`)
    expect(await item.count()).toBe(1)
    expect(await item.innerText()).toContain('这份工作要不要换')
    await item.locator('[data-testid="dh-open"]').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-result"]`)
    await app.page.waitForTimeout(500)
    expect(
      await app.page.locator(`${V} [data-testid="tr-table"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(cards)
    expect(await el('tr-remark').locator('textarea').inputValue()).toBe('先观察一个月')
  })

  it('plus mode: a clarifier for the present card, kept with the reading', async () => {
    await el('tr-text-1-plus-link').click()
    await app.page.waitForSelector(`${V} [data-testid="tp-table"]`)
    expect(await app.page.locator(`${V} [data-testid="tp-table"] [data-card]`).count()).toBe(1)
    await el('tp-draw').click()
    await app.page.waitForSelector(`${V} [data-testid="tp-text-0"]`)
    const ids = await app.page.locator(`${V} [data-testid="tp-table"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    await app.page.waitForTimeout(500)
    await app.shot('tarot-plus-light')
    await app.page.locator(`${V} [data-testid="nav-back"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="tr-text-1-plus"]`)
    expect(await el('tr-text-1-plus').innerText()).toMatch(/^补牌：/)
  })

  it('settings reach the reading: no ritual deals face up at once, no reversals, the director joins the table', async () => {
    await app.open('packageC/tarot-settings/index')
    for (const key of ['showPlayMode', 'showReverse', 'useDirector']) await el(`ts-${key}`).click()
    await el('ts-cardType').locator('[data-value="1"]').click()
    expect(await el('ts-preview').getAttribute('data-back')).toBe('1')
    await app.shot('tarot-settings-light')
    await app.open('packageC/tarot-result/index')
    await el('tr-spread').locator('[data-value="celtic-cross"]').click()
    await el('tr-begin').click()
    await app.page.waitForSelector(`${V} [data-testid="tr-result"]`)
    const reversed = await app.page
      .locator(`${V} [data-testid="tr-table"] [data-card]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-reversed')))
    expect(reversed.length).toBe(11)
    expect(new Set(reversed)).toEqual(new Set(['false']))
    expect(await el('tr-text-director').count()).toBe(1)
    expect(await el('tr-summary').innerText()).toMatch(/指引牌「/)
  })

  it('the daily card: turned on a tap (the ritual is off now: already face up), the same card after a reload', async () => {
    await app.open('packageC/tarot-daily/index')
    await app.page.waitForSelector(`${V} [data-testid="td-meaning"]`)
    const first = await el('td-card').getAttribute('data-card')
    expect(await el('td-advice').innerText()).not.toBe('')
    await app.shot('tarot-daily-light')
    await app.page.reload()
    await app.open('packageC/tarot-daily/index')
    await app.page.waitForSelector(`${V} [data-testid="td-meaning"]`)
    expect(await el('td-card').getAttribute('data-card')).toBe(first)
  })

  it('Lenormand: five cards turned one by one, read in pairs; the Grand Tableau puts each card in its house', async () => {
    await app.open('packageC/lenormand-result/index')
    await el('lr-question-input').locator('input').fill('这周会有消息吗')
    await el('lr-layout').locator('[data-value="five"]').click()
    await el('lr-begin').click()
    await app.page.waitForSelector(`${V} [data-testid="lr-reveal"]`)
    for (let i = 0; i < 5; i++) await el(`lr-card-${i}`).click()
    await app.page.waitForSelector(`${V} [data-testid="lr-result"]`)
    // Lenormand is read upright by default (SPEC: showReverse false).
    const reversed = await app.page
      .locator(`${V} [data-testid="lr-table"] [data-card]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-reversed')))
    expect(reversed).toEqual(['false', 'false', 'false', 'false', 'false'])
    expect((await el('lr-pairs').innerText()).match(/「.+ \+ .+」/g)?.length).toBe(4)
    await app.page.waitForTimeout(500)
    await app.shot('lenormand-five-light')
    await el('lr-again').click()
    await el('lr-layout').locator('[data-value="grand-tableau"]').click()
    await el('lr-begin').click()
    await el('lr-turn-all').click()
    await app.page.waitForSelector(`${V} [data-testid="lr-result"]`)
    expect(await app.page.locator(`${V} [data-testid="lr-table"] [data-card]`).count()).toBe(36)
    expect(await el('lr-text-0').innerText()).toMatch(/骑士宫/)
    expect(await el('lr-text-0').innerText()).toMatch(/落宫：/)
    await app.page.waitForTimeout(700)
    await app.shot('lenormand-grand-tableau-light')
  })
})
