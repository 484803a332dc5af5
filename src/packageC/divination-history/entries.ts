/** History list logic (pure): order and the one-line summary of each stored cast. */
import { TAROT_CARDS } from '@/divination/tarot'
import type { StoredCast } from '@/store/divination-history'

/** Newest first by createdAt, whatever order storage holds. */
export function newestFirst(records: readonly StoredCast[]): StoredCast[] {
  return [...records].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
}

/** Result name of a cast: 本卦 → 变卦 (or 本卦 alone when nothing moves). */
export function resultName(r: StoredCast): string {
  if (r.system === 'liuyao') {
    const chart = r.result.chart as { original: { fullName: string }; changed?: { fullName: string } | null }
    return chart.changed ? `${chart.original.fullName} → ${chart.changed.fullName}` : chart.original.fullName
  }
  if (r.system === 'meihua') return `${r.result.original} → ${r.result.changed}`
  if (r.system === 'tarot') return r.result.cards.map((c) => `${TAROT_CARDS[c.id].zh}${c.reversed ? '（逆）' : ''}`).join('、')
  return ''
}

/** The route that renders a record. */
export function routeOfRecord(r: StoredCast): string {
  return r.system === 'tarot' ? 'tarot-result' : r.system
}
