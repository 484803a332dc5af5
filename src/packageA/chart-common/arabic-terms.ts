/** How a custom Arabic point and its terms read on the pages (the formula line, the term labels). */
import type { useT } from '@/components/hooks'
import type { ArabicPoint, ArabicTerm, PointDraft } from '@/store/arabic-points'

type T = ReturnType<typeof useT>

/** A term as text: a body, a house cusp, a catalogue or custom point (by name), or a degree. */
export function termLabel(t: T, term: ArabicTerm, points: readonly ArabicPoint[]): string {
  if (term.type === 1) return t(`chart.body.${term.id}`)
  if (term.type === 2) return t('arabic.house', { n: term.degree })
  if (term.type === 4) return `${term.degree}°`
  const mine = points.find((p) => String(p.id) === term.id)
  return mine ? mine.name || t('arabic.untitled') : t(`classical.lot.${term.id}`)
}

/** start + add − minus, with the night swap noted. */
export function formulaText(t: T, p: PointDraft, points: readonly ArabicPoint[]): string {
  const f = t('arabic.formula', { start: termLabel(t, p.start, points), add: termLabel(t, p.add, points), minus: termLabel(t, p.minus, points) })
  return p.reverse ? `${f} · ${t('arabic.nightSwap')}` : f
}
