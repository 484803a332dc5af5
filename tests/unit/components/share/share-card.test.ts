import { describe, expect, it } from 'vitest'
import {
  SHARE_MARGIN_PX,
  SHARE_PAGE_MAX_HEIGHT_PX,
  SHARE_WIDTH_PX,
  paginateHeights,
  shareCardPages,
  sharePalette,
  textWidthPx,
  wrapText,
  type ShareCardContent,
  type ShareDisplay,
} from '@/components/share/share-card'
import { dotFiguresPicture, quotePicture, tilesPicture } from '@/components/share/pictures'

const texts = (d: ShareDisplay) => d.items.flatMap((it) => (it.kind === 'text' ? [it] : []))
const content = (paragraphs: ShareCardContent['paragraphs'], picture?: ShareCardContent['picture']): ShareCardContent => ({
  title: '答案之书',
  subtitle: '这件事能成吗？',
  date: '2026-11-28 19:30',
  picture,
  paragraphs,
  footer: '星盘 · 仅供参考与自我觉察',
})

describe('share card text', () => {
  it('wraps Chinese by character and counts Latin letters as half width', () => {
    expect(textWidthPx('愚者', 20)).toBe(40)
    expect(textWidthPx('ab', 20)).toBeCloseTo(22)
    expect(wrapText('一二三四五六七', 20, 60)).toEqual(['一二三', '四五六', '七'])
    expect(wrapText('', 20, 60)).toEqual([])
  })

  it('keeps closing punctuation off the start of a line', () => {
    expect(wrapText('一二三，四五', 20, 60)).toEqual(['一二三，', '四五'])
    expect(wrapText('一二三。」四', 20, 60)).toEqual(['一二三。」', '四'])
  })
})

describe('share card pages', () => {
  it('draws title, subtitle, date, paragraphs, headings and footer on one page, in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const pages = shareCardPages(content([{ heading: '今日' }, '顺其自然。']), theme)
      expect(pages).toHaveLength(1)
      const all = texts(pages[0]).map((t) => t.text)
      for (const s of ['答案之书', '这件事能成吗？', '2026-11-28 19:30', '今日', '顺其自然。', '星盘 · 仅供参考与自我觉察'])
        expect(all, s).toContain(s)
      expect(pages[0].background).toBe(sharePalette(theme).background)
      expect(pages[0].widthPx).toBe(SHARE_WIDTH_PX)
    }
    expect(sharePalette('light').background).not.toBe(sharePalette('dark').background)
  })

  it('keeps left-aligned lines inside the margins and every text inside its page', () => {
    const long = '这是一段很长的解读文字，'.repeat(30)
    for (const page of shareCardPages(content([long, long, long]), 'dark')) {
      for (const t of texts(page)) {
        expect(t.y).toBeGreaterThan(0)
        expect(t.y).toBeLessThan(page.heightPx)
        if (t.align === 'left') expect(t.x + textWidthPx(t.text, t.sizePx)).toBeLessThanOrEqual(SHARE_WIDTH_PX - SHARE_MARGIN_PX + 0.01)
      }
    }
  })

  it('splits long content into numbered pages no taller than the cap, losing no line', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `第${i + 1}段：${'星象流转，心随境安。'.repeat(6)}`)
    const pages = shareCardPages(content(paragraphs), 'light')
    expect(pages.length).toBeGreaterThan(1)
    for (const [i, page] of pages.entries()) {
      expect(page.heightPx).toBeLessThanOrEqual(SHARE_PAGE_MAX_HEIGHT_PX)
      expect(texts(page)[0].text).toBe(`答案之书（${i + 1}/${pages.length}）`)
      expect(texts(page).at(-1)!.text).toBe('星盘 · 仅供参考与自我觉察')
    }
    // The subtitle only on the first page; every paragraph's first line somewhere.
    expect(texts(pages[0]).map((t) => t.text)).toContain('这件事能成吗？')
    expect(texts(pages[1]).map((t) => t.text)).not.toContain('这件事能成吗？')
    const all = pages.flatMap((p) => texts(p).map((t) => t.text))
    for (let i = 1; i <= 40; i++) expect(all.some((s) => s.startsWith(`第${i}段：`))).toBe(true)
    // A smaller cap gives more pages.
    expect(shareCardPages(content(paragraphs), 'light', 800).length).toBeGreaterThan(pages.length)
  })

  it('paginates row heights greedily, header on every page, a lone tall row on its own page', () => {
    expect(paginateHeights(() => 100, [50, 50, 50, 50], 50, 300)).toEqual([[0, 1, 2], [3]])
    expect(paginateHeights((p) => (p === 0 ? 200 : 100), [50, 50, 50], 50, 300)).toEqual([[0], [1, 2]])
    expect(paginateHeights(() => 100, [500, 10], 50, 300)).toEqual([[0], [1]])
    expect(paginateHeights(() => 100, [], 50, 300)).toEqual([[]])
  })

  it('gives the picture its height and draws it between the header and the text', () => {
    const without = shareCardPages(content(['一句话']), 'dark')[0]
    const withTiles = shareCardPages(
      content(
        ['一句话'],
        tilesPicture([
          { label: '行星', value: '金星' },
          { label: '星座', value: '天秤' },
        ]),
      ),
      'dark',
    )[0]
    expect(withTiles.heightPx).toBeGreaterThan(without.heightPx + 150)
    const y = (d: ShareDisplay, s: string) => texts(d).find((t) => t.text === s)!.y
    expect(y(withTiles, '金星')).toBeGreaterThan(y(withTiles, '2026-11-28 19:30'))
    expect(y(withTiles, '一句话')).toBeGreaterThan(y(withTiles, '金星'))
  })

  it('wraps a long quote inside its frame and draws every dot of a figure', () => {
    const quote = quotePicture('不要急着下结论，再等一等，答案会自己浮现出来。')
    const page = shareCardPages(content([], quote), 'light')[0]
    for (const t of texts(page)) expect(textWidthPx(t.text, t.sizePx)).toBeLessThanOrEqual(SHARE_WIDTH_PX - 2 * SHARE_MARGIN_PX)
    const figures = dotFiguresPicture([[{ label: '母1', rows: '1212', name: '道路' }]])
    const dots = figures.draw({ x: 40, y: 0, widthPx: 520, heightPx: figures.heightPx }, sharePalette('dark')).filter((it) => it.kind === 'circle')
    expect(dots).toHaveLength(6)
  })
})
