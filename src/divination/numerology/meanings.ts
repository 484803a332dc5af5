/** Our own texts for life numbers (written for this app): each number 1–9 and the master numbers, and the grid lines. */
export interface NumberMeaning {
  /** Short title, 2–6 characters, e.g. 1: 开创者. */
  title: string
  /** Three keywords, 2–4 characters each. */
  keywords: readonly string[]
  /** Two or three sentences, 50–90 Chinese characters: the number's nature. */
  meaning: string
  /** One sentence, 20–40 characters: strengths. */
  strengths: string
  /** One sentence, 20–40 characters: what to watch. */
  challenges: string
}

/** Keys 1–9, 11, 22, 33. */
export const NUMBER_MEANINGS: Readonly<Record<number, NumberMeaning>> = {
  1: {
    title: '开创者',
    keywords: ['独立', '领导', '开拓'],
    meaning:
      '一号人天生带着向前冲的劲头，习惯自己拿主意、自己闯出一条路。他们重视自主与尊严，不愿活在别人的安排里，往往在新局面刚开始时最能发光发热。',
    strengths: '行动果断，敢于先走一步，能在混乱中替大家定下方向。',
    challenges: '容易固执己见、急于求成，需要学会倾听并接纳别人的帮助。',
  },
  2: {
    title: '协调者',
    keywords: ['合作', '敏感', '包容'],
    meaning: '二号人心思细腻，善于感受他人的情绪与需要，常常在人群中扮演桥梁的角色。他们追求和谐与陪伴，相信两个人一起走比独自前行更踏实。',
    strengths: '体贴周到，懂得配合与调解，能让团队气氛变得柔和安稳。',
    challenges: '容易过度在意他人眼光而压抑自己，要练习清楚表达真实想法。',
  },
  3: {
    title: '表达者',
    keywords: ['表达', '创意', '乐观'],
    meaning: '三号人脑筋灵活、想象丰富，喜欢用语言、文字或艺术把内心的感受说出来。他们像一束轻快的光，常为身边的人带来笑声与新鲜点子。',
    strengths: '口才好、点子多，擅长用生动的方式感染和鼓舞他人。',
    challenges: '兴趣容易分散、做事虎头蛇尾，需要培养耐心把想法落到实处。',
  },
  4: {
    title: '建设者',
    keywords: ['稳定', '秩序', '踏实'],
    meaning: '四号人重视规则与计划，喜欢一步一个脚印地把事情做扎实。他们给人可靠、守信的印象，擅长为家庭和团队打下稳固的基础。',
    strengths: '认真负责、条理分明，交到手上的事总能按时稳妥地完成。',
    challenges: '有时过于保守死板，面对变化时要允许自己多一点弹性。',
  },
  5: {
    title: '探险者',
    keywords: ['自由', '变化', '好奇'],
    meaning: '五号人热爱新鲜体验，对世界充满好奇，总想亲自去看一看、试一试。他们适应力强、反应灵敏，在不断变化的环境里反而最有活力。',
    strengths: '思维灵活、善于应变，能迅速融入新环境并带动气氛。',
    challenges: '容易三分钟热度、讨厌束缚，要学会对承诺和长期目标保持专注。',
  },
  6: {
    title: '守护者',
    keywords: ['关怀', '责任', '奉献'],
    meaning: '六号人心中装着家人与朋友，乐于照顾别人、承担责任。他们追求美好与公平，常常主动成为大家的依靠，让身边的人感到温暖和被接纳。',
    strengths: '温柔可靠、富有责任感，愿意付出时间和心力去守护所爱之人。',
    challenges: '容易操心过度或把付出变成控制，也要记得好好照顾自己。',
  },
  7: {
    title: '探索者',
    keywords: ['思考', '求真', '独处'],
    meaning: '七号人习惯向内探寻，喜欢追问事物背后的道理。他们需要安静的独处时间来整理思绪，对知识、信仰或专业领域常有深入而独到的见解。',
    strengths: '观察敏锐、分析透彻，能沉下心来钻研别人忽略的细节。',
    challenges: '容易疑心较重、与人保持距离，需要试着敞开心扉分享感受。',
  },
  8: {
    title: '实干家',
    keywords: ['权力', '成就', '财富'],
    meaning: '八号人目标明确、企图心强，善于看清资源和局势，把想法变成看得见的成果。他们重视效率与实力，往往在事业和理财方面表现出过人的魄力。',
    strengths: '有魄力、有担当，擅长管理资源并带领团队达成目标。',
    challenges: '容易过于看重输赢与金钱，要平衡工作与情感，别忽略身边的人。',
  },
  9: {
    title: '理想家',
    keywords: ['博爱', '理想', '宽容'],
    meaning: '九号人胸怀宽广，心里装着比自己更大的世界，渴望为他人和社会做些有意义的事。他们富有同情心与想象力，常被美好的理想所感召。',
    strengths: '心地善良、视野开阔，乐于助人并能理解不同立场的人。',
    challenges: '容易理想化而忽略现实，也要学会放下过去、照顾自己的需要。',
  },
  11: {
    title: '启发者',
    keywords: ['直觉', '灵感', '感召'],
    meaning: '十一是带有特殊能量的大师数，象征敏锐的直觉与精神上的灵感。拥有它的人感受力极强，常能捕捉到别人未察觉的讯息，并用自身的光芒启发他人。',
    strengths: '直觉准确、富有远见，能以真诚的热情点亮他人的信心。',
    challenges: '情绪起伏大、容易紧张不安，需要让理想与日常生活踏实地结合。',
  },
  22: {
    title: '大建筑师',
    keywords: ['远见', '实践', '建设'],
    meaning: '二十二被称为大师建造者之数，兼具宏大的愿景与务实的执行力。拥有它的人能把看似遥远的梦想一砖一瓦地搭建起来，为众人留下长久的成果。',
    strengths: '眼光长远又脚踏实地，善于规划并把宏大的计划落到实处。',
    challenges: '对自己要求过高、压力沉重，要适时放松，不必独自扛起一切。',
  },
  33: {
    title: '大爱导师',
    keywords: ['无私', '疗愈', '教导'],
    meaning: '三十三象征大爱与教化，被视为导师之数。拥有它的人心怀慈悲，愿意无条件地付出，并以自身的言行去安慰、引导和滋养身边的人。',
    strengths: '慈悲宽厚、感染力强，能以温和的方式疗愈和鼓舞他人。',
    challenges: '容易背负过多他人的重担而忽略自身，需要学会设定界限。',
  },
}

export interface LineMeaning {
  /** Name of the line, 2–6 characters, e.g. 123: 艺术线. */
  name: string
  /** One or two sentences, 25–50 characters. */
  meaning: string
}

/** Keyed by the GRID_LINES ids. */
export const LINE_MEANINGS: Readonly<Record<string, LineMeaning>> = {
  '123': { name: '艺术线', meaning: '拥有这条线的人感受细腻、富有美感，容易在艺术、设计或创作中找到表达自我的出口。' },
  '456': { name: '组织线', meaning: '这条线代表条理与规划能力，善于安排人和事，能把复杂的工作整理得井井有条。' },
  '789': { name: '权力线', meaning: '这条线象征掌控力与领导欲，做事有主见、有魄力，适合在需要决策的位置上发挥。' },
  '147': { name: '物质线', meaning: '这条线着重务实与积累，重视实际的收获，肯脚踏实地打拼，生活中较有安全感。' },
  '258': { name: '感情线', meaning: '这条线代表丰富的情感与重感情的个性，重视与家人、伴侣和朋友之间的情感联结。' },
  '369': { name: '智慧线', meaning: '这条线象征思考与学习能力，头脑清晰、反应敏捷，喜欢用知识和创意解决问题。' },
  '159': { name: '事业线', meaning: '这条线代表强烈的进取心与目标感，对事业有明确的追求，愿意为理想持续努力。' },
  '357': { name: '人缘线', meaning: '这条线象征亲和力与社交能力，待人真诚随和，容易结交朋友并获得他人的帮助。' },
}
