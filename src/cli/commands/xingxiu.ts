/**
 * `xingxiu` command of the engine CLI (DESIGN.md §3 conventions): the day's 值日宿 and the year's 年禽, and for
 * `first` / `second` birth dates their 宿曜经 natal 宿 and the 三九 relationship.
 */
import { inputError } from '@/core/errors'
import { parseDate, type CivilDate } from '@/core/time'
import { xingxiuReading, type Xiu28Info, type XingxiuPerson } from '@/divination/xingxiu'
import type { CommandTable } from '../registry'

function dateField(v: unknown, name: string): CivilDate | undefined {
  if (v === undefined) return undefined
  if (typeof v !== 'string') return inputError('bad_' + name, `${name} 应为 yyyy-MM-dd 日期`)
  return parseDate(v)
}

const xiuOut = (x: Xiu28Info) => ({ name: x.name, fullName: x.fullName, qiYao: x.qiYao, animal: x.animal, quarter: x.quarter })
const personOut = (p: XingxiuPerson | null) =>
  p && { date: p.date, lunar: p.natal.lunar.text, natalXiu: p.natal.name, birthDayXiu: p.birthDayXiu.name }

export const commands: CommandTable = {
  xingxiu: {
    summary:
      '二十八宿: 值日宿 and 年禽 of `date`; 宿曜经 natal 宿 of `first`/`second` birth dates and their 三九 relationship (命 业胎 荣亲 友衰 安坏 危成)',
    example: `npm run -s engine -- xingxiu '{"date":"2024-06-01","first":"1990-05-20","second":"1992-11-03"}'`,
    run: (input) => {
      const date = dateField(input.date, 'date') ?? inputError('missing_date', '需要 date（yyyy-MM-dd）')
      const r = xingxiuReading({ date, first: dateField(input.first, 'first'), second: dateField(input.second, 'second') })
      return {
        date: r.date,
        day: xiuOut(r.day),
        ganZhiYear: r.ganZhiYear,
        year: xiuOut(r.year),
        first: personOut(r.first),
        second: personOut(r.second),
        relation: r.relation,
      }
    },
  },
}
