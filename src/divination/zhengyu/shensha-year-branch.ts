/**
 * 七政 神煞 by the year branch that our bazi table and the 岁神 (sui-shen.ts) do not hold: Moira's 地支 stars and the
 * stars that sit with them. Tables: the year branch 子 … 亥 → the branch the star falls on.
 * Source: Moira 七政四余 moira_t.prop 地支{X}= tables and its sub-star groups, as transcribed in kinastro
 * astro/qizheng/shensha.py (SUIJIA … TUNXIAN, STAR_GROUPS). 吉/凶/中 as Moira classes them.
 */
import { BRANCH_NAMES } from '../common/ganzhi'
import { listRule, sitsWith, starsBy, type ZhengyuShenshaDef } from './shensha-def'

const star = starsBy('yearBranch')

/** Moira 地支 tables (year branch 子 first → target branch). */
const T = {
  suiJia: '子丑寅卯辰巳午未申酉戌亥',
  juanShe: '酉戌亥子丑寅卯辰巳午未申',
  daHao: '午未申酉戌亥子丑寅卯辰巳',
  sanXing: '卯戌巳午辰申午丑寅酉未亥',
  liuHai: '未午巳辰卯寅丑子亥戌酉申',
  deSha: '巳丑酉巳丑酉巳丑酉巳丑酉',
  daSha: '申酉戌巳午未寅卯辰亥子丑',
  tianXiong: '申酉戌亥子丑寅卯辰巳午未',
  diCi: '寅卯辰巳午未申酉戌亥子丑',
  wuGui: '辰巳午未申酉戌亥子丑寅卯',
  guanSuo: '卯辰巳午未申酉戌亥子丑寅',
  tianKong: '丑寅卯辰巳午未申酉戌亥子',
  tianGou: '戌亥子丑寅卯辰巳午未申酉',
  moYue: '亥子丑寅卯辰巳午未申酉戌',
  tianE: '未申酉戌亥子丑寅卯辰巳午',
  tianKu: '午巳辰卯寅丑子亥戌酉申未',
  piTou: '辰卯寅丑子亥戌酉申未午巳',
  xueRen: '戌酉申未午巳辰卯寅丑子亥',
  diJie: '未未申申酉酉戌戌亥亥午午',
  suiHe: '丑子亥戌酉申未午巳辰卯寅',
  tianSha: '未辰丑戌未辰丑戌未辰丑戌',
  diSha: '申巳寅亥申巳寅亥申巳寅亥',
  banAn: '丑戌未辰丑戌未辰丑戌未辰',
  tunXian: '戌寅丑戌辰卯寅寅戌戌寅寅',
} as const

const suiJia = star('suiJia', '岁驾', '中', T.suiJia, '太岁所在之辰：子年在子，丑年在丑')
const juanShe = star('juanShe', '卷舌', '凶', T.juanShe, '岁前九辰：子年在酉')
const daHao = star('daHao', '大耗', '凶', T.daHao, '岁前六辰（太岁对冲）：子年在午')
const deSha = star('deSha', '的煞', '凶', T.deSha, '子卯午酉年在巳，丑辰未戌年在丑，寅巳申亥年在酉')
const daSha = star('daSha', '大煞', '凶', T.daSha, '子丑寅午未申年在岁后四辰，卯辰巳酉戌亥年在岁前二辰：子年在申，卯年在巳')
const tianXiong = star('tianXiong', '天雄', '凶', T.tianXiong, '岁后四辰：子年在申')
const diCi = star('diCi', '地雌', '凶', T.diCi, '岁前二辰：子年在寅')
const wuGui = star('wuGui', '五鬼', '凶', T.wuGui, '岁前四辰：子年在辰')
const guanSuo = star('guanSuo', '贯索', '凶', T.guanSuo, '岁前三辰：子年在卯')
const tianKong = star('tianKong', '天空', '凶', T.tianKong, '岁前一辰：子年在丑')
const tianE = star('tianE', '天厄', '凶', T.tianE, '岁前七辰：子年在未')
const xueRen = star('xueRen', '血刃', '凶', T.xueRen, '戌上起子逆行：子年在戌，丑年在酉')
const suiHe = star('suiHe', '岁合', '吉', T.suiHe, '年支六合：子丑、寅亥、卯戌、辰酉、巳申、午未（子年在丑）')
const diSha = star('diSha', '地煞', '凶', T.diSha, '三合：申子辰在申，巳酉丑在巳，寅午戌在寅，亥卯未在亥')
const banAn = star('banAn', '板鞍', '凶', T.banAn, '三合：申子辰在丑，巳酉丑在戌，寅午戌在未，亥卯未在辰')

/** Moira's 地支 parent stars that are new to the catalogue (the others are bazi or 岁神 stars, see shensha.ts). */
export const MOIRA_BRANCH_STARS: readonly ZhengyuShenshaDef[] = [
  suiJia,
  juanShe,
  daHao,
  star('sanXing', '三刑', '凶', T.sanXing, listRule(BRANCH_NAMES, T.sanXing, '年')),
  star('liuHai', '六害', '凶', T.liuHai, '六害：子未、丑午、寅巳、卯辰、申亥、酉戌相害（子年在未）'),
  deSha,
  daSha,
  tianXiong,
  diCi,
  wuGui,
  guanSuo,
  tianKong,
  star('tianGou', '天狗', '凶', T.tianGou, '岁后二辰：子年在戌'),
  star('moYue', '蓦越', '凶', T.moYue, '岁后一辰：子年在亥'),
  tianE,
  star('tianKu', '天哭', '凶', T.tianKu, '午上起子逆行：子年在午，丑年在巳'),
  star('piTou', '披头', '凶', T.piTou, '辰上起子逆行：子年在辰，丑年在卯'),
  xueRen,
  star('diJie', '地解', '吉', T.diJie, '子丑年在未，寅卯年在申，辰巳年在酉，午未年在戌，申酉年在亥，戌亥年在午'),
  suiHe,
  star('tianSha', '天煞', '凶', T.tianSha, '三合：申子辰在未，巳酉丑在辰，寅午戌在丑，亥卯未在戌'),
  diSha,
  banAn,
  star('tunXian', '吞陷', '凶', T.tunXian, listRule(BRANCH_NAMES, T.tunXian, '年')),
]

/**
 * Moira's sub-stars that are new to the catalogue, each with its parent (STAR_GROUPS; 吉 for the ones Moira lists as
 * 吉, else the parent's class). Parents that are our own stars come in through `withOwn` in shensha.ts.
 */
export const MOIRA_BRANCH_SUB_STARS: readonly ZhengyuShenshaDef[] = [
  sitsWith(suiJia, 'jianFeng', '剑锋', '中'),
  sitsWith(suiJia, 'fuShi', '伏尸', '中'),
  sitsWith(daHao, 'lanGan', '阑干', '凶'),
  sitsWith(daHao, 'yueKong', '月空', '凶'),
  sitsWith(juanShe, 'jiaoSha', '绞煞', '凶'),
  sitsWith(juanShe, 'tianDeSui', '天德', '吉'),
  sitsWith(juanShe, 'fuXingSui', '福星', '吉'),
  sitsWith(juanShe, 'piMa', '披麻', '凶'),
  sitsWith(tianE, 'baoBai', '暴败', '凶'),
  sitsWith(tianE, 'ziWei', '紫微', '吉'),
  sitsWith(deSha, 'poSui', '破碎', '凶'),
  sitsWith(daSha, 'feiLian', '飞廉', '凶'),
  sitsWith(tianKong, 'huiQi', '晦气', '凶'),
  sitsWith(xueRen, 'fuChen', '浮沉', '凶'),
  sitsWith(xueRen, 'tianJie', '天解', '吉'),
  sitsWith(xueRen, 'jieShen', '解神', '吉'),
  sitsWith(xueRen, 'baZuo', '八座', '吉'),
  sitsWith(diSha, 'zhiBei', '指背', '凶'),
  sitsWith(banAn, 'yinSha', '阴煞', '凶'),
  sitsWith(suiHe, 'yuTang', '玉堂', '吉'),
  sitsWith(diCi, 'diSang', '地丧', '凶'),
  sitsWith(guanSuo, 'gouShen', '勾神', '凶'),
  sitsWith(guanSuo, 'zuBao', '卒暴', '凶'),
  sitsWith(wuGui, 'nianFu', '年符', '凶'),
  sitsWith(wuGui, 'feiFu', '飞符', '凶'),
  sitsWith(wuGui, 'sanTai', '三台', '吉'),
]
