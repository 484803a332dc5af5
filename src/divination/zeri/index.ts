/**
 * 择日 (day selection): days in a range whose almanac lists the activity under 宜 and not under 忌, that are not
 * 月破 (建除 "破") and whose day branch does not clash (六冲) with the year or day branch of one or two profiles.
 * Each pick is explained; each rejected day says why (when asked).
 * Rules: 六冲 子午、丑未、寅申、卯酉、辰戌、巳亥 (《三命通会·论支元六合》 对冲); 月破 = 日支冲月建 (《协纪辨方书》).
 * Ranking: 黄道 day +2, 建除 in 除危定执成开 +1 (《协纪辨方书》 建除吉日), 值日星宿 吉 +1, 三合 or 六合 with a profile's
 * day branch +1.
 */
import { inputError } from '@/core/errors'
import { julianDay, civilFromJulianDay, formatDate, parseDate, type CivilDate } from '@/core/time'
import { BRANCH_NAMES, branchClash, branchCombine, parseGanZhi, sanHe, type GanZhi } from '../common/ganzhi'
import { calendarDay, type CalendarDay } from '../calendar/day'
import { isAlmanacActivity } from '../calendar/lunar-adapter'

export interface ZeriProfile {
  name?: string
  /** year and day pillars as 干支 strings (e.g. from a bazi chart) */
  yearPillar: string
  dayPillar: string
}

export interface ZeriQuery {
  /** activity as named in the almanac 宜 list, e.g. 嫁娶, 开市, 入宅, 出行 */
  activity: string
  from: string
  to: string
  profiles?: ZeriProfile[]
  /** include rejected days with their reasons */
  withRejected?: boolean
}

export interface ZeriReason {
  rule: string
  ok: boolean
  detail: string
}

export interface ZeriDay {
  date: string
  lunar: string
  dayGanZhi: string
  score: number
  reasons: ZeriReason[]
  yi: string[]
  ji: string[]
  jianChu: string
  tianShen: string
  huangDao: boolean
  xiu: string
  chong: string
}

export interface ZeriResult {
  activity: string
  from: string
  to: string
  profiles: { name: string; yearPillar: string; dayPillar: string }[]
  picks: ZeriDay[]
  rejected?: ZeriDay[]
  rules: string[]
}

/** Activities that appear in the almanac's 宜 lists and make sense to search for. */
export const ZERI_ACTIVITIES = [
  '嫁娶',
  '纳采',
  '订盟',
  '出行',
  '移徙',
  '入宅',
  '开市',
  '交易',
  '立券',
  '纳财',
  '动土',
  '破土',
  '修造',
  '上梁',
  '安床',
  '安葬',
  '祭祀',
  '祈福',
  '求嗣',
  '开光',
  '会亲友',
  '求医',
  '理发',
  '沐浴',
  '栽种',
  '入学',
  '赴任',
] as const

const MAX_RANGE_DAYS = 366
const GOOD_JIAN_CHU = ['除', '危', '定', '执', '成', '开']

export function zeri(q: ZeriQuery): ZeriResult {
  if (typeof q.activity !== 'string' || !q.activity) inputError('bad_activity', '需要择日事项 activity，例如“嫁娶”')
  if (!isAlmanacActivity(q.activity)) inputError('bad_activity', `黄历宜忌中没有“${q.activity}”，可选：${ZERI_ACTIVITIES.join('、')} 等`)
  const from = parseDate(q.from)
  const to = parseDate(q.to)
  const jdFrom = Math.floor(julianDay(from) + 0.5)
  const jdTo = Math.floor(julianDay(to) + 0.5)
  if (jdTo < jdFrom) inputError('bad_range', '结束日期早于开始日期')
  if (jdTo - jdFrom + 1 > MAX_RANGE_DAYS) inputError('bad_range', `择日范围最多 ${MAX_RANGE_DAYS} 天`)
  const profilesIn = q.profiles ?? []
  if (profilesIn.length > 2) inputError('bad_profiles', '最多两位命主')
  const profiles = profilesIn.map((p, i) => ({
    name: p.name ?? `命主${i + 1}`,
    year: parseGanZhi(p.yearPillar),
    day: parseGanZhi(p.dayPillar),
  }))
  const picks: ZeriDay[] = []
  const rejected: ZeriDay[] = []
  for (let n = jdFrom; n <= jdTo; n++) {
    const d: CivilDate = civilFromJulianDay(n)
    if (d.year === 1582 && d.month === 10 && d.day >= 5 && d.day <= 14) continue
    const day = calendarDay(d)
    const evaluated = evaluate(day, q.activity, profiles)
    ;(evaluated.reasons.every((r) => r.ok) ? picks : rejected).push(evaluated)
  }
  picks.sort((a, b) => b.score - a.score || a.date.localeCompare(b.date))
  return {
    activity: q.activity,
    from: formatDate(from),
    to: formatDate(to),
    profiles: profiles.map((p) => ({ name: p.name, yearPillar: p.year.name, dayPillar: p.day.name })),
    picks,
    ...(q.withRejected ? { rejected } : {}),
    rules: [
      '所求之事须在当日“宜”中，且不在“忌”中（黄历表，源自《协纪辨方书》）',
      '建除值“破”为月破，诸事不取',
      '日支与命主年支、日支相冲（子午、丑未、寅申、卯酉、辰戌、巳亥）者不取',
      '排序：黄道 +2，建除逢除危定执成开 +1，值日星宿吉 +1，日支与命主日支六合或三合 +1',
    ],
  }
}

function evaluate(day: CalendarDay, activity: string, profiles: { name: string; year: GanZhi; day: GanZhi }[]): ZeriDay {
  const dayGz = parseGanZhi(day.ganZhi.day)
  const reasons: ZeriReason[] = []
  const inYi = day.yi.includes(activity)
  const inJi = day.ji.includes(activity)
  reasons.push({ rule: '宜', ok: inYi, detail: inYi ? `当日宜${activity}` : `当日“宜”中无${activity}` })
  if (inJi) reasons.push({ rule: '忌', ok: false, detail: `当日忌${activity}` })
  const poDay = day.jianChu.name === '破'
  reasons.push({ rule: '月破', ok: !poDay, detail: poDay ? '建除值破（日冲月建），大事不取' : `建除值${day.jianChu.name}` })
  for (const p of profiles) {
    for (const [label, g] of [
      ['年支', p.year],
      ['日支', p.day],
    ] as const) {
      const clash = branchClash(g.branch) === dayGz.branch
      if (clash) reasons.push({ rule: '冲命', ok: false, detail: `日支${BRANCH_NAMES[dayGz.branch]}冲${p.name}${label}${BRANCH_NAMES[g.branch]}` })
    }
  }
  if (!reasons.some((r) => r.rule === '冲命') && profiles.length) reasons.push({ rule: '冲命', ok: true, detail: '日支不冲命主年支、日支' })
  let score = 0
  const huangDao = day.tianShen.type === '黄道'
  if (huangDao) score += 2
  if (GOOD_JIAN_CHU.includes(day.jianChu.name)) score += 1
  if (day.xiu.luck === '吉') score += 1
  const bonus: string[] = []
  for (const p of profiles) {
    if (branchCombine(p.day.branch) === dayGz.branch) bonus.push(`日支与${p.name}日支六合`)
    else if (sanHe(p.day.branch).branches.includes(dayGz.branch) && p.day.branch !== dayGz.branch) bonus.push(`日支与${p.name}日支三合`)
  }
  score += bonus.length
  reasons.push({
    rule: '评分',
    ok: true,
    detail: [
      huangDao ? `${day.tianShen.name}黄道 +2` : `${day.tianShen.name}黑道`,
      `建除${day.jianChu.name}${GOOD_JIAN_CHU.includes(day.jianChu.name) ? ' +1' : ''}`,
      `${day.xiu.name}宿${day.xiu.luck}${day.xiu.luck === '吉' ? ' +1' : ''}`,
      ...bonus.map((b) => b + ' +1'),
    ].join('；'),
  })
  return {
    date: day.date,
    lunar: day.lunar.text,
    dayGanZhi: day.ganZhi.day,
    score,
    reasons,
    yi: day.yi,
    ji: day.ji,
    jianChu: day.jianChu.name,
    tianShen: day.tianShen.name,
    huangDao,
    xiu: day.xiu.name,
    chong: day.chongSha.chongDesc,
  }
}
