/**
 * Readings: a question about a chart (natal, synastry, a tarot draw, a bazi) answered offline by our composer,
 * with the chart facts a provider would be given. The topic picks which facts lead; birth data (name, date, time,
 * place) enters the facts only when the caller passes it (the user ticked "include birth data"). Deterministic.
 */
import { utf8ByteLength } from '@/core/utf8'
import type { Chart } from '../charts/common'
import type { SynastryResult } from '../charts/compare'
import type { BaziChart } from '@/divination/bazi'
import { baziReading, tarotReading, type TarotDraw } from './cards'
import { natalReading, synastryReading, type FactGroup } from './natal'
import { TOPIC_ZH, type ReadingKind, type ReadingTopic } from './topics'

export { READING_KINDS, READING_TOPICS, TOPIC_ZH, type ReadingKind, type ReadingTopic } from './topics'
export type { FactGroup } from './natal'
export type { TarotDraw } from './cards'

export type ReadingSubject =
  | { kind: 'natal'; chart: Chart }
  | { kind: 'synastry'; synastry: SynastryResult }
  | { kind: 'tarot'; draw: TarotDraw }
  | { kind: 'bazi'; chart: BaziChart }

export interface ReadingAsk {
  topic: ReadingTopic
  question: string
  /** Birth data lines, only when the user chose to include them. */
  birthLines?: readonly string[]
}

export interface Reading {
  kind: ReadingKind
  topic: ReadingTopic
  facts: FactGroup[]
  /** The facts as one compact text (what a provider is sent, at most FACTS_MAX_BYTES). */
  factsText: string
  /** The offline answer, paragraph by paragraph. */
  answer: string[]
}

/** The facts text limit the server accepts (UTF-8 bytes). */
export const FACTS_MAX_BYTES = 8 * 1024

const KIND_ZH = { natal: '本命盘', synastry: '合盘', tarot: '塔罗牌阵', bazi: '八字' } as const

function partsOf(s: ReadingSubject, topic: ReadingTopic): { facts: FactGroup[]; answer: string[] } {
  switch (s.kind) {
    case 'natal':
      return natalReading(s.chart, topic)
    case 'synastry':
      return synastryReading(s.synastry, topic)
    case 'tarot':
      return tarotReading(s.draw, topic)
    case 'bazi':
      return baziReading(s.chart, topic)
  }
}

/** Groups as "【title】" blocks of lines; lines dropped from the end of the last groups past the byte limit. */
export function factsTextOf(groups: readonly FactGroup[]): string {
  let text = ''
  for (const g of groups.filter((x) => x.lines.length)) {
    for (const [i, line] of g.lines.entries()) {
      const next = `${text}${i === 0 ? `${text ? '\n' : ''}【${g.title}】\n` : ''}${line}\n`
      if (utf8ByteLength(next) > FACTS_MAX_BYTES) return text.trimEnd()
      text = next
    }
  }
  return text.trimEnd()
}

export function composeReading(subject: ReadingSubject, ask: ReadingAsk): Reading {
  const parts = partsOf(subject, ask.topic)
  const facts = ask.birthLines?.length ? [{ title: '出生资料', lines: [...ask.birthLines] }, ...parts.facts] : parts.facts
  const q = ask.question.trim()
  const opening = `关于${TOPIC_ZH[ask.topic]}${q ? `的问题「${q}」` : ''}，下面依据你的${KIND_ZH[subject.kind]}逐条解读：`
  return { kind: subject.kind, topic: ask.topic, facts, factsText: factsTextOf(facts), answer: [opening, ...parts.answer] }
}
