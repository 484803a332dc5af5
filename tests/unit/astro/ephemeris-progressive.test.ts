import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { computeChart } from '@/astro'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { SE } from '@/astro/ephemeris/constants'
import { bootH5MoshierEphemeris } from '@/platform/ephemeris-h5-boot'
import { getNodeEphemeris, loadGlue, swissephWasmDir } from '@/platform/ephemeris.node'
import { watchEphemerisSources } from '@/platform/ephemeris-progressive'

const JD_LENNON = 2429912.2291666665
const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600
const fake = (mode: 'files' | 'moshier') => ({ mode }) as Ephemeris

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const settle = () => new Promise((r) => setTimeout(r, 0))

function watch(quick: Promise<Ephemeris> | null, full: Promise<Ephemeris>) {
  const got: string[] = []
  const stop = watchEphemerisSources(
    { quick: quick ? () => quick : undefined, full: () => full },
    (eph, final) => got.push(`${eph.mode} ${final ? 'final' : 'first'}`),
    (msg) => got.push(`error ${msg}`),
  )
  return { got, stop }
}

describe('progressive ephemeris: Moshier first, then the files', () => {
  it('hands out the quick instance, then the full one', async () => {
    const q = deferred<Ephemeris>()
    const f = deferred<Ephemeris>()
    const { got } = watch(q.promise, f.promise)
    q.resolve(fake('moshier'))
    await settle()
    expect(got).toEqual(['moshier first'])
    f.resolve(fake('files'))
    await settle()
    expect(got).toEqual(['moshier first', 'files final'])
  })

  it('never goes back to the quick instance when the files were ready first', async () => {
    const q = deferred<Ephemeris>()
    const f = deferred<Ephemeris>()
    const { got } = watch(q.promise, f.promise)
    f.resolve(fake('files'))
    await settle()
    q.resolve(fake('moshier'))
    await settle()
    expect(got).toEqual(['files final'])
  })

  it('keeps the quick chart when the files fail (offline), and reports nothing', async () => {
    const { got } = watch(Promise.resolve(fake('moshier')), Promise.reject(new Error('星历文件下载失败（404）')))
    await settle()
    expect(got).toEqual(['moshier first'])
  })

  it('reports the files error when neither instance loads', async () => {
    const { got } = watch(Promise.reject(new Error('wasm')), Promise.reject(new Error('星历文件下载失败（503）')))
    await settle()
    expect(got).toEqual(['error 星历文件下载失败（503）'])
  })

  it('a failed quick instance is silent when the files arrive', async () => {
    const { got } = watch(Promise.reject(new Error('wasm')), Promise.resolve(fake('files')))
    await settle()
    expect(got).toEqual(['files final'])
  })

  it('without a quick source (weapp) the one instance is final', async () => {
    const { got } = watch(null, Promise.resolve(fake('moshier')))
    await settle()
    expect(got).toEqual(['moshier final'])
  })

  it('delivers nothing after stop (the page left)', async () => {
    const q = deferred<Ephemeris>()
    const f = deferred<Ephemeris>()
    const { got, stop } = watch(q.promise, f.promise)
    stop()
    q.resolve(fake('moshier'))
    f.resolve(fake('files'))
    await settle()
    expect(got).toEqual([])
  })

  it('H5 Moshier boot downloads only the wasm, and its chart says it used Moshier', async () => {
    const fetched: string[] = []
    const eph = await bootH5MoshierEphemeris({
      glueFactory: await loadGlue(),
      baseUrl: 'https://app.example/static/ephemeris/',
      fetch: async (url) => {
        fetched.push(url)
        const b = readFileSync(join(swissephWasmDir(), url.split('/').pop()!))
        return { ok: true, status: 200, arrayBuffer: async () => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer }
      },
    })
    expect(fetched).toEqual(['https://app.example/static/ephemeris/swisseph.wasm'])
    expect(eph.mode).toBe('moshier')
    expect(eph.dataFiles).toEqual([])
    // Moshier planets agree with the Swiss Ephemeris files to ≤ 2.4″ (Swiss Ephemeris documentation, §2.2).
    const files = await getNodeEphemeris('files')
    for (const body of [SE.SUN, SE.MERCURY, SE.VENUS, SE.MARS, SE.JUPITER, SE.SATURN]) {
      const p = eph.calcUt(JD_LENNON, body)!
      expect(p.source).toBe('moshier')
      expect(arcsec(p.lonDeg, files.calcUt(JD_LENNON, body)!.lonDeg)).toBeLessThan(2.4)
    }
    const input = { date: '1940-10-09', time: '18:30', birthZone: 0, summer: 0, lat: 53.41, lng: -2.98 }
    const quick = computeChart(eph, 'natal', input)
    const full = computeChart(files, 'natal', input)
    if ('error' in quick || 'error' in full) throw new Error('chart failed')
    expect(quick.ephemeris.mode).toBe('moshier')
    expect(full.ephemeris.mode).toBe('files')
    expect(quick.bodies.Chiron).toBeUndefined() // no asteroid file until the files arrive
    expect(full.bodies.Chiron).toBeDefined()
  })
})
