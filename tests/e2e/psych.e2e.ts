import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './harness'

const V = '.page-shell:visible'

/** Big-Five scores of the fixed pattern "item n answered ((n − 1) mod 5) + 1", worked out by hand from the IPIP key. */
const PATTERN_SCORES = {
  // E answered 1: 5×1 + 5×(6−1) = 30 → 50 %. A answered 2: 6×2 + 4×4 = 28 → 45 %. C answered 3: 30 → 50 %.
  // ES answered 4: 2×4 + 8×2 = 24 → 35 %. I answered 5: 7×5 + 3×1 = 38 → 70 %.
  extraversion: ['30', '50'],
  agreeableness: ['28', '45'],
  conscientiousness: ['30', '50'],
  emotionalStability: ['24', '35'],
  intellect: ['38', '70'],
}

async function runBigFive(app: App, skip?: number) {
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  await el('pt-start').click()
  for (let n = 1; n <= 50; n++) {
    await app.page.waitForSelector(`${V} [data-testid="pt-runner"][data-n="${n}"]`)
    if (n === skip) {
      await el('pt-next').click()
      continue
    }
    await el('pt-option')
      .nth((n - 1) % 5)
      .click()
  }
}

async function expectPatternScores(app: App) {
  await app.page.waitForSelector(`${V} [data-testid="pt-result"]`)
  const bars = await app.page
    .locator(`${V} [data-testid="pt-bar"]`)
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-scale'), e.getAttribute('data-raw'), e.getAttribute('data-pct')]))
  expect(bars).toEqual(Object.entries(PATTERN_SCORES).map(([scale, [raw, pct]]) => [scale, raw, pct]))
}

describe('psychological tests in the H5 build', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(async () => {
    await app?.close()
  })
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)

  it('the hub answers its SPEC names (pagesC/testing, pages/test/test) and lists the three tests', async () => {
    for (const path of ['pagesC/testing/testing', 'pages/test/test', 'pagesC/psychological-index/psychological-index']) {
      await app.open(path)
      expect(await app.page.locator(`${V}`).getAttribute('data-route')).toBe('psych-tests')
    }
    const tests = await app.page.locator(`${V} [data-testid="pi-test"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-test')))
    expect(tests).toEqual(['big-five', 'stress-check', 'social-energy'])
    await app.shot('psych-hub-light')
  })

  it('Big Five: a skipped item blocks finishing; answering it gives the hand-computed scores, saved and reopened from the history', async () => {
    await app.open('packageC/psychological-index/index')
    await el('pi-test').first().click()
    await app.page.waitForSelector(`${V} [data-testid="pt-intro"]`)
    await app.page.waitForTimeout(600) // page-slide animation
    await app.shot('psych-intro-light')
    await runBigFive(app, 17)
    // Item 50 answered; 49 of 50 done. Finishing jumps back to the skipped item 17.
    expect(await el('pt-answered').innerText()).toBe('已答 49 题')
    await app.shot('psych-item-light')
    await el('pt-finish').click()
    await app.page.waitForSelector(`${V} [data-testid="pt-runner"][data-n="17"]`)
    const toast = app.page.locator(`${V} [data-testid="toast"]`)
    await toast.waitFor({ state: 'visible', timeout: 5000 })
    expect(await toast.innerText()).toContain('还有 1 题没有作答')
    expect(await el('pt-result').count()).toBe(0)
    // Item 17 (A+) answered 2 as the pattern says, which moves on to 18; go to the last item and finish.
    await el('pt-option').nth(1).click()
    for (let n = 18; n < 50; n++) await el('pt-next').click()
    await app.page.waitForSelector(`${V} [data-testid="pt-runner"][data-n="50"]`)
    await el('pt-finish').click()
    await expectPatternScores(app)
    const bands = await app.page.locator(`${V} [data-testid="pt-band"]`).allInnerTexts()
    // 50 45 50 35 70 → middle, middle, middle, middle (35 is the first middle value), high.
    expect(bands).toEqual(['动静皆宜', '友善有分寸', '张弛有度', '大体平稳', '好奇多思'])
    await app.page.waitForTimeout(400)
    await app.shot('psych-result-light')

    await el('pt-to-history').click()
    await app.page.waitForSelector(`${V} [data-testid="ph-item"]`)
    expect(await el('ph-summary').innerText()).toBe('外向 50 · 宜人 45 · 尽责 50 · 稳定 35 · 想象 70')
    await app.page.waitForTimeout(600)
    await app.shot('psych-history-light')
    // After a reload the saved result is still there and reopens with the same scores.
    await app.open('packageC/psychological-history/index')
    await el('ph-open').first().click()
    await expectPatternScores(app)
    await app.open('pagesC/testing/testing')
    expect(await el('pi-last').first().innerText()).toContain('外向 50 · 宜人 45')
    await app.shot('psych-hub-last-light')
  })

  it('a one-scale test: the stress check, all strain and no resources, is the top band; then deleted from the history', async () => {
    await app.open('packageC/psychological-test/index?test=stress-check')
    await el('pt-start').click()
    // Strain items (1 3 5 6 8 10 11) answered 总是 (5), resource items (2 4 7 9 12) 从不 (1): 12 × 5 = 60 → 100 %.
    const strain = new Set([1, 3, 5, 6, 8, 10, 11])
    for (let n = 1; n <= 12; n++) {
      await app.page.waitForSelector(`${V} [data-testid="pt-runner"][data-n="${n}"]`)
      await el('pt-option')
        .nth(strain.has(n) ? 4 : 0)
        .click()
    }
    await el('pt-finish').click()
    await app.page.waitForSelector(`${V} [data-testid="pt-result"]`)
    expect(await el('pt-bar').getAttribute('data-pct')).toBe('100')
    expect(await el('pt-band').innerText()).toBe('压力很大')
    await app.open('packageC/psychological-history/index')
    expect(await app.page.locator(`${V} [data-testid="ph-item"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-test')))).toEqual([
      'stress-check',
      'big-five',
    ])
    await el('ph-delete').first().click()
    await app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`).click()
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="ph-item"]').length === 1)
    expect(await el('ph-item').getAttribute('data-test')).toBe('big-five')
    expect(app.errors).toEqual([])
  })
})

describe('psychological tests, dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the hub, one item and the Big-Five result in the dark theme', async () => {
    await app.open('packageC/psychological-index/index')
    await app.shot('psych-hub-dark')
    await app.open('packageC/psychological-test/index?test=big-five')
    await runBigFive(app)
    await app.shot('psych-item-dark')
    await app.page.locator(`${V} [data-testid="pt-finish"]`).click()
    await expectPatternScores(app)
    await app.page.waitForTimeout(400)
    await app.shot('psych-result-dark')
  })
})
