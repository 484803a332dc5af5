import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

/** OWASP's current scrypt parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred ms per hash. */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLen: 32 } as const
export interface ScryptParams {
  N: number
  r: number
  p: number
}
const MAX_MEM_BYTES = 256 * 1024 * 1024

function scryptAsync(password: string, salt: Buffer, keyLen: number, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLen, { N, r, p, maxmem: MAX_MEM_BYTES }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** scrypt$N$r$p$salt$hash (base64url parts): the parameters travel with each hash. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, SCRYPT.keyLen, params.N, params.r, params.p)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

const parseHash = (stored: string) => {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (![N, r, p].every(Number.isSafeInteger) || N * r * 128 > MAX_MEM_BYTES / 2) return null
  return { N, r, p, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored)
  if (!h) return false
  const key = await scryptAsync(password, h.salt, h.key.length, h.N, h.r, h.p)
  return timingSafeEqual(key, h.key)
}

/** True when a stored hash uses weaker parameters than the current ones (it is rehashed at the next login). */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT): boolean {
  const h = parseHash(stored)
  return !h || h.N < params.N || h.r < params.r || h.p < params.p
}

const dummyHashes = new Map<string, Promise<string>>()
/**
 * Runs one full password check against a throw-away hash, for accounts that do not exist or have no password,
 * so their answer takes as long as a real check (no account enumeration by timing).
 */
export async function dummyPasswordCheck(password: string, params: ScryptParams = SCRYPT): Promise<false> {
  const key = `${params.N}/${params.r}/${params.p}`
  let dummy = dummyHashes.get(key)
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword(randomBytes(12).toString('base64url'), params)))
  await verifyPassword(password, await dummy)
  return false
}

/** A numeric verification code of n digits. */
export const numericCode = (n = 6): string => Array.from({ length: n }, () => randomInt(10)).join('')

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
/** Unambiguous alphanumeric token (no 0/O/1/l/I). */
export const alnumToken = (n: number): string => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('')

/** Keyed hash for stored codes, so a database dump does not reveal live codes. */
export const codeHash = (secret: string, purpose: string, target: string, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('base64url')

export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
