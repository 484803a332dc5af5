// Money and numbering helpers shared by the shop, orders and payment adapters.
import { randomInt } from 'node:crypto'

/** 1234 fen → '12.34' (yuan with two decimals, as Alipay's total_amount), integer arithmetic only. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`bad fen amount ${fen}`)
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** '12.34' → 1234; null unless a plain decimal with at most two places. */
export function yuanToFen(yuan: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'))
}

/** Date and time parts of an instant in China time (UTC+8). */
export function chinaParts(ms: number) {
  const d = new Date(ms + 8 * 3600_000).toISOString()
  return { date: d.slice(0, 10), time: d.slice(11, 19) }
}

/** 'yyyy-MM-dd HH:mm:ss' in China time (Alipay timestamps). */
export const chinaDateTime = (ms: number): string => {
  const p = chinaParts(ms)
  return `${p.date} ${p.time}`
}

/** RFC 3339 with +08:00 (WeChat Pay time_expire). */
export const chinaRfc3339 = (ms: number): string => {
  const p = chinaParts(ms)
  return `${p.date}T${p.time}+08:00`
}

/** A unique, unguessable number: prefix, China date and time, 10 random digits (WeChat allows 6–32 chars). */
export function serialNo(prefix: 'O' | 'P', ms: number): string {
  const p = chinaParts(ms)
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('')
  return `${prefix}${p.date.replace(/-/g, '')}${p.time.replace(/:/g, '')}${digits}`
}
