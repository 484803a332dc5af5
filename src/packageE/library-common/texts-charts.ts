import type { LibraryText } from './texts-signs'

/** The chart types the app draws, written by us for the knowledge library (keys as in src/astro CHART_TYPES). */
export const CHART_TYPE_TEXTS = {
  natal: {
    keywords: ['出生', '本命', '性格', '天赋'],
    paragraphs: [
      '本命盘是出生那一刻、在出生地看到的天空：行星落在哪个星座、哪个宫位，彼此成什么相位。',
      '它是一切推运和合盘的底图。读本命盘，先看太阳、月亮与上升，再看各宫的主星和紧密的相位。',
    ],
  },
  transit: {
    keywords: ['行运', '过境', '当下', '时机'],
    paragraphs: [
      '行运盘把某一时刻天上的行星放在本命盘外圈，看它们此刻经过本命的哪些宫位、与哪些本命行星形成相位。',
      '慢行星（木星、土星及更远的行星）的行运影响一段较长的时期；月亮和快行星则说明几天之内的起伏。',
    ],
  },
  progression: {
    keywords: ['次限', '一日一年', '内在成长'],
    paragraphs: [
      '次限推运以“出生后一天对应人生一年”推算：三十岁的次限盘，就是出生后第三十天的天空。',
      '它变化缓慢，描述内在的成熟与心境的转变，次限月亮约两年半换一个星座，最常被拿来观察人生阶段。',
    ],
  },
  solarArc: {
    keywords: ['太阳弧', '推运', '事件'],
    paragraphs: [
      '太阳弧推运把本命盘上所有的点，都按次限太阳走过的弧度一起向前推，大约每年一度。',
      '推进的行星与本命行星、四轴形成整度相位时，常对应人生中较具体的事件。',
    ],
  },
  solarReturn: {
    keywords: ['日返', '生日', '年度'],
    paragraphs: [
      '日返盘是太阳每年回到出生时黄道位置的那一刻所起的盘，约在生日前后，描述接下来一年的主题。',
      '日返盘的上升与各宫重点随所在地而变，因此一些流派会留意生日当天身在何处。',
    ],
  },
  lunarReturn: {
    keywords: ['月返', '每月', '情绪'],
    paragraphs: [
      '月返盘是月亮回到出生时位置的那一刻所起的盘，大约每二十七天一次，描述一个月的情绪与生活节奏。',
      '它的时间尺度短，适合观察近期的安排，不宜单独用来判断大事。',
    ],
  },
  synastry: {
    keywords: ['比较', '关系', '相互作用'],
    paragraphs: [
      '比较盘把两个人的本命盘叠在一起：内圈是一个人，外圈是另一个人，看彼此行星之间的相位与落入对方的宫位。',
      '它说明两人相处时各自被触动的地方：吸引、默契，也包括摩擦和需要磨合之处。',
    ],
  },
  composite: {
    keywords: ['组合', '中点', '关系本身'],
    paragraphs: [
      '组合中点盘取两人每一颗行星在黄道上较近一侧的中点，合成一张新的盘，代表这段关系本身。',
      '它不属于任何一方，而是描述两人在一起时共同形成的性格、目标与课题。',
    ],
  },
  davison: {
    keywords: ['时空中点', '关系', '真实天空'],
    paragraphs: [
      '时空中点盘取两人出生时刻的中点与出生地的中点，起一张真实存在过的天空的盘。',
      '和组合中点盘一样描述关系本身；因为它是真实的时刻，也可以像本命盘一样做推运。',
    ],
  },
  marks: {
    keywords: ['马克斯', '个人感受', '关系中的自己'],
    paragraphs: [
      '马克斯盘由 Tracy Marks 提出：取一人的出生时刻与地点，和两人时空中点盘的时刻与地点，再求一次中点起盘。',
      '每段关系有两张马克斯盘，各属一方，描述这个人在关系中的体验、需要与付出；两张对照着读，可看出双方感受的差别。',
    ],
  },
  harmonic: {
    keywords: ['谐波', '倍数', '隐含模式'],
    paragraphs: [
      '谐波盘把每个黄道位置乘以同一个数 N 再取三百六十度的余数，让原本以三百六十度的 N 分之一为间隔的相位变成合相。',
      '例如五次谐波突显与创造、技巧有关的五分相系列，七次谐波突显灵感与理想。',
    ],
  },
} as const satisfies Record<string, LibraryText>

export type LibraryChartType = keyof typeof CHART_TYPE_TEXTS
export const LIBRARY_CHART_TYPES = Object.keys(CHART_TYPE_TEXTS) as LibraryChartType[]

/** Which chart types read alongside each other. */
export const CHART_TYPE_SEE: Readonly<Record<LibraryChartType, readonly LibraryChartType[]>> = {
  natal: ['transit', 'synastry'],
  transit: ['natal', 'progression'],
  progression: ['transit', 'solarArc'],
  solarArc: ['progression'],
  solarReturn: ['lunarReturn', 'transit'],
  lunarReturn: ['solarReturn'],
  synastry: ['composite', 'davison'],
  composite: ['synastry', 'davison'],
  davison: ['composite', 'synastry', 'marks'],
  marks: ['davison', 'synastry'],
  harmonic: ['natal'],
}
