/**
 * 神煞 — our own table. Each entry states what it is looked up from (basis), the 口诀 it encodes, its source and a
 * level (1 主要, 2 常用, 3 次要) that `shenshaLevel` filters on. Lookups from a stem check the branches (or stems)
 * of all four pillars; lookups from the year or day branch check the other pillars.
 * Sources: 《三命通会》 卷二、卷三 (贵人、驿马、咸池、华盖、将星、劫煞、亡神、孤辰寡宿、红鸾天喜), 《渊海子平》 (禄刃、魁罡、十恶大败、阴差阳错),
 * 《星平会海》 (金舆、福星、国印、红艳). Variants between books exist; the table below is the one we use.
 */
import { BRANCH_NAMES, STEM_NAMES, xunKong, type GanZhi } from '../common/ganzhi'

export type PillarKey = 'year' | 'month' | 'day' | 'hour'
export const PILLAR_KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour']
export const PILLAR_NAMES: Record<PillarKey, string> = { year: '年柱', month: '月柱', day: '日柱', hour: '时柱' }

export type ShenshaBasis = 'dayStem' | 'yearStem' | 'yearBranch' | 'dayBranch' | 'monthBranch' | 'dayPillar' | 'yearBranchAndSex'

export interface ShenshaDef {
  id: string
  name: string
  level: 1 | 2 | 3
  /** 吉 / 凶 / 中 (mixed) */
  nature: '吉' | '凶' | '中'
  basis: readonly ShenshaBasis[]
  rule: string
  source: string
  /** what is looked for: branches (default) or stems */
  target?: 'branch' | 'stem' | 'either' | 'pillar'
  /** stem- or branch-indexed table of target indices, or a set of day pillars */
  table?: readonly (readonly number[])[]
  pillars?: readonly string[]
}

const B = (s: string) => [...s].map((c) => BRANCH_NAMES.indexOf(c))
/** By 三合 group of a branch (申子辰, 亥卯未, 寅午戌, 巳酉丑) → one branch. */
export const bySanHe = (water: string, wood: string, fire: string, metal: string): number[][] =>
  Array.from({ length: 12 }, (_, b) => {
    const g = [8, 0, 4].includes(b) ? water : [11, 3, 7].includes(b) ? wood : [2, 6, 10].includes(b) ? fire : metal
    return B(g)
  })
/** By 三会 season of a branch (亥子丑, 寅卯辰, 巳午未, 申酉戌) → one branch. */
const bySeason = (winter: string, spring: string, summer: string, autumn: string): number[][] =>
  Array.from({ length: 12 }, (_, b) => B([winter, winter, spring, spring, spring, summer, summer, summer, autumn, autumn, autumn, winter][b]))
const byStem = (list: string[]): number[][] => list.map(B)

export const SHENSHA: readonly ShenshaDef[] = [
  {
    id: 'tianYi',
    name: '天乙贵人',
    level: 1,
    nature: '吉',
    basis: ['dayStem', 'yearStem'],
    rule: '甲戊庚牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸兔蛇藏，六辛逢马虎，此是贵人方',
    source: '《三命通会·论天乙贵人》',
    table: byStem(['丑未', '子申', '亥酉', '亥酉', '丑未', '子申', '丑未', '午寅', '卯巳', '卯巳']),
  },
  {
    id: 'taiJi',
    name: '太极贵人',
    level: 2,
    nature: '吉',
    basis: ['dayStem', 'yearStem'],
    rule: '甲乙生人子午中，丙丁鸡兔定亨通，戊己两干临四季，庚辛寅亥禄丰隆，壬癸巳申偏喜美',
    source: '《三命通会·论太极贵人》',
    table: byStem(['子午', '子午', '酉卯', '酉卯', '辰戌丑未', '辰戌丑未', '寅亥', '寅亥', '巳申', '巳申']),
  },
  {
    id: 'wenChang',
    name: '文昌贵人',
    level: 1,
    nature: '吉',
    basis: ['dayStem', 'yearStem'],
    rule: '甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯',
    source: '《三命通会·论文昌》',
    table: byStem(['巳', '午', '申', '酉', '申', '酉', '亥', '子', '寅', '卯']),
  },
  {
    id: 'lu',
    name: '禄神',
    level: 1,
    nature: '吉',
    basis: ['dayStem'],
    rule: '甲禄在寅，乙禄在卯，丙戊禄在巳，丁己禄在午，庚禄在申，辛禄在酉，壬禄在亥，癸禄在子',
    source: '《渊海子平·论禄》',
    table: byStem(['寅', '卯', '巳', '午', '巳', '午', '申', '酉', '亥', '子']),
  },
  {
    id: 'yangRen',
    name: '羊刃',
    level: 1,
    nature: '凶',
    basis: ['dayStem'],
    rule: '禄前一位为刃：甲刃在卯，乙刃在辰，丙戊刃在午，丁己刃在未，庚刃在酉，辛刃在戌，壬刃在子，癸刃在丑',
    source: '《渊海子平·论羊刃》',
    table: byStem(['卯', '辰', '午', '未', '午', '未', '酉', '戌', '子', '丑']),
  },
  {
    id: 'jinYu',
    name: '金舆',
    level: 3,
    nature: '吉',
    basis: ['dayStem'],
    rule: '甲龙乙蛇丙戊羊，丁己猴歌庚犬方，辛猪壬牛癸逢虎（禄前二位）',
    source: '《星平会海》',
    table: byStem(['辰', '巳', '未', '申', '未', '申', '戌', '亥', '丑', '寅']),
  },
  {
    id: 'fuXing',
    name: '福星贵人',
    level: 3,
    nature: '吉',
    basis: ['dayStem', 'yearStem'],
    rule: '甲丙相邀入虎乡，更游鼠穴最高强，戊猴己未丁宜亥，乙癸逢牛卯禄昌，庚赶马头辛到巳，壬骑龙背喜非常',
    source: '《三命通会》',
    table: byStem(['寅子', '卯丑', '寅子', '亥', '申', '未', '午', '巳', '辰', '丑卯']),
  },
  {
    id: 'guoYin',
    name: '国印贵人',
    level: 3,
    nature: '吉',
    basis: ['dayStem', 'yearStem'],
    rule: '甲见戌，乙见亥，丙见丑，丁见寅，戊见丑，己见寅，庚见辰，辛见巳，壬见未，癸见申',
    source: '《星平会海》',
    table: byStem(['戌', '亥', '丑', '寅', '丑', '寅', '辰', '巳', '未', '申']),
  },
  {
    id: 'hongYan',
    name: '红艳煞',
    level: 3,
    nature: '中',
    basis: ['dayStem'],
    rule: '甲午乙申丙寅，丁未戊己辰，庚戌辛酉，壬子癸申',
    source: '《星平会海》',
    table: byStem(['午', '申', '寅', '未', '辰', '辰', '戌', '酉', '子', '申']),
  },
  {
    id: 'yiMa',
    name: '驿马',
    level: 1,
    nature: '中',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰马在寅，寅午戌马在申，巳酉丑马在亥，亥卯未马在巳',
    source: '《三命通会·论驿马》',
    table: bySanHe('寅', '巳', '申', '亥'),
  },
  {
    id: 'taoHua',
    name: '桃花（咸池）',
    level: 1,
    nature: '中',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰在酉，寅午戌在卯，巳酉丑在午，亥卯未在子',
    source: '《三命通会·论咸池》',
    table: bySanHe('酉', '子', '卯', '午'),
  },
  {
    id: 'huaGai',
    name: '华盖',
    level: 1,
    nature: '中',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰见辰，寅午戌见戌，巳酉丑见丑，亥卯未见未',
    source: '《三命通会·论华盖》',
    table: bySanHe('辰', '未', '戌', '丑'),
  },
  {
    id: 'jiangXing',
    name: '将星',
    level: 2,
    nature: '吉',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰见子，寅午戌见午，巳酉丑见酉，亥卯未见卯',
    source: '《三命通会·论将星》',
    table: bySanHe('子', '卯', '午', '酉'),
  },
  {
    id: 'jieSha',
    name: '劫煞',
    level: 2,
    nature: '凶',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰见巳，亥卯未见申，寅午戌见亥，巳酉丑见寅',
    source: '《三命通会·论劫煞》',
    table: bySanHe('巳', '申', '亥', '寅'),
  },
  {
    id: 'zaiSha',
    name: '灾煞',
    level: 3,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '申子辰见午，亥卯未见酉，寅午戌见子，巳酉丑见卯（冲将星）',
    source: '《三命通会》',
    table: bySanHe('午', '酉', '子', '卯'),
  },
  {
    id: 'wangShen',
    name: '亡神',
    level: 2,
    nature: '凶',
    basis: ['yearBranch', 'dayBranch'],
    rule: '申子辰见亥，寅午戌见巳，巳酉丑见申，亥卯未见寅',
    source: '《三命通会·论亡神》',
    table: bySanHe('亥', '寅', '巳', '申'),
  },
  {
    id: 'guChen',
    name: '孤辰',
    level: 2,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '亥子丑人见寅，寅卯辰人见巳，巳午未人见申，申酉戌人见亥',
    source: '《三命通会·论孤辰寡宿》',
    table: bySeason('寅', '巳', '申', '亥'),
  },
  {
    id: 'guaSu',
    name: '寡宿',
    level: 2,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '亥子丑人见戌，寅卯辰人见丑，巳午未人见辰，申酉戌人见未',
    source: '《三命通会·论孤辰寡宿》',
    table: bySeason('戌', '丑', '辰', '未'),
  },
  {
    id: 'hongLuan',
    name: '红鸾',
    level: 2,
    nature: '吉',
    basis: ['yearBranch'],
    rule: '卯上起子逆数至生年支：子见卯，丑见寅，寅见丑，卯见子……亥见辰',
    source: '民间通行（《三命通会》所载红鸾）',
    table: Array.from({ length: 12 }, (_, b) => [(((3 - b) % 12) + 12) % 12]),
  },
  {
    id: 'tianXi',
    name: '天喜',
    level: 2,
    nature: '吉',
    basis: ['yearBranch'],
    rule: '红鸾对宫为天喜：子见酉，丑见申，寅见未，卯见午……亥见戌',
    source: '民间通行',
    table: Array.from({ length: 12 }, (_, b) => [(((9 - b) % 12) + 12) % 12]),
  },
  {
    id: 'tianYiDoctor',
    name: '天医',
    level: 3,
    nature: '吉',
    basis: ['monthBranch'],
    rule: '月支后一位：寅月见丑，卯月见寅……丑月见子',
    source: '《星平会海》',
    table: Array.from({ length: 12 }, (_, b) => [(b + 11) % 12]),
  },
  {
    id: 'tianDe',
    name: '天德贵人',
    level: 2,
    nature: '吉',
    basis: ['monthBranch'],
    target: 'either',
    rule: '正丁二申宫，三壬四辛同，五亥六甲上，七癸八寅逢，九丙十居乙，子巳丑庚中',
    source: '《三命通会·论天月二德》',
    // monthBranch → stem index (≥ 0) or branch index encoded as 100 + branch.
    table: [[100 + 5], [6], [3], [100 + 8], [8], [7], [100 + 11], [0], [9], [100 + 2], [2], [1]],
  },
  {
    id: 'yueDe',
    name: '月德贵人',
    level: 2,
    nature: '吉',
    basis: ['monthBranch'],
    target: 'stem',
    rule: '寅午戌月在丙，申子辰月在壬，亥卯未月在甲，巳酉丑月在庚',
    source: '《三命通会·论天月二德》',
    table: Array.from({ length: 12 }, (_, b) => [[8, 0, 4].includes(b) ? 8 : [11, 3, 7].includes(b) ? 0 : [2, 6, 10].includes(b) ? 2 : 6]),
  },
  {
    id: 'kuiGang',
    name: '魁罡',
    level: 2,
    nature: '中',
    basis: ['dayPillar'],
    target: 'pillar',
    rule: '壬辰庚戌与庚辰，戊戌魁罡四座神',
    source: '《渊海子平·论魁罡》',
    pillars: ['壬辰', '庚戌', '庚辰', '戊戌'],
  },
  {
    id: 'shiEDaBai',
    name: '十恶大败',
    level: 3,
    nature: '凶',
    basis: ['dayPillar'],
    target: 'pillar',
    rule: '甲辰乙巳与壬申，丙申丁亥及庚辰，戊戌癸亥加辛巳，己丑都来十位神',
    source: '《三命通会·论十恶大败》',
    pillars: ['甲辰', '乙巳', '壬申', '丙申', '丁亥', '庚辰', '戊戌', '癸亥', '辛巳', '己丑'],
  },
  {
    id: 'yinChaYangCuo',
    name: '阴差阳错',
    level: 3,
    nature: '凶',
    basis: ['dayPillar'],
    target: 'pillar',
    rule: '丙子丁丑戊寅，辛卯壬辰癸巳，丙午丁未戊申，辛酉壬戌癸亥',
    source: '《三命通会·论阴差阳错》',
    pillars: ['丙子', '丁丑', '戊寅', '辛卯', '壬辰', '癸巳', '丙午', '丁未', '戊申', '辛酉', '壬戌', '癸亥'],
  },
  {
    id: 'guLuan',
    name: '孤鸾煞',
    level: 3,
    nature: '凶',
    basis: ['dayPillar'],
    target: 'pillar',
    rule: '乙巳丁巳辛亥，戊申甲寅壬子，丙午戊午',
    source: '《星平会海》',
    pillars: ['乙巳', '丁巳', '辛亥', '戊申', '甲寅', '壬子', '丙午', '戊午'],
  },
  {
    id: 'kongWang',
    name: '空亡',
    level: 1,
    nature: '凶',
    basis: ['dayPillar', 'yearBranch'],
    rule: '以日柱（及年柱）所在之旬论：甲子旬中戌亥空，甲戌旬中申酉空，甲申旬中午未空，甲午旬中辰巳空，甲辰旬中寅卯空，甲寅旬中子丑空',
    source: '《三命通会·论空亡》',
  },
  {
    id: 'yuanChen',
    name: '元辰',
    level: 3,
    nature: '凶',
    basis: ['yearBranchAndSex'],
    rule: '阳男阴女，年支之冲前一位；阴男阳女，冲后一位（如子年阳男见未，丑年阴男见午）',
    source: '《三命通会·论元辰》',
  },
]

export interface ShenshaHit {
  id: string
  name: string
  level: 1 | 2 | 3
  nature: '吉' | '凶' | '中'
  pillar: PillarKey
  /** which basis produced the hit, e.g. "日干辛" */
  by: string
  rule: string
  source: string
}

export interface ShenshaContext {
  pillars: Record<PillarKey, GanZhi>
  /** 1 male, 0 female */
  sex: number
}

const BASIS_PILLAR: Record<'dayStem' | 'yearStem' | 'yearBranch' | 'dayBranch' | 'monthBranch', PillarKey> = {
  dayStem: 'day',
  yearStem: 'year',
  yearBranch: 'year',
  dayBranch: 'day',
  monthBranch: 'month',
}
const BASIS_LABEL: Record<string, string> = { dayStem: '日干', yearStem: '年干', yearBranch: '年支', dayBranch: '日支', monthBranch: '月支' }

/** All 神煞 of a chart with level ≤ maxLevel, one hit per (star, pillar), first basis wins. */
export function findShensha(ctx: ShenshaContext, maxLevel: number): ShenshaHit[] {
  const hits: ShenshaHit[] = []
  const seen = new Set<string>()
  const add = (def: ShenshaDef, pillar: PillarKey, by: string) => {
    const key = `${def.id}:${pillar}`
    if (seen.has(key)) return
    seen.add(key)
    hits.push({ id: def.id, name: def.name, level: def.level, nature: def.nature, pillar, by, rule: def.rule, source: def.source })
  }
  const p = ctx.pillars
  for (const def of SHENSHA) {
    if (def.level > maxLevel) continue
    if (def.target === 'pillar') {
      if (def.pillars!.includes(p.day.name)) add(def, 'day', `日柱${p.day.name}`)
      continue
    }
    if (def.id === 'kongWang') {
      for (const ref of ['day', 'year'] as const) {
        const empty = xunKong(p[ref])
        for (const k of PILLAR_KEYS)
          if (k !== ref && empty.includes(p[k].branch))
            add(def, k, `${PILLAR_NAMES[ref]}${p[ref].name}旬空${empty.map((b) => BRANCH_NAMES[b]).join('')}`)
      }
      continue
    }
    if (def.id === 'yuanChen') {
      const yangYear = p.year.stem % 2 === 0
      const forward = (yangYear && ctx.sex === 1) || (!yangYear && ctx.sex !== 1)
      const target = (p.year.branch + 6 + (forward ? 1 : -1) + 12) % 12
      for (const k of PILLAR_KEYS)
        if (k !== 'year' && p[k].branch === target) add(def, k, `年支${BRANCH_NAMES[p.year.branch]}（${forward ? '阳男阴女' : '阴男阳女'}）`)
      continue
    }
    for (const basis of def.basis) {
      if (basis === 'dayPillar' || basis === 'yearBranchAndSex') continue
      const refKey = BASIS_PILLAR[basis]
      const ref = p[refKey]
      const refIndex = basis.endsWith('Stem') ? ref.stem : ref.branch
      const wanted = def.table![refIndex]
      const by = `${BASIS_LABEL[basis]}${basis.endsWith('Stem') ? STEM_NAMES[refIndex] : BRANCH_NAMES[refIndex]}`
      const stemLookup = basis.endsWith('Stem')
      for (const k of PILLAR_KEYS) {
        // Branch-based stars are looked for in the other pillars; stem-based ones in all four.
        if (!stemLookup && k === refKey && def.target !== 'stem' && def.target !== 'either') continue
        const g = p[k]
        const found =
          def.target === 'stem'
            ? wanted.includes(g.stem)
            : def.target === 'either'
              ? wanted.some((w) => (w >= 100 ? g.branch === w - 100 : g.stem === w))
              : wanted.includes(g.branch)
        if (found) add(def, k, by)
      }
    }
  }
  return hits
}
