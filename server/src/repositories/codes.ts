// Verification codes (e-mail, SMS, one-time login) and the limits on sending and guessing them.
import type { Db, Queryable } from '../plugins/db'
import { ApiError, Codes } from '../util/errors'
import { codeHash } from '../util/crypto'

export type Purpose = 'login_email' | 'bind_email' | 'bind_phone' | 'login_once'

export const LIMITS = {
  codeTtlMs: 10 * 60_000,
  onceTtlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  perTargetPerDay: 10,
  perIpPerHour: 30,
  attemptsPerCode: 5,
  loginFailWindowMs: 15 * 60_000,
  loginFailsPerTarget: 5,
  loginFailsPerIp: 30,
} as const

/** The limits that may be relaxed for development and end-to-end tests (RATE_LIMITS=relaxed). */
export interface RateLimits {
  resendAfterMs: number
  perTargetPerDay: number
  perIpPerHour: number
  loginFailsPerTarget: number
  loginFailsPerIp: number
}

export const RELAXED: RateLimits = {
  resendAfterMs: 0,
  perTargetPerDay: 100_000,
  perIpPerHour: 100_000,
  loginFailsPerTarget: 100_000,
  loginFailsPerIp: 100_000,
}

/**
 * Serialises the check-then-insert of code sends per target and per IP (PostgreSQL advisory locks held to the
 * end of the transaction; PGlite runs one transaction at a time anyway). Target first, IP second, always.
 */
async function lockSends(q: Queryable, purpose: string, target: string, ip: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7007002))', [`${purpose}\n${target}`])
  if (ip) await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7007003))', [ip])
}

/** Throws 429 when this target or IP asked for too many codes; else stores the code's hash. Atomic per target and IP. */
export async function storeCode(
  db: Db,
  secret: string,
  p: {
    purpose: Purpose
    target: string
    /** Target mixed into the stored hash when it differs from the rate-limit target (one-time codes). */
    hashTarget?: string
    code: string
    uid?: number | null
    ip: string
    now: number
    ttlMs?: number
  },
  limits: RateLimits = LIMITS,
): Promise<void> {
  return db.tx(async (q) => {
    await lockSends(q, p.purpose, p.target, p.ip)
    await storeCodeLocked(q, secret, p, limits)
  })
}

async function storeCodeLocked(q: Queryable, secret: string, p: Parameters<typeof storeCode>[2], limits: RateLimits): Promise<void> {
  const { purpose, target, ip, now } = p
  const recent = await q.query<{ last: number | null; day: number }>(
    `SELECT max(created_at)::float8 AS last, count(*)::int AS day FROM auth_codes
     WHERE purpose = $1 AND target = $2 AND created_at > $3`,
    [purpose, target, now - 24 * 3600_000],
  )
  const last = recent.rows[0]?.last
  if (last != null && now - Number(last) < limits.resendAfterMs) {
    const wait = Math.ceil((limits.resendAfterMs - (now - Number(last))) / 1000)
    throw new ApiError(Codes.RATE_LIMITED, `发送太频繁，请 ${wait} 秒后再试`)
  }
  if (Number(recent.rows[0]?.day ?? 0) >= limits.perTargetPerDay) {
    throw new ApiError(Codes.RATE_LIMITED, '今日发送次数已达上限，请明天再试')
  }
  if (ip) {
    const byIp = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_codes WHERE ip = $1 AND created_at > $2', [ip, now - 3600_000])
    if (Number(byIp.rows[0]?.n ?? 0) >= limits.perIpPerHour) throw new ApiError(Codes.RATE_LIMITED, '操作太频繁，请稍后再试')
  }
  // Only the newest code for a target is valid.
  await q.query('UPDATE auth_codes SET used_at = $3 WHERE purpose = $1 AND target = $2 AND used_at IS NULL', [purpose, target, now])
  await q.query(
    `INSERT INTO auth_codes (purpose, target, uid, code_hash, ip, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [purpose, target, p.uid ?? null, codeHash(secret, purpose, p.hashTarget ?? target, p.code), ip, now + (p.ttlMs ?? LIMITS.codeTtlMs), now],
  )
}

const INVALID = () => new ApiError(Codes.CODE_INVALID, '验证码错误或已过期')

/**
 * Consumes the newest live code for the target. Every try (right or wrong) first takes one of the code's
 * attempts in a single UPDATE (the row lock makes concurrent tries count one by one); after five the code is
 * burned.
 */
export async function consumeCode(
  q: Queryable,
  secret: string,
  p: { purpose: Purpose; target: string; code: string; now: number; uid?: number },
): Promise<void> {
  const r = await q.query<{ id: number; code_hash: string; uid: number | null }>(
    `UPDATE auth_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM auth_codes WHERE purpose = $1 AND target = $2 AND used_at IS NULL AND expires_at > $3
                 ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL AND attempts < $4
     RETURNING id, code_hash, uid`,
    [p.purpose, p.target, p.now, LIMITS.attemptsPerCode],
  )
  const row = r.rows[0]
  if (!row) throw INVALID()
  if (p.uid !== undefined && row.uid !== null && Number(row.uid) !== p.uid) throw INVALID()
  if (row.code_hash !== codeHash(secret, p.purpose, p.target, p.code)) throw INVALID()
  const used = await q.query('UPDATE auth_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, p.now])
  if (!used.rows.length) throw INVALID()
}

/** One-time login code: looked up by its hash alone; answers the uid that issued it. */
export async function consumeOnceCode(q: Queryable, secret: string, code: string, now: number): Promise<number | null> {
  const r = await q.query<{ uid: number }>(
    `UPDATE auth_codes SET used_at = $3 WHERE purpose = 'login_once' AND code_hash = $1 AND used_at IS NULL
       AND expires_at > $2 RETURNING uid`,
    [codeHash(secret, 'login_once', 'once', code), now, now],
  )
  return r.rows[0]?.uid != null ? Number(r.rows[0].uid) : null
}

/** A reserved login attempt: release it when the login succeeds; a failed one stays counted. */
export interface LoginAttempt {
  release(): Promise<void>
}

/**
 * Reserves one login attempt for this account (or one-time-code) target and IP before the password or code is
 * checked: the attempt row is written first and then counted, so N concurrent tries count N and at most the
 * limit of them get through. Throws 429 while the target or IP is over its limit.
 */
export async function reserveLoginAttempt(q: Queryable, target: string, ip: string, now: number, limits: RateLimits = LIMITS): Promise<LoginAttempt> {
  const ins = await q.query<{ id: number }>('INSERT INTO login_failures (target, ip, created_at) VALUES ($1, $2, $3) RETURNING id', [target, ip, now])
  const id = ins.rows[0].id
  const release = async () => void (await q.query('DELETE FROM login_failures WHERE id = $1', [id]))
  const r = await q.query<{ t: number; i: number }>(
    `SELECT count(*) FILTER (WHERE target = $1)::int AS t, count(*) FILTER (WHERE ip = $2)::int AS i
     FROM login_failures WHERE created_at > $3 AND (target = $1 OR ip = $2)`,
    [target, ip, now - LIMITS.loginFailWindowMs],
  )
  const row = r.rows[0]
  // A refused try stays counted too: concurrent tries may all see each other and be refused together.
  if (Number(row?.t ?? 0) > limits.loginFailsPerTarget || Number(row?.i ?? 0) > limits.loginFailsPerIp) {
    throw new ApiError(Codes.RATE_LIMITED, '尝试次数过多，请 15 分钟后再试')
  }
  return { release }
}
