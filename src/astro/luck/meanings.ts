/**
 * Our own readings of each factor kind: a moving planet in one aspect family (conjunction, soft = trine/sextile,
 * hard = square/opposition) to a natal point; the year factors; the daily card's 十神 and branch relations.
 * zh-Hans source; pages convert with useLocalize. Imported only by sub-package pages and the CLI.
 */
import type { PlanetId } from '../bodies'
import type { ShiShen } from '@/divination/bazi'
import type { BranchRelation } from './daily'
import type { AspectFamily } from './tables'
import type { YearFactor } from './reading'

export const TRANSIT_TEXTS: Record<PlanetId, Record<AspectFamily, string>> = {
  Moon: {
    conjunction: '情绪被轻轻拨动，对身边的人和事更敏感，适合照顾自己的起居与心情。',
    soft: '心情平顺，与家人朋友相处自然融洽，做事节奏容易找准。',
    hard: '情绪起伏较快，容易因小事烦躁，先缓一缓再回应他人。',
  },
  Sun: {
    conjunction: '精力与存在感集中，是表态、起头和让人看见你的时刻。',
    soft: '自信充足，想法容易得到认可，适合推进手头的重要事务。',
    hard: '意志与外界相顶，容易逞强或与权威较劲，宜收敛锋芒。',
  },
  Mercury: {
    conjunction: '思路活跃，消息和联络增多，适合写作、沟通和整理计划。',
    soft: '表达清楚、学习吸收快，谈判与签约较为顺畅。',
    hard: '容易误会或遗漏细节，文书、行程与转账要多核对一遍。',
  },
  Venus: {
    conjunction: '人缘与魅力上升，适合约会、打扮和享受美好的事物。',
    soft: '关系和睦，合作愉快，也容易有小额进账或得到礼物。',
    hard: '在感情或花钱上容易放纵，期待落差带来些许失望。',
  },
  Mars: {
    conjunction: '行动力旺盛但火气也大，适合运动与攻坚，注意避免冲动受伤。',
    soft: '干劲十足，效率高，是开始新项目或解决积压问题的好时机。',
    hard: '易起冲突、急躁或发生小意外，开车、用刀具与争执时都要留神。',
  },
  Jupiter: {
    conjunction: '机会与贵人靠近，视野打开，适合扩展事业、进修或远行。',
    soft: '顺风顺水，付出容易得到回报，适合申请、投资与学习。',
    hard: '乐观过头，容易许诺太多或花费超支，量力而行即可。',
  },
  Saturn: {
    conjunction: '责任加重，进展放慢，需要耐心打基础，也是定下长期方向的时候。',
    soft: '踏实努力会被看见，适合制定规划、整顿财务与巩固关系。',
    hard: '压力与阻碍增多，事情拖延或受限，注意休息，不宜硬碰硬。',
  },
  Uranus: {
    conjunction: '突如其来的变化打破惯性，想挣脱束缚，尝试新方式。',
    soft: '灵感涌现，意外的好消息或新朋友带来转机。',
    hard: '计划易被打乱，情绪紧绷，保持弹性并为意外留出余地。',
  },
  Neptune: {
    conjunction: '直觉与想象力增强，但界线模糊，重要决定宜再三确认。',
    soft: '心灵柔软，适合艺术创作、冥想与帮助他人。',
    hard: '容易迷惘或被误导，警惕不实的信息和过度理想化。',
  },
  Pluto: {
    conjunction: '深层的转变在发生，旧的模式需要放下，力量也随之增强。',
    soft: '掌控力与洞察力提升，适合处理复杂事务与深入研究。',
    hard: '权力拉扯或压力浮现，避免控制与对抗，让该结束的结束。',
  },
} as const

export const YEAR_TEXTS: Record<YearFactor['kind'], string> = {
  solarReturnAsc: '太阳回归盘的上升点落入本命此宫：这一年的心力与行动多围绕该宫的事务展开。',
  solarReturnMc: '太阳回归盘的天顶落入本命此宫：这一年的目标与外在成就与该宫的主题相连。',
  progressedMoon: '推运月亮行经本命此宫：这段时间情感需要与关注点落在该宫的领域。',
} as const

export const SHI_SHEN_TEXTS: Record<ShiShen, string> = {
  正印: '今日有长辈或师友扶持，适合学习、充电和处理文书。',
  偏印: '思绪偏向独处与钻研，灵感多但不宜操之过急。',
  比肩: '同伴相助，合作顺利，但也要守住自己的那一份。',
  劫财: '人情往来多，开销易超出预期，借贷与合伙宜谨慎。',
  食神: '心情舒展，口福与创意俱佳，适合表达与享受生活。',
  伤官: '才华外露却易言语冲撞，说话前先想一想。',
  正财: '踏实付出有所收获，适合处理账目和稳健理财。',
  偏财: '有意外之财或社交机会，但来得快也去得快。',
  正官: '规矩与责任当前，按部就班能赢得信任与认可。',
  七杀: '压力与挑战迎面而来，迎难而上亦需量力而为。',
} as const

export const BRANCH_TEXTS: Record<BranchRelation, string> = {
  liuHe: '日支与命局日支相合，人际和顺，易得配合。',
  sanHe: '日支与命局日支同局，气场相投，办事省力。',
  chong: '日支冲命局日支，易有变动奔波，凡事多留余地。',
  fuYin: '日支与命局日支相同，事情易反复，宜稳不宜变。',
  none: '日支与命局日支无合无冲，平稳度日即可。',
} as const
