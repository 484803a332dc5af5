/**
 * Tarot spreads as data: each position has a stable id (the reading's key) and its Chinese name.
 * Sources: celtic cross in Waite's order (The Pictorial Key to the Tarot, 1911, "An Ancient Celtic Method of Divination");
 * horseshoe and year-ahead as commonly taught (Labyrinthos, Golden Thread Tarot spread guides); relationship after the
 * five-card relationship spread of the same guides.
 */

export interface SpreadPosition {
  id: string
  zh: string
}

export interface TarotSpread {
  id: string
  zh: string
  positions: readonly SpreadPosition[]
}

const p = (id: string, zh: string): SpreadPosition => ({ id, zh })

const MONTHS_ZH = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月']

export const TAROT_SPREADS = {
  single: { id: 'single', zh: '单张牌', positions: [p('card', '指引')] },
  three: { id: 'three', zh: '时间之流', positions: [p('past', '过去'), p('present', '现在'), p('future', '未来')] },
  'celtic-cross': {
    id: 'celtic-cross',
    zh: '凯尔特十字',
    positions: [
      p('present', '现状'),
      p('challenge', '阻碍'),
      p('foundation', '根基'),
      p('recentPast', '过去'),
      p('crown', '目标'),
      p('nearFuture', '近未来'),
      p('self', '自我'),
      p('environment', '环境'),
      p('hopesFears', '希望与恐惧'),
      p('outcome', '结果'),
    ],
  },
  relationship: {
    id: 'relationship',
    zh: '关系牌阵',
    positions: [p('self', '你'), p('partner', '对方'), p('connection', '关系现状'), p('obstacle', '阻碍'), p('potential', '走向')],
  },
  horseshoe: {
    id: 'horseshoe',
    zh: '马蹄铁',
    positions: [
      p('past', '过去'),
      p('present', '现在'),
      p('hidden', '隐藏的影响'),
      p('obstacle', '阻碍'),
      p('others', '他人的态度'),
      p('advice', '建议'),
      p('outcome', '结果'),
    ],
  },
  'year-ahead': {
    id: 'year-ahead',
    zh: '年度运势',
    positions: [p('theme', '全年主题'), ...MONTHS_ZH.map((zh, i) => p(`month${i + 1}`, zh))],
  },
  'full-deck': {
    id: 'full-deck',
    zh: '整副牌',
    positions: Array.from({ length: 78 }, (_, i) => p(`card${i + 1}`, `第${i + 1}张`)),
  },
} as const satisfies Record<string, TarotSpread>

export type TarotSpreadId = keyof typeof TAROT_SPREADS
export const TAROT_SPREAD_IDS = Object.keys(TAROT_SPREADS) as TarotSpreadId[]
