// Package size budgets (DESIGN.md §6): WeChat main package ≤ 1.5 MB (our budget; WeChat allows 2 MB),
// every sub-package ≤ 2 MB, everything ≤ 20 MB. Prints the sizes; exits 1 over budget.
import fs from 'node:fs'
import path from 'node:path'

const MB = 1024 * 1024
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
if (!ok) {
  console.error('size: over budget')
  process.exit(1)
}
