// Server benchmark: autocannon on loopback against the real server in a child process.
//   npx tsx bench/server.bench.ts            PGlite, and PostgreSQL too (BENCH_DATABASE_URL / TEST_DATABASE_URL,
//                                            or a throw-away cluster from scripts/ci-postgres.sh)
//   BENCH_SECONDS=10 BENCH_BACKENDS=pglite   knobs
// Reports requests/s and latency p50/p99 for GET /api/User/Info and POST /api/Birth/Sync with 100 births.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { postJson, ROOT, startServerChild } from '../tests/server/child-server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

interface Row {
  backend: string
  route: string
  connections: number
  reqPerSec: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

const startChild = (env: Record<string, string>) => startServerChild({ LOG_LEVEL: 'warn', ...env })

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const post = (url: string, body: unknown, token?: string) => postJson<{ code: number; msg: string; data: any }>(url, body, token)

function births(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: 1_700_000_000_000 + i,
    sex: i % 2,
    summer: 0,
    set_type: 2,
    type: 2,
    name: `测试生日${i}`,
    date: '1990-06-15',
    time: '20:00',
    birth_zone: -8,
    delta: 0,
    lat: 39.93,
    lng: 116.41,
    address: '北京市',
    sun: 3,
    moon: 7,
    asc: 11,
    remark: '这是一条用于压测的备注',
    update_time: 1_700_000_000_000 + i,
    is_local: 0,
    is_del: 0,
    is_top: 0,
  }))
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)))
  })
}

async function benchBackend(backend: string, env: Record<string, string>): Promise<Row[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xp-bench-'))
  const outbox = path.join(dir, 'outbox')
  const { child, url } = await startChild({
    DATA_DIR: path.join(dir, 'data'),
    MAIL_OUTBOX: outbox,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    // One client address sends thousands of requests a second: the per-address limits are off here.
    RATE_LIMITS: 'off',
    ...env,
  })
  try {
    const email = 'bench@example.com'
    await post(`${url}/api/User/GetLoginEmailCode`, { email })
    const file = (await readdir(outbox))[0]
    const code = /(\d{6})/.exec(await readFile(path.join(outbox, file), 'utf8'))![1]
    const login = await post(`${url}/api/User/LoginByEmailCode`, { email, code })
    const token: string = login.data.token
    const list = births(100)
    const seeded = await post(
      `${url}/api/Birth/Sync`,
      { list, group_list: [{ id: 1, name: '组', ids: list.map((b) => b.id), update_time: 1 }] },
      token,
    )
    if (seeded.code !== 0 || seeded.data.list.length !== 100) throw new Error(`seed failed: ${seeded.msg}`)
    let stamp = 1_700_000_100_000
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const rows: Row[] = []
    const cases: { route: string; opts: autocannon.Options }[] = [
      { route: 'GET /api/User/Info', opts: { url: `${url}/api/User/Info`, method: 'GET', headers, connections: 20 } },
      {
        route: 'POST /api/Birth/Sync (100 births)',
        opts: { url: `${url}/api/Birth/Sync`, method: 'POST', headers, body: JSON.stringify({ list, group_list: [] }), connections: 10 },
      },
      {
        // Every request carries newer stamps: 100 rows written per request (one multi-row upsert).
        route: 'POST /api/Birth/Sync (100 births, all changed)',
        opts: {
          url: `${url}/api/Birth/Sync`,
          method: 'POST',
          headers,
          connections: 10,
          requests: [
            {
              setupRequest: (req) => ({ ...req, body: JSON.stringify({ list: list.map((b) => ({ ...b, update_time: ++stamp })), group_list: [] }) }),
            },
          ],
        },
      },
    ]
    for (const c of cases) {
      await run({ ...c.opts, duration: 2 }) // warm-up
      const r = await run({ ...c.opts, duration: SECONDS })
      rows.push({
        backend,
        route: c.route,
        connections: c.opts.connections ?? 10,
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      })
    }
    return rows
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    await rm(dir, { recursive: true, force: true })
  }
}

async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  let base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  let started = false
  if (!base) {
    try {
      base = execFileSync(path.join(ROOT, 'scripts/ci-postgres.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      started = true
    } catch {
      console.error('PostgreSQL not available: skipped')
      return null
    }
  }
  const pg = (await import('pg')).default
  const db = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${db}`)
  try {
    const u = new URL(base)
    u.pathname = `/${db}`
    return await fn(u.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)
    await admin.end()
    if (started) execFileSync(path.join(ROOT, 'scripts/ci-postgres.sh'), ['stop', base])
  }
}

async function main() {
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',')
  const rows: Row[] = []
  if (wanted.includes('pglite')) rows.push(...(await benchBackend('PGlite', {})))
  if (wanted.includes('postgres')) rows.push(...((await withPostgres((url) => benchBackend('PostgreSQL', { DATABASE_URL: url }))) ?? []))
  console.log(`\nserver bench (${SECONDS} s per case, loopback, server in a child process)`)
  console.log('| backend | route | conns | req/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(`| ${r.backend} | ${r.route} | ${r.connections} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
