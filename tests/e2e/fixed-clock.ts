import type { Page } from 'playwright-core'

// 2025-03-10 10:00 in China (UTC+8): the moment of every baseline screenshot.
export const FIXED_NOW = new Date('2025-03-10T02:00:00Z')
// The bazi and ziwei charts of the baselines.
export const B1 = 'packageB/bazi/index?date=2005-12-23&time=08:37&birthZone=-8&summer=0&sex=1&lng=116.4&name=B1'
export const Z1 = 'packageB/ziwei/index?date=2000-08-16&time=04:00&birthZone=-8&summer=0&sex=0&name=Z1'

/**
 * The page's clock starts at `fixedMs` and runs on, so day-dependent parts (home almanac, greetings) draw the same
 * every run. (Playwright's page.clock hangs the load under the server's Content-Security-Policy; a shifted Date is
 * all the screenshot tests need.)
 */
export async function installFixedClock(page: Page, fixedMs: number): Promise<void> {
  await page.addInitScript((ms: number) => {
    const RealDate = Date
    const offsetMs = ms - RealDate.now()
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offsetMs)
        else super(...(args as [number]))
      }
      static now() {
        return RealDate.now() + offsetMs
      }
    }
    ;(globalThis as { Date: DateConstructor }).Date = ShiftedDate as DateConstructor
  }, fixedMs)
}
