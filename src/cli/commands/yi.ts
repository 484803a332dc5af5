import { inputError } from '@/core/errors'
import { createRng } from '@/core/random'
import type { TimeInput } from '@/core/time'
import { castLiuyao, type LiuyaoCastInput, type LiuyaoMethod } from '@/divination/liuyao'
import { castMeihua, type MeihuaCastInput } from '@/divination/meihua'
import type { CommandTable } from '../registry'

function timeOf(input: Record<string, unknown>): (TimeInput & { birthZone?: number }) | undefined {
  if (input.jdUT !== undefined) return { jdUT: Number(input.jdUT), birthZone: input.birthZone as number | undefined }
  if (input.date !== undefined || input.time !== undefined) {
    return { date: String(input.date), time: String(input.time), birthZone: Number(input.birthZone ?? -8), summer: Number(input.summer ?? 0) }
  }
  return undefined
}

function numbersOf(v: unknown): number[] | undefined {
  if (v === undefined) return undefined
  if (!Array.isArray(v)) inputError('bad_numbers', 'numbers 应为数组')
  return v.map((x) => Number(x))
}

export const commands: CommandTable = {
  liuyao: {
    summary: '六爻装卦: lines[6] (6/7/8/9, 初爻起) or method coins+seed / tosses / yangCounts / numbers / time; time or dayGanZhi gives 日月建',
    example: `npm run -s engine -- liuyao '{"lines":[7,7,9,8,8,6],"date":"2024-03-10","time":"14:30","birthZone":-8}'`,
    run(input) {
      const method = (input.method as LiuyaoMethod | undefined) ?? (input.lines !== undefined ? 'lines' : undefined)
      if (!method) inputError('bad_method', '需要 lines，或 method（coins/tosses/yangCounts/lines/numbers/time）')
      if (method === 'coins' && (input.seed === undefined || !Number.isFinite(Number(input.seed)))) {
        inputError('missing_seed', '掷币起卦需要整数 seed，便于复现')
      }
      const cast = castLiuyao(
        {
          method,
          time: timeOf(input),
          dayGanZhi: input.dayGanZhi as string | undefined,
          monthGanZhi: input.monthGanZhi as string | undefined,
          nextDayZiShi: Boolean(input.nextDayZiShi),
          coinSettings: input.yangSide ? { yangSide: input.yangSide as 'back' | 'face' } : undefined,
          lines: numbersOf(input.lines),
          tosses: input.tosses as LiuyaoCastInput['tosses'],
          yangCounts: numbersOf(input.yangCounts),
          numbers: numbersOf(input.numbers),
          timeNumbers: input.timeNumbers as LiuyaoCastInput['timeNumbers'],
        },
        method === 'coins' ? createRng(Number(input.seed)) : undefined,
      )
      const c = cast.chart
      return {
        original: c.original.fullName,
        changed: c.changed?.fullName ?? null,
        palace: c.original.palace,
        palaceElement: c.original.palaceElement,
        palaceGeneration: c.original.palaceGeneration,
        type: c.original.type,
        shi: c.original.shi,
        ying: c.original.ying,
        dayGanZhi: c.dayGanZhi,
        monthGanZhi: c.monthGanZhi,
        yueJian: c.yueJian,
        xunKong: c.xunKong,
        movingLines: c.movingLines,
        missingLiuQin: c.missingLiuQin,
        lines: c.lines,
        changedHexagram: c.changed,
        method: cast.method,
        lineValues: cast.lines,
        ...(cast.tosses ? { tosses: cast.tosses } : {}),
        ...(cast.timeNumbers ? { timeNumbers: cast.timeNumbers } : {}),
        ...(cast.moment ? { moment: cast.moment } : {}),
      }
    },
  },
  meihua: {
    summary: '梅花易数: method "time" (date/time or jdUT; nextDayZiShi; or timeNumbers {year,month,day,hour}) or "numbers" with numbers[2–4]',
    example: `npm run -s engine -- meihua '{"method":"numbers","numbers":[5,12,17,9]}'`,
    run(input) {
      const method = input.method as MeihuaCastInput['method']
      if (method !== 'time' && method !== 'numbers') inputError('bad_method', 'method 应为 "time" 或 "numbers"')
      return castMeihua({
        method,
        time: timeOf(input),
        nextDayZiShi: Boolean(input.nextDayZiShi),
        timeNumbers: input.timeNumbers as MeihuaCastInput['timeNumbers'],
        numbers: numbersOf(input.numbers),
      })
    },
  },
}
