/**
 * Life numbers of a birth date: the life path by the component method, the 天赋数 (talent number), the 生命数
 * (life number: the talent reduced), the 生日数 (birthday number) and the 1–9 grid with its complete lines.
 */
import { inputError } from '@/core/errors'
import { formatDate, type CivilDate } from '@/core/time'
import type { LifeNumberSettings } from './settings'
import { GRID_LINES, MASTER_NUMBERS } from './tables'

export interface LifeNumbers {
  date: string
  /** Component method: month, day and year reduced separately, added, reduced again. */
  lifePath: number
  components: { month: number; day: number; year: number }
  /** 天赋数: the unreduced total chosen by talentNumberType. */
  talent: number
  /** 生命数 / 命数: the talent reduced. */
  lifeNumber: number
  /** 生日数: the day of the month reduced. */
  birthdayNumber: number
  /** Occurrences of 1–9 among the birth digits, the talent digits and the life number (index 0 = digit 1). */
  gridCounts: number[]
  /** Ids of the complete lines of the grid, e.g. "159". */
  gridLines: string[]
  settings: LifeNumberSettings
}

const digitsOf = (n: number): number[] => String(n).split('').map(Number)
const digitSum = (n: number): number => digitsOf(n).reduce((a, b) => a + b, 0)

/** Repeated digit sum down to 1–9, stopping at 11, 22 or 33 when keepMaster is on. */
export function reduceNumber(n: number, keepMaster: boolean): number {
  if (!Number.isInteger(n) || n < 0) inputError('bad_number', `应为非负整数：${n}`)
  let x = n
  while (x > 9 && !(keepMaster && (MASTER_NUMBERS as readonly number[]).includes(x))) x = digitSum(x)
  return x
}

export function lifeNumbers(d: CivilDate, settings: LifeNumberSettings): LifeNumbers {
  if (d.year < 1 || d.year > 9999) inputError('out_of_range', `年份应在 1–9999 之间：${d.year}`)
  const { keepMaster } = settings
  const components = { month: reduceNumber(d.month, keepMaster), day: reduceNumber(d.day, keepMaster), year: reduceNumber(d.year, keepMaster) }
  const componentSum = components.month + components.day + components.year
  const birthDigits = [...String(d.year).padStart(4, '0'), ...String(d.month).padStart(2, '0'), ...String(d.day).padStart(2, '0')].map(Number)
  const talent = settings.talentNumberType === 'sumAllDigits' ? birthDigits.reduce((a, b) => a + b, 0) : componentSum
  const lifeNumber = reduceNumber(talent, keepMaster)
  const gridCounts = new Array<number>(9).fill(0)
  for (const digit of [...birthDigits, ...digitsOf(talent), ...digitsOf(lifeNumber)]) if (digit > 0) gridCounts[digit - 1]++
  return {
    date: formatDate(d),
    lifePath: reduceNumber(componentSum, keepMaster),
    components,
    talent,
    lifeNumber,
    birthdayNumber: reduceNumber(d.day, keepMaster),
    gridCounts,
    gridLines: GRID_LINES.filter((l) => l.digits.every((digit) => gridCounts[digit - 1] > 0)).map((l) => l.id),
    settings,
  }
}
