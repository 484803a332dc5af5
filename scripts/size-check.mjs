// Package size budgets (DESIGN.md §6): WeChat main package ≤ 1.5 MB (our budget; WeChat allows 2 MB),
// every sub-package ≤ 2 MB, everything ≤ 20 MB. Prints the sizes; exits 1 over budget.
// Syntax level: every emitted .js must parse as ES2015 script (the minimum base library 2.21.1 on older iOS,
// with es6/enhance off in project.config.json; config/weapp-syntax.ts lowers the output to it).
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'acorn'

const MB = 1024 * 1024
/** Keep in step with WEAPP_SYNTAX_TARGET in config/weapp-syntax.ts. */
const WEAPP_ECMA_VERSION = 2015
const BUDGET = { main: 1.5 * MB, sub: 2 * MB, total: 20 * MB }
const dir = path.resolve(process.argv[2] ?? 'dist/weapp')
if (!fs.existsSync(path.join(dir, 'app.json'))) {
  console.error(`size: no mini-program build in ${dir} (run npm run build:weapp)`)
  process.exit(1)
}
const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]))
}
const sizes = { main: 0 }
for (const r of roots) sizes[r] = 0
for (const file of walk(dir)) {
  const rel = path.relative(dir, file).split(path.sep).join('/')
  if (rel.endsWith('.LICENSE.txt') || rel.endsWith('.map')) continue // not uploaded
  const root = roots.find((r) => rel === r || rel.startsWith(r + '/'))
  sizes[root ?? 'main'] += fs.statSync(file).size
}

// A syntax error names the file, line and column, and shows the code around it.
const syntaxErrors = []
let jsFiles = 0
for (const file of walk(dir).filter((f) => f.endsWith('.js'))) {
  jsFiles++
  const code = fs.readFileSync(file, 'utf8')
  try {
    parse(code, { ecmaVersion: WEAPP_ECMA_VERSION, sourceType: 'script' })
  } catch (e) {
    const near = code.slice(Math.max(0, e.pos - 40), e.pos + 40).replace(/\s+/g, ' ')
    syntaxErrors.push(
      `${path.relative(dir, file)}:${e.loc?.line}:${e.loc?.column} ${e.message.replace(/ \(\d+:\d+\)$/, '')} near ${JSON.stringify(near)}`,
    )
  }
}
const total = Object.values(sizes).reduce((a, b) => a + b, 0)
const fmt = (n) => `${(n / 1024).toFixed(1)} KB`
let ok = true
for (const [name, size] of Object.entries(sizes)) {
  const limit = name === 'main' ? BUDGET.main : BUDGET.sub
  const over = size > limit
  ok &&= !over
  console.log(`${over ? 'OVER' : 'ok  '} ${name.padEnd(10)} ${fmt(size).padStart(10)} / ${fmt(limit)}`)
}
const overTotal = total > BUDGET.total
ok &&= !overTotal
console.log(`${overTotal ? 'OVER' : 'ok  '} ${'total'.padEnd(10)} ${fmt(total).padStart(10)} / ${fmt(BUDGET.total)}`)
for (const err of syntaxErrors) console.log(`ES${WEAPP_ECMA_VERSION}? no  ${err}`)
console.log(
  `${syntaxErrors.length ? 'FAIL' : 'ok  '} syntax     ${jsFiles - syntaxErrors.length}/${jsFiles} .js files parse as ES${WEAPP_ECMA_VERSION}`,
)
if (!ok) console.error('size: over budget')
if (syntaxErrors.length) console.error(`size: ${syntaxErrors.length} file(s) above ES${WEAPP_ECMA_VERSION} (see config/weapp-syntax.ts)`)
if (!ok || syntaxErrors.length) process.exit(1)
