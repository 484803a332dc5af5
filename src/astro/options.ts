/**
 * Input parsing shared by the chart types: time (SPEC zone convention) and place. Calculation choices are not read
 * here: they arrive typed as CalcSettings (settings/calc.ts).
 */
import { inputError } from '@/core/errors'
import { jdUTOf, type TimeInput } from '@/core/time'
import { validatePlace, type ChartPlace, type CastOptions } from './chart'
import type { CastSettings } from './settings/calc'

export type RawInput = Record<string, unknown>

/** Time of a raw input: {jdUT} or {date, time, birthZone, summer}; seconds are dropped when birthWithSecond is false. */
export function timeOf(input: RawInput, birthWithSecond = true): number {
  if (input.jdUT !== undefined) return jdUTOf({ jdUT: input.jdUT as number })
  if (input.date === undefined) inputError('bad_time_input', '需要 jdUT，或 date + time + birthZone')
  let time = String(input.time ?? '12:00')
  if (!birthWithSecond) time = time.replace(/^(\D*\d{1,2}:\d{1,2}):\d{1,2}/, '$1')
  return jdUTOf({ date: String(input.date), time, birthZone: (input.birthZone as number) ?? -8, summer: Number(input.summer ?? 0) } as TimeInput)
}

export function placeOf(input: RawInput): ChartPlace {
  return validatePlace(input.lat, input.lng)
}

export function castOptionsOf(jdUT: number, place: ChartPlace, c: CastSettings): CastOptions {
  return { jdUT, place, houseSystem: c.houseSystem, nodeTrue: c.nodeTrue, lilithTrue: c.lilithTrue, sidMode: c.sidMode }
}
