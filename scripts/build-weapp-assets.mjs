#!/usr/bin/env node
// Everything the weapp build copies from .cache/ (run before `taro build --type weapp`):
//  - .cache/ephemeris: the Swiss Ephemeris files (scripts/build-ephemeris-assets.mjs);
//  - .cache/geo: src/geo/data/{china,world,tz}.ts as brotli JSON (names: src/platform/geo-paths.ts GEO_DATA_FILES),
//    read on weapp by src/platform/geo-data.weapp.ts. Prints sizes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

await import('./build-ephemeris-assets.mjs')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, '.cache/geo')
mkdirSync(outDir, { recursive: true })

/** The object literal of a generated module (scripts/build-places.mjs writes `const data: T = {json}\nexport default data`). */
function dataOf(name) {
  const text = readFileSync(join(root, 'src/geo/data', `${name}.ts`), 'utf8')
  const m = /^const data: \w+ = (\{.*\})\s*\nexport default data\s*$/ms.exec(text)
  if (!m) throw new Error(`src/geo/data/${name}.ts: not the generated layout`)
  return JSON.parse(m[1])
}

let total = 0
for (const name of ['china', 'world', 'tz']) {
  const data = dataOf(name)
  if (!(data.count > 0) && !data.version) throw new Error(`src/geo/data/${name}.ts: empty`)
  const bytes = Buffer.from(JSON.stringify(data), 'utf8')
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
  writeFileSync(join(outDir, `${name}.json.br`), br)
  total += br.length
  console.log(
    `${(name + '.json.br').padEnd(18)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB -> ${(br.length / 1024).toFixed(0).padStart(4)} KB`,
  )
}
console.log(`total ${(total / 1024).toFixed(0)} KB in ${outDir}`)
