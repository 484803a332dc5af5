// Test harness: the real server in-process (fastify.inject) on a real database: PGlite in a temp folder, or
// PostgreSQL when TEST_DATABASE_URL is set (each harness gets its own schema, dropped at the end).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildServer, type ServerOptions } from '../../server/src/app'
import type { Message, Transport } from '../../server/src/plugins/mail'

export const PG_URL = process.env.TEST_DATABASE_URL || undefined
export const DB_LABEL = PG_URL ? 'postgres' : 'pglite'

export interface Envelope<T = any> {
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
  call<T = any>(path: string, body?: unknown, token?: string | null, method?: 'GET' | 'POST'): Promise<Envelope<T>>
  raw(opts: InjectOptions): Promise<LightMyRequestResponse>
  lastCode(to: string): string
  /** Logs in (registering on first use) by e-mail code; answers the login info. */
  login(email: string): Promise<{ token: string; token_expired: number; user: any }>
  restart(): Promise<void>
  close(): Promise<void>
}

/** 2025-01-15 12:00 China time. */
export const T0 = Date.UTC(2025, 0, 15, 4, 0, 0)

export async function harness(extra: Partial<ServerOptions> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'xp-srv-'))
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
