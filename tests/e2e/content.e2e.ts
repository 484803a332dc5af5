import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, startApp, type App } from './harness'

// Content pages against the real server with its demo content (docs/content.md): articles, columns, an
// article's rendered Markdown, our texts (privacy, protocol, about-any) and the in-app browser's refusals.
const V = '.page-shell:visible'
const ADMIN = 'editor@example.com'
const HOSTILE_MD = '## 标题\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[点我](javascript:alert(3))'

const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()

describe('content pages', () => {
  let app: App
  let adminToken = ''
  const dialogs: string[] = []
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN] } })
    if (!app.outboxDir) throw new Error('the content e2e needs the real server')
    adminToken = (await apiLogin(app, ADMIN)).token
    app.page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the article list shows the published demo articles with their columns; the columns list counts them', async () => {
    await app.open('packageC/cms-list/index')
    await el(app, 'cms-articles').waitFor({ timeout: 15_000 })
    const text = await el(app, 'cms-articles').innerText()
    for (const title of ['一张星盘由哪四样东西组成', '上升星座为什么重要', '天干地支是怎样计时的', '八字的四柱是什么']) expect(text).toContain(title)
    expect(text).toContain('星盘入门 · 星盘编辑部')
    expect(text).toContain('没有更多了')

    await el(app, 'cms-to-columns').click()
    await el(app, 'cms-columns').waitFor({ timeout: 15_000 })
    expect(await el(app, 'cms-columns').innerText()).toMatch(/星盘入门[\s\S]*2 篇文章[\s\S]*东方术数漫谈[\s\S]*2 篇文章/)
  })

  it('an article shows its title, author, date and the rendered Markdown (headings, bold, quote) and no script', async () => {
    await app.open('packageC/cms-list/index')
    await app.page.locator(`${V} [data-testid^="cms-article-"]`, { hasText: '一张星盘由哪四样东西组成' }).click()
    await el(app, 'article-body').waitFor({ timeout: 15_000 })
    expect(await el(app, 'article-title').innerText()).toBe('一张星盘由哪四样东西组成')
    expect(await el(app, 'article-meta').innerText()).toMatch(/^星盘编辑部 · \d{4}-\d{2}-\d{2}$/)
    const body = el(app, 'article-body')
    expect(await body.locator('h2').allInnerTexts()).toEqual(['行星', '星座', '宫位', '相位'])
    expect(await body.locator('strong').first().innerText()).toBe('以什么方式')
    expect(await body.locator('blockquote').count()).toBe(1)
    expect(await body.locator('script').count()).toBe(0)
    expect(await el(app, 'article-column').innerText()).toContain('专栏：星盘入门')
    await app.page.waitForTimeout(700)
    await app.shot('content-article-light')
  })

  it('raw HTML typed into an article comes out as text: no script, no handlers, no javascript: link', async () => {
    const a = await api<{ id: number }>(app, 'Cms/ArticleSave', { title: '安全测试', author: '编辑', body_md: HOSTILE_MD }, adminToken)
    await api(app, 'Cms/ArticleSetStatus', { id: a.id, action: 'publish' }, adminToken)
    await app.open(`packageC/article/index?id=${a.id}`)
    const body = el(app, 'article-body')
    await body.waitFor({ timeout: 15_000 })
    expect(await body.locator('h2').innerText()).toBe('标题')
    expect(await body.locator('script, img, [onerror]').count()).toBe(0)
    expect(await body.innerText()).toContain('<script>alert(1)</script>')
    const hrefs = await body.locator('a').evaluateAll((as) => as.map((x) => x.getAttribute('href') ?? ''))
    expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([])
    await app.page.waitForTimeout(300)
    expect(dialogs).toEqual([])
  })

  it('a draft or missing article says so; a failed connection offers a retry that loads the list', async () => {
    await app.open('packageC/article/index?id=99999')
    await el(app, 'cms-failure').waitFor({ timeout: 15_000 })
    expect(await el(app, 'cms-failure').innerText()).toContain('内容不存在或已下线')

    await app.page.route('**/api/Cms/ArticleList**', (r) => r.abort('internetdisconnected'))
    await app.open('packageC/cms-list/index')
    await el(app, 'cms-failure').waitFor({ timeout: 15_000 })
    expect(await el(app, 'cms-failure').innerText()).toContain('无法连接服务器，请检查网络后重试')
    await app.page.unroute('**/api/Cms/ArticleList**')
    await el(app, 'cms-retry').click()
    await el(app, 'cms-articles').waitFor({ timeout: 15_000 })
  })

  it('the privacy policy describes local data, sync and deleting the account; the login page links it', async () => {
    await app.open('packageA/login/index')
    await el(app, 'login-privacy').click()
    await el(app, 'doc-privacy').waitFor({ timeout: 15_000 })
    expect(await el(app, 'doc-section-local').innerText()).toContain('不登录时，这些数据不会离开你的设备')
    expect(await el(app, 'doc-section-delete').innerText()).toContain('我的 → 账号与安全 → 注销账号')
    await app.open('packageE/privacy/index')
    await el(app, 'doc-privacy').waitFor()
    await app.shot('content-privacy-light')
  })

  it('about-any shows a text by key and says so for an unknown key; the about page links our texts', async () => {
    await app.open('packageE/about-any/index?key=coins')
    await el(app, 'doc-coins').waitFor({ timeout: 15_000 })
    expect(await el(app, 'doc-section-earn').innerText()).toContain('首次注册赠送 500 星币')
    await app.open('packageE/about-any/index?key=nothing')
    expect(await el(app, 'doc-unknown').innerText()).toBe('没有名为“nothing”的说明。')
    await app.open('packageA/about/index')
    await el(app, 'about-protocol').click()
    await el(app, 'doc-protocol').waitFor({ timeout: 15_000 })
    expect(await el(app, 'doc-section-coins').innerText()).toContain('星币不能兑换现金')
  })

  it('the in-app browser refuses a javascript: URL, shows it and copies it', async () => {
    await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const url = 'javascript:alert(document.domain)'
    await app.open(`pages/web-page/web-page?url=${encodeURIComponent(url)}`)
    const refused = el(app, 'web-refused')
    await refused.waitFor({ timeout: 15_000 })
    expect(await refused.getAttribute('data-reason')).toBe('scheme')
    expect(await refused.innerText()).toContain('只能打开以 http:// 或 https:// 开头的网页链接')
    expect(await el(app, 'web-url').innerText()).toBe(url)
    expect(await app.page.locator('iframe').count()).toBe(0)
    await el(app, 'web-copy').click()
    await app.page.waitForFunction(() => document.body.innerText.includes('已复制'), null, { timeout: 5000 })
    expect(await app.page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    expect(dialogs).toEqual([])

    await app.open(`pages/web-page/web-page?url=${encodeURIComponent('https://evil.example/x')}`)
    expect(await el(app, 'web-refused').getAttribute('data-reason')).toBe('host')
  })
})
