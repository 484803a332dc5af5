/**
 * Our own short Chinese readings of the human design chart parts (written for this app), keyed by the engine's ids.
 * Terms follow the Chinese names in common use (生产者, 荐骨权威 …); the sentences are ours.
 */
import type { Authority, Definition } from './bodygraph'
import type { CenterId, HumanDesignType, Profile, STRATEGIES } from './tables'

export interface Reading {
  name: string
  text: string
}

export const TYPE_MEANINGS: Record<HumanDesignType, Reading> = {
  Generator: {
    name: '生产者',
    text: '荐骨中心有定义，身上有持续运转的生命能量。做真正让自己有感觉的事时精力充沛，勉强自己去做时容易挫败。',
  },
  ManifestingGenerator: {
    name: '显示生产者',
    text: '荐骨有定义，动力中心又接通了喉咙，既有持久的能量，也有快速落地的冲劲，常同时推进几件事，也会跳过多余的步骤。',
  },
  Manifestor: {
    name: '显示者',
    text: '荐骨空白，动力中心接通喉咙，能自己发起行动、开创局面。行动前先让相关的人知道，阻力会小很多。',
  },
  Projector: {
    name: '投射者',
    text: '荐骨空白，没有动力接通喉咙。擅长看清别人和系统如何运作，适合引导与管理；被真正认可时，能量才用得其所。',
  },
  Reflector: {
    name: '反映者',
    text: '九个中心全部空白，像一面镜子映照周围的环境与人群。所处的地方和身边的人，决定了你过得好不好。',
  },
}

export const STRATEGY_MEANINGS: Record<(typeof STRATEGIES)[HumanDesignType], Reading> = {
  inform: { name: '告知', text: '行动之前告诉会受影响的人，不是请求许可，而是为自己的冲动扫清阻力。' },
  respond: { name: '等待回应', text: '不急于凭头脑发起，等生活中出现的人和事触动你，再听荐骨“嗯哼”或“嗯嗯”的回答。' },
  waitForInvitation: { name: '等待邀请', text: '人生的大事（工作、伴侣、居所）等别人认出你的才能并正式邀请，再投入其中。' },
  waitLunarCycle: { name: '等待月亮周期', text: '重要的决定给自己大约二十八天，让月亮走完一圈，在不同的日子里反复体会后再定。' },
}

export const AUTHORITY_MEANINGS: Record<Authority, Reading> = {
  Emotional: { name: '情绪权威', text: '情绪有高有低，当下没有真相。等情绪的波浪走过一轮，心里平静清楚了再做决定。' },
  Sacral: { name: '荐骨权威', text: '身体当下的直接反应就是答案：被问到时脱口而出的肯定或否定，比头脑的权衡更可靠。' },
  Splenic: { name: '直觉权威', text: '脾中心的直觉只在当下轻声出现一次，关乎安全与健康，听到了就跟随，不要事后再推敲。' },
  EgoManifested: { name: '意志力权威（显示型）', text: '说出口的“我想要”就是方向：听自己在说什么，问问这件事是否真的值得投入意志。' },
  EgoProjected: { name: '意志力权威（投射型）', text: '在被邀请的前提下，听心里的意愿：对我有什么好处？我愿不愿意为它付出？' },
  SelfProjected: { name: '自我投射权威', text: '把想法讲给信任的人听，不为得到建议，而是在自己的声音里听出方向与认同感。' },
  Mental: { name: '环境权威（无内在权威）', text: '头脑不是决定者。去对的环境，和几位信任的人谈谈，在谈话与环境的感受中看清选择。' },
  Lunar: { name: '月亮权威', text: '随着月亮经过你各个闸门，感受每天不同；用一个完整的月亮周期来观察，再做决定。' },
}

export const DEFINITION_MEANINGS: Record<Definition, Reading> = {
  None: { name: '无定义', text: '没有固定的能量回路，对外界高度开放，每天都在体验他人的能量。' },
  Single: { name: '一分人', text: '所有定义的中心连成一体，内在自成系统，独处时也觉得完整。' },
  Split: { name: '二分人', text: '定义分成两块，常被能接通两块的人吸引，和别人在一起时感到被补全。' },
  TripleSplit: { name: '三分人', text: '定义分成三块，需要在不同的人与场合之间走动，让各部分慢慢接通。' },
  QuadrupleSplit: { name: '四分人', text: '定义分成四块，内在节奏丰富而缓慢，给自己充足的时间消化每件事。' },
}

/** Line keynotes (personality line first, then design line). */
export const LINE_NAMES = ['研究者', '隐士', '烈士', '机会主义者', '异端者', '人生典范'] as const

export const PROFILE_MEANINGS: Record<Profile, string> = {
  '1/3': '打好扎实的基础，在反复试错中确认什么真正可靠。',
  '1/4': '以深入的研究为根基，再通过身边的人脉把所知分享出去。',
  '2/4': '天分常在独处中自然流露，被朋友们认出并召唤出来。',
  '2/5': '需要自己的空间，却常被他人投射为能解决问题的人。',
  '3/5': '在碰撞与失误里学习，把找到的实用方法交给需要的人。',
  '3/6': '前半生多经历、多尝试，后半生沉淀为旁人可借鉴的榜样。',
  '4/6': '人际关系是机会的来源，随年龄增长，渐成身边人的典范。',
  '4/1': '走一条固定而独特的路，人生方向不易被外界扭转。',
  '5/1': '被期待带来解决之道，深入的研究让你担得起这份信任。',
  '5/2': '天生的能力会被人看见并期待，同时需要退回自己的空间。',
  '6/2': '分阶段成长，从投入到旁观，最终活出自己的天分与样子。',
  '6/3': '在不断尝试中积累阅历，最后成为有实际经验的榜样。',
}

export const CROSS_ANGLE_NAMES = { right: '右角度交叉', juxtaposition: '并列交叉', left: '左角度交叉' } as const
export const CROSS_ANGLE_MEANINGS = {
  right: '人生主题偏向个人的旅程，在自身的经历中完成使命。',
  juxtaposition: '人生主题固定而独特，介于个人与他人之间，走自己专属的路。',
  left: '人生主题与他人紧密相连，在关系与互动中完成使命。',
} as const

export const CENTER_MEANINGS: Record<CenterId, { name: string; defined: string; open: string }> = {
  Head: { name: '头顶中心', defined: '头脑常被固定的问题推动，有稳定的灵感来源。', open: '容易被别人的问题占据，不必回答每个问题。' },
  Ajna: { name: '逻辑中心', defined: '思考方式稳定，有自己一贯的观点与判断。', open: '能从多个角度看事情，不必急着显得确定。' },
  Throat: { name: '喉咙中心', defined: '表达与行动的方式稳定，说话有一贯的声调。', open: '表达随场合变化，不必为吸引注意而抢着说话。' },
  G: { name: 'G 中心', defined: '对自我与方向有稳定的感觉，知道自己是谁。', open: '身份感随环境流动，身处对的地方格外重要。' },
  Heart: { name: '意志力中心', defined: '意志力稳定，说到做到，也需要相应的休息。', open: '不必向别人证明自己的价值，少作承诺。' },
  Sacral: { name: '荐骨中心', defined: '拥有持续的生命力与工作能量，做热爱的事不易倦。', open: '能量不持久，知道何时够了就停下来休息。' },
  SolarPlexus: { name: '情绪中心', defined: '情绪有自己的波浪，需要时间沉淀后才清楚。', open: '会放大他人的情绪，不必为了避免冲突而退让。' },
  Spleen: { name: '直觉中心', defined: '免疫力与当下的直觉稳定，能感知安危。', open: '对健康与环境敏感，留意别抓着不再适合的东西。' },
  Root: { name: '根部中心', defined: '面对压力有稳定的节奏，能把压力化作推动力。', open: '容易被外界的压力催促，不必急着把事做完。' },
}
