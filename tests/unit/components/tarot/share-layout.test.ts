import { describe, expect, it } from 'vitest'
import { SHARE_WIDTH_PX, shareCardPages, textWidthPx } from '@/components/share/share-card'
import { readingShareContent, type ShareReading } from '@/components/tarot/share-layout'

/** The tarot reading's share picture (dark theme, one page). */
const shareImageLayout = (r: ShareReading) => shareCardPages(readingShareContent(r), 'dark')[0]

const reading = (cards: number, lines: string[] = []): ShareReading => ({
  title: '塔罗占卜 · 三张牌',
  question: '今年换工作合适吗？',
  date: '2026-11-28 19:30',
  cards: Array.from({ length: cards }, (_, i) => ({ position: `位置${i + 1}`, name: i % 2 ? '权杖骑士' : '愚者', note: i % 3 ? '正位' : '逆位' })),
  lines,
  footer: '星盘 · 仅供参考与自我觉察',
})
const texts = (d: ReturnType<typeof shareImageLayout>) => d.items.flatMap((it) => (it.kind === 'text' ? [it] : []))
const rects = (d: ReturnType<typeof shareImageLayout>) => d.items.flatMap((it) => (it.kind === 'poly' ? [it.points] : []))

describe('share image layout', () => {
  it('draws the title, question, date, every card with its name and position, the texts and the footer', () => {
    const d = shareImageLayout(reading(3, ['过去 · 愚者：新的开始、冒险']))
    const all = texts(d).map((t) => t.text)
    for (const s of [
      '塔罗占卜 · 三张牌',
      '今年换工作合适吗？',
      '2026-11-28 19:30',
      '愚者',
      '权杖骑士',
      '位置1',
      '位置3',
      '逆位',
      '星盘 · 仅供参考与自我觉察',
    ])
      expect(all, s).toContain(s)
    expect(all.some((s) => s.startsWith('过去 · 愚者'))).toBe(true)
    expect(rects(d)).toHaveLength(3)
  })

  it('keeps every left-aligned line inside the margins and every item inside the picture', () => {
    const long = '这是一段很长的解读文字，'.repeat(12)
    const d = shareImageLayout(reading(5, [long, long]))
    for (const t of texts(d)) {
      expect(t.y).toBeGreaterThan(0)
      expect(t.y).toBeLessThan(d.heightPx)
      if (t.align === 'left') expect(t.x + textWidthPx(t.text, t.sizePx)).toBeLessThanOrEqual(SHARE_WIDTH_PX - 40 + 0.01)
    }
    for (const pts of rects(d)) for (const [x, y] of pts) expect(x >= 0 && x <= SHARE_WIDTH_PX && y >= 0 && y <= d.heightPx).toBe(true)
  })

  it('grows with its text and lays the Grand Tableau nine across without overlaps', () => {
    expect(shareImageLayout(reading(3, ['一句话', '又一句话'])).heightPx).toBeGreaterThan(shareImageLayout(reading(3)).heightPx)
    const gt = shareImageLayout(reading(36))
    const boxes = rects(gt).map((p) => ({ x0: p[0][0], y0: p[0][1], x1: p[2][0], y1: p[2][1] }))
    expect(boxes).toHaveLength(36)
    expect(new Set(boxes.map((b) => b.y0)).size).toBe(4)
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0).toBe(true)
  })
})
