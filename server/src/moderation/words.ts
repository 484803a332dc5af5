// The tree hole's word list (docs/wellness.md), our own, written in simplified Chinese and matched against
// normalized text (word-filter.ts). `reject` categories refuse the text; `hold` keeps a post from others until a
// moderator looks at it (self-harm: the author is not refused, the post waits for a person). Words that are
// also parts of everyday phrases (大麻 in 大麻烦, 网贷 in a worry about debt) are left out on purpose.

export const WORD_CATEGORIES = {
  abuse: 'reject',
  porn: 'reject',
  gambling: 'reject',
  drugs: 'reject',
  ad: 'reject',
  contact: 'reject',
  selfharm: 'hold',
} as const

export type WordCategory = keyof typeof WORD_CATEGORIES
export type WordVerdict = (typeof WORD_CATEGORIES)[WordCategory]

/** Lower-case simplified Chinese; letters as they read after NFKC (full-width ｖｘ is vx). */
export const WORD_LIST = {
  abuse: ['傻逼', '傻b', '煞笔', '操你妈', '草泥马', '你妈死', '死全家', '贱人', '贱货', '脑残', '去死吧', '婊子', '畜生'],
  porn: ['约炮', '裸聊', '一夜情', '援交', '黄色视频', '成人视频', '卖淫', '嫖娼', '色情'],
  gambling: ['博彩', '赌场', '六合彩', '时时彩', '网赌', '百家乐'],
  drugs: ['冰毒', '海洛因', '摇头丸', 'k粉'],
  ad: ['刷单', '兼职日结', '日结工资', '代孕', '办证', '发票代开', '贷款秒批', '返利', '免费领取', '加群'],
  contact: ['加微信', '微信号', '加v', 'vx', '加qq', 'qq号', '扣扣', '私聊我'],
  selfharm: ['自杀', '不想活', '轻生', '割腕', '跳楼', '结束生命', '活不下去'],
} as const satisfies Record<WordCategory, readonly string[]>

/** Contact details written out (a mainland mobile number, after normalization); category `contact`. */
export const CONTACT_PATTERNS = [/1[3-9]\d{9}/] as const

/**
 * Traditional → simplified for the characters of WORD_LIST that differ (opencc-js cn→tw and cn→hk; a test checks
 * that every such character of the list is here). Text is folded with it before matching.
 */
export const TRAD_TO_SIMP = {
  筆: '笔',
  媽: '妈',
  馬: '马',
  賤: '贱',
  貨: '货',
  腦: '脑',
  殘: '残',
  約: '约',
  黃: '黄',
  視: '视',
  頻: '频',
  賣: '卖',
  賭: '赌',
  場: '场',
  時: '时',
  網: '网',
  樂: '乐',
  搖: '摇',
  頭: '头',
  單: '单',
  職: '职',
  結: '结',
  資: '资',
  辦: '办',
  證: '证',
  發: '发',
  開: '开',
  貸: '贷',
  費: '费',
  領: '领',
  羣: '群',
  號: '号',
  殺: '杀',
  輕: '轻',
  樓: '楼',
} as const satisfies Record<string, string>
