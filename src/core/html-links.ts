/**
 * Links inside the server's sanitised HTML (docs/content.md, Markdown: only `a[href title]`, well-formed tags).
 * The mini-program's rich-text cannot report which link was tapped, so the body is cut into its top-level blocks
 * and each block knows its own links. Pure: no DOM (the mini-program has none).
 */

export interface HtmlLink {
  href: string
  /** The link's text without markup ('' when it has none). */
  text: string
}

const VOID_TAGS = new Set(['br', 'hr', 'img'])
const TAG_RE = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g

/** The top-level blocks of an HTML fragment, in order ('<p>a</p><p>b</p>' → two blocks). Text between blocks is kept as its own block. */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = []
  let depth = 0
  let start = 0
  for (const m of html.matchAll(TAG_RE)) {
    const [, closing, rawName, selfClosing] = m
    const name = rawName.toLowerCase()
    const at = m.index ?? 0
    if (closing) {
      depth = Math.max(0, depth - 1)
      if (depth === 0) {
        push(blocks, html.slice(start, at + m[0].length))
        start = at + m[0].length
      }
    } else if (VOID_TAGS.has(name) || selfClosing) {
      if (depth === 0) {
        push(blocks, html.slice(start, at))
        push(blocks, m[0])
        start = at + m[0].length
      }
    } else {
      if (depth === 0 && at > start) {
        push(blocks, html.slice(start, at))
        start = at
      }
      depth++
    }
  }
  push(blocks, html.slice(start))
  return blocks
}

function push(blocks: string[], part: string) {
  if (part.trim()) blocks.push(part)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#?[a-zA-Z0-9]+);/g, (whole, name: string) => {
    if (name in ENTITIES) return ENTITIES[name]
    const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** Every `<a href>` of a fragment with its text, in order. */
export function linksOf(html: string): HtmlLink[] {
  const out: HtmlLink[] = []
  for (const m of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(m[1])
    const value = href ? (href[2] ?? href[3] ?? '') : ''
    if (!value) continue
    out.push({ href: decodeEntities(value), text: decodeEntities(m[2].replace(/<[^>]*>/g, '')).trim() })
  }
  return out
}
