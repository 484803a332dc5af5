/**
 * Dreamspell (José and Lloydine Argüelles, 1990) doctrine as data. Sources: the Dreamspell kit's Journey Book and
 * the 13-Moon calendar of the Foundation for the Law of Time (lawoftime.org); the anchor and oracle offsets as
 * stated by oshimish/dreamspell-math (MIT) and checked against its test suite. Not the classic Maya count
 * (GMT 584283: 2012-12-21 is 4 Ajaw there, Kin 207 here).
 */

/** 26 July 1987 is Kin 34, White Galactic Wizard (the 13-Moon year 1987–88). */
export const ANCHOR = { year: 1987, month: 7, day: 26, kin: 34 } as const

/** The 20 solar seals in Dreamspell order (seal 20, Yellow Sun, has code 0). ids are stable; words come from i18n. */
export const SEALS = [
  { n: 1, id: 'dragon', color: 'red' },
  { n: 2, id: 'wind', color: 'white' },
  { n: 3, id: 'night', color: 'blue' },
  { n: 4, id: 'seed', color: 'yellow' },
  { n: 5, id: 'serpent', color: 'red' },
  { n: 6, id: 'worldBridger', color: 'white' },
  { n: 7, id: 'hand', color: 'blue' },
  { n: 8, id: 'star', color: 'yellow' },
  { n: 9, id: 'moon', color: 'red' },
  { n: 10, id: 'dog', color: 'white' },
  { n: 11, id: 'monkey', color: 'blue' },
  { n: 12, id: 'human', color: 'yellow' },
  { n: 13, id: 'skywalker', color: 'red' },
  { n: 14, id: 'wizard', color: 'white' },
  { n: 15, id: 'eagle', color: 'blue' },
  { n: 16, id: 'warrior', color: 'yellow' },
  { n: 17, id: 'earth', color: 'red' },
  { n: 18, id: 'mirror', color: 'white' },
  { n: 19, id: 'storm', color: 'blue' },
  { n: 20, id: 'sun', color: 'yellow' },
] as const

/** The 13 galactic tones, 1 Magnetic … 13 Cosmic. */
export const TONES = [
  'magnetic',
  'lunar',
  'electric',
  'selfExisting',
  'overtone',
  'rhythmic',
  'resonant',
  'galactic',
  'solar',
  'planetary',
  'spectral',
  'crystal',
  'cosmic',
] as const

/**
 * Guide seal offset by tone (Dreamspell oracle, "the guide power"): tones 1, 6, 11 → the seal itself; 2, 7, 12 → +12;
 * 3, 8, 13 → +4; 4, 9 → +16; 5, 10 → +8 (mod 20).
 */
export const GUIDE_SEAL_OFFSET_BY_TONE = [0, 12, 4, 16, 8, 0, 12, 4, 16, 8, 0, 12, 4] as const

/** The five castles of the Tzolkin (52 kin each). */
export const CASTLES = ['red', 'white', 'blue', 'yellow', 'green'] as const

/** 13-Moon calendar: 13 moons of 28 days from 26 July; 25 July is the Day Out of Time (it still carries a kin). */
export const MOON_DAYS = 28
export const YEAR_START = { month: 7, day: 26 } as const

/** Chinese names of the seals (in SEALS order) and tones (in TONES order) as Chinese Dreamspell readers render them. */
export const SEAL_ZH = [
  '红龙',
  '白风',
  '蓝夜',
  '黄种子',
  '红蛇',
  '白世界桥',
  '蓝手',
  '黄星星',
  '红月',
  '白狗',
  '蓝猴',
  '黄人',
  '红天行者',
  '白巫师',
  '蓝鹰',
  '黄战士',
  '红地球',
  '白镜',
  '蓝风暴',
  '黄太阳',
] as const
export const TONE_ZH = ['磁性', '月亮', '电力', '自我存在', '超频', '韵律', '共振', '银河', '太阳', '行星', '光谱', '水晶', '宇宙'] as const
export const CASTLE_ZH = ['红色东方转动之堡', '白色北方穿越之堡', '蓝色西方燃烧之堡', '黄色南方给予之堡', '绿色中央魅力之堡'] as const
