import { ambient } from '@/platform/ambient-audio'
import { soundRecipe } from '@/meditation/soundscapes'
import { sessionGain } from '@/meditation/timer'
import { useMeditation } from '@/store/meditation'

type TFunction = (key: string, options?: Record<string, unknown>) => string

/** "3 分钟", or "40 秒" under a minute. */
export function durationText(t: TFunction, seconds: number): string {
  return seconds < 60 ? t('meditation.seconds', { n: seconds }) : t('meditation.minutes', { n: Math.round(seconds / 60) })
}

/** Starts a session with the chosen settings and its sound (call from a tap: browsers start audio only on a gesture). */
export function startSession(nowMs: number): boolean {
  const s = useMeditation.getState()
  const a = s.sessionStarted(nowMs)
  return ambient.play(soundRecipe(a.sound, a.band), a.seed, sessionGain(a.timer, s.data.volume, nowMs))
}

/** Starts the active session's sound again (after the page was left), at the session's current gain. */
export function restartSound(nowMs: number): boolean {
  const s = useMeditation.getState()
  const a = s.active
  if (!a || ambient.snapshot().playing) return false
  return ambient.play(soundRecipe(a.sound, a.band), a.seed, sessionGain(a.timer, s.data.volume, nowMs))
}
