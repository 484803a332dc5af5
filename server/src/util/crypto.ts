import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

const SCRYPT = { N: 16384, r: 8, p: 1, keyLen: 32 } as const

function scryptAsync(password: string, salt: Buffer, keyLen: number, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** scrypt$N$r$p$salt$hash (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, SCRYPT.keyLen, SCRYPT.N, SCRYPT.r, SCRYPT.p)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  const key = await scryptAsync(password, salt, expected.length, N, r, p)
  return timingSafeEqual(key, expected)
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
