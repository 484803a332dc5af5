// H5 load budget (issue 15): total JS, largest chunk, first load of the home page (compressed) and modules bundled
// into more than one chunk. Reads the build folder and `<build>.modules.json` (written by config/h5-chunks.ts).
// Prints the figures; exits 1 over budget. Usage: node scripts/h5-load-check.mjs [dist/h5] [--json]
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const KB = 1024
const MB = 1024 * KB
export const BUDGET = {
  totalJsRaw: 6 * MB,
  largestChunkRaw: 1.2 * MB,
  homeFirstLoadBrotli: 400 * KB,
  duplicateModules: 0,
  // JS files a page loads beyond the start-up scripts (HTTP/1.1: 6 at a time, one round trip per 6).
  pageFilesMax: 30,
}

const args = process.argv.slice(2)
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist/h5')
const asJson = args.includes('--json')
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`h5 load: no H5 build in ${dir} (run npm run build:h5)`)
  process.exit(1)
}

const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]))
const rel = (f) => path.relative(dir, f).split(path.sep).join('/')

/** Compressed sizes: the build's own .br/.gz when present, else compressed here at the same settings. */
function sizes(file) {
  const raw = fs.readFileSync(file)
  const read = (ext, make) => (fs.existsSync(file + ext) ? fs.statSync(file + ext).size : make(raw).length)
  return {
    raw: raw.length,
    gzip: read('.gz', (b) => zlib.gzipSync(b, { level: 9 })),
    brotli: read('.br', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
  }
}
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
const zero = { raw: 0, gzip: 0, brotli: 0 }

const jsFiles = walk(dir).filter((f) => f.endsWith('.js'))
const bySize = new Map(jsFiles.map((f) => [rel(f), sizes(f)]))
const total = [...bySize.values()].reduce(add, zero)
const [largestName, largest] = [...bySize.entries()].sort((a, b) => b[1].raw - a[1].raw)[0]

// Modules and chunk groups from the build.
const mapFile = `${dir}.modules.json`
const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : null
let duplicates = null
let home = null
let widestPage = null
/** The start-up scripts index.html names (read when the module map is there). */
let initial = []
if (map) {
  const filesOf = new Map()
  for (const [file, { modules }] of Object.entries(map.files)) {
    for (const m of new Set(modules)) filesOf.set(m, [...(filesOf.get(m) ?? []), file])
  }
  duplicates = [...filesOf.entries()].filter(([, files]) => files.length > 1).map(([module, files]) => ({ module, copies: files.length }))
  duplicates.sort((a, b) => b.copies - a.copies)
  // First load of home: the scripts index.html names plus the home page's chunk group.
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
  initial = [...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g)].map((m) => m[1])
  // The home page is the first route (src/routes.ts): pages/index/index.
  const homeGroup = Object.keys(map.groups).find((g) => /(^|\/)pages\/index\/index/.test(g))
  const files = [...new Set([...initial, ...(homeGroup ? map.groups[homeGroup] : [])])]
  home = { group: homeGroup ?? null, files, ...files.map((f) => bySize.get(f) ?? zero).reduce(add, zero) }
  // The page (or lazily loaded part of one) that needs the most files of its own.
  const pageFiles = Object.entries(map.groups)
    .filter(([group]) => group !== 'app')
    .map(([group, groupFiles]) => ({ group, files: groupFiles.filter((f) => !initial.includes(f)).length }))
  widestPage = pageFiles.sort((a, b) => b.files - a.files)[0] ?? null
}

const report = {
  dir: rel(dir) || '.',
  chunks: bySize.size,
  totalJs: total,
  largestChunk: { file: largestName, ...largest },
  homeFirstLoad: home,
  widestPage,
  duplicateModules: duplicates ? duplicates.length : null,
  duplicateExamples: duplicates ? duplicates.slice(0, 10) : null,
  budget: BUDGET,
}
if (asJson) {
  console.log(JSON.stringify(report, null, 2))
}
const fmt = (n) => (n >= MB ? `${(n / MB).toFixed(2)} MB` : `${(n / KB).toFixed(1)} KB`)
const three = (s) => `${fmt(s.raw)} raw, ${fmt(s.gzip)} gzip, ${fmt(s.brotli)} brotli`
const checks = [
  ['total JS', total.raw, BUDGET.totalJsRaw, `${three(total)} in ${bySize.size} files`],
  ['largest chunk', largest.raw, BUDGET.largestChunkRaw, `${largestName}: ${three(largest)}`],
]
if (widestPage)
  checks.push([
    'page files',
    widestPage.files,
    BUDGET.pageFilesMax,
    `at most ${widestPage.files} JS files for one page (${widestPage.group.split('?')[0]})`,
  ])
if (home) checks.push(['home first load', home.brotli, BUDGET.homeFirstLoadBrotli, `${three(home)} in ${home.files.length} files (brotli checked)`])
// The start-up scripts carry V8's compile hint on their first line (config/h5-chunks.ts H5CompileHintsPlugin).
if (home) {
  const unhinted = initial.filter((f) => !fs.readFileSync(path.join(dir, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
  checks.push(['unhinted start-up', unhinted.length, 0, unhinted.join(', ') || `all ${initial.length} start-up scripts hinted`])
}
if (duplicates) {
  const examples = duplicates.slice(0, 5).map((d) => `${d.module} ×${d.copies}`)
  checks.push(['duplicated modules', duplicates.length, BUDGET.duplicateModules, examples.join(', ') || 'none'])
} else console.log(`note ${mapFile} missing: duplicates and home first load not measured`)
let ok = true
for (const [name, value, limit, detail] of checks) {
  const over = value > limit
  ok &&= !over
  if (!asJson)
    console.log(`${over ? 'OVER' : 'ok  '} ${name.padEnd(18)} ${detail} (budget ${typeof limit === 'number' && limit < 1024 ? limit : fmt(limit)})`)
}
if (!ok) {
  console.error('h5 load: over budget')
  process.exit(1)
}
