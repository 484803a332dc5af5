/**
 * Boots every page of the built mini-program (app.json) in the Node harness, one after the other in one app as
 * wx.reLaunch would: registration, onLoad/onShow/onReady without a throw, a first render by setData under 1 MB,
 * no wx name that WeChat lacks, no API newer than the declared minimum base library; the natal chart page
 * computes through WXWebAssembly and the brotli data files; requests go to TARO_APP_API_BASE when the build
 * and this test are given one. Run after `npm run build:weapp` (WEAPP_DIR).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MiniProgram, pageRoutes, SET_DATA_LIMIT_BYTES, type AppJson } from './harness/mini-program'
import { pageTexts, waitUntil } from './harness/page-text'

const WEAPP_DIR = path.resolve(process.env.WEAPP_DIR ?? 'dist/weapp')
const NATAL_PAGE = 'packageA/natal-info/index'

if (!fs.existsSync(path.join(WEAPP_DIR, 'app.json'))) throw new Error(`no mini-program build in ${WEAPP_DIR}: run npm run build:weapp first`)
const routes = pageRoutes(JSON.parse(fs.readFileSync(path.join(WEAPP_DIR, 'app.json'), 'utf8')) as AppJson)

const describeError = (e: unknown) => (e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e))

describe(`mini-program ${path.relative(process.cwd(), WEAPP_DIR)}`, () => {
  let mp: MiniProgram
  beforeAll(() => {
    mp = new MiniProgram(WEAPP_DIR)
    mp.launch()
  })
  afterAll(() => mp?.dispose())

  it('launches: app.js registers the app and onLaunch/onShow run without an error', () => {
    expect(mp.errors.map((e) => `${e.where}: ${describeError(e.error)}`)).toEqual([])
  })

  it.each(routes)('%s boots and renders', async (route) => {
    const errorsBefore = mp.errors.length
    const renders = () => mp.setDataLog.filter((s) => s.route === route)
    await mp.openPage(route)
    await waitUntil(() => renders().length > 0, 5_000)
    await mp.settle(100)
    expect(mp.errors.slice(errorsBefore).map((e) => `${e.where}: ${describeError(e.error)}`)).toEqual([])
    expect(renders().length).toBeGreaterThan(0)
    expect(Math.max(...renders().map((s) => s.bytes))).toBeLessThanOrEqual(SET_DATA_LIMIT_BYTES)
  })

  it('natal chart page computes the chart through WXWebAssembly and the brotli ephemeris file', async () => {
    const page = await mp.openPage(NATAL_PAGE)
    const texts = () => pageTexts(page.data)
    // The seeded self profile (src/births/samples.ts): 2000-03-01 16:30 UTC+8 = 08:30 UT. Expected positions from
    // Swiss Ephemeris' own command line in Moshier mode (the weapp profile):
    // `swetest -b1.3.2000 -ut8:30 -p01 -emos` → Sun 341°03′48″ (Pisces 11°04′), Moon 285°39′33″ (Capricorn 15°40′).
    const drawn = await waitUntil(() => texts().includes('双鱼座 11°04′'), 15_000)
    expect(drawn, texts().join(' | ').slice(0, 400)).toBe(true)
    const t = texts()
    expect(t[t.indexOf('太阳') + 1]).toBe('双鱼座 11°04′')
    expect(t[t.indexOf('月亮') + 1]).toBe('摩羯座 15°40′')
    expect(mp.wasmInstantiations).toEqual(['packageA/ephemeris/swisseph.wasm.br'])
    expect(mp.wxRecord.compressedReads).toContain('packageA/ephemeris/seas_18.se1.br')
  })

  it('sends its requests to the API base set at build time (TARO_APP_API_BASE), over HTTPS', () => {
    const expected = process.env.TARO_APP_API_BASE?.replace(/\/+$/, '')
    expect(mp.wxRecord.requests.length).toBeGreaterThan(0)
    for (const url of mp.wxRecord.requests) {
      expect(url).toMatch(/^https:\/\//)
      if (expected) expect(url.startsWith(`${expected}/`), url).toBe(true)
    }
  })

  it('uses only wx names WeChat defines, none newer than the minimum base library, and logs no console.error', () => {
    expect([...mp.wxRecord.unknownReads]).toEqual([])
    expect(Object.fromEntries(mp.wxRecord.newerThanMinimum)).toEqual({})
    expect(mp.consoleErrors).toEqual([])
  })
})
