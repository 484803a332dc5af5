#!/usr/bin/env node
// Writes the weapp ephemeris files (see config/ephemeris-assets.ts WEAPP_EPHEMERIS_SHIP) into .cache/ephemeris:
// swisseph.wasm.br, seas_18.se1.br and (for the 'hybrid' profile) sepl_18.se1.br (brotli, quality 11). Prints sizes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wasmDir = join(dirname(createRequire(join(root, 'package.json')).resolve('swisseph-wasm/package.json')), 'wasm')
const outDir = join(root, '.cache/ephemeris')
mkdirSync(outDir, { recursive: true })

// Byte ranges of swisseph.data (the glue's loadPackage metadata).
const data = readFileSync(join(wasmDir, 'swisseph.data'))
const files = [
  ['swisseph.wasm.br', readFileSync(join(wasmDir, 'swisseph.wasm'))],
  ['seas_18.se1.br', data.subarray(0, 223002)],
  ['sepl_18.se1.br', data.subarray(1667149, 2151204)],
]
let total = 0
for (const [name, bytes] of files) {
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
  writeFileSync(join(outDir, name), br)
  total += br.length
  console.log(`${name.padEnd(18)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB -> ${(br.length / 1024).toFixed(0).padStart(4)} KB`)
}
console.log(`total ${(total / 1024).toFixed(0)} KB in ${outDir}`)
