import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { bodyText, startApp, type App } from './harness'
import { FIXED_NOW } from './fixed-clock'
import { compareWithBaseline } from './screenshot-compare'

// Meditation in the H5 build: a five-minute session on a fake clock, its fade-out and its history row.
const V = '.page-shell:visible'
const MIN = 60_000

interface TestWindow {
  __clock: { offsetMs: number; frozenMs: number | null }
  __audioContexts: number
  __gainRamps: number[]
}

/**
 * A clock the test moves by hand: it starts at `startMs` and runs on, or stands still once frozen; advancing moves it
 * either way. Also counts the AudioContexts the page creates and records every gain ramp target.
 */
async function installTestClockAndAudioProbe(page: Page, startMs: number): Promise<void> {
  await page.addInitScript((ms: number) => {
    const w = window as unknown as TestWindow & {
      AudioContext?: new () => object
      AudioParam?: { prototype: { linearRampToValueAtTime(v: number, t: number): unknown } }
    }
    const RealDate = Date
    const clock = { offsetMs: ms - RealDate.now(), frozenMs: null as number | null }
    w.__clock = clock
    const now = () => clock.frozenMs ?? RealDate.now() + clock.offsetMs
    class TestDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(now())
        else super(...(args as [number]))
      }
      static now() {
        return now()
      }
    }
    ;(globalThis as { Date: DateConstructor }).Date = TestDate as DateConstructor
    w.__audioContexts = 0
    w.__gainRamps = []
    const Ctx = w.AudioContext
    if (Ctx) {
      w.AudioContext = class extends Ctx {
        constructor() {
          super()
          w.__audioContexts++
        }
      }
    }
    const proto = w.AudioParam?.prototype
    if (proto) {
      const ramp = proto.linearRampToValueAtTime
      proto.linearRampToValueAtTime = function (this: unknown, v: number, t: number) {
        w.__gainRamps.push(v)
        return ramp.call(this, v, t)
      }
    }
  }, startMs)
}

const freezeClock = (page: Page) =>
  page.evaluate(() => {
    const c = (window as unknown as TestWindow).__clock
    c.frozenMs = Date.now()
  })
const advanceClock = (page: Page, ms: number) =>
  page.evaluate((d) => {
    const c = (window as unknown as TestWindow).__clock
    if (c.frozenMs !== null) c.frozenMs += d
    else c.offsetMs += d
  }, ms)
const probe = (page: Page) => page.evaluate(() => ({ ...(window as unknown as TestWindow), __clock: undefined }))

async function shot(app: App, name: string) {
  await app.page.waitForTimeout(300)
  compareWithBaseline(name, await app.page.screenshot())
}

describe('meditation (light)', () => {
  let app: App
  const el = (testId: string) => app.page.locator(`${V} [data-testid="${testId}"]`)
  const session = () => el('med-session')
  beforeAll(async () => {
    app = await startApp()
    await installTestClockAndAudioProbe(app.page, FIXED_NOW.getTime())
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the energy tab opens meditation: six sounds, five lengths, this week at 0 minutes', async () => {
    await app.open('pages/energy/energy')
    await el('wellness-meditation-index').click()
    await app.page.waitForTimeout(800)
    await el('med-start').waitFor()
    expect(await el('med-sounds').locator('[data-value]').count()).toBe(6)
    expect(
      await el('med-duration')
        .locator('[data-value]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-value'))),
    ).toEqual(['5', '10', '15', '20', '30'])
    expect(await el('med-week').getAttribute('data-total')).toBe('0')
    // The beat band shows only for binaural beats.
    expect(await el('med-band').count()).toBe(0)
    await el('med-sounds').locator('[data-value="binaural"]').click()
    expect(await el('med-band').count()).toBe(1)
    await el('med-sounds').locator('[data-value="ocean"]').click()
    await el('med-duration').locator('[data-value="5"]').click()
    expect(await el('med-sounds').locator('[data-value="ocean"]').getAttribute('aria-checked')).toBe('true')
    await shot(app, 'meditation-index-light')
  })

  it('a five-minute session on a fake clock: sound starts, fades over the last 30 s, stops at 5:00 and enters the history', async () => {
    await freezeClock(app.page)
    await el('med-start').click()
    await app.page.waitForTimeout(900)
    await session().waitFor()
    expect(await session().getAttribute('data-sound')).toBe('ocean')
    expect(await session().getAttribute('data-status')).toBe('running')
    expect(await el('med-time').innerText()).toBe('05:00')
    expect(await session().getAttribute('data-audio')).toBe('on')
    expect((await probe(app.page)).__audioContexts).toBe(1)
    expect(Number(await session().getAttribute('data-gain'))).toBeCloseTo(0.7)

    await advanceClock(app.page, 2 * MIN)
    await app.page.waitForFunction(() => document.querySelector('.page-shell [data-testid="med-time"]')?.textContent === '03:00')
    await shot(app, 'meditation-sound-light')

    // 4:45 in: half way through the fade, the gain is half the volume.
    await advanceClock(app.page, 2 * MIN + 45_000)
    await app.page.waitForFunction(() => document.querySelector('.page-shell [data-testid="med-time"]')?.textContent === '00:15')
    await app.page.waitForTimeout(1200)
    expect(Number(await session().getAttribute('data-gain'))).toBeCloseTo(0.35, 2)
    expect(await bodyText(app.page)).toContain('声音渐渐淡去')
    const ramps = (await probe(app.page)).__gainRamps
    expect(ramps).toContain(0.7)
    expect(ramps.some((v) => v > 0.3 && v < 0.4)).toBe(true)

    // 5:00: finished, silent, recorded.
    await advanceClock(app.page, 15_000)
    await el('med-ended').waitFor()
    expect(await session().getAttribute('data-status')).toBe('finished')
    await app.page.waitForTimeout(1200)
    expect(await session().getAttribute('data-audio')).toBe('off')
    expect(await session().getAttribute('data-gain')).toBe('0.000')
    expect((await probe(app.page)).__gainRamps.at(-1)).toBe(0)
    expect(await el('med-ended').innerText()).toContain('这次静坐了 5 分钟')

    await el('med-done').click()
    await app.page.waitForTimeout(800)
    expect(await el('med-week').getAttribute('data-total')).toBe('5')
    await el('med-history').click()
    await app.page.waitForTimeout(800)
    const rows = el('med-entry')
    expect(await rows.count()).toBe(1)
    expect(await rows.first().getAttribute('data-minutes')).toBe('5')
    expect(await rows.first().innerText()).toContain('海浪 · 5 分钟')
    expect(await rows.first().innerText()).toContain('计划 5 分钟')
    expect(await el('med-totals').innerText()).toBe('共 1 次 · 5 分钟 · 完成 1 次')
  })

  it('pause holds the time and silences the sound; the volume reaches the gain; stop records the minutes meditated', async () => {
    await app.open('packageE/meditation-index/index')
    // The reload restarted the clock at FIXED_NOW: stand still an hour later, after the first session.
    await freezeClock(app.page)
    await advanceClock(app.page, 60 * MIN)
    await el('med-sounds').locator('[data-value="bowl"]').click()
    await el('med-duration').locator('[data-value="10"]').click()
    await el('med-start').click()
    await app.page.waitForTimeout(900)
    await session().waitFor()
    expect(await session().getAttribute('data-sound')).toBe('bowl')
    expect(await el('med-time').innerText()).toBe('10:00')
    await el('med-volume-up').click()
    await app.page.waitForTimeout(1200)
    expect(await el('med-volume').getAttribute('data-value')).toBe('0.8')
    expect(Number(await session().getAttribute('data-gain'))).toBeCloseTo(0.8)
    await advanceClock(app.page, 3 * MIN)
    await app.page.waitForTimeout(700)
    await el('med-pause').click()
    await app.page.waitForTimeout(1200)
    expect(await session().getAttribute('data-status')).toBe('paused')
    expect(await session().getAttribute('data-gain')).toBe('0.000')
    await advanceClock(app.page, 5 * MIN)
    await app.page.waitForTimeout(700)
    expect(await el('med-time').innerText()).toBe('07:00')
    await el('med-resume').click()
    await app.page.waitForTimeout(1200)
    expect(Number(await session().getAttribute('data-gain'))).toBeCloseTo(0.8)
    await advanceClock(app.page, MIN)
    await app.page.waitForTimeout(700)
    await el('med-stop').click()
    await el('med-ended').waitFor()
    expect(await el('med-ended').innerText()).toContain('这次静坐了 4 分钟')
    await app.open('packageE/meditation-list/index')
    expect(await el('med-entry').evaluateAll((els) => els.map((e) => [e.getAttribute('data-sound'), e.getAttribute('data-minutes')]))).toEqual([
      ['bowl', '4'],
      ['ocean', '5'],
    ])
    expect(await el('med-totals').innerText()).toBe('共 2 次 · 9 分钟 · 完成 1 次')
    expect(app.errors).toEqual([])
  })
})

describe('meditation (dark)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark' })
    await installTestClockAndAudioProbe(app.page, FIXED_NOW.getTime())
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the meditation page draws in the dark theme', async () => {
    await app.open('packageE/meditation-index/index')
    expect(await app.page.locator(V).getAttribute('data-theme')).toBe('dark')
    await shot(app, 'meditation-index-dark')
    expect(app.errors).toEqual([])
  })
})
