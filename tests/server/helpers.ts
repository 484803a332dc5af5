// Test harness: the real server in-process (fastify.inject) on a real database: PGlite in a temp folder, or
// PostgreSQL when TEST_DATABASE_URL is set (each harness gets its own schema, dropped at the end).
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildServer, type ServerOptions } from '../../server/src/app'
import type { Message, Transport } from '../../server/src/plugins/mail'
import { openDb } from '../../server/src/plugins/db'

const MIGRATIONS = path.resolve(__dirname, '../../server/migrations')

/**
 * A migrated PGlite folder, built once per migration set and copied for each harness (a fresh PGlite
 * initdb costs ~6 s, a copy ~1 s). Built aside and renamed into place, so parallel test files never see
 * a half-built template.
 */
async function pgliteTemplate(): Promise<string> {
  const files = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort()
  const hash = createHash('sha256')
  for (const f of files) hash.update(f).update(await readFile(path.join(MIGRATIONS, f)))
  const dir = path.join(tmpdir(), `xp-pglite-template-${hash.digest('hex').slice(0, 16)}`)
  if (await stat(path.join(dir, 'pglite')).catch(() => null)) return dir
  const building = await mkdtemp(path.join(tmpdir(), 'xp-pglite-build-'))
  const db = await openDb({ dataDir: building })
  await db.close()
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }))
  return dir
}

export const PG_URL = process.env.TEST_DATABASE_URL || undefined
export const DB_LABEL = PG_URL ? 'postgres' : 'pglite'

/** Parsed JSON answers in tests: shapes are asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any

export interface Envelope<T = AnyJson> {
  code: number
  msg: string
  data: T
}

export interface Harness {
  app: FastifyInstance
  /** Messages sent (mail and SMS). */
  outbox: Message[]
  clock: { now: number; advance(ms: number): void }
  dataDir: string
  call<T = AnyJson>(path: string, body?: unknown, token?: string | null, method?: 'GET' | 'POST'): Promise<Envelope<T>>
  raw(opts: InjectOptions): Promise<LightMyRequestResponse>
  lastCode(to: string): string
  /** Logs in (registering on first use) by e-mail code; answers the login info. */
  login(email: string): Promise<{ token: string; token_expired: number; user: AnyJson }>
  restart(): Promise<void>
  close(): Promise<void>
}

export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 }

/** 2025-01-15 12:00 China time. */
export const T0 = Date.UTC(2025, 0, 15, 4, 0, 0)

export async function harness(extra: Partial<ServerOptions> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'xp-srv-'))
  if (!PG_URL) await cp(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  const schema = PG_URL ? `t_${randomBytes(6).toString('hex')}` : undefined
  const outbox: Message[] = []
  const transport: Transport = { send: async (m) => void outbox.push(m) }
  const clock = {
    now: T0,
    advance(ms: number) {
      this.now += ms
    },
  }
  const opts: ServerOptions = {
    dataDir,
    databaseUrl: PG_URL,
    dbSchema: schema,
    transport,
    clock: () => clock.now,
    logger: false,
    // Every inject comes from 127.0.0.1; the per-address HTTP limits have their own test (security.test.ts).
    httpRateLimits: false,
    // Production hashes cost 128 MiB and ~0.3–3 s each; tests use N 2^12 except the one that checks the default.
    passwordParams: TEST_SCRYPT,
    ...extra,
  }
  let app = await buildServer(opts)
  const h: Harness = {
    get app() {
      return app
    },
    outbox,
    clock,
    dataDir,
    async call(url, body, token, method = 'POST') {
      const headers: Record<string, string> = {}
      if (token) headers.authorization = `Bearer ${token}`
      const res = await app.inject(
        method === 'GET'
          ? { method, url: `/api${url}`, headers, query: (body ?? {}) as Record<string, string> }
          : { method, url: `/api${url}`, headers, payload: (body ?? {}) as object },
      )
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${url}: ${res.body}`)
      return res.json()
    },
    raw: (o) => app.inject(o),
    lastCode(to) {
      const m = [...outbox].reverse().find((x) => x.to === to.toLowerCase())
      const code = m && /(\d{6})/.exec(m.text)?.[1]
      if (!code) throw new Error(`no code sent to ${to}`)
      return code
    },
    async login(email) {
      const sent = await h.call('/User/GetLoginEmailCode', { email })
      if (sent.code !== 0) throw new Error(`GetLoginEmailCode: ${sent.code} ${sent.msg}`)
      const r = await h.call('/User/LoginByEmailCode', { email, code: h.lastCode(email) })
      if (r.code !== 0) throw new Error(`LoginByEmailCode: ${r.code} ${r.msg}`)
      clock.advance(61_000) // past the resend limit for the next login
      return r.data
    },
    async restart() {
      await app.close()
      app = await buildServer(opts)
    },
    async close() {
      await app.close()
      if (PG_URL && schema) {
        const c = new pg.Client({ connectionString: PG_URL })
        await c.connect()
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await c.end()
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  return h
}

/** A server-shape birth (SPEC §3). */
export function birth(id: number, update_time: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    sex: 1,
    summer: 0,
    set_type: 1,
    type: 2,
    name: `生日${id}`,
    date: '2000-03-01',
    time: '16:30',
    birth_zone: -8,
    delta: 0,
    lat: 39.93,
    lng: 116.41,
    address: '北京',
    update_time,
    is_local: 1,
    is_del: 0,
    is_top: 0,
    ...extra,
  }
}
