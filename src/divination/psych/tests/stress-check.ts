/** A 12-item stress check: our own items and texts, for self-awareness only (not a clinical scale). */
import type { Keying, PsychItem, PsychTest } from '../types'

// [n, item, keying]: '+' items describe strain, '-' items describe resources (reverse scored).
const ITEMS = [
  [1, '我觉得要做的事多得做不完。', '+'],
  [2, '我能安安稳稳地睡个好觉。', '-'],
  [3, '一点小事也会让我心烦。', '+'],
  [4, '我有时间做自己喜欢的事。', '-'],
  [5, '工作或学习上的事总在脑子里转，停不下来。', '+'],
  [6, '我感到身体发紧，比如肩颈僵硬、头痛或胃不舒服。', '+'],
  [7, '遇到问题时，我相信自己能想出办法。', '-'],
  [8, '我容易对身边的人发脾气。', '+'],
  [9, '我觉得生活大体在自己的掌控之中。', '-'],
  [10, '我很难集中注意力。', '+'],
  [11, '一天结束时，我感到筋疲力尽。', '+'],
  [12, '有烦恼时，我能找到人倾诉或帮忙。', '-'],
] as const satisfies readonly (readonly [number, string, Keying])[]

export const STRESS_CHECK: PsychTest = {
  id: 'stress-check',
  title: '压力自查（12 题）',
  summary: '看看最近两周压力对你的睡眠、情绪和精力有多大影响。',
  instructions: '回想最近两周，下面每种情况在你身上出现得有多频繁？按实际情况选择即可。',
  source: '本应用自编，未经临床验证。',
  minutes: 2,
  likert: ['从不', '很少', '有时', '经常', '总是'],
  scales: [
    {
      id: 'stress',
      name: '压力感',
      short: '压力',
      description: '压力给你的身心带来的负担：分数越高，压力感越重。',
      bands: [
        {
          minPct: 0,
          title: '轻松自在',
          text: '这段时间你的状态比较松弛，生活节奏大致在自己的掌控之中。继续保持让你放松的习惯，比如规律的睡眠和喜欢的爱好。',
        },
        {
          minPct: 35,
          title: '略有压力',
          text: '你感受到一些压力，但大体应付得来。留意哪些事最消耗你，试着把它们拆小、排好先后，并给自己留出真正休息的时间。',
        },
        {
          minPct: 60,
          title: '压力偏大',
          text: '压力已经明显影响到你的睡眠、情绪或精力。可以试着减少不必要的任务，每天安排一点运动或放松，把烦恼说给信任的人听。',
        },
        {
          minPct: 80,
          title: '压力很大',
          text: '你现在承受的压力相当大。请先照顾好自己：保证睡眠，暂时放下能推迟的事，向家人朋友寻求支持。如果这种状态持续两周以上或让你难以承受，请尽快联系心理咨询师或医生。',
        },
      ],
    },
  ],
  items: ITEMS.map(([n, text, keyed]): PsychItem => ({ n, text, scale: 'stress', keyed })),
  disclaimer: '这是本应用自编的自我觉察小测，不是临床量表，不能用于诊断。如果你有伤害自己的念头，请立即联系当地的心理援助热线或前往医院。',
}
