// Start-up main-thread profile of the H5 build served by the real server: Chromium at 4× CPU slowdown (as
// Lighthouse's mobile preset), a CPU profile of the first seconds after navigation and the long tasks.
// Usage: node scripts/startup-profile.mjs [h5 dir, default dist/h5] [route …]   (CHROME_PATH, PORT, PROFILE_MS)
// PROFILE_TASKS=1 adds, per long task, its trace events by name and the functions with most self time.
// Prints per page: the longest task, total blocking time (the part of each task over 50 ms), each script's
// top-level evaluation (trace EvaluateScript), and the functions that took most of app.js's evaluation.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { serveBuild } from './serve-build.mjs'

const staticDir = path.resolve(process.argv[2] ?? 'dist/h5')
const routes = process.argv.length > 3 ? process.argv.slice(3) : ['', '#/pages/charts/charts']
const port = Number(process.env.PORT ?? 8188)
const profileMs = Number(process.env.PROFILE_MS ?? 8000)

const { base, server } = await serveBuild(staticDir, port, 'xp-profile-')

/** Time (ms) between two trace timestamps (µs) by the innermost webpack module factory on the stack (a module's own top-level work, its imports' excluded). */
function timeByModule(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const moduleOf = (id) => {
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n).callFrame
      if (/^\d+$/.test(f.functionName)) return `${f.functionName} ${fileOf(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    }
    return '(outside any module)'
  }
  const totals = new Map()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]
    if (t < fromUs || t > toUs) return
    const key = moduleOf(id)
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
  })
  return [...totals].sort((a, b) => b[1] - a[1])
}

const fileOf = (url) => (url ? path.basename(url.split('?')[0]) || url : '')

/** Self time (ms) of the profile's samples between two trace timestamps (µs), by function and file. */
function selfTimeBetween(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]
    if (t < fromUs || t > toUs) return
    const dtMs = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const f = byId.get(id).callFrame
    const key = `${f.functionName || '(anonymous)'} ${fileOf(f.url)}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`
    totals.set(key, (totals.get(key) ?? 0) + dtMs)
  })
  return [...totals].sort((a, b) => b[1] - a[1])
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ startMs: e.startTime, durationMs: e.duration })
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'toplevel'] })
    await cdp.send('Profiler.start')
    await page.goto(base + route, { waitUntil: 'load' })
    await page.waitForTimeout(profileMs)
    const { profile } = await cdp.send('Profiler.stop')
    const trace = JSON.parse(String(await browser.stopTracing())).traceEvents
    const longTasks = await page.evaluate(() => window.__longTasks)
    const longestMs = Math.max(0, ...longTasks.map((t) => t.durationMs))
    const blockingMs = longTasks.reduce((s, t) => s + Math.max(0, t.durationMs - 50), 0)
    console.log(
      `\n${route || 'home'}: longest task ${Math.round(longestMs)} ms, blocking ${Math.round(blockingMs)} ms, ${longTasks.length} long tasks`,
    )
    console.log(`  tasks (start+duration ms): ${longTasks.map((t) => `${Math.round(t.startMs)}+${Math.round(t.durationMs)}`).join(' ')}`)
    const evaluations = trace.filter((e) => e.name === 'EvaluateScript' && e.ph === 'X' && e.args?.data?.url)
    for (const e of evaluations.filter((x) => x.dur >= 10_000))
      console.log(`  evaluate ${fileOf(e.args.data.url).padEnd(24)} ${Math.round(e.dur / 1000)} ms`)
    const app = evaluations.find((e) => /\/app\.[^/]*\.js/.test(e.args.data.url))
    if (app) {
      console.log('  app.js evaluation, self time:')
      for (const [fn, ms] of selfTimeBetween(profile, app.ts, app.ts + app.dur).slice(0, Number(process.env.PROFILE_TOP ?? 15)))
        console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${fn}`)
      console.log('  app.js evaluation, by module (own top-level work):')
      const sources = new Map()
      const snippet = (where) => {
        const m = /^\d+ (.+):(\d+):(\d+)$/.exec(where)
        if (!m) return ''
        const file = fs.readdirSync(path.join(staticDir, 'js')).find((f) => f === m[1])
        if (!file) return ''
        if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(staticDir, 'js', file), 'utf8').split('\n'))
        return sources.get(file)[Number(m[2]) - 1]?.slice(Number(m[3]) - 1, Number(m[3]) + 110) ?? ''
      }
      for (const [mod, ms] of timeByModule(profile, app.ts, app.ts + app.dur).slice(0, Number(process.env.PROFILE_TOP ?? 15)))
        console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${mod}  ${snippet(mod)}`)
    }
    // PROFILE_TASKS=1: what each long main-thread task did (trace events by name, then the functions' self time).
    if (process.env.PROFILE_TASKS) {
      const mainTid = trace.find((e) => e.name === 'EvaluateScript')?.tid
      const onMain = trace.filter((e) => e.tid === mainTid && e.ph === 'X')
      for (const task of onMain.filter((e) => /RunTask$/.test(e.name) && e.dur >= 50_000)) {
        const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
        const byName = new Map()
        for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000)
        const names = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6)
        const fns = selfTimeBetween(profile, task.ts, task.ts + task.dur).slice(0, 5)
        console.log(`  task ${Math.round(task.dur / 1000)} ms: ${names.map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`)
        console.log(`      ${fns.map(([fn, ms]) => `${fn} ${Math.round(ms)}`).join(' | ')}`)
      }
    }
    if (process.env.PROFILE_OUT)
      fs.writeFileSync(`${process.env.PROFILE_OUT}-${route ? route.split('/').at(-1) : 'home'}.cpuprofile`, JSON.stringify(profile))
    await context.close()
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
