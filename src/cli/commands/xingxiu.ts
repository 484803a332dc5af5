/**
 * `xingxiu` command of the engine CLI (DESIGN.md §3 conventions): the day's 值日宿, the 月禽 and the year's 年禽, and
 * for `first` / `second` births their natal 宿 (宿曜经 calendar rule or the Moon's 宿) and the 三九 relationship.
 */
import { inputError } from '@/core/errors'
import { parseDate, type CivilDate } from '@/core/time'
import { timeOf, type RawInput } from '@/astro/options'
import {
  moonXiu,
  xingxiuReading,
  xingxiuSettingsSchema,
  type XingxiuBirth,
  type XingxiuSettings,
  type Xiu28Info,
  type XingxiuPerson,
} from '@/divination/xingxiu'
import type { Ephemeris } from '@/astro'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import type { CommandTable } from '../registry'

function dateField(v: unknown, name: string): CivilDate | undefined {
  if (v === undefined) return undefined
  if (typeof v !== 'string') return inputError('bad_' + name, `${name} 应为 yyyy-MM-dd 日期`)
  return parseDate(v)
}

/** A birth: "yyyy-MM-dd", or {date, time, birthZone, summer} when the Moon's 宿 needs the moment. */
function birthField(v: unknown, name: string, s: XingxiuSettings, eph: Ephemeris | null): XingxiuBirth | undefined {
  if (v === undefined) return undefined
  const raw: RawInput = typeof v === 'string' ? { date: v } : v && typeof v === 'object' ? (v as RawInput) : {}
  const date = dateField(raw.date, name) ?? inputError('bad_' + name, `${name} 应为日期或 {"date","time","birthZone"}`)
  return { date, moon: eph && moonXiu(eph, timeOf(raw), s.xiuWidths) }
}

function settingsOf(input: RawInput): XingxiuSettings {
  const r = xingxiuSettingsSchema.safeParse({ natalMethod: input.natalMethod, xiuWidths: input.xiuWidths, monthRule: input.monthRule })
  if (r.success) return r.data
  const key = String(r.error.issues[0].path[0])
  const allowed: Record<string, string> = { natalMethod: '"sutra" 或 "moon"', xiuWidths: '"modern" 或 "ancient"', monthRule: '"aotou" 或 "qinxing"' }
  return inputError(`bad_${key}`, `${key} 应为 ${allowed[key]}：${String(input[key])}`)
}

const xiuOut = (x: Xiu28Info) => ({ name: x.name, fullName: x.fullName, qiYao: x.qiYao, animal: x.animal, quarter: x.quarter })
const round = (x: number) => Math.round(x * 1e6) / 1e6
const personOut = (p: XingxiuPerson | null) =>
  p && {
    date: p.date,
    lunar: p.natal.lunar.text,
    natalXiu: p.natalName,
    sutraXiu: p.natal.name,
    moon: p.moon && { lon: round(p.moon.lonDeg), xiu: p.moon.xiu.name, xiuDeg: round(p.moon.xiuDeg), sukuyo: p.moon.sukuyo },
    birthDayXiu: p.birthDayXiu.name,
  }

export const commands: CommandTable = {
  xingxiu: {
    summary:
      '二十八宿: 值日宿, 月禽 (monthRule aotou|qinxing) and 年禽 of `date`; natal 宿 of `first`/`second` births (natalMethod sutra|moon, xiuWidths modern|ancient; a birth is a date or {date,time,birthZone}) and their 三九 relationship',
    example: `npm run -s engine -- xingxiu '{"date":"2024-06-01","first":"1990-05-20","second":{"date":"1992-11-03","time":"21:30","birthZone":-8},"natalMethod":"moon"}'`,
    run: async (input) => {
      const date = dateField(input.date, 'date') ?? inputError('missing_date', '需要 date（yyyy-MM-dd）')
      const settings = settingsOf(input)
      const eph =
        settings.natalMethod === 'moon' && (input.first !== undefined || input.second !== undefined) ? await getNodeEphemeris('files') : null
      const first = birthField(input.first, 'first', settings, eph)
      const second = birthField(input.second, 'second', settings, eph)
      const r = xingxiuReading({ date, first, second, settings })
      return {
        date: r.date,
        settings,
        day: xiuOut(r.day),
        monthNumber: r.monthNumber,
        month: xiuOut(r.month),
        ganZhiYear: r.ganZhiYear,
        year: xiuOut(r.year),
        first: personOut(r.first),
        second: personOut(r.second),
        relation: r.relation,
      }
    },
  },
}
