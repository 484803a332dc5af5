/**
 * Our own short readings for the energy tab: one per 十神 of the day stem, one headline per 五行 relation and a
 * note for the day branch meeting the birth's day branch. zh-Hans source; zh-Hant is converted at run time.
 */
import type { ShiShen } from '../bazi/tables'
import type { ElementRelation } from '../common/ganzhi'
import type { BranchContact } from './index'

export const RELATION_TEXTS: Readonly<Record<ElementRelation, { title: string; tone: string }>> = {
  same: { title: '同气相助', tone: '与日主同五行，底气足' },
  generatedBy: { title: '得生得养', tone: '今日五行生扶日主，宜充电' },
  generates: { title: '才气外放', tone: '日主生今日五行，宜表达' },
  controls: { title: '用力有得', tone: '日主克今日五行，宜务实' },
  controlledBy: { title: '受约而立', tone: '今日五行克日主，宜守序' },
}

export const DAY_ENERGY_TEXTS: Readonly<Record<ShiShen, string>> = {
  比肩: '同类之气当令，精力充沛，适合自己拿主意、把拖着的事推进一步。与人合作时先讲清分工，免得各执一词。',
  劫财: '气势旺而容易冲动，花钱和表态都宜慢半拍。适合运动出汗，把多余的劲用在身体上。',
  食神: '心情松快，口福与灵感都不错，适合做喜欢的事、写点东西或下厨。别因为舒服就把正事一拖再拖。',
  伤官: '思路活跃，表达欲强，适合创作、提案、讲出新想法。说话留三分余地，少与人争一时对错。',
  偏财: '机会来得快去得也快，适合社交、谈合作、顺手处理财务琐事。见好就收，不宜冒进投机。',
  正财: '脚踏实地的一天，付出与回报比较对等。适合整理账目、完成手头任务，稳稳当当最有收获。',
  七杀: '压力与挑战并来，容易紧绷。把大事拆小，一件件做完；情绪上来时先深呼吸，再开口。',
  正官: '规则感强，适合面对上级、办手续、守约定。按部就班做事会被看见，不必事事求快。',
  偏印: '心思内收，直觉敏锐，适合独处、研究冷门的问题或静坐。留意别想太多而迟迟不动手。',
  正印: '被照顾、被支持的一天，适合学习、请教、休养生息。接受别人的好意，也记得道一声谢。',
}

export const BRANCH_TEXTS: Readonly<Record<BranchContact, string>> = {
  clash: '今日日支与你的日支相冲，节奏易被打乱，出行和重要决定多留余量。',
  combine: '今日日支与你的日支相合，人缘与配合都顺，适合约见、沟通与和解。',
  same: '今日日支与你的日支相同，气场熟悉，适合回到自己的节奏里。',
  none: '',
}
