// Markdown sanitising (docs/content.md): every payload of the corpus comes out with only allowed tags and
// attributes, no event handlers and no URL outside https/http/mailto links, https or same-site images. The
// checks parse the output the way a browser would (htmlparser2 decodes entities in attribute values).
import { describe, expect, it } from 'vitest'
import { Parser } from 'htmlparser2'
import { excerptOf, renderMarkdown, sanitizeRendered } from '../../server/src/util/markdown'
import { EVENT, FEEDBACK, nextState, PUBLISH } from '../../server/src/routes/content/states'
import { HTML_PAYLOADS, MARKDOWN_PAYLOADS } from './fixtures/xss-corpus'

const TAGS = new Set('p br hr h1 h2 h3 h4 h5 h6 blockquote ul ol li strong em s del code pre a img table thead tbody tr th td'.split(' '))
const ATTRS: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
}

/** Problems a browser would act on: disallowed tags, handlers, attributes, or URLs. */
function problems(html: string): string[] {
  const found: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!TAGS.has(name)) found.push(`tag ${name}`)
        for (const [k, v] of Object.entries(attribs)) {
          if (!(ATTRS[name] ?? []).includes(k)) found.push(`attr ${name}.${k}`)
          // Browsers strip ASCII whitespace and control characters inside a scheme.
          const url = [...v]
            .filter((ch) => ch.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase()
          if (k === 'href' && !/^(https?:\/\/|mailto:)/.test(url)) found.push(`href ${v}`)
          if (k === 'src' && !/^(https:\/\/|\/api\/)/.test(url)) found.push(`src ${v}`)
          if (k === 'target' && v !== '_blank') found.push(`target ${v}`)
          if (k === 'rel' && v !== 'noopener noreferrer nofollow') found.push(`rel ${v}`)
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return found
}

describe('Markdown sanitising: the XSS corpus', () => {
  it.each(HTML_PAYLOADS)('raw HTML through the sanitiser: %s', (payload) => {
    const out = sanitizeRendered(payload)
    expect(problems(out), out).toEqual([])
    expect(out).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|math|style|form|meta|link|base)\b/i)
    expect(out).not.toMatch(/\son[a-z]+\s*=/i)
  })

  it.each(MARKDOWN_PAYLOADS)('Markdown rendered and sanitised: %s', (payload) => {
    const out = renderMarkdown(payload)
    expect(problems(out), out).toEqual([])
    expect(out).not.toMatch(/<\s*(script|iframe|svg|img\s+src=x)/i)
    expect(out).not.toMatch(/<[^>]+\son[a-z]+\s*=/i)
  })

  it('the corpus is not empty-by-accident: safe content survives', () => {
    const out = renderMarkdown(
      '# 标题\n\n**粗体** [链接](https://ok.example/) ![图](https://ok.example/a.png) ![站内](/api/static/a.png)\n\n- 一\n- 二',
    )
    expect(out).toContain('<h1>标题</h1>')
    expect(out).toContain('<strong>粗体</strong>')
    expect(out).toContain('<a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">链接</a>')
    expect(out).toContain('<img src="https://ok.example/a.png" alt="图" />')
    expect(out).toContain('<img src="/api/static/a.png" alt="站内" />')
    expect(out).toContain('<li>一</li>')
  })

  it('raw HTML typed in Markdown is shown as text, not markup', () => {
    expect(renderMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n')
  })

  it('the excerpt is plain text, whitespace collapsed, cut at the limit with an ellipsis', () => {
    expect(excerptOf('# 标题\n\n正文 **粗** <script>x</script>')).toBe('标题 正文 粗 <script>x</script>')
    expect(excerptOf('一二三四五六', 4)).toBe('一二三四…')
    expect(excerptOf('🐉🐉🐉', 2)).toBe('🐉🐉…')
  })
})

describe('content state tables', () => {
  it('publishable records: every (state, action) pair', () => {
    const table: Record<string, Record<string, string | null>> = {
      draft: { publish: 'published', unpublish: null, archive: 'archived' },
      published: { publish: null, unpublish: 'draft', archive: 'archived' },
      archived: { publish: 'published', unpublish: null, archive: null },
    }
    for (const [from, moves] of Object.entries(table))
      for (const [action, to] of Object.entries(moves)) expect(nextState(PUBLISH, from as never, action as never), `${from} ${action}`).toBe(to)
  })

  it('events: cancel only from published; a cancelled event can only be archived', () => {
    expect(nextState(EVENT, 'published', 'cancel')).toBe('cancelled')
    for (const s of ['draft', 'cancelled', 'archived'] as const) expect(nextState(EVENT, s, 'cancel')).toBeNull()
    expect(nextState(EVENT, 'cancelled', 'publish')).toBeNull()
    expect(nextState(EVENT, 'cancelled', 'archive')).toBe('archived')
  })

  it('feedback: a closed thread takes no move; replies flip between open and answered', () => {
    for (const a of ['user_reply', 'admin_reply', 'close'] as const) expect(nextState(FEEDBACK, 'closed', a)).toBeNull()
    expect(nextState(FEEDBACK, 'open', 'admin_reply')).toBe('answered')
    expect(nextState(FEEDBACK, 'answered', 'user_reply')).toBe('open')
    expect(nextState(FEEDBACK, 'answered', 'close')).toBe('closed')
  })
})
