/** Display helpers shared by the birth pages. */
import type { LocalBirth } from '@/births/model'
import { zoneLabel } from '@/births/zones'

export function signLabel(t: (k: string) => string, sign: number | null): string {
  return sign ? t(`birthSigns.s${sign}`) : ''
}

/** "☉双鱼 ☽摩羯 ↑狮子" */
export function signsLine(t: (k: string) => string, b: Pick<LocalBirth, 'sun' | 'moon' | 'asc'>): string {
  return [b.sun && `☉${signLabel(t, b.sun)}`, b.moon && `☽${signLabel(t, b.moon)}`, b.asc && `↑${signLabel(t, b.asc)}`].filter(Boolean).join(' ')
}

/** "2000-03-01 16:30 东8区" (+ 夏令时) */
export function whenLine(b: Pick<LocalBirth, 'date' | 'time' | 'birthZone' | 'summer'>, summerWord: string): string {
  return `${b.date} ${b.time} ${zoneLabel(b.birthZone)}${b.summer ? ' ' + summerWord : ''}`
}
