import { ui } from '@/components/ui/ui'
import { msOfLocal } from './input'

/** Asks for a date and time (device zone), starting at `atMs`; null when cancelled. */
export async function pickMomentMs(title: string, atMs: number): Promise<number | null> {
  const d = new Date(atMs)
  const r = await ui.dateTime({
    title,
    mode: 'datetime',
    allowLunar: false,
    value: { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() },
  })
  return r.ok ? msOfLocal(r.value) : null
}
