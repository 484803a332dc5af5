/**
 * 七政 神煞 of the year branch that the bazi table does not hold: the 岁前十二神 that 七政 charts mark on the palaces
 * (太岁 on the year branch, then one 神 per branch forward) and the 岁神 黄幡, 豹尾, 岁煞. Each keeps its rule in
 * the form ShenshaDef uses (a table of target branches indexed by year branch, 子 first).
 * Sources: 《星学大成》 十二宫吉星凶神 (岁前十二神: 太岁 太阳 丧门 太阴 官符 死符 岁破 龙德 白虎 福德 吊客 病符);
 * 《协纪辨方书》 卷三 岁神 (丧门「岁前二辰」, 官符「岁前四辰」, 白虎「岁后四辰」, 吊客「岁后二辰」, 病符「岁后一辰」,
 * 岁破「太岁所冲之辰」, 黄幡「三合墓辰」, 豹尾「黄幡对冲」, 岁煞「寅午戌在丑 …」).
 */
import { bySanHe, type ShenshaDef } from '../bazi/shensha'

/** The branch `steps` ahead of the year branch, for each year branch (子 first). */
const ahead = (steps: number): number[][] => Array.from({ length: 12 }, (_, b) => [(b + steps) % 12])

const XIE_JI = '《协纪辨方书》卷三'
const XING_XUE = '《星学大成》十二宫吉星凶神'
const suiQian = (id: string, name: string, nature: ShenshaDef['nature'], steps: number, rule: string, source: string): ShenshaDef => ({
  id,
  name,
  level: 2,
  nature,
  basis: ['yearBranch'],
  rule,
  source,
  table: ahead(steps),
})

export const SUI_SHEN: readonly ShenshaDef[] = [
  suiQian('taiSui', '太岁', '中', 0, '太岁所在之辰：子年在子，丑年在丑', XIE_JI),
  suiQian('taiYang', '太阳', '吉', 1, '岁前一辰：子年在丑', XING_XUE),
  suiQian('sangMen', '丧门', '凶', 2, '岁前二辰：子年在寅', XIE_JI),
  suiQian('taiYin', '太阴', '吉', 3, '岁前三辰：子年在卯', XING_XUE),
  suiQian('guanFu', '官符', '凶', 4, '岁前四辰：子年在辰', XIE_JI),
  suiQian('siFu', '死符', '凶', 5, '岁前五辰：子年在巳', XIE_JI),
  suiQian('suiPo', '岁破', '凶', 6, '太岁所冲之辰：子年在午', XIE_JI),
  suiQian('longDe', '龙德', '吉', 7, '岁前七辰：子年在未', XING_XUE),
  suiQian('baiHu', '白虎', '凶', 8, '岁后四辰：子年在申', XIE_JI),
  suiQian('fuDe', '福德', '吉', 9, '岁前九辰：子年在酉', XING_XUE),
  suiQian('diaoKe', '吊客', '凶', 10, '岁后二辰：子年在戌', XIE_JI),
  suiQian('bingFu', '病符', '凶', 11, '岁后一辰：子年在亥', XIE_JI),
  {
    id: 'huangFan',
    name: '黄幡',
    level: 2,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '三合墓辰：申子辰在辰，亥卯未在未，寅午戌在戌，巳酉丑在丑',
    source: XIE_JI,
    table: bySanHe('辰', '未', '戌', '丑'),
  },
  {
    id: 'baoWei',
    name: '豹尾',
    level: 2,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '黄幡对冲：申子辰在戌，亥卯未在丑，寅午戌在辰，巳酉丑在未',
    source: XIE_JI,
    table: bySanHe('戌', '丑', '辰', '未'),
  },
  {
    id: 'suiSha',
    name: '岁煞',
    level: 2,
    nature: '凶',
    basis: ['yearBranch'],
    rule: '寅午戌在丑，亥卯未在戌，申子辰在未，巳酉丑在辰',
    source: XIE_JI,
    table: bySanHe('未', '戌', '丑', '辰'),
  },
]
