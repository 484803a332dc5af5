/**
 * 七政 神煞 by the month branch (节气 month), by the year pillar (六十甲子), by month and hour (斗杓) and the 十二长生
 * by the year's 纳音: Moira's 月支, 干支 and 月时 stars and its 十二长生.
 * Source: Moira 七政四余 moira_t.prop, as transcribed in kinastro astro/qizheng/shensha.py (YUELIAN_M … ZHUSHOU,
 * compute_suidian, YOUYI_60, QINGTIAN_60, compute_kongwang, compute_guxu, 斗杓, TWELVE_LIFE_STAGES, NAYIN_LIFE_START).
 * 空亡 by the 旬: 《三命通会·论空亡》, the same as Moira.
 */
import { BRANCH_NAMES, ELEMENT_INDEX, ELEMENT_NAME, JIAZI, ganZhiAt, xunKong, type ElementId, type GanZhi } from '../common/ganzhi'
import { listRule, MOIRA, starsBy, type ZhengyuShenshaDef } from './shensha-def'

const month = starsBy('monthBranch')
const pillar = starsBy('yearPillar')

/** Moira 月支 tables (month branch 子 first → target branch) and the two 六十甲子 tables (甲子 first). */
const T = {
  yueLian: '午未申酉戌亥子丑寅卯辰巳',
  yueSha: '申酉戌巳午未寅卯辰亥子丑',
  yueFu: '辰巳午未申酉戌亥子丑寅卯',
  tianHao: '申戌子寅辰午申戌子寅辰午',
  diHao: '巳未酉亥丑卯巳未酉亥丑卯',
  zhuShou: '寅丑子亥戌酉戌亥子丑寅卯',
  youYi: '午辰寅丑亥酉午辰寅亥酉午辰寅子亥酉午辰丑亥酉午辰寅子戌酉午卯丑亥酉午辰酉子戌酉巳卯丑亥酉午辰寅子戌午辰卯丑亥酉午辰寅子酉',
  qingTian: '子戌申未巳卯子戌申巳卯子戌申午巳卯子戌未巳卯子戌申午辰卯子酉未巳卯子戌申午辰卯亥酉未巳卯子戌申午辰子戌酉未巳卯子戌申午卯',
} as const

/** A table computed from the year pillar index 0 (甲子) … 59. */
const byPillar = (f: (g: GanZhi) => number[]) => Array.from({ length: 60 }, (_, i) => f(ganZhiAt(i)))

const KONG_WANG_RULE = '以年柱所在之旬论：甲子旬中戌亥空，甲戌旬中申酉空，甲申旬中午未空，甲午旬中辰巳空，甲辰旬中寅卯空，甲寅旬中子丑空'

export const MOIRA_MONTH_PILLAR_STARS: readonly ZhengyuShenshaDef[] = [
  month('yueLian', '月廉', '凶', T.yueLian, '月建对冲：子月在午，寅月在申'),
  month('yueSha', '月煞', '凶', T.yueSha, '子丑寅午未申月在月后四辰，卯辰巳酉戌亥月在月前二辰：子月在申，卯月在巳'),
  month('yueFu', '月符', '凶', T.yueFu, '月前四辰：子月在辰，寅月在午'),
  month('tianHao', '天耗', '凶', T.tianHao, '子月起申，逐月顺行二辰：丑月在戌，寅月在子'),
  month('diHao', '地耗', '凶', T.diHao, '子月起巳，逐月顺行二辰：丑月在未，寅月在酉'),
  month('zhuShou', '注受', '中', T.zhuShou, listRule(BRANCH_NAMES, T.zhuShou, '月')),
  {
    id: 'suiDian',
    name: '岁殿',
    nature: '吉',
    basis: 'yearPillar',
    rule: '自年支顺行，甲不移，乙进一辰，丙进二辰……癸进九辰：甲子年在子，乙丑年在寅，丙寅年在辰',
    source: MOIRA,
    table: byPillar((g) => [(g.branch + g.stem) % 12]),
  },
  pillar('youYi', '游奕', '凶', T.youYi, listRule(JIAZI, T.youYi, '年')),
  pillar('qingTian', '擎天', '中', T.qingTian, listRule(JIAZI, T.qingTian, '年')),
  {
    id: 'kongWang',
    name: '空亡',
    nature: '凶',
    basis: 'yearPillar',
    rule: KONG_WANG_RULE,
    source: `《三命通会·论空亡》；${MOIRA}「空亡」同`,
    table: byPillar((g) => xunKong(g)),
  },
  {
    id: 'guXu',
    name: '孤虚',
    nature: '凶',
    basis: 'yearPillar',
    rule: '空亡对冲：甲子旬在辰巳，甲戌旬在寅卯，甲申旬在子丑，甲午旬在戌亥，甲辰旬在申酉，甲寅旬在午未',
    source: MOIRA,
    table: byPillar((g) => xunKong(g).map((k) => (k + 6) % 12)),
  },
  {
    id: 'douShao',
    name: '斗杓',
    nature: '中',
    basis: 'monthHour',
    rule: '子月子时在寅，月支、时支每进一辰，斗杓顺进一辰（寅月子时在辰）',
    source: MOIRA,
    table: Array.from({ length: 144 }, (_, i) => [(Math.floor(i / 12) + (i % 12) + 2) % 12]),
  },
]

/** Moira 纳音长生: where 长生 falls for each 纳音 element; the stages then run forward one branch each. */
const LIFE_START: Record<ElementId, string> = { metal: '辰', wood: '戌', water: '丑', earth: '丑', fire: '未' }
const STAGES = [
  ['changSheng', '长生'],
  ['yang', '养'],
  ['tai', '胎'],
  ['jue', '绝'],
  ['mu', '墓'],
  ['si', '死'],
  ['bing', '病'],
  ['shuai', '衰'],
  ['diWang', '帝旺'],
  ['linGuan', '临官'],
  ['guanDai', '冠带'],
  ['muYu', '沐浴'],
] as const
const ELEMENTS_BY_INDEX = (Object.keys(ELEMENT_INDEX) as ElementId[]).sort((a, b) => ELEMENT_INDEX[a] - ELEMENT_INDEX[b])
const LIFE_RULE = '纳音金起辰，木起戌，水土起丑，火起未，长生、养、胎、绝、墓、死、病、衰、帝旺、临官、冠带、沐浴依次顺布'

/** The twelve stages, one star each, by the year's 纳音 element (木火土金水, ELEMENT_INDEX order). */
export const NAYIN_STAGE_STARS: readonly ZhengyuShenshaDef[] = STAGES.map(([key, name], k) => {
  const table = ELEMENTS_BY_INDEX.map((e) => [(BRANCH_NAMES.indexOf(LIFE_START[e]) + k) % 12])
  const where = ELEMENTS_BY_INDEX.map((e, i) => `${ELEMENT_NAME[e]}${BRANCH_NAMES[table[i][0]]}`).join('，')
  return {
    id: `stage${key[0].toUpperCase()}${key.slice(1)}`,
    name,
    nature: '中',
    basis: 'naYin',
    rule: `${LIFE_RULE}；${name}：${where}`,
    source: MOIRA,
    table,
  }
})
