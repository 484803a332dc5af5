import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

describe('astro dice, geomancy and the answer book in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)

  it('astro dice: the dice roll, then planet, sign and house are read in one sentence and saved', async () => {
    await app.open('packageC/dice/index')
    await el('dc-question-input').locator('input').fill('下个月的考试')
    await el('dc-roll').click()
    await app.page.waitForSelector(`${V} [data-testid="dc-rolling"]`)
    await app.page.waitForSelector(`${V} [data-testid="dc-result"]`, { timeout: 5000 })
    const faces = await Promise.all(['planet', 'sign', 'house'].map((d) => el(`dc-die-${d}`).getAttribute('data-face')))
    for (const f of faces) expect(Number(f)).toBeGreaterThanOrEqual(1)
    expect(await el('dc-sentence').innerText()).toMatch(/^第.+宫|^在.+，.+会.+展开。$/)
    await app.shot('oracles-dice-light')
  })

  it('geomancy by the user’s own marks: sixteen lines, odd one dot, even two; the shield and the judge', async () => {
    await app.open('packageC/geomancy/index')
    await el('gm-method').locator('[data-value="marks"]').click()
    // Line k gets k marks: odd lines one dot, even lines two, so every mother is 1,2,1,2 → Amissio.
    for (let line = 1; line <= 16; line++) {
      for (let k = 0; k < line; k++) await el('gm-pad').click()
      await el('gm-next').click()
    }
    await app.page.waitForSelector(`${V} [data-testid="gm-result"]`)
    expect(await app.page.locator(`${V} [data-testid="gm-shield"] [data-rows="1212"]`).count()).toBeGreaterThanOrEqual(4)
    // Four equal mothers: daughters 1111, 2222, 1111, 2222; nieces 2222, 2222, 1111, 1111; both witnesses and the judge 2222 (Populus).
    expect(await el('gm-judge').getAttribute('data-rows')).toBe('2222')
    expect(await el('gm-answer').innerText()).toContain('民众')
    await app.shot('oracles-geomancy-light')
  })

  it('the answer book opens one answer; dice, geomancy and the answer are all in the history', async () => {
    await app.open('packageC/answer-book/index')
    await app.shot('oracles-answer-book-closed-light')
    await el('ab-question-input').locator('input').fill('要不要搬家')
    await el('ab-press').click()
    await app.page.waitForSelector(`${V} [data-testid="ab-result"]`)
    const answer = await el('ab-answer').innerText()
    expect(answer.length).toBeGreaterThan(1)
    await app.page.waitForTimeout(700)
    await app.shot('oracles-answer-book-light')
    await app.open('packageC/divination-history/index')
    const systems = await app.page.locator(`${V} [data-testid="dh-item"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-system')))
    expect(systems).toEqual(['answer-book', 'geomancy', 'dice'])
    await app.page.locator(`${V} [data-testid="dh-item"][data-system="answer-book"] [data-testid="dh-open"]`).click()
    await app.page.waitForSelector(`${V} [data-testid="ab-result"]`)
    expect(await el('ab-answer').innerText()).toBe(answer)
  })
})
