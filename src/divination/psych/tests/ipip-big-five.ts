/**
 * IPIP Big-Five factor markers, 50 items (Goldberg 1992, "The development of markers for the Big-Five factor
 * structure", Psychological Assessment 4(1):26–42), as published by the International Personality Item Pool,
 * https://ipip.ori.org/New_IPIP-50-item-scale.htm — public domain. Item order and keying are IPIP's:
 * E 1+ 6− 11+ 16− 21+ 26− 31+ 36− 41+ 46−; A 2− 7+ 12− 17+ 22− 27+ 32− 37+ 42+ 47+;
 * C 3+ 8− 13+ 18− 23+ 28− 33+ 38− 43+ 48+; ES 4− 9+ 14− 19+ 24− 29− 34− 39− 44− 49−;
 * I/O 5+ 10− 15+ 20− 25+ 30− 35+ 40+ 45+ 50+.
 * The Chinese wording of the items and all result texts are our own.
 */
import type { Keying, PsychItem, PsychScale, PsychTest } from '../types'

type ScaleId = 'extraversion' | 'agreeableness' | 'conscientiousness' | 'emotionalStability' | 'intellect'

// [n, Chinese item, scale, keying]; the English IPIP item follows in the comment.
const ITEMS = [
  [1, '在聚会上，我常是最活跃的那个人。', 'extraversion', '+'], // Am the life of the party.
  [2, '我不太在意别人的事。', 'agreeableness', '-'], // Feel little concern for others.
  [3, '我做事总是提前准备好。', 'conscientiousness', '+'], // Am always prepared.
  [4, '我很容易感到紧张、有压力。', 'emotionalStability', '-'], // Get stressed out easily.
  [5, '我的词汇量很丰富。', 'intellect', '+'], // Have a rich vocabulary.
  [6, '我话不多。', 'extraversion', '-'], // Don't talk a lot.
  [7, '我对别人很感兴趣。', 'agreeableness', '+'], // Am interested in people.
  [8, '我的东西常常随手乱放。', 'conscientiousness', '-'], // Leave my belongings around.
  [9, '大多数时候我都很放松。', 'emotionalStability', '+'], // Am relaxed most of the time.
  [10, '我很难理解抽象的概念。', 'intellect', '-'], // Have difficulty understanding abstract ideas.
  [11, '和别人在一起时，我感到自在。', 'extraversion', '+'], // Feel comfortable around people.
  [12, '我说话会伤到别人。', 'agreeableness', '-'], // Insult people.
  [13, '我很留意细节。', 'conscientiousness', '+'], // Pay attention to details.
  [14, '我常为各种事情担心。', 'emotionalStability', '-'], // Worry about things.
  [15, '我的想象力很丰富。', 'intellect', '+'], // Have a vivid imagination.
  [16, '我习惯待在不显眼的位置。', 'extraversion', '-'], // Keep in the background.
  [17, '我能体会别人的感受。', 'agreeableness', '+'], // Sympathize with others' feelings.
  [18, '我常把事情弄得一团糟。', 'conscientiousness', '-'], // Make a mess of things.
  [19, '我很少情绪低落。', 'emotionalStability', '+'], // Seldom feel blue.
  [20, '我对抽象的想法不感兴趣。', 'intellect', '-'], // Am not interested in abstract ideas.
  [21, '我常主动和别人搭话。', 'extraversion', '+'], // Start conversations.
  [22, '别人遇到的难处，我没什么兴趣了解。', 'agreeableness', '-'], // Am not interested in other people's problems.
  [23, '该做的杂事，我会马上做完。', 'conscientiousness', '+'], // Get chores done right away.
  [24, '我很容易心神不宁。', 'emotionalStability', '-'], // Am easily disturbed.
  [25, '我常有很棒的点子。', 'intellect', '+'], // Have excellent ideas.
  [26, '我通常没什么话可说。', 'extraversion', '-'], // Have little to say.
  [27, '我心肠很软。', 'agreeableness', '+'], // Have a soft heart.
  [28, '我常忘记把东西放回原处。', 'conscientiousness', '-'], // Often forget to put things back in their proper place.
  [29, '我很容易心烦意乱。', 'emotionalStability', '-'], // Get upset easily.
  [30, '我的想象力不太好。', 'intellect', '-'], // Do not have a good imagination.
  [31, '在聚会上，我会和很多不同的人聊天。', 'extraversion', '+'], // Talk to a lot of different people at parties.
  [32, '我其实对别人不太感兴趣。', 'agreeableness', '-'], // Am not really interested in others.
  [33, '我喜欢井井有条。', 'conscientiousness', '+'], // Like order.
  [34, '我的心情经常变来变去。', 'emotionalStability', '-'], // Change my mood a lot.
  [35, '我理解事情很快。', 'intellect', '+'], // Am quick to understand things.
  [36, '我不喜欢引起别人的注意。', 'extraversion', '-'], // Don't like to draw attention to myself.
  [37, '我愿意抽出时间陪伴和帮助别人。', 'agreeableness', '+'], // Take time out for others.
  [38, '我会逃避自己该做的事。', 'conscientiousness', '-'], // Shirk my duties.
  [39, '我的情绪常常大起大落。', 'emotionalStability', '-'], // Have frequent mood swings.
  [40, '我说话写字爱用比较艰深的词。', 'intellect', '+'], // Use difficult words.
  [41, '成为众人关注的焦点，我并不介意。', 'extraversion', '+'], // Don't mind being the center of attention.
  [42, '我能感受到别人的情绪。', 'agreeableness', '+'], // Feel others' emotions.
  [43, '我按照日程安排做事。', 'conscientiousness', '+'], // Follow a schedule.
  [44, '我很容易被惹恼。', 'emotionalStability', '-'], // Get irritated easily.
  [45, '我常花时间细细思考各种事情。', 'intellect', '+'], // Spend time reflecting on things.
  [46, '在陌生人面前，我很安静。', 'extraversion', '-'], // Am quiet around strangers.
  [47, '我能让别人感到轻松自在。', 'agreeableness', '+'], // Make people feel at ease.
  [48, '我对自己的工作要求严格。', 'conscientiousness', '+'], // Am exacting in my work.
  [49, '我经常情绪低落。', 'emotionalStability', '-'], // Often feel blue.
  [50, '我的想法层出不穷。', 'intellect', '+'], // Am full of ideas.
] as const satisfies readonly (readonly [number, string, ScaleId, Keying])[]

const SCALES = [
  {
    id: 'extraversion',
    name: '外向性',
    short: '外向',
    description: '你从与人相处和外部活动中获得多少能量：爱不爱说话、喜不喜欢热闹、是否乐于站到台前。',
    bands: [
      {
        minPct: 0,
        title: '安静内敛',
        text: '你更习惯安静的环境，话说得少而想得多，社交之后需要独处来恢复精力。这不等于害羞或冷淡，只是你的能量更多地朝向内心。给自己留出独处的时间，在重要的场合有准备地表达，别人会更了解你。',
      },
      {
        minPct: 35,
        title: '动静皆宜',
        text: '你在人群里聊得开，也享受一个人的时光，会按场合调整自己的状态。这份弹性让你在合作和独立做事之间切换自如；留意自己的精力，累了就及时抽身。',
      },
      {
        minPct: 65,
        title: '热情外放',
        text: '你喜欢和人打交道，在热闹的场合如鱼得水，乐于开启话题、带动气氛，热情很容易感染身边的人。偶尔也给安静的人留些说话的空间，并练习独处时的专注。',
      },
    ],
  },
  {
    id: 'agreeableness',
    name: '宜人性',
    short: '宜人',
    description: '你如何对待他人：是否体贴、信任、乐于帮忙，还是更看重坚持己见、与人保持距离。',
    bands: [
      {
        minPct: 0,
        title: '直率独立',
        text: '你说话直接，不轻易随声附和，更在意事情本身是否合理，而不是气氛是否融洽。这让你在需要坚持原则时站得住；在亲近的关系里，多一句体谅的话，对方会更愿意听你的意见。',
      },
      {
        minPct: 35,
        title: '友善有分寸',
        text: '你愿意体谅和帮助别人，也知道在必要时说“不”。在照顾他人和保护自己之间，你大多能找到合适的分寸。',
      },
      {
        minPct: 65,
        title: '温和体贴',
        text: '你心地柔软，容易察觉别人的情绪，乐于付出时间和耐心，身边的人和你在一起会感到安心。记得把同样的体贴留一些给自己，该拒绝的时候不必勉强。',
      },
    ],
  },
  {
    id: 'conscientiousness',
    name: '尽责性',
    short: '尽责',
    description: '你做事的条理与自律：是否有计划、讲秩序、重细节，能不能把该做的事做完。',
    bands: [
      {
        minPct: 0,
        title: '随性灵活',
        text: '你不喜欢被计划和规矩束缚，更愿意顺着当下的状态做事，应变快，但物品和日程容易散乱。给最重要的几件事定下固定的时间和位置，就能少很多手忙脚乱。',
      },
      {
        minPct: 35,
        title: '张弛有度',
        text: '重要的事你会认真对待，其他时候也允许自己放松一些。需要时你能打起精神，把事情收拾得井井有条。',
      },
      {
        minPct: 65,
        title: '严谨可靠',
        text: '你做事有计划、讲条理、重细节，答应的事一定做到，别人很放心把事情交给你。偶尔放下对完美的要求，给计划留一点余地，你会更轻松。',
      },
    ],
  },
  {
    id: 'emotionalStability',
    name: '情绪稳定性',
    short: '稳定',
    description: '面对压力和烦心事时，你的情绪是否平稳：容易紧张、担忧、烦躁，还是大多数时候放松从容。分数越高越稳定。',
    bands: [
      {
        minPct: 0,
        title: '感受敏锐',
        text: '你对压力和变化很敏感，容易担心、紧张，心情起伏也较大。敏感让你察觉到别人忽略的细节，也容易消耗自己。规律作息、运动和找人倾诉都能帮你稳住情绪；如果困扰持续而强烈，不妨向专业人士求助。',
      },
      {
        minPct: 35,
        title: '大体平稳',
        text: '日常的小波折你大多能消化，压力大时也会紧张烦躁，但通常能较快恢复。找到让自己放松的方法，忙碌时主动用上它们。',
      },
      {
        minPct: 65,
        title: '沉着从容',
        text: '你大多数时候放松而平静，不容易被小事扰乱，遇到麻烦也能稳住心神，这份从容会让身边的人安心。同时也别忽视自己偶尔真实的低落。',
      },
    ],
  },
  {
    id: 'intellect',
    name: '智识与想象',
    short: '想象',
    description: '你对想法与想象的兴趣：是否爱琢磨抽象的问题、点子多、理解快、用词丰富。也常被称为“开放性”。',
    bands: [
      {
        minPct: 0,
        title: '务实具体',
        text: '你更看重具体、实用的东西，对空泛的理论兴趣不大，做事脚踏实地，落实计划时效率很高。偶尔尝试一个新领域或新想法，也许会带来意外的收获。',
      },
      {
        minPct: 35,
        title: '想做兼顾',
        text: '你对新想法有兴趣，又不会脱离实际：能欣赏有创意的东西，也愿意把注意力放在能落地的事情上。',
      },
      {
        minPct: 65,
        title: '好奇多思',
        text: '你头脑活跃，想象力丰富，喜欢琢磨抽象的问题和新奇的点子，理解事物也快。给想法找一个出口——写下来、做出来，它们会更有分量。',
      },
    ],
  },
] as const satisfies readonly (PsychScale & { id: ScaleId })[]

export const IPIP_BIG_FIVE: PsychTest = {
  id: 'big-five',
  title: '大五人格（IPIP 50 题）',
  summary: '从外向性、宜人性、尽责性、情绪稳定性、智识与想象五个方面描绘你的性格。',
  instructions: '下面有 50 句描述。请按你现在通常的样子，而不是希望成为的样子，判断每句话与你的符合程度。不必想太久，凭第一感觉作答。',
  source: '国际人格题库（IPIP）的大五因素标记 50 题（Goldberg, 1992；ipip.ori.org），属公有领域；中文译文与结果说明为本应用撰写。',
  minutes: 8,
  likert: ['非常不符合', '比较不符合', '说不清', '比较符合', '非常符合'],
  scales: SCALES,
  items: ITEMS.map(([n, text, scale, keyed]): PsychItem => ({ n, text, scale, keyed })),
  disclaimer: '本测试用于自我了解，不是心理诊断。结果的高低按本量表可能得分的范围划分，并非与人群比较的百分位。',
}
