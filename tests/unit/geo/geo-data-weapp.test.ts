import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import china from '@/geo/data/china'
import world from '@/geo/data/world'
import tz from '@/geo/data/tz'
import { createGeoLoaders } from '@/geo'
import { createWeappGeoSource, decodeUtf8Fallback, type CompressedFileReader } from '@/platform/geo-data-weapp-read'
import { WEAPP_GEO_FILES } from '@/platform/geo-paths'

/** A code package on disk holding the three tables as brotli JSON, as scripts/build-weapp-assets.mjs writes them. */
function codePackage(): string {
  const pkg = mkdtempSync(join(tmpdir(), 'weapp-geo-'))
  const tables = { china, world, tz } as const
  for (const [name, path] of Object.entries(WEAPP_GEO_FILES)) {
    mkdirSync(dirname(join(pkg, path)), { recursive: true })
    const json = Buffer.from(JSON.stringify(tables[name as keyof typeof tables]), 'utf8')
    writeFileSync(join(pkg, path), brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))
  }
  return pkg
}

const toArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer

/** Like WeChat's FileSystemManager: code-package paths only, 'br' decompressed natively, errors as { errMsg }. */
function fakeFs(pkg: string, calls: string[], withAsync = true): CompressedFileReader {
  const read = (filePath: string, algo: string): ArrayBuffer => {
    expect(algo).toBe('br')
    expect(filePath.startsWith('/packageA/geo/')).toBe(true)
    return toArrayBuffer(brotliDecompressSync(readFileSync(join(pkg, filePath))))
  }
  return {
    ...(withAsync
      ? {
          readCompressedFile: ({ filePath, compressionAlgorithm, success, fail }) => {
            calls.push(`async ${filePath}`)
            setTimeout(() => {
              try {
                success({ data: read(filePath, compressionAlgorithm) })
              } catch {
                fail({ errMsg: `readCompressedFile:fail no such file or directory ${filePath}` })
              }
            }, 1)
          },
        }
      : {}),
    readCompressedFileSync: ({ filePath, compressionAlgorithm }) => {
      calls.push(`sync ${filePath}`)
      return read(filePath, compressionAlgorithm)
    },
  }
}

describe('weapp geo data loader', () => {
  const pkg = codePackage()

  it('reads the brotli JSON tables with readCompressedFile and the gazetteer answers searches', async () => {
    const calls: string[] = []
    const geo = createGeoLoaders(createWeappGeoSource(() => fakeFs(pkg, calls), WEAPP_GEO_FILES))
    const g = await geo.loadGazetteer()
    expect(g.search('上海').items[0].id).toBe('cn:310000')
    expect(g.search('london').items[0]).toMatchObject({ countryCode: 'GB', timeZone: 'Europe/London' })
    expect(calls.sort()).toEqual(['async /packageA/geo/china.json.br', 'async /packageA/geo/world.json.br'])
  })

  it('loads each table once and gives the IANA zone of a place (London 1990-07-01: BST, summer)', async () => {
    const calls: string[] = []
    const geo = createGeoLoaders(createWeappGeoSource(() => fakeFs(pkg, calls), WEAPP_GEO_FILES))
    const z = await geo.birthZoneForPlace({ timeZone: 'Europe/London' }, '1990-07-01', '12:00')
    await geo.birthZoneForPlace({ timeZone: 'Asia/Shanghai' }, '1990-07-01', '12:00')
    expect(z).toMatchObject({ birthZone: 0, summer: 1 })
    expect(calls).toEqual(['async /packageA/geo/tz.json.br'])
  })

  it('falls back to readCompressedFileSync on base libraries without readCompressedFile', async () => {
    const calls: string[] = []
    const geo = createGeoLoaders(createWeappGeoSource(() => fakeFs(pkg, calls, false), WEAPP_GEO_FILES))
    expect((await geo.loadTimeZones()).version).toBe(tz.version)
    expect(calls).toEqual(['sync /packageA/geo/tz.json.br'])
  })

  it('a missing file rejects with the errMsg, and the next call tries again', async () => {
    const calls: string[] = []
    let paths = { ...WEAPP_GEO_FILES, tz: '/packageA/geo/missing.json.br' }
    const geo = createGeoLoaders(
      createWeappGeoSource(() => fakeFs(pkg, calls), {
        get china() {
          return paths.china
        },
        get world() {
          return paths.world
        },
        get tz() {
          return paths.tz
        },
      }),
    )
    await expect(geo.loadTimeZones()).rejects.toThrow(/no such file.*missing\.json\.br/)
    paths = { ...WEAPP_GEO_FILES }
    expect((await geo.loadTimeZones()).version).toBe(tz.version)
  })

  it('the UTF-8 fallback decoder matches TextDecoder (hanzi, 4-byte characters, a whole table)', () => {
    const sample = Buffer.from('北京 Zürich 𠀀𬌗 ok', 'utf8')
    expect(decodeUtf8Fallback(sample)).toBe('北京 Zürich 𠀀𬌗 ok')
    const whole = Buffer.from(JSON.stringify(china), 'utf8')
    expect(decodeUtf8Fallback(whole)).toBe(new TextDecoder().decode(whole))
  })
})
