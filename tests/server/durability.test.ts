// Durability: the real server in a child process is killed with SIGKILL while births are being written; after a
// restart on the same data every acknowledged write is there.
import { describe, expect, it } from 'vitest'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { birth, DB_LABEL, PG_URL } from './helpers'
import { postJson, startServerChild } from './child-server'

const ROUNDS = 2

const start = (env: Record<string, string>) => startServerChild({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ...env })

const post = (url: string, body: unknown, token?: string) =>
  postJson<{ code: number; data: { token: string; list: { id: number }[] } }>(url, body, token)

describe(`durability across kill -9 (${DB_LABEL})`, () => {
  it(`${ROUNDS} rounds of SIGKILL during writes lose no acknowledged birth`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'xp-kill-'))
    const db = PG_URL ? `kill_${process.pid}_${Date.now()}` : ''
    const admin = PG_URL ? new pg.Client({ connectionString: PG_URL }) : null
    if (admin) {
      await admin.connect()
      await admin.query(`CREATE DATABASE ${db}`)
    }
    const dbUrl = PG_URL ? Object.assign(new URL(PG_URL), { pathname: `/${db}` }).toString() : ''
    const env = {
      DATA_DIR: path.join(dir, 'data'),
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      JWT_SECRET: 'durability-secret-durability-secret',
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    }
    const acked = new Set<number>()
    let token = ''
    let nextId = 1
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { child, url } = await start(env)
        if (!token) {
          await post(`${url}/api/User/GetLoginEmailCode`, { email: 'kill@example.com' })
          const file = (await readdir(env.MAIL_OUTBOX))[0]
          const code = /(\d{6})/.exec(await readFile(path.join(env.MAIL_OUTBOX, file), 'utf8'))![1]
          token = (await post(`${url}/api/User/LoginByEmailCode`, { email: 'kill@example.com', code })).data.token
        }
        // Four writers push one new birth per request until the server dies under them.
        let dead = false
        const writer = async () => {
          while (!dead) {
            const id = nextId++
            try {
              const r = await post(`${url}/api/Birth/Upload`, { list: [birth(id, 1000 + id)] }, token)
              if (r.code === 0 && r.data.list.some((b) => b.id === id)) acked.add(id)
            } catch {
              return
            }
          }
        }
        const writers = Promise.all([writer(), writer(), writer(), writer()])
        const exited = new Promise((r) => child.once('exit', r))
        await new Promise((r) => setTimeout(r, 1500))
        child.kill('SIGKILL')
        dead = true
        await writers
        await exited
      }
      const { child, url } = await start(env)
      try {
        const all = await post(`${url}/api/Birth/Sync`, {}, token)
        const stored = new Set(all.data.list.map((b) => Number(b.id)))
        const lost = [...acked].filter((id) => !stored.has(id))
        console.log(`durability (${DB_LABEL}): ${acked.size} acknowledged writes, ${lost.length} lost, ${ROUNDS} kills`)
        expect(acked.size).toBeGreaterThan(0)
        expect(lost).toEqual([])
      } finally {
        child.kill('SIGKILL')
      }
    } finally {
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)
        await admin.end()
      }
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
