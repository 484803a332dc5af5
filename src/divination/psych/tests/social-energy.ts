/** A 10-item introversion / extraversion quick test: our own items and texts, for fun and self-reflection. */
import type { Keying, PsychItem, PsychTest } from '../types'

// [n, item, keying]: '+' leans outward, '-' leans inward (reverse scored).
const ITEMS = [
  [1, '忙了一周后，我更想约朋友出去玩，而不是在家休息。', '+'],
  [2, '在人多的场合待久了，我需要一个人静一静。', '-'],
  [3, '我喜欢边说边想，聊着聊着就有了主意。', '+'],
  [4, '打电话之前，我常先在心里把要说的话过一遍。', '-'],
  [5, '认识新朋友让我觉得兴奋。', '+'],
  [6, '比起一大群人热闹，我更喜欢和一两个好友深聊。', '-'],
  [7, '小组讨论时，我通常是先开口的那个。', '+'],
  [8, '我很享受一个人吃饭、看展或散步。', '-'],
  [9, '安静太久我会觉得闷，想找点热闹。', '+'],
  [10, '别人常说我慢热。', '-'],
] as const satisfies readonly (readonly [number, string, Keying])[]

export const SOCIAL_ENERGY: PsychTest = {
  id: 'social-energy',
  title: '内向还是外向（10 题）',
  summary: '你的精力更多来自独处还是交流？十道题看看你的社交能量倾向。',
  instructions: '请按你平时的真实感受，判断每句话与你的符合程度。',
  source: '本应用自编，仅供参考。',
  minutes: 2,
  likert: ['非常不符合', '比较不符合', '说不清', '比较符合', '非常符合'],
  scales: [
    {
      id: 'outward',
      name: '外向倾向',
      short: '外向',
      description: '分数越高，越倾向从与人交流中获得能量；越低，越倾向从独处中恢复精力。',
      bands: [
        {
          minPct: 0,
          title: '内向型：独处充电',
          text: '你的精力更多在独处和安静中恢复。你习惯先想清楚再开口，偏爱少而深的关系。安排社交时给自己留出缓冲的时间，你会更自在。',
        },
        {
          minPct: 40,
          title: '中间型：内外兼备',
          text: '你在独处和社交之间比较平衡：热闹时能投入，安静时也自得其乐。留意自己当下更需要哪一种，就能把精力安排得恰到好处。',
        },
        {
          minPct: 61,
          title: '外向型：交流充电',
          text: '你从与人互动中获得能量，喜欢边聊边想，新朋友和新场合让你兴奋。偶尔给自己一段安静的时间，能帮你把想法沉淀下来。',
        },
      ],
    },
  ],
  items: ITEMS.map(([n, text, keyed]): PsychItem => ({ n, text, scale: 'outward', keyed })),
  disclaimer: '这是本应用自编的趣味小测，只反映你此刻的倾向，不是人格诊断。',
}
