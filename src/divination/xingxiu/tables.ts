/**
 * 二十八宿 doctrine as data: the 禽星 attributes of the 28 宿 (the almanac's day cycle), the 27 宿 of the 宿曜经 and
 * its 月宿傍通历, and the 三九 relationships. Sources are named per table; the 28 names come from the 七政四余 engine.
 */
import { XIU } from '../zhengyu/tables'

/** The 28 宿 from 角, in the order of the sky and of the day cycle. */
export const XIU28: readonly string[] = XIU.map((x) => x.name)

/**
 * 七曜 of each 宿 in the 禽星 order (角木蛟 亢金龙 氐土貉 房日兔 心月狐 尾火虎 箕水豹 …): the seven repeat four times, and
 * the 值日 宿 always falls on the weekday of its 曜 (日 = Sunday … 土 = Saturday), as lunar-javascript's
 * LunarUtil.ZHENG has it.
 */
export const QI_YAO = ['木', '金', '土', '日', '月', '火', '水'] as const

/**
 * The 二十八禽 of the 宿 from 角 (角木蛟 … 轸水蚓), as lunar-javascript's LunarUtil.ANIMAL writes them, so the calendar
 * page and these pages agree (other 演禽 tables write 壁水貐 and 胃土雉).
 */
export const XIU_ANIMALS = [
  '蛟', '龙', '貉', '兔', '狐', '虎', '豹',
  '獬', '牛', '蝠', '鼠', '燕', '猪', '獝',
  '狼', '狗', '彘', '鸡', '乌', '猴', '猿',
  '犴', '羊', '獐', '马', '鹿', '蛇', '蚓',
] as const // prettier-ignore

/** The four 象 of seven 宿 each, from 角: 东方青龙, 北方玄武, 西方白虎, 南方朱雀. */
export const XIU_QUARTERS = ['东方青龙', '北方玄武', '西方白虎', '南方朱雀'] as const

/**
 * The 值日 anchor: 七元禽星 "一元虚张室轸遊，二元奎亢胃房求…" (the 七元四将起诀 of the 演禽 manuals): the 一元 甲子 day is a
 * 虚 day, and 虚日鼠 falls on a Sunday, so the 一元 甲子 days are the 甲子 Sundays. 1999-07-11 (JDN 2451371) is
 * such a day: 甲子, Sunday, 虚. The cycle runs one 宿 a day, without gaps.
 */
export const DAY_ANCHOR = { jdn: 2451371, xiuIndex: 10 } as const

/**
 * 年禽: one 宿 a year, forward. 年禽起例 "康熙上元毕月值，循环顺数去无穷": 康熙甲子 (1684) is 毕, hence 1984 (甲子,
 * 一元) is 虚. Years are 干支 years, opened by 立春.
 */
export const YEAR_ANCHOR = { year: 1684, xiuIndex: 18 } as const

/** The 27 宿 of the 宿曜经 (牛 left out), from 昴 as the sutra counts them. */
export const XIU27 = [
  '昴', '毕', '觜', '参', '井', '鬼', '柳', '星', '张', '翼', '轸', '角', '亢', '氐',
  '房', '心', '尾', '箕', '斗', '女', '虚', '危', '室', '壁', '奎', '娄', '胃',
] as const // prettier-ignore
export type Xiu27 = (typeof XIU27)[number]

/**
 * 月宿傍通历 of the 宿曜经 (不空译《文殊师利菩萨及诸仙所说吉凶时日善恶宿曜经》卷上): the 宿 of the first day of each lunar
 * month, "正月室、二月奎、三月胃、四月毕、五月参、六月鬼、七月张、八月角、九月氐、十月心、十一月斗、十二月虚"; later days
 * count on through the 27 宿. A leap month takes the table of the month it repeats.
 */
export const MONTH_FIRST_XIU = ['室', '奎', '胃', '毕', '参', '鬼', '张', '角', '氐', '心', '斗', '虚'] as const

/**
 * 三九秘要法 of the 宿曜经: counting from one's own 宿 as the first, "一命、二荣、三衰、四安、五危、六成、七坏、八友、
 * 九亲", then "十业" and "十九胎" open the second and third nines with the same eight after them. Index = forward
 * distance (0–26) from the first person's 宿 to the second's.
 */
export const SANJIU = [
  '命', '荣', '衰', '安', '危', '成', '坏', '友', '亲',
  '业', '荣', '衰', '安', '危', '成', '坏', '友', '亲',
  '胎', '荣', '衰', '安', '危', '成', '坏', '友', '亲',
] as const // prettier-ignore
export type SanjiuName = (typeof SANJIU)[number]

/**
 * The pairs the sutra reads together: what one is to the other and the other back (荣↔亲, 衰↔友, 安↔坏, 危↔成,
 * 业↔胎; 命 with itself).
 */
export const SANJIU_PAIRS = ['命', '业胎', '荣亲', '友衰', '安坏', '危成'] as const
export type SanjiuPair = (typeof SANJIU_PAIRS)[number]

/**
 * 月禽: the 宿 of 正月 (the 寅 month, opened by 立春) by the 七曜 of the 年禽, then one 宿 a month forward through
 * the 28. Two 演禽 schools:
 * 'aotou' 《鳌头通书》 (熊宗立), 《参筹秘书》 (汪三益): "会得年禽月易求，太阳需用角为头，太阴室宿火寻马，金心土胃水骑牛，
 * 木星直年参星是，次第推求顺数周" (马 = 星日马).
 * 'qinxing' 《禽星易见》 (池本理), 《剋择讲义》 (洪潮和): "日室月星火年牛，水参木心正月求，金胃土角建寅位，年起月宿例诀头".
 */
export const MONTH_QIN_FIRST = {
  aotou: { 日: '角', 月: '室', 火: '星', 金: '心', 土: '胃', 水: '牛', 木: '参' },
  qinxing: { 日: '室', 月: '星', 火: '牛', 水: '参', 木: '心', 金: '胃', 土: '角' },
} as const
export type MonthQinRule = keyof typeof MONTH_QIN_FIRST
