/** The 24 solar term names (二十四节气): data only, so the i18n build can read them without the calendar engine. */

/** Term names in calendar order, 小寒 first (index 0, Sun at 285°) … 冬至 last (index 23, 270°). */
export const TERM_NAMES = [
  '小寒',
  '大寒',
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '处暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
  '冬至',
] as const
export type TermName = (typeof TERM_NAMES)[number]
