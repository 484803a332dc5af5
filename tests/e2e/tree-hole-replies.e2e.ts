import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'
import { compareWithBaseline } from './screenshot-compare'

// Replies, moderation and private wishes against the real server: a reply written under someone's post joins its
// thread anonymously; a held reply shows 审核中 under 我的回复; a moderator hides a reported post and lets a held
// reply into its thread from 树洞审核, which a plain user cannot open; a wish made without 放上许愿墙, and one taken
// off the wall from 我的心愿, never reach the wall.
const V = '.page-shell:visible'
const USER = 'replier@example.com'
const POSTER = 'poster@example.com'
const MOD = 'moderator@example.com'
const POST = '工作第三年了，还是不知道自己想要什么'
const FIRST_REPLY = '我也是，慢慢来，先把每一天过好'
const MY_REPLY = '抱抱你，想清楚之前也可以先往前走'
const HELD_REPLY = '我也不想活了'
const SPAM = '低价代购，私信了解更多'
const PRIVATE_WISH = '希望自己能更勇敢一点'
const WALL_WISH = '想和爸妈去一趟海边'

async function matches(app: App, name: string) {
  await app.page.waitForTimeout(1800) // toasts gone, page-slide settled
  const r = compareWithBaseline(name, await app.page.screenshot({ animations: 'disabled' }))
  if (r.mode === 'compared') console.log(`${name}: ${r.diffPixels} pixels differ (${(r.diffRatio * 100).toFixed(3)} %)`)
}

describe('tree-hole replies, moderation and private wishes', () => {
  let app: App
  let poster: string
  let postId: number
  let spamId: number
  const el = (id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
  const fill = (id: string, text: string) =>
    app.page.locator(`${V} [data-testid="${id}"] textarea, ${V} textarea[data-testid="${id}"]`).first().fill(text)
  const thread = async (token?: string) => api<{ list: { text: string }[]; total: number }>(app, 'TreeHole/Replies', { post_id: postId }, token)

  beforeAll(async () => {
    app = await startApp({ server: { seedContent: false, rateLimits: 'relaxed', adminEmails: [MOD] } })
    poster = (await apiLogin(app, POSTER)).token
    const neighbour = (await apiLogin(app, 'neighbour@example.com')).token
    const spam = await api<{ id: number }>(app, 'TreeHole/Create', { text: SPAM }, neighbour)
    spamId = spam.id
    postId = (await api<{ id: number }>(app, 'TreeHole/Create', { text: POST }, poster)).id
    await api(app, 'TreeHole/Reply', { post_id: postId, text: FIRST_REPLY }, neighbour)
    await api(app, 'TreeHole/Report', { id: spamId, reason: 'ad' }, poster)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('a reply joins the thread, marked mine for me and anonymous to everyone else', async () => {
    await uiLogin(app, USER)
    await app.open('packageE/tree-hole/index')
    const card = app.page.locator(`${V} .hole-card`, { hasText: POST }).first()
    await card.waitFor({ timeout: 10_000 })
    expect(await card.locator('[data-testid="hole-replies"]').innerText()).toBe('回复 · 1')
    await card.locator('[data-testid="hole-replies"]').click()
    await el(`hole-thread-${postId}`).locator('.hole-reply', { hasText: FIRST_REPLY }).waitFor({ timeout: 10_000 })
    await el('hole-reply-send').press('Enter') // below the fold of the pull-to-refresh container: by keyboard
    expect(await el('hole-reply-error').innerText()).toBe('请先写下回复')
    await fill('hole-reply-text', MY_REPLY)
    await el('hole-reply-send').press('Enter') // below the fold of the pull-to-refresh container: by keyboard
    const mine = el(`hole-thread-${postId}`).locator('.hole-reply', { hasText: MY_REPLY })
    await mine.waitFor({ timeout: 10_000 })
    expect(await mine.innerText()).toContain('我写的')
    expect(await card.locator('[data-testid="hole-replies"]').innerText()).toBe('回复 · 2')
    await matches(app, 'tree-hole-thread-light')
    const seen = await thread(poster)
    expect(seen.list.map((r) => r.text)).toEqual([FIRST_REPLY, MY_REPLY])
    expect(JSON.stringify(seen)).not.toContain('replier')
    expect(JSON.stringify(seen)).not.toContain('uid')
  })

  it('a reply the filter holds is not in the thread; 我的回复 shows it 审核中', async () => {
    await fill('hole-reply-text', HELD_REPLY)
    await app.page.waitForTimeout(11_000) // one reply per 10 s
    await el('hole-reply-send').press('Enter') // below the fold of the pull-to-refresh container: by keyboard
    await app.page.locator('[data-testid="dialog-confirm"], .ui-modal').first().waitFor({ timeout: 10_000 })
    expect(await bodyText(app.page)).toContain('这条回复会先由工作人员看过再公开')
    expect((await thread()).list.map((r) => r.text)).not.toContain(HELD_REPLY)
    await app.open('packageE/tree-hole-list/index')
    const row = app.page.locator(`${V} [data-testid^="my-reply-"][data-status="held"]`, { hasText: HELD_REPLY }).first()
    await row.waitFor({ timeout: 10_000 })
    expect(await row.locator('[data-testid="my-reply-status"]').innerText()).toBe('审核中')
    expect(await el('my-replies').innerText()).toContain(MY_REPLY)
    await matches(app, 'tree-hole-my-replies-light')
  })

  it('a plain user is refused 树洞审核', async () => {
    await app.open('packageD/admin/tree-hole/index')
    await el('admin-denied').waitFor({ timeout: 10_000 })
    expect(await el('mod-queue').count()).toBe(0)
  })

  it('a private wish goes to 我的心愿, never to the wall; a public one taken off the wall leaves it', async () => {
    await app.open('packageE/wish-create/index')
    await el('wish-text').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await fill('wish-text', PRIVATE_WISH)
    await el('wish-public').click()
    await el('wish-submit').click()
    const row = app.page.locator(`${V} [data-testid^="my-wish-"][data-state]`, { hasText: PRIVATE_WISH }).first()
    await row.waitFor({ timeout: 10_000 })
    expect(await row.locator('[data-testid="my-wish-vis"]').innerText()).toBe('仅自己可见')
    // A public wish (the switch left on), then taken off the wall from 我的心愿.
    await app.open('packageE/wish-create/index')
    await el('wish-text').waitFor({ timeout: 10_000 })
    await app.page.waitForTimeout(700)
    await fill('wish-text', WALL_WISH)
    await el('wish-submit').click()
    await app.page.waitForTimeout(1500)
    const wallTexts = async () => (await api<{ list: { text: string }[] }>(app, 'Wish/Wall', { size: 50 }, poster)).list.map((w) => w.text)
    expect(await wallTexts()).toEqual([WALL_WISH])
    await app.open('packageE/my-wishes/index')
    const pub = app.page.locator(`${V} [data-testid^="my-wish-"][data-state]`, { hasText: WALL_WISH }).first()
    await pub.waitFor({ timeout: 10_000 })
    expect(await pub.locator('[data-testid="my-wish-vis"]').innerText()).toBe('公开')
    await pub.locator('[data-testid="my-wish-visibility"]').click()
    await app.page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid="my-wish-vis"]')].some(
          (n) => n.closest('.card')?.textContent?.includes(t) && n.getAttribute('data-public') === '0',
        ),
      WALL_WISH,
      { timeout: 10_000 },
    )
    expect(await pub.locator('[data-testid="my-wish-visibility"]').innerText()).toBe('放上许愿墙')
    await matches(app, 'my-wishes-private-light')
    expect(await wallTexts()).toEqual([])
    await app.open('packageE/wish-page/index')
    await el('wish-wall-empty').waitFor({ timeout: 10_000 })
    const text = await bodyText(app.page)
    expect(text).not.toContain(PRIVATE_WISH)
    expect(text).not.toContain(WALL_WISH)
  })

  it('the moderator hides a reported post and lets a held reply into its thread', async () => {
    await uiLogin(app, MOD)
    await app.open('packageD/admin/tree-hole/index')
    const spam = el(`mod-post-${spamId}`)
    await spam.waitFor({ timeout: 10_000 })
    expect(await spam.innerText()).toContain('新举报 1 / 共 1')
    await matches(app, 'tree-hole-admin-light')
    await spam.locator('[data-testid="mod-Hide"]').click()
    await app.page.locator('[data-testid="dialog-text"] input').first().fill('广告引流')
    await app.page.locator('[data-testid="dialog-btn-0"]').first().click()
    await app.page.waitForFunction(
      (id) => document.querySelector(`[data-testid="mod-post-${id}"]`)?.getAttribute('data-status') === 'hidden',
      spamId,
      {
        timeout: 10_000,
      },
    )
    const feed = await api<{ list: { text: string }[] }>(app, 'TreeHole/List', { size: 50 })
    expect(feed.list.map((p) => p.text)).not.toContain(SPAM)

    await el('mod-queue').locator('[data-value="replyHeld"]').click()
    const held = app.page.locator(`${V} [data-testid^="mod-reply-"]`, { hasText: HELD_REPLY }).first()
    await held.waitFor({ timeout: 10_000 })
    expect(await held.innerText()).toContain(`回复的树洞：${POST}`)
    expect(await held.innerText()).toContain('自伤或轻生倾向')
    await matches(app, 'tree-hole-admin-replies-light')
    await held.locator('[data-testid="mod-Restore"]').click()
    await app.page.locator('[data-testid="dialog-text"] input').first().fill('已联系，可以公开')
    await app.page.locator('[data-testid="dialog-btn-0"]').first().click()
    await el('mod-empty').waitFor({ timeout: 10_000 })
    expect((await thread()).list.map((r) => r.text)).toEqual([FIRST_REPLY, MY_REPLY, HELD_REPLY])
    expect(app.errors).toEqual([])
  })
})
