/**
 * Our own meanings of the 36 Lenormand cards. In a pair the first card is the subject and the second says
 * something about it: 「A + B」 reads as "A.subject，B.predicate" (骑士 + 云 → 消息或来访，一时还看不清楚).
 */
export interface LenormandMeaning {
  /** 1–36, as in LENORMAND_CARDS. */
  n: number
  /** Three short keywords (2–4 characters). */
  keywords: readonly string[]
  /** Two sentences, 40–70 Chinese characters: what the card says on its own, in everyday terms. */
  meaning: string
  /** Noun phrase, 2–8 characters, what the card is when it is the subject of a pair (e.g. 骑士: 消息或来访). */
  subject: string
  /** Clause, 4–10 characters, said of another card's subject after a comma (e.g. 云: 一时还看不清楚). */
  predicate: string
}

export const LENORMAND_MEANINGS: readonly LenormandMeaning[] = [
  {
    n: 1,
    keywords: ['消息', '来访', '迅速'],
    meaning: '骑士策马而来，预示近期会收到消息，或有人登门拜访。事情的节奏正在加快，提前做好准备，才能及时回应。',
    subject: '消息或来访',
    predicate: '很快就会有进展',
  },
  {
    n: 2,
    keywords: ['小运气', '机会', '轻松'],
    meaning: '幸运草带来一点意外的好运，机会虽小却实实在在。别想得太复杂，放轻松一点，抓住眼前的机会就好。',
    subject: '一点好运',
    predicate: '带着一点小运气',
  },
  {
    n: 3,
    keywords: ['旅行', '远方', '向往'],
    meaning: '船扬帆出海，说明出行、异地往来或与远方有关的事情正在展开。心里对远方的向往，也在推着你慢慢向前。',
    subject: '旅途',
    predicate: '与远方或出行有关',
  },
  {
    n: 4,
    keywords: ['家庭', '住所', '安全感'],
    meaning: '房子象征家、住所和身边最亲近的人。它提醒你守住自己的根基，事情往往落在家里或熟悉的环境中。',
    subject: '家庭',
    predicate: '落在家里或家人身上',
  },
  {
    n: 5,
    keywords: ['健康', '成长', '根源'],
    meaning: '树扎根很深，长得却慢，代表身体健康和长期的成长。照顾好自己的身体，给事情足够的时间慢慢成形。',
    subject: '健康状况',
    predicate: '要慢慢才会见效',
  },
  {
    n: 6,
    keywords: ['迷茫', '不明朗', '纠结'],
    meaning: '乌云遮住了天空，局面一时看不清楚，心里也难免纠结。先别急着下定论，耐心等到情况明朗了，再做判断。',
    subject: '困惑',
    predicate: '一时还看不清楚',
  },
  {
    n: 7,
    keywords: ['复杂', '诱惑', '对手'],
    meaning: '蛇的路弯弯曲曲，事情会绕远、变复杂，也可能有心思深的人介入。凡事多留个心眼，看清对方的真实意图。',
    subject: '纠葛或对手',
    predicate: '会绕一些弯路',
  },
  {
    n: 8,
    keywords: ['结束', '低落', '告别'],
    meaning: '棺材意味着一段过程走到了终点，也可能伴随疲惫或低落。旧的不去新的不来，放下之后才有重新开始的空间。',
    subject: '结局',
    predicate: '正走向尾声',
  },
  {
    n: 9,
    keywords: ['礼物', '喜悦', '邀请'],
    meaning: '花束是一份礼物，也是一份好意，可能是邀请、赞美或一次开心的相聚。坦然接受别人的心意，也大方表达你的欣赏。',
    subject: '礼物或邀请',
    predicate: '让人心情愉快',
  },
  {
    n: 10,
    keywords: ['突然', '切断', '危险'],
    meaning: '镰刀一挥而下，代表突如其来的变故或当机立断的决定。行动要果断，但也要小心，别因一时冲动伤到自己。',
    subject: '意外变故',
    predicate: '来得猝不及防',
  },
  {
    n: 11,
    keywords: ['争执', '反复', '练习'],
    meaning: '鞭子一下接一下，指争吵、摩擦，或某件事反复出现。把劲儿用在练习和改进上，而不是陷进无休止的拉扯。',
    subject: '争执或摩擦',
    predicate: '会一再反复',
  },
  {
    n: 12,
    keywords: ['交谈', '紧张', '议论'],
    meaning: '鸟儿叽叽喳喳，代表电话、闲聊和各种议论，也透出几分紧张。多沟通能把话说开，但别被传言搅乱了心情。',
    subject: '谈话',
    predicate: '会引来不少议论',
  },
  {
    n: 13,
    keywords: ['新开始', '单纯', '年轻'],
    meaning: '孩子代表刚刚开始的事物，也可能指一个孩子或一位年轻人。用单纯和好奇的心去面对，从小处着手慢慢来。',
    subject: '新开端',
    predicate: '才刚刚开始',
  },
  {
    n: 14,
    keywords: ['工作', '机智', '提防'],
    meaning: '狐狸机灵又多疑，常指工作和谋生，也提醒你身边可能有人不够坦诚。相信自己的判断，别轻易被表面的说辞打动。',
    subject: '工作',
    predicate: '要提防有人耍心机',
  },
  {
    n: 15,
    keywords: ['实力', '财富', '上司'],
    meaning: '熊强壮而有分量，代表财力、权力，或一位强势的上司、长辈。可以借助有力的支持，但也要守住自己的界限。',
    subject: '权势与财力',
    predicate: '背后有强大的力量',
  },
  {
    n: 16,
    keywords: ['希望', '指引', '灵感'],
    meaning: '满天星光照亮夜路，代表希望、清晰的方向和灵感。目标清楚了就一步步去做，心愿会慢慢变成现实。',
    subject: '希望',
    predicate: '前景明亮可期',
  },
  {
    n: 17,
    keywords: ['变化', '搬迁', '改善'],
    meaning: '鹳鸟飞来又飞走，带来搬家、调动或生活上的转变。这类变化多半朝好的方向走，顺势调整比原地坚持更轻松。',
    subject: '变动',
    predicate: '正在发生变化',
  },
  {
    n: 18,
    keywords: ['朋友', '忠诚', '信任'],
    meaning: '狗是忠实的伙伴，说明有值得信赖的人站在你这边。珍惜身边长久陪伴的朋友，也做一个别人可以依靠的人。',
    subject: '朋友',
    predicate: '有可靠的朋友相助',
  },
  {
    n: 19,
    keywords: ['机构', '独处', '权威'],
    meaning: '高塔是公司、政府、学校这类机构，也代表一个人的独处与距离感。它能带来秩序和保护，但也容易让人感到孤单。',
    subject: '机构',
    predicate: '牵涉到机构或公事',
  },
  {
    n: 20,
    keywords: ['公众', '聚会', '社交'],
    meaning: '花园是众人相聚的地方，代表聚会、活动、社交圈和公开场合。多走出去和人交流，机会往往藏在人群里。',
    subject: '社交场合',
    predicate: '会在人前公开',
  },
  {
    n: 21,
    keywords: ['阻碍', '延误', '难关'],
    meaning: '大山横在面前，事情会遇到阻力或被拖延。翻越需要耐心和体力，绕路也不丢人，关键是别在半途放弃。',
    subject: '阻碍',
    predicate: '会遇到阻力和拖延',
  },
  {
    n: 22,
    keywords: ['选择', '岔路', '多种可能'],
    meaning: '十字路口前有好几条路可走，你需要做出选择。先想清楚每条路通向哪里，再果断迈步，别在原地犹豫太久。',
    subject: '抉择',
    predicate: '面临几种选择',
  },
  {
    n: 23,
    keywords: ['损耗', '焦虑', '流失'],
    meaning: '老鼠一点点啃咬，代表慢慢的损失、压力和挥之不去的担心。尽早堵住漏洞，别让小问题积累成大麻烦。',
    subject: '损失或担忧',
    predicate: '会被慢慢消耗',
  },
  {
    n: 24,
    keywords: ['爱情', '真心', '热情'],
    meaning: '心代表爱与真诚，可能是一段感情，也可能是你真正热爱的事物。顺着内心去做选择，同时也别忘了善待自己。',
    subject: '感情',
    predicate: '带着真心与爱意',
  },
  {
    n: 25,
    keywords: ['承诺', '合约', '关系'],
    meaning: '戒指象征承诺和约定，可能是婚约、合同或一段认真的关系。说到就要做到，彼此信守约定，关系才能长久。',
    subject: '承诺或合约',
    predicate: '牵涉到一份承诺',
  },
  {
    n: 26,
    keywords: ['秘密', '知识', '学习'],
    meaning: '合上的书藏着还没说出口的秘密，也装着值得学习的知识。有些答案要靠你自己去查、去学，急也急不来。',
    subject: '秘密或学识',
    predicate: '还有未揭开的秘密',
  },
  {
    n: 27,
    keywords: ['文件', '书信', '通知'],
    meaning: '信是写下来的消息，可能是文件、邮件、短信或一纸通知。白纸黑字的内容要仔细读，细节往往决定结果。',
    subject: '文件或书信',
    predicate: '需要白纸黑字写下来',
  },
  {
    n: 28,
    keywords: ['男士', '问卜者', '关键人物'],
    meaning: '男人牌代表一位男性，可能是提问者本人，也可能是伴侣或关键人物。看看他身边出现了哪些牌，就能读出他的状态。',
    subject: '那位男士',
    predicate: '牵涉到一位男士',
  },
  {
    n: 29,
    keywords: ['女士', '问卜者', '关键人物'],
    meaning: '女人牌代表一位女性，可能是提问者本人，也可能是伴侣或关键人物。围绕在她身边的牌，会描述她的处境和心情。',
    subject: '那位女士',
    predicate: '牵涉到一位女士',
  },
  {
    n: 30,
    keywords: ['平和', '成熟', '满足'],
    meaning: '百合清雅安静，代表内心的平和、成熟的阅历，也可能指一位年长的人。放慢脚步，用从容的心态去处理事情。',
    subject: '成熟与平和',
    predicate: '需要从容平和地面对',
  },
  {
    n: 31,
    keywords: ['成功', '活力', '顺利'],
    meaning: '阳光普照，代表成功、自信和充沛的精力，是整副牌里最明亮的一张。放手去做吧，事情多半会顺利完成。',
    subject: '成功',
    predicate: '会顺利成功',
  },
  {
    n: 32,
    keywords: ['名声', '情绪', '认可'],
    meaning: '月亮关乎名声与情绪，你的付出会被人看见和认可，心思也容易起伏。相信自己的直觉，也照顾好自己的情绪。',
    subject: '名声',
    predicate: '会受到众人瞩目',
  },
  {
    n: 33,
    keywords: ['答案', '关键', '确定'],
    meaning: '钥匙能打开锁着的门，说明问题有解，局面会变得明朗。找到真正的关键所在，许多难题都会迎刃而解。',
    subject: '解决办法',
    predicate: '终会找到关键的答案',
  },
  {
    n: 34,
    keywords: ['钱财', '生意', '富足'],
    meaning: '鱼在水中自在游动，象征钱财、生意和不断流动的资源。懂得经营和周转，手头的收入就会一点点多起来。',
    subject: '生意与钱财',
    predicate: '能带来实际收益',
  },
  {
    n: 35,
    keywords: ['稳定', '坚持', '安顿'],
    meaning: '锚让船在风浪中停稳，代表稳定的工作、长久的坚持和可靠的落脚点。沉得住气，才能守住已有的成果。',
    subject: '归宿',
    predicate: '会稳定而持久',
  },
  {
    n: 36,
    keywords: ['负担', '责任', '宿命'],
    meaning: '十字架是一份沉重的担子，代表责任、考验，或命中注定要面对的事。咬牙走过这一段，它会把你磨炼得更加坚强。',
    subject: '重担',
    predicate: '是必须承担的责任',
  },
]
