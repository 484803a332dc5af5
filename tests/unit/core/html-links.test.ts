import { describe, expect, it } from 'vitest'
import { linksOf, topLevelBlocks } from '@/core/html-links'

// Shapes as the server's Markdown renderer writes them (docs/content.md: markdown-it, then sanitize-html).
const A = (href: string, text: string) => `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`

describe('top-level blocks of sanitised HTML', () => {
  it('cuts at each top-level element and keeps nested ones whole', () => {
    const html = `<h2>标题</h2>\n<p>一段 ${A('https://a.example/', '链接')} 文字</p>\n<ul>\n<li><p>甲</p></li>\n<li>乙</li>\n</ul>\n<hr />\n<blockquote>\n<p>引文</p>\n</blockquote>\n`
    expect(topLevelBlocks(html)).toEqual([
      '<h2>标题</h2>',
      `<p>一段 ${A('https://a.example/', '链接')} 文字</p>`,
      '<ul>\n<li><p>甲</p></li>\n<li>乙</li>\n</ul>',
      '<hr />',
      '<blockquote>\n<p>引文</p>\n</blockquote>',
    ])
  })

  it('joining the blocks gives the body back (only blank text between blocks is dropped)', () => {
    const html = '<p>a<br>b</p><p><img src="https://x.example/i.png" alt="i"></p>tail'
    expect(topLevelBlocks(html).join('')).toBe(html)
  })

  it('an empty body has no blocks', () => {
    expect(topLevelBlocks('')).toEqual([])
    expect(topLevelBlocks('\n  \n')).toEqual([])
  })
})

describe('links of a block', () => {
  it('gives each href with its text, entities decoded, inner markup dropped', () => {
    const html = `<p>${A('https://a.example/?x=1&amp;y=2', '<strong>粗</strong> &amp; 细')} 和 ${A('mailto:me@example.org', '')}</p>`
    expect(linksOf(html)).toEqual([
      { href: 'https://a.example/?x=1&y=2', text: '粗 & 细' },
      { href: 'mailto:me@example.org', text: '' },
    ])
  })

  it('a block without links has none; an <a> without href is skipped', () => {
    expect(linksOf('<p>没有链接</p>')).toEqual([])
    expect(linksOf('<p><a title="t">x</a></p>')).toEqual([])
  })
})
