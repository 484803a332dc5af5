/** History list logic (pure): order and the one-line summary of each stored cast. */
import { PLANET_FACES, SIGN_FACES } from '@/divination/dice'
import { LENORMAND_CARDS } from '@/divination/lenormand'
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
  if (r.system === 'lenormand') return r.result.cards.map((c) => LENORMAND_CARDS[c.n - 1].zh).join('、')
  if (r.system === 'dice') return `${PLANET_FACES[r.result.planet - 1].zh} · ${SIGN_FACES[r.result.sign - 1].zh} · 第${r.result.house}宫`
  if (r.system === 'geomancy') return `${r.result.judge.zh}（${r.result.judge.latin}）`
  if (r.system === 'answer-book') return r.result.answer
  if (r.system === 'qimen') return `${r.result.dun}${r.result.ju === undefined ? '日家' : `${r.result.ju}局`} · ${r.result.pillars}`
  if (r.system === 'liuren') return `${r.result.keTi} · ${r.result.sanChuan.join('')}`
  if (r.system === 'taiyi') return `${r.result.dun}${r.result.ju}局 · 太乙${r.result.taiyiPalace}宫 · ${r.result.pillars}`
  return ''
}

/** The route that renders a record. */
export function routeOfRecord(r: StoredCast): string {
  return r.system === 'tarot' ? 'tarot-result' : r.system === 'lenormand' ? 'lenormand-result' : r.system
}
