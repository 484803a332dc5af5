export type Clock = () => number

/** Calendar date (yyyy-MM-dd) in China time (UTC+8, no daylight saving) of an epoch-millisecond instant. */
export function chinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}

/** Accepts epoch milliseconds, or 'yyyy-MM-dd HH:mm:ss' read as China time (SPEC §9 time pattern). */
export function toEpochMs(v: number | string): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : null
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim())
  if (m) {
    const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) - 8 * 3600_000
    return Number.isFinite(ms) && ms >= 0 ? ms : null
  }
  if (/^\d{1,16}$/.test(v.trim())) return toEpochMs(Number(v.trim()))
  return null
}
