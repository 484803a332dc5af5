/**
 * Typed birth dates and times as people write them, read into the stored forms (yyyy-MM-dd, HH:mm[:ss]).
 * Dates: 1995-08-20, 1995/8/20, 1995.8.20, 1995年8月20日(号), 19950820. Times: 15:15, 15:15:30, 下午3点15分,
 * 3点半, 凌晨0点, 中午12点, 15时15分, 3:15 PM, 3pm. Full-width digits and punctuation are accepted. Pure; the
 * calendar checks (month lengths, the 1582 gap) are those of src/core/time.
 */
import { inputError } from '@/core/errors'
import { formatDate, formatTime, validateDate, validateTime, type CivilDate, type CivilTime } from '@/core/time'

/** Full-width digits, letters and the punctuation used in dates and times → ASCII; spaces collapsed. */
export function toHalfWidth(text: string): string {
  return String(text ?? '')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const DATE_PATTERNS: RegExp[] = [
  /^(-?\d{1,5})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?$/,
  /^(-?\d{1,5})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})$/,
  /^(\d{4})(\d{2})(\d{2})$/,
]

/** A typed date → its parts; throws EngineInputError 'bad_date' (unreadable or impossible) or 'gregorian_gap'. */
export function parseDateText(text: string): CivilDate {
  const s = toHalfWidth(text)
  for (const re of DATE_PATTERNS) {
    const m = re.exec(s)
    if (!m) continue
    const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
    validateDate(d)
    return d
  }
  return inputError('bad_date', `无法识别的日期：${text}（可写 1995-08-20、1995/8/20 或 1995年8月20日）`)
}

type Meridiem = 'am' | 'pm' | 'noon' | 'night'
const MERIDIEM_WORDS: [RegExp, Meridiem][] = [
  [/^(凌晨|早上|早晨|清晨|上午|早)/, 'am'],
  [/^(中午|正午)/, 'noon'],
  [/^(下午|午后|傍晚)/, 'pm'],
  [/^(晚上|夜里|夜间|半夜|晚)/, 'night'],
]
const LATIN_MERIDIEM = /\s*([ap])\.?\s*m\.?$/i
const LATIN_MERIDIEM_FIRST = /^([ap])\.?\s*m\.?\s*/i

/** 12-hour clock words → 24-hour hour. 中午1点 is 13:00; 晚上8点 is 20:00 and 晚上12点 is ambiguous (which day). */
function applyMeridiem(hour: number, meridiem: Meridiem | null, text: string): number {
  if (!meridiem) return hour
  if (hour > 12) {
    if (meridiem === 'am') inputError('bad_time', `上午没有 ${hour} 点：${text}`)
    return hour
  }
  if (meridiem === 'am') return hour === 12 ? 0 : hour
  if (meridiem === 'noon') return hour === 12 ? 12 : hour < 6 ? hour + 12 : hour
  if (meridiem === 'night' && hour === 12) inputError('bad_time', `「${text}」不清楚是哪一天的零点，请写 0:00 并核对日期`)
  if (meridiem === 'night' && hour < 5) return hour
  return hour === 12 ? 12 : hour + 12
}

/** A typed time → its parts; throws EngineInputError 'bad_time'. */
export function parseTimeText(text: string): CivilTime {
  let s = toHalfWidth(text)
  let meridiem: Meridiem | null = null
  for (const [re, m] of MERIDIEM_WORDS) {
    const hit = re.exec(s)
    if (hit) {
      meridiem = m
      s = s.slice(hit[0].length).trim()
      break
    }
  }
  const latin = LATIN_MERIDIEM.exec(s) ?? LATIN_MERIDIEM_FIRST.exec(s)
  if (latin && !meridiem) {
    meridiem = latin[1].toLowerCase() === 'a' ? 'am' : 'pm'
    s = s.replace(latin[0], '').trim()
  }
  let hour: number
  let minute = 0
  let second = 0
  let m: RegExpExecArray | null
  if ((m = /^(\d{1,2})\s*:\s*(\d{1,2})(?:\s*:\s*(\d{1,2}))?$/.exec(s))) {
    ;[hour, minute, second] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 0 : Number(m[3])]
  } else if ((m = /^(\d{1,2})\s*[点时](?:\s*(半|一刻|三刻|(\d{1,2})\s*分?)(?:\s*(\d{1,2})\s*秒)?)?$/.exec(s))) {
    hour = Number(m[1])
    minute = m[2] === '半' ? 30 : m[2] === '一刻' ? 15 : m[2] === '三刻' ? 45 : m[3] === undefined ? 0 : Number(m[3])
    second = m[4] === undefined ? 0 : Number(m[4])
  } else if ((m = /^(\d{2})(\d{2})$/.exec(s))) {
    ;[hour, minute] = [Number(m[1]), Number(m[2])]
  } else if (meridiem && (m = /^(\d{1,2})$/.exec(s))) {
    hour = Number(m[1])
  } else {
    return inputError('bad_time', `无法识别的时间：${text}（可写 15:15、下午3点15分 或 3:15 PM）`)
  }
  if (meridiem && hour === 0 && meridiem !== 'am') inputError('bad_time', `无法识别的时间：${text}`)
  const t = { hour: applyMeridiem(hour, meridiem, text), minute, second }
  validateTime(t)
  return t
}

/** Typed date → yyyy-MM-dd. */
export function dateTextToStored(text: string): string {
  return formatDate(parseDateText(text))
}

/** Typed time → HH:mm (HH:mm:ss when seconds are kept). */
export function timeTextToStored(text: string, withSecond = false): string {
  return formatTime(parseTimeText(text), withSecond)
}
