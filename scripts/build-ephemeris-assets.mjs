#!/usr/bin/env node
// Writes the weapp ephemeris files (see config/ephemeris-assets.ts WEAPP_EPHEMERIS_SHIP) into .cache/ephemeris:
// swisseph.wasm.br and seas_18.se1.br (brotli, quality 11). Prints their sizes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wasmDir = join(dirname(createRequire(join(root, 'package.json')).resolve('swisseph-wasm/package.json')), 'wasm')
const outDir = join(root, '.cache/ephemeris')
mkdirSync(outDir, { recursive: true })

// seas_18.se1 = bytes 0..223002 of swisseph.data (the glue's loadPackage metadata).
const SEAS_END = 223002
const files = [
  ['swisseph.wasm.br', readFileSync(join(wasmDir, 'swisseph.wasm'))],
  ['seas_18.se1.br', readFileSync(join(wasmDir, 'swisseph.data')).subarray(0, SEAS_END)],
]
let total = 0
for (const [name, bytes] of files) {
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
  writeFileSync(join(outDir, name), br)
  total += br.length
  console.log(`${name.padEnd(18)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB -> ${(br.length / 1024).toFixed(0).padStart(4)} KB`)
}
console.log(`total ${(total / 1024).toFixed(0)} KB in ${outDir}`)
