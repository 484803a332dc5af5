/**
 * 安星诀: where each star goes, as pure functions of branch indices (子 = 0 … 亥 = 11).
 * The rules are the classical 口诀 quoted on each function (《紫微斗数全书》「安星诀」); their arithmetic was
 * checked against iztro 2.6.1 (src/star/location.ts, MIT) over random charts (tests/unit/divination/ziwei).
 */
import type { AdjectiveStarId, MajorStarId, MinorStarId } from './data/stars'

export const mod12 = (a: number) => ((a % 12) + 12) % 12
const B = { zi: 0, chou: 1, yin: 2, mao: 3, chen: 4, si: 5, wu: 6, wei: 7, shen: 8, you: 9, xu: 10, hai: 11 } as const

/** 三合 group of a branch: 0 申子辰, 1 巳酉丑, 2 寅午戌, 3 亥卯未. */
function sanHeGroup(branch: number): 0 | 1 | 2 | 3 {
  return ([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3] as const)[mod12(branch)]
}

/** 寅起正月，顺数至生月，逆数生时为命宫，顺数生时为身宫. */
export function mingShen(chartMonth: number, hourBranch: number): { ming: number; shen: number } {
  return { ming: mod12(B.yin + chartMonth - 1 - hourBranch), shen: mod12(B.yin + chartMonth - 1 + hourBranch) }
}

/** Palace stem by 五虎遁 from the year stem (寅 takes the 寅-month stem; 子 丑 continue after 亥). */
export function palaceStem(yinStem: number, branch: number): number {
  return (yinStem + mod12(branch - B.yin)) % 10
}

/**
 * 起紫微: 六五四三二，酉午亥辰丑，局数除日数，商数宫前走；若见数无余，便要起虎口，日数小于局，还直宫中守.
 * Add the least x ≥ 0 making (day + x) divisible by the 局 number n; count the quotient from 寅 (寅 = 1); then go
 * back x palaces when x is odd, forward x when even.
 */
export function ziweiBranch(lunarDay: number, bureau: number): number {
  let x = 0
  while ((lunarDay + x) % bureau !== 0) x++
  const q = (lunarDay + x) / bureau
  return mod12(B.yin + q - 1 + (x % 2 === 0 ? x : -x))
}

/**
 * 紫微逆去天机星，隔一太阳武曲辰，连接天同空二宫，廉贞居处方是真。
 * 天府顺行有太阴，贪狼而后巨门临，随来天相天梁继，七杀空三是破军。天府与紫微以寅申为轴对称.
 */
export function majorStarBranches(ziwei: number): Record<MajorStarId, number> {
  const tianfu = mod12(4 - ziwei)
  return {
    ziwei,
    tianji: mod12(ziwei - 1),
    taiyang: mod12(ziwei - 3),
    wuqu: mod12(ziwei - 4),
    tiantong: mod12(ziwei - 5),
    lianzhen: mod12(ziwei - 8),
    tianfu,
    taiyin: mod12(tianfu + 1),
    tanlang: mod12(tianfu + 2),
    jumen: mod12(tianfu + 3),
    tianxiang: mod12(tianfu + 4),
    tianliang: mod12(tianfu + 5),
    qisha: mod12(tianfu + 6),
    pojun: mod12(tianfu + 10),
  }
}

/** 甲禄到寅宫，乙禄居卯府，丙戊禄在巳，丁己禄在午，庚禄定居申，辛禄酉上补，壬禄亥中藏，癸禄居子户. */
export const LUCUN_BY_STEM = [B.yin, B.mao, B.si, B.wu, B.si, B.wu, B.shen, B.you, B.hai, B.zi] as const
/** 甲戊庚牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸兔蛇藏，六辛逢马虎 (魁, 钺). */
export const KUI_YUE_BY_STEM = [
  [B.chou, B.wei],
  [B.zi, B.shen],
  [B.hai, B.you],
  [B.hai, B.you],
  [B.chou, B.wei],
  [B.zi, B.shen],
  [B.chou, B.wei],
  [B.wu, B.yin],
  [B.mao, B.si],
  [B.mao, B.si],
] as const
/** 寅午戌马在申，申子辰马在寅，巳酉丑马在亥，亥卯未马在巳 (by 三合 group 申子辰, 巳酉丑, 寅午戌, 亥卯未). */
const MA_BY_GROUP = [B.yin, B.hai, B.shen, B.si] as const
/** 申子辰人寅戌扬，寅午戌人丑卯方，巳酉丑人卯戌位，亥卯未人酉戌房 (火, 铃 at the 子 hour). */
const HUO_LING_BY_GROUP = [
  [B.yin, B.xu],
  [B.mao, B.xu],
  [B.chou, B.mao],
  [B.you, B.xu],
] as const

/** The six lucky and six malefic minor stars plus 禄存 and 天马. */
export function minorStarBranches(yearStem: number, yearBranch: number, chartMonth: number, hourBranch: number): Record<MinorStarId, number> {
  const lucun = LUCUN_BY_STEM[yearStem]
  const [kui, yue] = KUI_YUE_BY_STEM[yearStem]
  const g = sanHeGroup(yearBranch)
  const [huo, ling] = HUO_LING_BY_GROUP[g]
  return {
    // 辰上顺正寻左辅，戌上逆正右弼当.
    zuofu: mod12(B.chen + chartMonth - 1),
    youbi: mod12(B.xu - (chartMonth - 1)),
    // 辰上顺时文曲位，戌上逆时觅文昌.
    wenchang: mod12(B.xu - hourBranch),
    wenqu: mod12(B.chen + hourBranch),
    tiankui: kui,
    tianyue: yue,
    lucun,
    tianma: MA_BY_GROUP[g],
    // 禄前擎羊，禄后陀罗.
    qingyang: mod12(lucun + 1),
    tuoluo: mod12(lucun - 1),
    huoxing: mod12(huo + hourBranch),
    lingxing: mod12(ling + hourBranch),
    // 亥上子时顺安劫，逆回便是地空亡.
    dikong: mod12(B.hai - hourBranch),
    dijie: mod12(B.hai + hourBranch),
  }
}

/** 流昌起巳位，甲乙顺流去，不用四墓宫；流曲起酉位，甲乙逆行踪 (文昌, 文曲 of a layer stem). */
export const FLOW_CHANG_QU_BY_STEM = [
  [B.si, B.you],
  [B.wu, B.shen],
  [B.shen, B.wu],
  [B.you, B.si],
  [B.shen, B.wu],
  [B.you, B.si],
  [B.hai, B.mao],
  [B.zi, B.yin],
  [B.yin, B.zi],
  [B.mao, B.hai],
] as const

/** 卯上起子逆数之，数到当生太岁支，坐守此宫红鸾位，对宫天喜不差移. */
export function hongLuan(yearBranch: number): number {
  return mod12(B.mao - yearBranch)
}

/** Branch of 天马 for a year branch. */
export function tianMa(yearBranch: number): number {
  return MA_BY_GROUP[sanHeGroup(yearBranch)]
}

export interface AdjectiveContext {
  yearStem: number
  yearBranch: number
  chartMonth: number
  /** Lunar day of the chart (1–30). */
  day: number
  hourBranch: number
  ming: number
  shen: number
  zuofu: number
  youbi: number
  wenchang: number
  wenqu: number
  /** 阴男阳女 (the sex's yin/yang differs from the year branch's). */
  reverse: boolean
  starSet: 'default' | 'zhongzhou'
}

/** 杂曜 placement; returns only the stars of the chosen star set. */
export function adjectiveStarBranches(c: AdjectiveContext): Partial<Record<AdjectiveStarId, number>> {
  const { yearStem: s, yearBranch: y, chartMonth: m, day: d } = c
  const g = sanHeGroup(y)
  const hl = hongLuan(y)
  const out: Partial<Record<AdjectiveStarId, number>> = {
    hongluan: hl,
    tianxi: mod12(hl + 6),
    // 天刑从酉起正月，顺至生月便安之；天姚丑宫起正月，顺到生月即停留.
    tianyao: mod12(B.chou + m - 1),
    tianxing: mod12(B.you + m - 1),
    // 华盖、咸池 by 三合: 申子辰 辰/酉, 巳酉丑 丑/午, 寅午戌 戌/卯, 亥卯未 未/子.
    xianchi: [B.you, B.wu, B.mao, B.zi][g],
    huagai: [B.chen, B.chou, B.xu, B.wei][g],
    // 月解: 正二在申三四在戌，五六在子七八在寅，九十月坐于辰宫，十一十二在午宫.
    jieshen: [B.shen, B.xu, B.zi, B.yin, B.chen, B.wu][Math.floor((m - 1) / 2)],
    // 由左辅之宫起初一，顺行至生日安三台；由右弼之宫起初一，逆行至生日安八座.
    santai: mod12(c.zuofu + d - 1),
    bazuo: mod12(c.youbi - (d - 1)),
    // 由文昌之宫起初一，顺行至生日再退一步起恩光；文曲同法起天贵.
    enguang: mod12(c.wenchang + d - 2),
    tiangui: mod12(c.wenqu + d - 2),
    // 龙池从辰宫起子，顺至本生年支；凤阁从戌宫起子，逆行至本生年支.
    longchi: mod12(B.chen + y),
    fengge: mod12(B.xu - y),
    // 天才由命宫起子，天寿由身宫起子，顺行至本生年支.
    tiancai: mod12(c.ming + y),
    tianshou: mod12(c.shen + y),
    // 台辅从午起子时、封诰从寅起子时，顺至生时.
    taifu: mod12(B.wu + c.hourBranch),
    fenggao: mod12(B.yin + c.hourBranch),
    // 天巫: 正五九月在巳，二六十月在申，三七十一在寅，四八十二在亥.
    tianwu: [B.si, B.shen, B.yin, B.hai][(m - 1) % 4],
    // 天官: 甲喜羊鸡乙龙猴… (甲未 乙辰 丙巳 丁寅 戊卯 己酉 庚亥 辛酉 壬戌 癸午).
    tianguan: [B.wei, B.chen, B.si, B.yin, B.mao, B.you, B.hai, B.you, B.xu, B.wu][s],
    // 天福: 甲酉 乙申 丙子 丁亥 戊卯 己寅 庚午 辛巳 壬午 癸巳.
    tianfuYear: [B.you, B.shen, B.zi, B.hai, B.mao, B.yin, B.wu, B.si, B.wu, B.si][s],
    // 天厨: 甲丁食蛇口，乙戊辛马方，丙从鼠口得，己食于猴房，庚食虎头上，壬鸡癸猪堂.
    tianchu: [B.si, B.wu, B.zi, B.si, B.wu, B.shen, B.yin, B.wu, B.you, B.hai][s],
    // 天月: 一犬二蛇三在龙，四虎五羊六兔宫，七猪八羊九在虎，十马冬犬腊寅中.
    tianyueMonth: [B.xu, B.si, B.chen, B.yin, B.wei, B.mao, B.hai, B.wei, B.yin, B.wu, B.xu, B.yin][m - 1],
    // 天德从酉起子、月德从巳起子，顺至生年支.
    tiande: mod12(B.you + y),
    yuede: mod12(B.si + y),
    // 天空: 生年支之前一位.
    tiankong: mod12(y + 1),
    // 旬空: the two empty branches of the birth year's 旬; 阳年取阳支，阴年取阴支.
    xunkong: mod12(y - s + 10 + (y % 2)),
    // 孤辰寡宿: 寅卯辰年巳丑，巳午未年申辰，申酉戌年亥未，亥子丑年寅戌.
    guchen: [B.yin, B.yin, B.si, B.si, B.si, B.shen, B.shen, B.shen, B.hai, B.hai, B.hai, B.yin][y],
    guasu: [B.xu, B.xu, B.chou, B.chou, B.chou, B.chen, B.chen, B.chen, B.wei, B.wei, B.wei, B.xu][y],
    // 蜚廉: 子丑寅年在申酉戌，卯辰巳年在巳午未，午未申年在寅卯辰，酉戌亥年在亥子丑.
    feilian: [B.shen, B.you, B.xu, B.si, B.wu, B.wei, B.yin, B.mao, B.chen, B.hai, B.zi, B.chou][y],
    // 破碎: 子午卯酉年巳，寅申巳亥年酉，辰戌丑未年丑.
    posui: [B.si, B.chou, B.you][y % 3],
    // 阴煞: 正七月寅，二八月子，三九月戌，四十月申，五十一午，六十二辰.
    yinsha: [B.yin, B.zi, B.xu, B.shen, B.wu, B.chen][(m - 1) % 6],
    // 天哭天虚起午宫，午宫起子两分踪，哭逆行兮虚顺转，数到生年便停留.
    tianku: mod12(B.wu - y),
    tianxu: mod12(B.wu + y),
    // 天伤奴仆、天使疾厄 (中州: 阴男阳女 swap them).
    tianshang: mod12(c.ming + (c.starSet === 'zhongzhou' && c.reverse ? 7 : 5)),
    tianshi: mod12(c.ming + (c.starSet === 'zhongzhou' && c.reverse ? 5 : 7)),
    // 年解: 解神从戌上起子，逆数至当生年太岁.
    nianjie: mod12(B.xu - y),
  }
  // 截路空亡: 甲己申酉，乙庚午未，丙辛辰巳，丁壬寅卯，戊癸子丑 (截路 the yang branch, 空亡 the yin one).
  const jielu = [B.shen, B.wu, B.chen, B.yin, B.zi][s % 5]
  if (c.starSet === 'zhongzhou') {
    // 中州 has one 截空: 阳年 in the yang branch, 阴年 in the yin branch.
    out.jiekong = y % 2 === 0 ? jielu : jielu + 1
    // 劫杀: 申子辰人蛇开口，亥卯未人猴速走，寅午戌人猪面黑，巳酉丑人虎咆哮.
    out.jiesha = [B.si, B.yin, B.hai, B.shen][g]
    // 大耗: 年支对冲，阳支顺进一位、阴支逆退一位.
    out.dahao = [B.wei, B.wu, B.you, B.shen, B.hai, B.xu, B.chou, B.zi, B.mao, B.yin, B.si, B.chen][y]
    // 龙德: 岁前十二神之第八 (岁建起年支).
    out.longde = mod12(y + 7)
  } else {
    out.jielu = jielu
    out.kongwang = jielu + 1
  }
  return out
}

/** 长生十二神 start by 五行局: 水二局申，木三局亥，金四局巳，土五局申，火六局寅. */
export const CHANGSHENG_START: Record<number, number> = { 2: B.shen, 3: B.hai, 4: B.si, 5: B.shen, 6: B.yin }
export const CHANGSHENG_12 = ['长生', '沐浴', '冠带', '临官', '帝旺', '衰', '病', '死', '墓', '绝', '胎', '养'] as const
/** 博士十二神 from 禄存: 博士 力士 青龙 小耗 将军 奏书 飞廉 喜神 病符 大耗 伏兵 官府. */
export const BOSHI_12 = ['博士', '力士', '青龙', '小耗', '将军', '奏书', '飞廉', '喜神', '病符', '大耗', '伏兵', '官府'] as const
/** 岁前十二神 from the year branch: 岁建 晦气 丧门 贯索 官符 小耗 大耗 龙德 白虎 天德 吊客 病符 (中州: 岁破 for 大耗). */
export const SUIQIAN_12 = ['岁建', '晦气', '丧门', '贯索', '官符', '小耗', '大耗', '龙德', '白虎', '天德', '吊客', '病符'] as const
/** 将前十二神: 寅午戌年将星午，申子辰年子将星，巳酉丑将酉上驻，亥卯未将卯上停. */
export const JIANGQIAN_12 = ['将星', '攀鞍', '岁驿', '息神', '华盖', '劫煞', '灾煞', '天煞', '指背', '咸池', '月煞', '亡神'] as const
const JIANGXING_BY_GROUP = [B.zi, B.you, B.wu, B.mao] as const

/** Twelve names laid from `start`, forwards or backwards; result indexed by branch. */
export function lay12(names: readonly string[], start: number, forward = true): string[] {
  const out = new Array<string>(12)
  for (let i = 0; i < 12; i++) out[mod12(start + (forward ? i : -i))] = names[i]
  return out
}

export function suiQian12(yearBranch: number, starSet: 'default' | 'zhongzhou'): string[] {
  const names = starSet === 'zhongzhou' ? SUIQIAN_12.map((n) => (n === '大耗' ? '岁破' : n)) : SUIQIAN_12
  return lay12(names, yearBranch)
}

export function jiangQian12(yearBranch: number): string[] {
  return lay12(JIANGQIAN_12, JIANGXING_BY_GROUP[sanHeGroup(yearBranch)])
}

/** 小限: 寅午戌人辰上起，申子辰人自戌宫，巳酉丑人未宫始，亥卯未人起丑宫；男顺女逆. */
export function xiaoXianStart(yearBranch: number): number {
  return [B.xu, B.wei, B.chen, B.chou][sanHeGroup(yearBranch)]
}

/** 童限: 一命二财三疾厄，四岁夫妻五福德，六岁事业为童限 (offsets from 命宫 in palace-name order). */
export const CHILDHOOD_PALACES = ['命宫', '财帛', '疾厄', '夫妻', '福德', '官禄'] as const
