/**
 * Birth form validation (SPEC §5): hyphenated dates, the 1582 gap, month/day/hour/minute/second ranges,
 * 上午/下午 times; a shared birth without date and time is ignored. Built on src/core/time.
 */
import { EngineInputError } from '@/core/errors'
import { parseDate, parseTime, validateBirthZone } from '@/core/time'
import { dateTextToStored, timeTextToStored } from './parse-input'
import { normaliseDate, type LocalBirth } from './model'

export type BirthField = 'name' | 'date' | 'time' | 'birthZone' | 'place'

export interface FieldError {
  field: BirthField
  code: string
  message: string
}

/** "2000/3/1", "2000年3月1日" → "2000-03-01"; throws EngineInputError ('bad_date', 'gregorian_gap'). See parse-input.ts. */
export function normaliseDateInput(text: string): string {
  return dateTextToStored(text)
}

/** "下午 4:30", "下午4点半" → "16:30"; seconds kept only when asked (birthWithSecond). Throws EngineInputError ('bad_time'). */
export function normaliseTimeInput(text: string, withSecond = false): string {
  return timeTextToStored(text, withSecond)
}

function check(field: BirthField, errors: FieldError[], f: () => void) {
  try {
    f()
  } catch (e) {
    if (e instanceof EngineInputError) errors.push({ field, code: e.code, message: e.message })
    else throw e
  }
}

/** Field errors of a profile about to be saved (empty when valid). */
export function validateBirth(b: Pick<LocalBirth, 'name' | 'date' | 'time' | 'birthZone' | 'lat' | 'lng'>): FieldError[] {
  const errors: FieldError[] = []
  if (!String(b.name ?? '').trim()) errors.push({ field: 'name', code: 'empty_name', message: '请填写名字' })
  else if (b.name.length > 50) errors.push({ field: 'name', code: 'long_name', message: '名字最多 50 个字' })
  check('date', errors, () => parseDate(normaliseDate(b.date)))
  check('time', errors, () => parseTime(b.time))
  check('birthZone', errors, () => validateBirthZone(b.birthZone))
  if (!(Number.isFinite(b.lat) && b.lat >= -90 && b.lat <= 90 && Number.isFinite(b.lng) && b.lng >= -180 && b.lng <= 180))
    errors.push({ field: 'place', code: 'bad_place', message: '经纬度超出范围' })
  return errors
}

/** SPEC §5: a shared or copied birth needs a date and a time, otherwise it is ignored. */
export function isUsableShared(b: { date?: unknown; time?: unknown } | null | undefined): boolean {
  if (!b) return false
  const date = typeof b.date === 'string' ? b.date.trim() : ''
  const time = typeof b.time === 'string' ? b.time.trim() : ''
  if (!date || !time) return false
  try {
    parseDate(normaliseDate(date))
    parseTime(time)
    return true
  } catch {
    return false
  }
}

/** Profiles (not deleted) with the same trimmed name, other than `exceptId` — the editor warns, the user may still save. */
export function sameNameProfiles(list: readonly LocalBirth[], name: string, exceptId?: number): LocalBirth[] {
  const n = name.trim()
  return list.filter((b) => !b.isDel && b.id !== exceptId && b.name.trim() === n)
}
