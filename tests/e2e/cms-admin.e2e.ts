import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, startApp, uiLogin, type App } from './harness'

// The CMS admin page of issue #27 against the real server: an admin creates and publishes a column, writes an
// article in it in Markdown (a heading, a list, a link and a <script> line that must stay text), previews it,
// saves and publishes; a reader finds and reads it; the admin withdraws it and the reader no longer finds it.
// Light and dark screenshots of the list and of the editor with its preview.
const V = '.page-shell:visible'
const ADMIN = 'cms-editor@example.com'
const READER = 'cms-reader@example.com'
const BODY = '## 行星的尊贵\n\n- 入庙\n- 入旺\n\n详见[星历表](https://example.com/ephemeris)。\n\n<script>alert(1)</script>\n'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
const fill = (app: App, id: string, text: string) => el(app, id).locator('input, textarea').first().fill(text)
const statusOf = (app: App, id: string) => el(app, id).getAttribute('data-status')
const confirmDialog = (app: App) => app.page.locator(`${V} [data-testid="dialog-confirm"] [data-testid="dialog-btn-0"]`).click()

async function openCmsAdmin(app: App) {
  await app.open('packageD/admin/index')
  await el(app, 'admin-cms-admin').click()
  await el(app, 'cms-admin-new').waitFor({ timeout: 15_000 })
}

describe('cms admin: column and article from draft to published and back', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN], seedContent: false, rateLimits: 'relaxed' } })
    await uiLogin(app, ADMIN)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('an admin creates a column and an article, previews the Markdown, publishes both; a reader reads it; withdrawn, it is gone', async () => {
    await openCmsAdmin(app)
    // Column: bad input is caught before the call.
    await el(app, 'cms-admin-new').click()
    await el(app, 'cms-save').click()
    expect(await el(app, 'cms-column-editor').innerText()).toContain('必填')
    expect(await el(app, 'cms-admin-note').innerText()).toContain('标红')
    await fill(app, 'cms-column-title', '行星与尊贵')
    await fill(app, 'cms-column-intro', '七颗古典行星在各星座的力量。')
    await fill(app, 'cms-column-cover', 'http://img.example.com/c.png')
    await el(app, 'cms-save').click()
    expect(await el(app, 'cms-column-editor').innerText()).toContain('https://')
    await fill(app, 'cms-column-cover', 'https://img.example.com/c.png')
    expect(await el(app, 'cms-column-cover-preview').count()).toBe(1)
    await fill(app, 'cms-column-cover', '')
    await el(app, 'cms-save').click()
    await expect.poll(() => statusOf(app, 'cms-column-editor'), { timeout: 15_000 }).toBe('draft')
    await el(app, 'cms-action-publish').click()
    await expect.poll(() => statusOf(app, 'cms-column-editor'), { timeout: 15_000 }).toBe('published')
    expect(await el(app, 'cms-admin-note').innerText()).toContain('已发布')
    await el(app, 'cms-admin-back').click()

    // Article in the column: Markdown previewed through Cms/Preview, shown the way the article page shows it.
    await el(app, 'cms-admin-tab').getByText('文章').click()
    await el(app, 'cms-admin-new').click()
    await fill(app, 'cms-article-title', '行星的五种尊贵')
    await el(app, 'cms-article-column').getByText('行星与尊贵').click()
    await fill(app, 'cms-article-author', '后台编辑')
    await fill(app, 'cms-article-body', BODY)
    await el(app, 'cms-preview').click()
    const preview = el(app, 'cms-preview-body')
    await preview.waitFor({ timeout: 15_000 })
    expect(await preview.locator('h2').innerText()).toBe('行星的尊贵')
    expect(await preview.locator('li').count()).toBe(2)
    expect(await preview.locator('a').getAttribute('href')).toBe('https://example.com/ephemeris')
    expect(await preview.innerText()).toContain('<script>alert(1)</script>')
    expect(await preview.locator('script').count()).toBe(0)
    await el(app, 'cms-save').click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('draft')
    await el(app, 'cms-preview-card').scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(500)
    await app.shot('cms-admin-editor-light')
    await el(app, 'cms-action-publish').click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('published')

    // Unsaved edits ask before leaving; cancelling keeps the editor.
    await fill(app, 'cms-article-title', '行星的五种尊贵（改）')
    await el(app, 'cms-admin-back').click()
    await app.page.locator(`${V} [data-testid="dialog-confirm"]`).waitFor({ timeout: 5000 })
    await confirmDialog(app)
    await el(app, 'cms-admin-list').waitFor({ timeout: 15_000 })
    await el(app, 'cms-admin-filter').getByText('已发布').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).count(), { timeout: 15_000 }).toBe(1)
    expect(await el(app, 'cms-admin-list').innerText()).toMatch(/行星的五种尊贵\n[\s\S]*已发布 · 行星与尊贵 · 后台编辑 · 更新于/)
    expect(await el(app, 'cms-admin-list').innerText()).not.toContain('（改）')
    await app.shot('cms-admin-list-light')

    const admin = (await apiLogin(app, ADMIN)).token
    const { list } = await api<{ list: { id: number; column_id: number }[] }>(app, 'Cms/AdminArticleList', {}, admin)
    const [{ id: articleId, column_id: columnId }] = list

    // A reader finds it in the list and in its column, and reads the rendered Markdown.
    await uiLogin(app, READER)
    await app.open('packageC/cms-list/index')
    await el(app, `cms-article-${articleId}`).click()
    const body = el(app, 'article-body')
    await body.waitFor({ timeout: 15_000 })
    expect(await body.locator('h2').innerText()).toBe('行星的尊贵')
    expect(await body.locator('li').count()).toBe(2)
    expect(await body.innerText()).toContain('<script>alert(1)</script>')
    expect(await body.locator('script').count()).toBe(0)
    await app.open(`packageC/cms-column/index?id=${columnId}`)
    await el(app, `cms-article-${articleId}`).waitFor({ timeout: 15_000 })

    // The admin withdraws it; a move the table does not allow answers 1105, shown in words.
    await uiLogin(app, ADMIN)
    await openCmsAdmin(app)
    await el(app, 'cms-admin-tab').getByText('文章').click()
    await el(app, `cms-admin-articles-${articleId}`).click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('published')
    await api(app, 'Cms/ArticleSetStatus', { id: articleId, action: 'archive' }, admin)
    await el(app, 'cms-action-unpublish').click()
    await expect.poll(() => el(app, 'cms-admin-note').innerText(), { timeout: 15_000 }).toContain('状态已经变了')
    await api(app, 'Cms/ArticleSetStatus', { id: articleId, action: 'publish' }, admin)
    await el(app, 'cms-admin-back').click()
    await el(app, `cms-admin-articles-${articleId}`).click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('published')
    await el(app, 'cms-action-unpublish').click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('draft')
    expect(await el(app, 'cms-admin-note').innerText()).toContain('撤回为草稿')

    await uiLogin(app, READER)
    await app.open('packageC/cms-list/index')
    await el(app, 'cms-empty').waitFor({ timeout: 15_000 })
    await app.open(`packageC/article/index?id=${articleId}`)
    await expect.poll(() => el(app, 'cms-failure').getAttribute('data-failure'), { timeout: 15_000 }).toBe('cms.notFound')
    expect(app.errors).toEqual([])
  })
})

describe('cms admin: dark theme', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark', server: { adminEmails: [ADMIN], seedContent: false, rateLimits: 'relaxed' } })
    const admin = (await apiLogin(app, ADMIN)).token
    const column = await api<{ id: number }>(app, 'Cms/ColumnSave', { title: '行星与尊贵', intro: '七颗古典行星的力量。' }, admin)
    await api(app, 'Cms/ColumnSetStatus', { id: column.id, action: 'publish' }, admin)
    await api(app, 'Cms/ArticleSave', { column_id: column.id, title: '行星的五种尊贵', author: '后台编辑', body_md: BODY }, admin)
    await api(app, 'Cms/ArticleSave', { title: '月亮的相位', author: '后台编辑', body_md: '新月到满月。' }, admin)
    await uiLogin(app, ADMIN)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the article list and the editor with its preview', async () => {
    await openCmsAdmin(app)
    await el(app, 'cms-admin-tab').getByText('文章').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).count(), { timeout: 15_000 }).toBe(2)
    await el(app, 'cms-admin-filter').getByText('草稿').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).count(), { timeout: 15_000 }).toBe(2)
    await el(app, 'cms-admin-filter').getByText('已发布').click()
    await el(app, 'cms-admin-empty').waitFor({ timeout: 15_000 })
    await el(app, 'cms-admin-filter').getByText('全部').click()
    await el(app, 'cms-admin-list').waitFor({ timeout: 15_000 })
    await app.page.waitForTimeout(500)
    await app.shot('cms-admin-list-dark')
    await app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`, { hasText: '行星的五种尊贵' }).click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('draft')
    await el(app, 'cms-preview').click()
    await el(app, 'cms-preview-body').waitFor({ timeout: 15_000 })
    await el(app, 'cms-preview-card').scrollIntoViewIfNeeded()
    await app.page.waitForTimeout(500)
    await app.shot('cms-admin-editor-dark')

    // Twenty more drafts make a second page of 20 (the list's page size).
    const admin = (await apiLogin(app, ADMIN)).token
    for (let i = 1; i <= 20; i++) await api(app, 'Cms/ArticleSave', { title: `练习 ${i}`, body_md: '练习。' }, admin)
    await openCmsAdmin(app)
    await el(app, 'cms-admin-tab').getByText('文章').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).count(), { timeout: 15_000 }).toBe(20)
    expect(await el(app, 'cms-admin-pager').innerText()).toContain('第 1 / 2 页')
    await el(app, 'cms-admin-pager').getByText('下一页').click()
    await expect.poll(() => app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).count(), { timeout: 15_000 }).toBe(2)
    expect(await el(app, 'cms-admin-pager').innerText()).toContain('第 2 / 2 页')

    // Back from an article opened on page 2 of 草稿: the same tab, filter and page, read again.
    await el(app, 'cms-admin-filter').getByText('草稿').click()
    await expect.poll(() => el(app, 'cms-admin-pager').innerText(), { timeout: 15_000 }).toContain('第 1 / 2 页')
    await el(app, 'cms-admin-pager').getByText('下一页').click()
    await expect.poll(() => el(app, 'cms-admin-pager').innerText(), { timeout: 15_000 }).toContain('第 2 / 2 页')
    await app.page.locator(`${V} [data-testid^="cms-admin-articles-"]`).first().click()
    await expect.poll(() => statusOf(app, 'cms-article-editor'), { timeout: 15_000 }).toBe('draft')
    await el(app, 'cms-admin-back').click()
    await expect.poll(() => el(app, 'cms-admin-pager').innerText(), { timeout: 15_000 }).toContain('第 2 / 2 页')
    const on = (id: string) => el(app, id).locator('.segmented__item--on').innerText()
    expect([await on('cms-admin-tab'), await on('cms-admin-filter')]).toEqual(['文章', '草稿'])
    expect(app.errors).toEqual([])
  })
})
