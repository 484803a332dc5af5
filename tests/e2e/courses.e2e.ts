import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiLogin, bodyText, startApp, uiLogin, type App } from './harness'

// Courses against the real server (docs/content.md, Courses): an admin's priced course with a preview lesson and
// a locked one; a reader sees the preview without enrolling, enrols with coins, studies and finds the progress in
// 我的课程. The admin pages edit, publish and order lessons (dark theme).
const V = '.page-shell:visible'
const ADMIN = 'course-editor@example.com'
const USER = 'course-reader@example.com'
const el = (app: App, id: string) => app.page.locator(`${V} [data-testid="${id}"]`).first()
const fill = (app: App, id: string, text: string) =>
  app.page
    .locator(
      `${V} [data-testid="${id}"] input, ${V} input[data-testid="${id}"], ${V} [data-testid="${id}"] textarea, ${V} textarea[data-testid="${id}"]`,
    )
    .first()
    .fill(text)

describe('courses: list → course → enrol with coins → lesson → 我的课程', () => {
  let app: App
  let courseId = 0
  let lessonIds: number[] = []
  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN] } })
    if (!app.outboxDir) throw new Error('the courses e2e needs the real server')
    const admin = (await apiLogin(app, ADMIN)).token
    const c = await api<{ id: number }>(
      app,
      'Course/Save',
      {
        title: '行运与推运十讲',
        author: '测试讲师',
        intro_md: '## 这门课讲什么\n\n**行运**看外在的时机，**推运**看内在的成长。',
        price_coins: 100,
        sort: -10,
      },
      admin,
    )
    courseId = c.id
    const l1 = await api<{ id: number }>(
      app,
      'Course/LessonSave',
      { course_id: c.id, title: '第一讲：什么是行运', body_md: '行运是此刻天上的行星对本命盘的触发。', is_free: 1, sort: 1 },
      admin,
    )
    const l2 = await api<{ id: number }>(
      app,
      'Course/LessonSave',
      { course_id: c.id, title: '第二讲：次限推运', body_md: '次限推运以出生后一天对应人生一年。', is_free: 0, sort: 2 },
      admin,
    )
    lessonIds = [l1.id, l2.id]
    await api(app, 'Course/SetStatus', { id: c.id, action: 'publish' }, admin)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('a preview lesson is readable without enrolling or logging in; a paid lesson says to enrol', async () => {
    await app.open(`packageC/lesson-info/index?id=${lessonIds[0]}&course=${courseId}`)
    await el(app, 'lesson-body').waitFor({ timeout: 15_000 })
    expect(await el(app, 'lesson-body').innerText()).toContain('行运是此刻天上的行星对本命盘的触发')
    expect(await el(app, 'lesson-progress').innerText()).toContain('这是试读课时')
    await app.open(`packageC/lesson-info/index?id=${lessonIds[1]}&course=${courseId}`)
    await el(app, 'lesson-locked').waitFor({ timeout: 15_000 })
    expect(await el(app, 'lesson-locked').innerText()).toContain('需要报名课程后才能学习')
    await el(app, 'course-enrol').waitFor({ timeout: 15_000 })
    expect(await el(app, 'course-enrol').innerText()).toBe('报名（100 星币）')
    expect(await bodyText(app.page)).not.toContain('次限推运以出生后一天')
    expect(app.errors).toEqual([])
  })

  it('the list shows the course with its price; enrolling spends 100 coins and says so; the lesson opens and is marked done', async () => {
    await uiLogin(app, USER)
    await app.open('packageC/course-list/index')
    await el(app, `course-${courseId}`).waitFor({ timeout: 15_000 })
    const row = await el(app, `course-${courseId}`).innerText()
    expect(row).toContain('行运与推运十讲')
    expect(row).toContain('测试讲师 · 2 节课 · 100 星币')
    expect(await el(app, 'course-list').innerText()).toMatch(/占星基础三讲[\s\S]*免费/)
    // The daily-login toast of the fresh login must not sit over the list in the picture.
    await app.page.locator('[data-testid="toast"]').waitFor({ state: 'hidden', timeout: 5000 })
    await app.shot('courses-list-light')

    await el(app, `course-${courseId}`).click()
    await el(app, 'course-lessons').waitFor({ timeout: 15_000 })
    expect(await el(app, 'course-intro').locator('strong').first().innerText()).toBe('行运')
    expect(await el(app, `course-lesson-${lessonIds[0]}`).innerText()).toContain('试读')
    expect(await el(app, `course-lesson-${lessonIds[1]}`).innerText()).toContain('报名后学习')
    await app.shot('courses-info-light')
    await el(app, 'course-enrol').click()
    await el(app, 'course-enrolled-note').waitFor({ timeout: 15_000 })
    expect(await el(app, 'course-enrolled-note').innerText()).toMatch(/报名成功，花费 100 星币，余额 (400|450) 星币。/)
    await el(app, 'course-progress').waitFor({ timeout: 15_000 })
    expect(await el(app, 'course-meta').innerText()).toContain('已报名')
    expect(await el(app, `course-lesson-${lessonIds[1]}`).innerText()).toContain('已学 0%')

    await el(app, `course-lesson-${lessonIds[1]}`).click()
    await el(app, 'lesson-body').waitFor({ timeout: 15_000 })
    expect(await el(app, 'lesson-body').innerText()).toContain('次限推运以出生后一天对应人生一年')
    await el(app, 'lesson-done').click()
    await app.page.waitForFunction(() => !document.querySelector('.page-shell [data-testid="lesson-done"]'), undefined, { timeout: 15_000 })
    expect(await el(app, 'lesson-progress').innerText()).toContain('100%')
    await app.shot('courses-lesson-light')
    await el(app, 'lesson-prev').click()
    await app.page.waitForTimeout(800)
    expect(await el(app, 'lesson-title').innerText()).toBe('第一讲：什么是行运')
    expect(app.errors).toEqual([])
  })

  it('我的课程 lists the enrolled course with one of two lessons done; the mine tab shows the new balance', async () => {
    await app.open('packageC/course-list-my/index')
    await el(app, `course-${courseId}`).waitFor({ timeout: 15_000 })
    const row = await el(app, `course-${courseId}`).innerText()
    expect(row).toContain('已学完 1/2 节')
    expect(await el(app, `course-${courseId}-progress`).innerText()).toContain('50%')
    await app.shot('courses-mine-light')
    await app.open('pages/mine/mine')
    await el(app, 'mine-coin-num').waitFor({ timeout: 15_000 })
    expect(await el(app, 'mine-coin-num').innerText()).toMatch(/^(400|450)/)
    await el(app, 'mine-courses').click()
    await el(app, `course-${courseId}`).waitFor({ timeout: 15_000 })
    expect(app.errors).toEqual([])
  })
})

describe('course admin (dark)', () => {
  let app: App
  beforeAll(async () => {
    app = await startApp({ colorScheme: 'dark', server: { adminEmails: [ADMIN] } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('an admin creates a course, adds two lessons, reorders them and publishes; readers then see it', async () => {
    await uiLogin(app, ADMIN)
    await app.open('packageD/admin/index')
    await el(app, 'admin-course-admin').click()
    await el(app, 'course-new').waitFor({ timeout: 15_000 })
    await el(app, 'course-new').click()
    await el(app, 'course-save').click()
    expect(await el(app, 'course-editor').innerText()).toContain('必填')
    await fill(app, 'course-title', '紫微斗数入门')
    await fill(app, 'course-author', '后台编辑')
    await fill(app, 'course-price', '30')
    await fill(app, 'course-intro-md', '从十四主星讲起。')
    await el(app, 'course-save').click()
    await el(app, 'course-admin-lessons').waitFor({ timeout: 15_000 })
    for (const title of ['甲：命宫', '乙：身宫']) {
      await el(app, 'lesson-add').click()
      await fill(app, 'lesson-title', title)
      await fill(app, 'lesson-body-md', `${title}的正文。`)
      await el(app, 'lesson-save').click()
      await app.page.locator(`${V} [data-testid^="admin-lesson-"]`, { hasText: title }).waitFor({ timeout: 15_000 })
    }
    await app.page.locator(`${V} [data-testid^="admin-lesson-"]`, { hasText: '乙：身宫' }).getByText('上移').click()
    await el(app, 'course-admin-note').waitFor({ timeout: 15_000 })
    await app.page.waitForTimeout(500)
    expect(await el(app, 'course-admin-lessons').innerText()).toMatch(/1\. 乙：身宫[\s\S]*2\. 甲：命宫/)
    await el(app, 'course-publish').click()
    await app.page.waitForTimeout(800)
    expect(await el(app, 'course-editor').innerText()).toContain('已上架')
    await app.shot('courses-admin-dark')

    await app.open('packageC/course-list/index')
    await app.page.locator(`${V} .cms-row`, { hasText: '紫微斗数入门' }).click()
    await el(app, 'course-lessons').waitFor({ timeout: 15_000 })
    expect(await el(app, 'course-lessons').innerText()).toMatch(/乙：身宫[\s\S]*甲：命宫/)
    expect(await el(app, 'course-meta').innerText()).toContain('30 星币')
    await app.shot('courses-info-dark')
    expect(app.errors).toEqual([])
  })
})
