// CMS columns and articles (docs/content.md): only admins (or content:write) write; readers see published
// records only, with sanitised HTML and no Markdown source; the demo seed gives a new install real content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`CMS (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  let user: string
  let editor: string
  beforeAll(async () => {
    h = await harness({ adminEmails: ['admin@example.com'], seedContent: false })
    admin = (await h.login('admin@example.com')).token
    user = (await h.login('reader@example.com')).token
    await h.login('editor@example.com')
    await h.app.services.db.query(`UPDATE users SET permissions = '{content:write}' WHERE email = 'editor@example.com'`)
    editor = (await h.login('editor@example.com')).token
  })
  afterAll(async () => h?.close())

  const ids = (d: AnyJson) => d.list.map((x: AnyJson) => x.id)

  it('users cannot write: every admin route answers 403 for a user and 401 without a token', async () => {
    const writes: [string, object][] = [
      ['/Cms/ColumnSave', { title: '专栏' }],
      ['/Cms/ColumnSetStatus', { id: 1, action: 'publish' }],
      ['/Cms/ArticleSave', { title: '文章' }],
      ['/Cms/ArticleSetStatus', { id: 1, action: 'publish' }],
      ['/Cms/AdminColumnList', {}],
      ['/Cms/AdminArticleList', {}],
      ['/Cms/AdminArticleInfo', { id: 1 }],
      ['/Cms/Preview', { markdown: '# x' }],
    ]
    for (const [p, body] of writes) {
      expect((await h.call(p, body, user)).code, p).toBe(403)
      expect((await h.call(p, body)).code, p).toBe(401)
    }
    expect((await h.call('/Cms/AdminColumnList', {}, admin)).data.list).toEqual([])
  })

  it('draft → published → draft/archived: readers see an article only while it and its column are published', async () => {
    const col = (await h.call('/Cms/ColumnSave', { title: '星盘入门', intro: '简介', cover: 'https://img.example/c.png' }, admin)).data
    expect(col).toMatchObject({ title: '星盘入门', status: 'draft', published_at: null })
    const art = (
      await h.call(
        '/Cms/ArticleSave',
        { column_id: col.id, title: '四要素', author: '编辑部', body_md: '# 行星\n\n**太阳**是自我。<script>alert(1)</script>' },
        editor,
      )
    ).data
    expect(art).toMatchObject({ status: 'draft', excerpt: '行星 太阳是自我。<script>alert(1)</script>' })
    expect(art.body_html).toBe('<h1>行星</h1>\n<p><strong>太阳</strong>是自我。&lt;script&gt;alert(1)&lt;/script&gt;</p>\n')

    const readable = async () => ({
      list: ids((await h.call('/Cms/ArticleList', {}, user)).data),
      info: (await h.call('/Cms/ArticleInfo', { id: art.id })).code,
      columns: ids((await h.call('/Cms/ColumnList', {})).data),
    })
    expect(await readable()).toEqual({ list: [], info: 1002, columns: [] })

    expect((await h.call('/Cms/ArticleSetStatus', { id: art.id, action: 'publish' }, admin)).data).toMatchObject({
      status: 'published',
      published_at: h.clock.now,
    })
    // The column is still a draft: its articles stay hidden.
    expect(await readable()).toEqual({ list: [], info: 1002, columns: [] })
    await h.call('/Cms/ColumnSetStatus', { id: col.id, action: 'publish' }, admin)
    expect(await readable()).toEqual({ list: [art.id], info: 0, columns: [col.id] })

    const info = (await h.call('/Cms/ArticleInfo', { id: art.id })).data
    expect(info.body_md).toBeUndefined()
    expect(info.created_by).toBeUndefined()
    expect(info).toMatchObject({ title: '四要素', column_title: '星盘入门', body_html: art.body_html })
    expect((await h.call('/Cms/ColumnInfo', { id: col.id })).data).toMatchObject({ title: '星盘入门', article_count: 1 })
    expect((await h.call('/Cms/ArticleList', { column_id: col.id })).data.total).toBe(1)

    await h.call('/Cms/ArticleSetStatus', { id: art.id, action: 'unpublish' }, admin)
    expect((await readable()).info).toBe(1002)
    await h.call('/Cms/ArticleSetStatus', { id: art.id, action: 'archive' }, admin)
    expect((await readable()).list).toEqual([])
    // Archived → published again keeps the first publication time.
    h.clock.advance(1000)
    expect((await h.call('/Cms/ArticleSetStatus', { id: art.id, action: 'publish' }, admin)).data.published_at).toBe(h.clock.now - 1000)
    // The admin still reads the Markdown.
    expect((await h.call('/Cms/AdminArticleInfo', { id: art.id }, admin)).data.body_md).toContain('**太阳**')
  })

  it('a move the table does not allow answers 1105 and changes nothing', async () => {
    const a = (await h.call('/Cms/ArticleSave', { title: '草稿' }, admin)).data
    const r = await h.call('/Cms/ArticleSetStatus', { id: a.id, action: 'unpublish' }, admin)
    expect(r.code).toBe(1105)
    expect((await h.call('/Cms/AdminArticleInfo', { id: a.id }, admin)).data.status).toBe('draft')
    expect((await h.call('/Cms/ArticleSetStatus', { id: a.id, action: 'bogus' }, admin)).code).toBe(1001)
    expect((await h.call('/Cms/ArticleSetStatus', { id: 999999, action: 'publish' }, admin)).code).toBe(1002)
  })

  it('two admins publishing at once: one move wins, the other is told', async () => {
    const a = (await h.call('/Cms/ArticleSave', { title: '并发' }, admin)).data
    const answers = await Promise.all([1, 2, 3, 4].map(() => h.call('/Cms/ArticleSetStatus', { id: a.id, action: 'publish' }, admin)))
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1)
    expect(answers.filter((x) => x.code === 1105)).toHaveLength(3)
  })

  it('edits re-render the HTML; bad covers, unknown columns and oversize bodies are refused', async () => {
    const a = (await h.call('/Cms/ArticleSave', { title: '改', body_md: '旧' }, admin)).data
    const b = (
      await h.call('/Cms/ArticleSave', { id: a.id, title: '改', body_md: '![图](https://img.example/a.png) [链](javascript:alert(1))' }, admin)
    ).data
    expect(b.body_html).toBe('<p><img src="https://img.example/a.png" alt="图" /> [链](javascript:alert(1))</p>\n')
    expect((await h.call('/Cms/ArticleSave', { title: 'x', cover: 'javascript:alert(1)' }, admin)).code).toBe(1001)
    expect((await h.call('/Cms/ArticleSave', { title: 'x', cover: 'http://img.example/a.png' }, admin)).code).toBe(1001)
    expect((await h.call('/Cms/ArticleSave', { title: 'x', column_id: 424242 }, admin)).code).toBe(1002)
    expect((await h.call('/Cms/ArticleSave', { title: 'x', body_md: 'x'.repeat(100_001) }, admin)).code).toBe(1001)
    expect((await h.call('/Cms/ArticleSave', { id: 424242, title: 'x' }, admin)).code).toBe(1002)
    expect((await h.call('/Cms/Preview', { markdown: '*x* <iframe>' }, admin)).data).toEqual({
      html: '<p><em>x</em> &lt;iframe&gt;</p>\n',
      excerpt: 'x <iframe>',
    })
  })
})

describe(`demo content seed (${DB_LABEL})`, () => {
  it('a new install shows published columns, articles, courses and events; a restart does not write them twice', async () => {
    const h = await harness()
    try {
      const count = async () => ({
        columns: (await h.call('/Cms/ColumnList', {})).data.total,
        articles: (await h.call('/Cms/ArticleList', {})).data.total,
        courses: (await h.call('/Course/List', {})).data.total,
        clubs: (await h.call('/BookClub/List', {})).data.total,
        activities: (await h.call('/Activity/List', {})).data.total,
      })
      expect(await count()).toEqual({ columns: 2, articles: 4, courses: 2, clubs: 1, activities: 1 })
      const first = (await h.call('/Cms/ArticleList', { size: 1 })).data.list[0]
      const art = (await h.call('/Cms/ArticleInfo', { id: first.id })).data
      expect(art.body_html).toMatch(/^<(p|h2)>/)
      expect(art.excerpt.length).toBeGreaterThan(10)
      const club = (await h.call('/BookClub/List', {})).data.list[0]
      expect((await h.call('/BookClub/Info', { id: club.id })).data.sessions).toHaveLength(3)
      await h.restart()
      expect(await count()).toEqual({ columns: 2, articles: 4, courses: 2, clubs: 1, activities: 1 })
    } finally {
      await h.close()
    }
  })
})
