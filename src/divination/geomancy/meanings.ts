/** Our own meanings of the 16 geomantic figures, keyed by Latin name. Nature follows the traditional judgement of each figure (good, bad or mixed). */
export interface GeomancyMeaning {
  nature: 'good' | 'bad' | 'mixed'
  /** Three keywords, 2–4 characters each. */
  keywords: readonly string[]
  /** Two sentences, 40–70 Chinese characters. */
  meaning: string
  /** As the judge (the answer of the whole chart): one sentence, 20–40 characters. */
  asJudge: string
}

export const GEOMANCY_MEANINGS: Readonly<Record<string, GeomancyMeaning>> = {
  Via: {
    nature: 'mixed',
    keywords: ['变动', '旅途', '转换'],
    meaning: '道路象征移动与变化，事情正处在从一种状态走向另一种状态的途中。它本身不定吉凶，利于出行和求变，却不利于想要维持稳定的事。',
    asJudge: '局面仍在变动之中，想保持现状很难，想求改变则可以一试。',
  },
  'Cauda Draconis': {
    nature: 'bad',
    keywords: ['结束', '离去', '释放'],
    meaning: '龙尾代表出口与终结，事物正在离开或走向尾声。它对想要摆脱、了结的事有利，对想要开始或获得的事则不利，常伴随损耗。',
    asJudge: '事情趋于结束，所求难以达成，与其强求不如及时放手。',
  },
  Puer: {
    nature: 'bad',
    keywords: ['冲动', '勇气', '争执'],
    meaning: '少年代表血气方刚的力量，行动快、锋芒露，却缺少思虑。它利于竞争、较量和大胆的追求，在需要稳重与耐心的事上则容易惹出争执。',
    asJudge: '可以凭勇气一搏，但冲动容易生事，即使得手也难以持久。',
  },
  'Fortuna Minor': {
    nature: 'good',
    keywords: ['助力', '速成', '外援'],
    meaning: '小吉象征来自外部的助力，好运来得快也去得快。它适合需要迅速行动或借助他人的事，但成果不易长久保持，宜趁势而为。',
    asJudge: '事情可以成功，但多靠外力与时机，好处来得快也去得快。',
  },
  Puella: {
    nature: 'good',
    keywords: ['和谐', '美好', '温柔'],
    meaning: '少女代表和谐、美感与愉快的关系，性情温和而讨人喜欢。它在感情、艺术与社交上尤为吉利，但有时流于表面，心意也容易改变。',
    asJudge: '结果和顺宜人，尤其利于感情与人际，只是需留意不够坚定。',
  },
  Amissio: {
    nature: 'bad',
    keywords: ['失去', '流失', '放下'],
    meaning: '失去象征事物从手中流走，钱财、机会或掌控力都可能减少。它对想要得到的事不利，对想要摆脱的事反而有利，在感情中则意味着付出。',
    asJudge: '所求之物难以保住，宜接受损失，或借此放下不需要的东西。',
  },
  Carcer: {
    nature: 'bad',
    keywords: ['束缚', '延迟', '孤立'],
    meaning: '牢狱代表封闭与限制，事情被困住、停滞，或人陷于孤立。它对需要稳固与保密的事有利，对追求自由、进展与变动的事则明显不利。',
    asJudge: '局面受阻，难以推进，需要耐心等待，或先守住已有的东西。',
  },
  Laetitia: {
    nature: 'good',
    keywords: ['喜悦', '上升', '希望'],
    meaning: '喜悦象征向上的欢欣与希望，如同抬头望见高处的光。它利于大多数问题，尤其是健康、心情与精神上的追求，带来轻快而乐观的转机。',
    asJudge: '结果令人欣喜，事情正朝着好的方向上升，值得期待。',
  },
  'Caput Draconis': {
    nature: 'good',
    keywords: ['开端', '入口', '新生'],
    meaning: '龙首代表入口与开端，新的人和事正要进入你的生活。它利于开始、获得与建立，但性质偏向中和，会放大身边图形的吉凶。',
    asJudge: '新的开始正在到来，所问之事可以启动，并会有所收获。',
  },
  Conjunctio: {
    nature: 'mixed',
    keywords: ['结合', '联系', '汇聚'],
    meaning: '结合象征人与事的相遇和联结，也代表交流与交易。它本身的吉凶取决于结合的对象，与吉的因素相遇则吉，与凶的因素相遇则凶。',
    asJudge: '事情的关键在于联合与沟通，结果取决于你与谁站在一起。',
  },
  Acquisitio: {
    nature: 'good',
    keywords: ['获得', '收益', '积累'],
    meaning: '获得象征收进与积累，钱财、资源与机会都向你汇聚。它对几乎所有求取之事都吉利，只是对想要摆脱或放下的事不利。',
    asJudge: '所求之事可以得到，并且会带来实际的收获与增长。',
  },
  Rubeus: {
    nature: 'bad',
    keywords: ['激情', '冲突', '危险'],
    meaning: '红色代表炽热而失控的激情，愤怒、欲望与争斗都在其中。它对几乎所有问题不利，只在需要热情与猛劲的事上稍有助益，须提防伤害与欺瞒。',
    asJudge: '形势不稳，情绪与冲突可能坏事，宜保持冷静并暂缓行动。',
  },
  'Fortuna Major': {
    nature: 'good',
    keywords: ['成功', '力量', '持久'],
    meaning: '大吉象征来自内在的力量与稳固的好运，成功靠自身的实力取得。它利于几乎所有问题，尤其是需要长期努力的事，成果也能长久保持。',
    asJudge: '大有希望，所问之事将凭借自身的力量顺利成功。',
  },
  Albus: {
    nature: 'good',
    keywords: ['平静', '智慧', '纯净'],
    meaning: '白色代表清明与平和，思路冷静，内心安宁。它利于开始新事、求学与谋划，在需要争斗或激烈行动的事上则显得力量不足。',
    asJudge: '结果平和而有利，以冷静与智慧去处理便能顺利。',
  },
  Tristitia: {
    nature: 'bad',
    keywords: ['悲伤', '沉重', '扎根'],
    meaning: '悲伤象征下沉与沉重，心情低落，事情陷入停滞。它对大多数问题不利，但对需要扎根与稳固的事，例如建造和置产，反而有利。',
    asJudge: '前景偏于低沉，所求难以如愿，宜降低期待并耐心承受。',
  },
  Populus: {
    nature: 'mixed',
    keywords: ['群体', '聚集', '随众'],
    meaning: '民众象征人群与汇聚，本身没有方向，随周围的力量而动。遇到吉的图形则吉，遇到凶的图形则凶，也代表事情维持原状、难有大变化。',
    asJudge: '局面大致维持现状，结果随周围的环境与众人的意见而定。',
  },
}
