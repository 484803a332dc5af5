/** Times shown on the chart pages, in the device's zone. */
export const DAY_MS = 86400000

export function fmtTime(ms: number): string {
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
export function fmtJd(jd: number): string {
  return fmtTime((jd - 2440587.5) * DAY_MS)
}
