/**
 * Facts and offline answers of a tarot draw (the cards in their positions, read with the tarot texts) and of a
 * bazi chart (the four pillars with their 十神, read with the 子平 analysis). Bazi facts leave out dates: the
 * pillars, 十神, 纳音 and 大运 ages only.
 */
import { interpretTarot, TAROT_MEANINGS, TAROT_SPREADS, type TarotReading } from '@/divination/tarot'
import { PILLAR_KEYS, type BaziChart } from '@/divination/bazi'
import { ziping } from '@/divination/ziping'
import type { FactGroup } from './natal'
import { BAZI_LEAD, type ReadingTopic } from './topics'

export type TarotDraw = Pick<TarotReading, 'spread' | 'cards' | 'director'>

export function tarotReading(draw: TarotDraw, topic: ReadingTopic): { facts: FactGroup[]; answer: string[] } {
  const it = interpretTarot(draw)
  const all = it.director ? [...it.cards, it.director] : it.cards
  const face = (reversed: boolean) => (reversed ? '逆位' : '正位')
  // A love question reads each upright card's love text; other topics read the position's own text.
  const textOf = (c: (typeof all)[number]) => (topic === 'love' && !c.reversed ? TAROT_MEANINGS[c.id].love : c.text)
  return {
    facts: [
      { title: '牌阵', lines: [TAROT_SPREADS[draw.spread].zh] },
      { title: '抽到的牌', lines: all.map((c) => `${c.positionZh}：${c.nameZh}（${face(c.reversed)}），关键词：${c.keywords.join('、')}`) },
      { title: '整体', lines: it.summary },
    ],
    answer: [...all.map((c) => `「${c.positionZh}」${c.nameZh}（${face(c.reversed)}）：${textOf(c)}`), ...it.summary],
  }
}

/** What each 十神 stands for (our own wording of the usual 子平 meanings). */
const SHI_SHEN_MEANING = {
  比肩: '比肩代表自我、同辈与自立，遇事愿意靠自己',
  劫财: '劫财代表竞争、合伙与冲劲，也提醒钱财易出',
  食神: '食神代表才华、口福与从容的表达，做喜欢的事最能出成果',
  伤官: '伤官代表创意、锋芒与不服约束，适合靠技能和作品说话',
  正财: '正财代表踏实的收入与经营，付出与回报相对对等',
  偏财: '偏财代表机会之财、人脉与流动的资源，来得快也去得快',
  正官: '正官代表规则、职位与名声，适合在体制和秩序中稳步上升',
  七杀: '七杀代表压力、魄力与挑战，压力之下往往能成事',
  正印: '正印代表学习、庇护与贵人，适合读书进修、得长辈扶持',
  偏印: '偏印代表偏门学问、直觉与独处，适合钻研冷门的专长',
} as const satisfies Record<string, string>

type ShiShenName = keyof typeof SHI_SHEN_MEANING

export function baziReading(chart: BaziChart, topic: ReadingTopic): { facts: FactGroup[]; answer: string[] } {
  const z = ziping(chart)
  const pillars = PILLAR_KEYS.map((k) => chart.pillars[k])
  const shown = pillars.flatMap((p) => [
    ...(p.shiShen === '日主' ? [] : [{ where: `${p.label}干`, name: p.shiShen }]),
    ...p.hiddenStems.map((h) => ({ where: `${p.label}支藏干`, name: h.shiShen })),
  ])
  const wanted = BAZI_LEAD[topic]
  const leads = wanted.length ? shown.filter((s) => wanted.includes(s.name)) : []
  const named = [...new Set((leads.length ? leads : shown).map((s) => s.name))].filter((n): n is ShiShenName => n in SHI_SHEN_MEANING)
  return {
    facts: [
      { title: '四柱', lines: pillars.map((p) => `${p.label}：${p.ganZhi}（天干十神 ${p.shiShen}，纳音 ${p.naYin}）`) },
      {
        title: '日主',
        lines: [
          `${chart.dayMaster.name}${chart.dayMaster.element}，${z.strength.level}`,
          `格局：${z.geJu.name}`,
          `用神：${z.yongShen.primary.join('、')}`,
        ],
      },
      { title: '与问题最相关', lines: leads.map((s) => `${s.where}：${s.name}`) },
      { title: '大运', lines: chart.yun.list.slice(0, 8).map((d) => `${d.startAgeXu} 岁起 ${d.ganZhi}`) },
    ],
    answer: [
      `日主${chart.dayMaster.name}属${chart.dayMaster.element}，${z.strength.level}。${z.strength.reasoning.join('；')}。`,
      `格局为${z.geJu.name}：${z.geJu.basis}。用神取${z.yongShen.primary.join('、')}。`,
      ...(wanted.length && !leads.length ? ['命局中没有直接代表这一主题的十神，这方面的事多借大运流年引动，宜顺势而为。'] : []),
      ...named.map((n) => `${SHI_SHEN_MEANING[n]}。`),
    ],
  }
}
