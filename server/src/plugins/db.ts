// The only place that chooses the database: embedded PGlite in a folder (default) or a PostgreSQL server
// (DATABASE_URL). Both speak the same SQL; the numbered migrations in server/migrations run on both.
import { readdir, readFile, mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pgLib from 'pg'

export interface QueryResult<T> {
  rows: T[]
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs fn inside one transaction (BEGIN … COMMIT, ROLLBACK on throw). */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DbOptions {
  /** PGlite folder; ignored when databaseUrl is given. */
  dataDir: string
  databaseUrl?: string
  /** PostgreSQL only: a schema to create and use (tests isolate files this way). */
  schema?: string
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

async function openPglite(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true })
  const pg = new PGlite(path.resolve(dataDir, 'pglite'))
  await pg.waitReady
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pg.query<T>(sql, params as unknown[])
      return { rows: r.rows }
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    // PGlite has one connection and queues other queries while a transaction runs.
    tx(fn) {
      return pg.transaction(async (t) =>
        fn({
          async query<T>(sql: string, params?: unknown[]) {
            const r = await t.query<T>(sql, params as unknown[])
            return { rows: r.rows }
          },
          async exec(sql: string) {
            await t.exec(sql)
          },
        }),
      )
    },
    async close() {
      await pg.close()
    },
  }
}

async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  // int8 (counts, sums cast to bigint) as JS numbers; our values stay far below 2^53.
  pgLib.types.setTypeParser(20, (v: string) => Number(v))
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('bad schema name')
  if (schema) {
    const c = new pgLib.Client({ connectionString: databaseUrl })
    await c.connect()
    await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await c.end()
  }
  const pool = new pgLib.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  const wrap = (c: { query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params)
      return { rows: r.rows as T[] }
    },
    async exec(sql: string) {
      await c.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async tx(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const out = await fn(wrap(client))
        await client.query('COMMIT')
        return out
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw e
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}

/** Applies every server/migrations/NNN_*.sql not yet recorded, in order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)')
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort()
  const applied: string[] = []
  for (const file of files) {
    const version = Number(file.slice(0, 3))
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8')
    const done = await db.tx(async (q) => {
      // Several instances starting together: one applies, the others wait and skip.
      if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(7007001)')
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version])
      if (seen.rows.length) return false
      await q.exec(sql)
      await q.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [version, file, Date.now()])
      return true
    })
    if (done) applied.push(file)
  }
  return applied
}

export async function openDb(opts: DbOptions): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.schema) : await openPglite(opts.dataDir)
  await migrate(db)
  return db
}
