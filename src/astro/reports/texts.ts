/**
 * Our own report texts (written for this project, zh-Hans source; pages convert with useLocalize). Each entry reads
 * one chart factor: a sign's manner, a house's field of life, a planet's drive, a planet in the 10th, 2nd or 7th,
 * an aspect family, two signs' elements. Imported only by sub-package pages and tests.
 */

/** The manner a sign lends, 1 (Aries) … 12 (Pisces). */
export const SIGN_MANNER = [
  '直接、热烈，喜欢抢先一步，遇事先行动再调整，开创力强但耐心不足。',
  '稳健、务实，重视安全感与看得见的成果，节奏慢却持久，认定了就不轻易改变。',
  '灵活、好奇，信息来得快、想法转得快，擅长沟通与联络，也容易分心。',
  '细腻、念旧，以照顾和被照顾来建立安全感，情绪丰富，对亲近的人格外投入。',
  '热情、大方，渴望被看见与被肯定，有表现力和领导欲，也需要舞台和掌声。',
  '细致、讲究方法，注重条理与实用，愿意为把事情做好而反复打磨，也容易挑剔。',
  '讲求平衡与分寸，重视关系中的公平与美感，善于协调，但做决定时常常犹豫。',
  '深沉、专注，感受强烈而不轻易外露，喜欢看透事情的本质，爱憎分明。',
  '乐观、爱自由，向往远方与更大的视野，重视意义和信念，说话直率。',
  '务实、有耐心，目标清楚，愿意承担责任、一步步往上走，外表冷静内心有韧劲。',
  '独立、理性，重视朋友与理念，喜欢与众不同的做法，情感表达偏冷静。',
  '敏感、富有同理心，想象力强，容易被气氛感染，界限感较弱但包容度很高。',
] as const

/** The field of life of each house, 1 … 12 (a noun phrase). */
export const HOUSE_FIELD = [
  '自我形象、身体与待人接物的第一反应',
  '个人收入、财物与自我价值感',
  '沟通、学习、兄弟姐妹与短途往来',
  '家庭、根基、父母与内心的安全感',
  '恋爱、创作、娱乐与子女',
  '日常工作、健康习惯与服务他人',
  '伴侣、婚姻与一对一的合作关系',
  '共同财产、他人资源、亲密与转化',
  '远行、高等教育、信仰与人生观',
  '事业、社会地位、名声与人生目标',
  '朋友、团体、社群与对未来的期望',
  '潜意识、独处、疗愈与看不见的付出',
] as const

/** The drive each point brings (a noun phrase). */
export const POINT_DRIVE = {
  Sun: '自我表达与想要发光的意志',
  Moon: '情绪需要与安全感',
  Mercury: '思考、表达与学习的方式',
  Venus: '爱、审美与享受的能力',
  Mars: '行动力、欲望与竞争心',
  Jupiter: '扩张、信心与好运',
  Saturn: '责任、纪律与时间带来的考验',
  Uranus: '求变、独立与突破常规的冲动',
  Neptune: '理想、灵感与模糊的边界',
  Pluto: '深层的掌控欲与蜕变的力量',
  Asc: '给人的第一印象与面对世界的姿态',
  Mc: '人生方向与社会角色',
} as const

export type DrivePoint = keyof typeof POINT_DRIVE

/** What the Sun, Moon and Ascendant stand for, before the sign's manner. */
export const BIG_THREE_FRAME = {
  Sun: '你的核心性格与人生主轴：',
  Moon: '你的情绪底色与私下的样子：',
  Asc: '你给人的第一印象与处世方式：',
} as const

/** A planet in the 10th house: the career paragraph. */
export const CAREER_IN_10TH = {
  Sun: '太阳在第十宫，事业就是你发光的舞台：你需要一份能被看见、能署名的工作，适合担任负责人或代表人物，名声与成就感是你前进的主要动力。',
  Moon: '月亮在第十宫，公众与你的情绪紧紧相连：适合与人群、照护、餐饮或家居相关的行业，职业生涯可能随心境起伏而几经转换。',
  Mercury: '水星在第十宫，以头脑和口才立足：写作、教学、传媒、销售、咨询等与信息和沟通有关的工作最能发挥你的长处。',
  Venus: '金星在第十宫，人缘是事业的助力：适合艺术、设计、时尚、公关或与人合作的岗位，在和谐的环境里工作表现最好。',
  Mars: '火星在第十宫，事业上冲劲十足：喜欢竞争与挑战，适合创业、运动、工程或需要果断决策的职位，但要留意与上司的摩擦。',
  Jupiter: '木星在第十宫，事业运有贵人相助：容易得到提拔与认可，适合教育、法律、出版、跨国或需要远见的工作。',
  Saturn: '土星在第十宫，事业是一场长跑：起步可能较慢，责任也重，但凭借耐心与专业会在中年以后稳稳站上高位。',
  Uranus: '天王星在第十宫，职业道路不走寻常路：适合科技、创新或自由职业，变动较多，需要一份容得下你独立性的工作。',
  Neptune: '海王星在第十宫，事业带着理想色彩：适合艺术、影视、心理、宗教或公益领域，但方向容易模糊，需要脚踏实地的规划。',
  Pluto: '冥王星在第十宫，对权力与影响力有强烈追求：适合研究、金融、危机处理等需要深度与掌控的工作，事业常经历彻底的转型。',
} as const

/** A planet in the 2nd house: the money paragraph. */
export const MONEY_IN_2ND = {
  Sun: '太阳在第二宫，赚钱与自我价值紧密相连：你愿意为看得见的成果付出，收入往往来自亲手建立的事业或个人品牌。',
  Moon: '月亮在第二宫，财务状况随情绪起伏：有储蓄的本能，喜欢为安全感而存钱，但情绪化消费也需要留意。',
  Mercury: '水星在第二宫，靠头脑和信息赚钱：适合多条收入来源，买卖、写作、中介与咨询都可能带来进账。',
  Venus: '金星在第二宫，财运平顺，懂得享受：收入常与美感、人际或艺术相关，花钱也大方，需要为享受设定预算。',
  Mars: '火星在第二宫，积极争取收入：赚钱有冲劲，也容易冲动花钱，适合靠自己的行动与竞争拿到回报。',
  Jupiter: '木星在第二宫，财源相对宽裕：机会多，容易得到资源，但也容易过度乐观而花得太多，稳健规划能让好运延续。',
  Saturn: '土星在第二宫，财富靠时间积累：早年可能感到拮据，但自律与储蓄习惯会让你在后半生拥有稳固的底子。',
  Uranus: '天王星在第二宫，收入起伏较大：可能有意外之财，也可能突然开销，适合新兴行业或不固定的收入模式。',
  Neptune: '海王星在第二宫，对金钱的界限较模糊：要小心理财上的糊涂账或被人借款不还，收入可能来自艺术与助人行业。',
  Pluto: '冥王星在第二宫，对财务有强烈的掌控欲：财富可能经历大起大落后重建，擅长投资与处理大额资源。',
} as const

/** A planet in the 7th house: the partner paragraph. */
export const PARTNER_IN_7TH = {
  Sun: '太阳在第七宫，伴侣是你生活的重心：你在关系中找到自我，容易被自信、有光芒的人吸引，也要学会不只为对方而活。',
  Moon: '月亮在第七宫，渴望情感上的依靠：你需要一个能照顾你情绪的伴侣，也会像家人一样照顾对方，关系里情绪起伏明显。',
  Mercury: '水星在第七宫，重视沟通与心灵交流：你希望伴侣是聊得来的朋友，年龄或背景差异不大的人更容易走到一起。',
  Venus: '金星在第七宫，婚恋缘分较好：你懂得经营关系，容易遇到温柔、有品味的伴侣，关系和谐是你幸福感的来源。',
  Mars: '火星在第七宫，关系中火花与摩擦并存：容易被果断、有魄力的人吸引，相处时要把竞争心留在门外。',
  Jupiter: '木星在第七宫，伴侣常带来成长与机会：容易遇到宽厚、见识广的人，婚姻多半能让你的生活更开阔。',
  Saturn: '土星在第七宫，对婚姻认真而谨慎：可能晚婚，或被成熟稳重、年长的人吸引，关系经得起时间考验。',
  Uranus: '天王星在第七宫，需要有空间的关系：容易有突如其来的缘分，也需要一位尊重你独立性的伴侣。',
  Neptune: '海王星在第七宫，对伴侣怀有浪漫的理想：容易为爱付出甚至牺牲，要留意把对方理想化而看不清真实的样子。',
  Pluto: '冥王星在第七宫，关系深刻而强烈：伴侣会深深改变你，要留意关系中的控制与依赖，坦诚是化解的关键。',
} as const

/** The ruler of a house sits in another: the link between the two fields. */
export const RULER_LINK = '宫主星把这一宫的事务带到它所在的宫位：两个领域彼此牵动，这一宫的得失常常要在落点所在的领域里寻找答案。'

/** A house without planets. */
export const EMPTY_HOUSE = '这一宫没有行星，并不代表这方面不重要，而是不必时时费心：看宫头星座的风格与宫主星的落点，就能知道它如何运作。'

/** A planet in a house, before the house's field. */
export const IN_HOUSE_LEAD = '这份力量最常投注在'

/** Aspect families: conjunction, soft (trine, sextile), hard (square, opposition). */
export const ASPECT_FAMILY_TEXT = {
  conjunction: '两者紧紧合在一起，相互放大，难以分开来看：这是你性格里非常突出的一组组合。',
  soft: '两者配合顺畅、彼此支援，这是你不太费力就能用上的天赋，值得有意识地发挥。',
  hard: '两者互相拉扯，容易带来压力与矛盾，但也正是推动你成长、磨出本事的地方。',
} as const

/** The same families between two people (synastry). */
export const INTER_FAMILY_TEXT = {
  conjunction: '两人的这两股力量合在一起，彼此感受强烈，是这段关系里最显眼的连结。',
  soft: '两人的这两股力量相互呼应，相处自然舒服，是关系里轻松愉快的部分。',
  hard: '两人的这两股力量彼此较劲，容易引发摩擦，也最能让双方学会体谅和让步。',
} as const

/** One person's planet in the other's house. */
export const OVERLAY_LEAD = '这股力量落入对方人生中的'

/** Two signs' elements: the same, compatible (fire–air, earth–water) or unlike. */
export const ELEMENT_TEXT = {
  same: '两人属于同一元素，步调和价值观相近，一拍即合，但也容易放大彼此相同的缺点。',
  compatible: '两人的元素相生（火与风、土与水），一方能给另一方需要的东西，相处起来互补而融洽。',
  unlike: '两人的元素差异较大，表达方式和需要的东西不同，需要多一些解释与耐心，才能体会对方的好意。',
} as const
