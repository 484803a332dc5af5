/**
 * Mini-program reading of the gazetteer and time-zone tables, written against an injected FileSystemManager so
 * that Node tests run it with a fake. Files are brotli-compressed UTF-8 JSON at code-package paths
 * ('/packageA/geo/world.json.br'); readCompressedFile decompresses them natively.
 */
import type { ChinaColumns, GeoDataSource, TzColumns, WorldColumns } from '@/geo'

interface ReadOptions {
  filePath: string
  compressionAlgorithm: 'br'
}
/** The part of WeChat's FileSystemManager used here (readCompressedFile needs base library 2.21.1+). */
export interface CompressedFileReader {
  readCompressedFile?(o: ReadOptions & { success(res: { data: ArrayBuffer }): void; fail(err: { errMsg?: string }): void }): void
  readCompressedFileSync(o: ReadOptions): ArrayBuffer
}

export interface WeappGeoPaths {
  china: string
  world: string
  tz: string
}

/** Decompressed bytes of one code-package file: the asynchronous call when present (no UI stall), else the sync one. */
export function readCompressed(fs: CompressedFileReader, filePath: string): Promise<ArrayBuffer> {
  const read = fs.readCompressedFile
  if (!read) return new Promise((resolve) => resolve(fs.readCompressedFileSync({ filePath, compressionAlgorithm: 'br' })))
  return new Promise((resolve, reject) =>
    read.call(fs, {
      filePath,
      compressionAlgorithm: 'br',
      success: (res) => resolve(res.data),
      fail: (err) => reject(new Error(`readCompressedFile ${filePath}: ${err?.errMsg ?? 'fail'}`)),
    }),
  )
}

/** UTF-8 to text; TextDecoder where the runtime has one (not every WeChat base library does). */
export function decodeUtf8(buffer: ArrayBuffer): string {
  if (typeof TextDecoder !== 'undefined') return new TextDecoder('utf-8').decode(buffer)
  return decodeUtf8Fallback(new Uint8Array(buffer))
}

/** Plain UTF-8 decoder (well-formed input, as our build writes it; 4-byte sequences become surrogate pairs). */
export function decodeUtf8Fallback(b: Uint8Array): string {
  const parts: string[] = []
  let units: number[] = []
  for (let i = 0; i < b.length;) {
    const c = b[i]
    let cp: number
    if (c < 0x80) {
      cp = c
      i += 1
    } else if (c < 0xe0) {
      cp = ((c & 0x1f) << 6) | (b[i + 1] & 0x3f)
      i += 2
    } else if (c < 0xf0) {
      cp = ((c & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f)
      i += 3
    } else {
      cp = ((c & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6) | (b[i + 3] & 0x3f)
      i += 4
    }
    if (cp > 0xffff) {
      cp -= 0x10000
      units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff))
    } else units.push(cp)
    // String.fromCharCode takes its units as arguments: flush in chunks well below engines' argument limits.
    if (units.length >= 8192) {
      parts.push(String.fromCharCode(...units))
      units = []
    }
  }
  parts.push(String.fromCharCode(...units))
  return parts.join('')
}

export function createWeappGeoSource(fsOf: () => CompressedFileReader, paths: WeappGeoPaths): GeoDataSource {
  const json = async <T>(path: string): Promise<T> => JSON.parse(decodeUtf8(await readCompressed(fsOf(), path))) as T
  return {
    places: async () => {
      const [china, world] = await Promise.all([json<ChinaColumns>(paths.china), json<WorldColumns>(paths.world)])
      return { china, world }
    },
    timeZones: () => json<TzColumns>(paths.tz),
  }
}
