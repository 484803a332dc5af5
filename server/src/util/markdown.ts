// Content Markdown → sanitised HTML and a plain-text excerpt. markdown-it runs with raw HTML off (tags in the
// source come out as text); sanitize-html then keeps only the tags and attributes the WeChat rich-text
// component and the H5 view both show, with http(s)/mailto links and https (or same-site) images.
import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true })

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  's',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** Same-site image paths (served by this server) are allowed besides https URLs. */
const SITE_PATH = /^\/api\/[A-Za-z0-9_\-./]+$/

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/textarea/… is dropped with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}
// rel/target are added by the transform after the attribute filter.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel', 'target'] }

/** Drops every tag and attribute outside the allow-list (defence in depth: markdown-it already escapes HTML). */
export function sanitizeRendered(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS)
  // Relative image paths pass the scheme check; only same-site /api/… paths are kept.
  return clean.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? ''
    return /^https:\/\//i.test(src) || SITE_PATH.test(src) ? tag : ''
  })
}

export function renderMarkdown(source: string): string {
  return sanitizeRendered(md.render(source))
}

/** The first `maxChars` characters of the text a reader sees (no markup), whitespace collapsed. */
export function excerptOf(source: string, maxChars = 120): string {
  const text = sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style'] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = [...text]
  return chars.length > maxChars ? chars.slice(0, maxChars).join('') + '…' : text
}

/** Markdown with its sanitised HTML and excerpt, as stored. */
export const rendered = (source: string, excerptChars = 120) => ({ html: renderMarkdown(source), excerpt: excerptOf(source, excerptChars) })
