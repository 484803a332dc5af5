// Brotli and gzip copies of the H5 build (file.js → file.js.br, file.js.gz), written once next to each file so
// the server sends them as they are (@fastify/static preCompressed). A copy is rewritten when older than its file.
import { createReadStream, createWriteStream } from 'node:fs'
import { readdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|wasm|txt|xml|map|se1|ttf|otf)$/i
const MIN_BYTES = 1024
/** Brotli's densest setting costs ~6 s per MB on a busy 2-core machine; large files get 9 (~10 % bigger). */
const BEST_QUALITY_MAX_BYTES = 256 * 1024

export interface PrecompressStats {
  files: number
  written: number
  rawBytes: number
  brBytes: number
  gzBytes: number
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) yield* walk(p)
    else if (e.isFile()) yield p
  }
}

async function writeCompressed(file: string, out: string, encoder: zlib.BrotliCompress | zlib.Gzip): Promise<number> {
  const tmp = `${out}.${process.pid}.tmp`
  try {
    await pipeline(createReadStream(file), encoder, createWriteStream(tmp))
    await rename(tmp, out)
  } catch (e) {
    await unlink(tmp).catch(() => undefined)
    throw e
  }
  return (await stat(out)).size
}

/** Size of an up-to-date copy, or null when it is missing or older than the file. */
async function freshSize(copy: string, mtimeMs: number): Promise<number | null> {
  const s = await stat(copy).catch(() => null)
  return s && s.mtimeMs >= mtimeMs ? s.size : null
}

export async function precompressDir(root: string): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, written: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 }
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.test(file)) continue
    const s = await stat(file)
    if (s.size < MIN_BYTES) continue
    stats.files++
    stats.rawBytes += s.size
    let br = await freshSize(`${file}.br`, s.mtimeMs)
    if (br === null) {
      const quality = s.size <= BEST_QUALITY_MAX_BYTES ? 11 : 9
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: s.size }
      br = await writeCompressed(file, `${file}.br`, zlib.createBrotliCompress({ params }))
      stats.written++
    }
    let gz = await freshSize(`${file}.gz`, s.mtimeMs)
    if (gz === null) {
      gz = await writeCompressed(file, `${file}.gz`, zlib.createGzip({ level: 9 }))
      stats.written++
    }
    stats.brBytes += br
    stats.gzBytes += gz
  }
  return stats
}
