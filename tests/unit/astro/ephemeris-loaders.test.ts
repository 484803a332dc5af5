import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync as brotli, brotliDecompressSync, constants } from 'node:zlib'

const brotliCompressSync = (b: Uint8Array) => brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
import { SE } from '@/astro/ephemeris/constants'
import { createNodeEphemeris, dataPackageFile, getNodeEphemeris, loadGlue, seas18FromDataPackage, swissephWasmDir } from '@/platform/ephemeris.node'
import { bootWeappEphemeris } from '@/platform/ephemeris-weapp-boot'
import { bootH5Ephemeris } from '@/platform/ephemeris-h5-boot'
import { WEAPP_EPHEMERIS_FILES } from '@/platform/ephemeris-paths'

const JD_LENNON = 2429912.2291666665
const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600

describe('ephemeris loaders', () => {
  it('Node loader uses the ephemeris files and reports it in the return flag', async () => {
    const eph = await getNodeEphemeris('files')
    expect(eph.dataFiles).toEqual(expect.arrayContaining(['sepl_18.se1', 'semo_18.se1', 'seas_18.se1']))
    expect(eph.calcUt(JD_LENNON, SE.MOON)?.source).toBe('files')
    expect(eph.version).toBe('2.10.03')
  })

  it('outside 1800–2400 Swiss Ephemeris falls back to Moshier and the adapter says so', async () => {
    const eph = await getNodeEphemeris('files')
    expect(eph.calcUt(2300000, SE.SUN)?.source).toBe('moshier') // 1585
    expect(eph.calcUt(2300000, SE.CHIRON)).toBeNull() // no asteroid theory without seas_12
    expect(eph.lastError()).toMatch(/seas_12/)
  })

  it('weapp loader: WXWebAssembly from a .wasm.br path, seas_18.se1.br via readCompressedFileSync, Moshier planets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weapp-eph-'))
    const pkg = join(dir, 'code-package')
    mkdirSync(join(pkg, 'packageA/ephemeris'), { recursive: true })
    writeFileSync(join(pkg, WEAPP_EPHEMERIS_FILES.wasmPath), brotliCompressSync(readFileSync(join(swissephWasmDir(), 'swisseph.wasm'))))
    writeFileSync(join(pkg, WEAPP_EPHEMERIS_FILES.seasPath), brotliCompressSync(seas18FromDataPackage()))
    const calls: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (() => {
      throw new Error('weapp has no fetch')
    }) as typeof fetch
    try {
      const eph = await bootWeappEphemeris({
        glueFactory: await loadGlue(),
        WXWebAssembly: {
          // Like WeChat: takes a code-package path only, and decompresses .wasm.br itself.
          instantiate: async (path, imports) => {
            calls.push(`wasm ${path}`)
            expect(path.endsWith('.wasm.br')).toBe(true)
            return WebAssembly.instantiate(brotliDecompressSync(readFileSync(join(pkg, path))), imports)
          },
        },
        readCompressedFileSync: ({ filePath, compressionAlgorithm }) => {
          calls.push(`read ${filePath} ${compressionAlgorithm}`)
          const b = brotliDecompressSync(readFileSync(join(pkg, filePath)))
          return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer
        },
        wasmPath: WEAPP_EPHEMERIS_FILES.wasmPath,
        seasPath: WEAPP_EPHEMERIS_FILES.seasPath,
      })
      expect(calls).toEqual([`read ${WEAPP_EPHEMERIS_FILES.seasPath} br`, `wasm ${WEAPP_EPHEMERIS_FILES.wasmPath}`])
      expect(eph.mode).toBe('moshier')
      expect(eph.dataFiles).toEqual(['seas_18.se1'])
      const files = await getNodeEphemeris('files')
      const sun = eph.calcUt(JD_LENNON, SE.SUN)!
      expect(sun.source).toBe('moshier')
      expect(arcsec(sun.lonDeg, files.calcUt(JD_LENNON, SE.SUN)!.lonDeg)).toBeLessThan(3)
      const chiron = eph.calcUt(JD_LENNON, SE.CHIRON)
      expect(chiron).not.toBeNull()
      expect(arcsec(chiron!.lonDeg, files.calcUt(JD_LENNON, SE.CHIRON)!.lonDeg)).toBeLessThan(1)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it("weapp 'hybrid' profile: sepl_18.se1.br too, planets from the file and the Moon from Moshier", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weapp-eph-'))
    mkdirSync(join(dir, 'packageA/ephemeris'), { recursive: true })
    writeFileSync(join(dir, WEAPP_EPHEMERIS_FILES.wasmPath), brotliCompressSync(readFileSync(join(swissephWasmDir(), 'swisseph.wasm'))))
    writeFileSync(join(dir, WEAPP_EPHEMERIS_FILES.seasPath), brotliCompressSync(seas18FromDataPackage()))
    writeFileSync(join(dir, WEAPP_EPHEMERIS_FILES.seplPath), brotliCompressSync(dataPackageFile('sepl_18.se1')))
    const eph = await bootWeappEphemeris({
      glueFactory: await loadGlue(),
      WXWebAssembly: { instantiate: async (path, imports) => WebAssembly.instantiate(brotliDecompressSync(readFileSync(join(dir, path))), imports) },
      readCompressedFileSync: ({ filePath }) => {
        const b = brotliDecompressSync(readFileSync(join(dir, filePath)))
        return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer
      },
      wasmPath: WEAPP_EPHEMERIS_FILES.wasmPath,
      seasPath: WEAPP_EPHEMERIS_FILES.seasPath,
      seplPath: WEAPP_EPHEMERIS_FILES.seplPath,
    })
    expect(eph.dataFiles).toEqual(['seas_18.se1', 'sepl_18.se1'])
    const files = await getNodeEphemeris('files')
    expect(arcsec(eph.calcUt(JD_LENNON, SE.PLUTO)!.lonDeg, files.calcUt(JD_LENNON, SE.PLUTO)!.lonDeg)).toBeLessThan(0.001)
    expect(eph.calcUt(JD_LENNON, SE.TRUE_NODE)!.source).toBe('moshier')
  })

  it('H5 loader fetches the wasm and the data once each from the static folder', async () => {
    const wasmDir = swissephWasmDir()
    const fetched: string[] = []
    const eph = await bootH5Ephemeris({
      glueFactory: await loadGlue(),
      baseUrl: 'https://app.example/static/ephemeris/',
      fetch: async (url) => {
        fetched.push(url)
        const b = readFileSync(join(wasmDir, url.split('/').pop()!))
        return { ok: true, status: 200, arrayBuffer: async () => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer }
      },
    })
    expect(fetched.sort()).toEqual(['https://app.example/static/ephemeris/swisseph.data', 'https://app.example/static/ephemeris/swisseph.wasm'])
    expect(eph.mode).toBe('files')
    expect(eph.calcUt(JD_LENNON, SE.MOON)?.source).toBe('files')
  })

  it('H5 loader reports a failed download', async () => {
    await expect(
      bootH5Ephemeris({
        glueFactory: await loadGlue(),
        baseUrl: '/x/',
        fetch: async () => ({ ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) }),
      }),
    ).rejects.toThrow(/404/)
  })

  it('Node Moshier configuration holds only seas_18.se1', async () => {
    const eph = await createNodeEphemeris({ mode: 'moshier' })
    expect(eph.dataFiles).toEqual(['seas_18.se1'])
    expect(eph.calcUt(JD_LENNON, SE.TRUE_NODE)?.source).toBe('moshier')
  })
})
