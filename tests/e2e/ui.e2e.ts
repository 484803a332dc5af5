import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { startApp, type App } from './harness'

const GALLERY = 'packageE/test-page/index'

/** The shared UI kit through its gallery page (packageE/test-page) in the H5 build. */
function suite(theme: 'light' | 'dark') {
  describe(`UI kit gallery (${theme})`, () => {
    let app: App
    const warnings: string[] = []
    const $ = (testId: string): Locator => app.page.locator(`.page-shell:visible [data-testid="${testId}"]`).first()
    const result = async () => $('gallery-result').innerText()
    /** Route of the top visible page (Taro H5 appends pages; a leaving one may still be visible for a moment). */
    const route = () => app.page.locator('.page-shell:visible').last().getAttribute('data-route')
    const open = async (id: string) => {
      // A popup stays 300 ms after closing: wait until the previous one has left.
      await expect.poll(() => app.page.locator('.page-shell:visible .ui-popup--closing').count(), { timeout: 3000 }).toBe(0)
      await $(`open-${id}`).click()
      await app.page.waitForTimeout(350) // 200 ms fade / slide-in
    }
    const type = async (testId: string, text: string) => {
      await $(testId).locator('input, textarea').first().fill(text)
    }
    const expectResult = async (value: unknown) => {
      await expect.poll(result, { timeout: 3000 }).toBe(JSON.stringify(value))
    }
    const gone = async (testId: string) => {
      await expect.poll(() => app.page.locator(`.page-shell:visible [data-testid="${testId}"]`).count(), { timeout: 3000 }).toBe(0)
    }

    beforeAll(async () => {
      app = await startApp({ colorScheme: theme })
      app.page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text())
      })
      await app.open(GALLERY)
    })
    afterAll(async () => {
      await app?.close()
    })

    it('opens the gallery in the expected theme', async () => {
      expect(await app.page.getAttribute('.page-shell:visible', 'data-theme')).toBe(theme)
      expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('组件测试')
      await app.shot(`ui-gallery-${theme}`)
    })

    it('confirm resolves with the button pressed, or cancel', async () => {
      await open('confirm')
      expect(await $('dialog-confirm').innerText()).toContain('删除档案')
      await app.shot(`ui-confirm-${theme}`)
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, index: 0 })
      await gone('dialog-confirm')
      await open('confirm')
      await $('dialog-cancel').click()
      await expectResult({ ok: false })
    })

    it('confirm with several buttons and no cancel resolves the third button as index 2', async () => {
      await open('confirm-multi')
      expect(await app.page.locator('.page-shell:visible [data-testid="dialog-confirm"] [data-testid="dialog-cancel"]').count()).toBe(0)
      await app.shot(`ui-confirm-multi-${theme}`)
      await $('dialog-btn-2').click()
      await expectResult({ ok: true, index: 2 })
    })

    it('confirm converts its text to traditional Chinese when asked', async () => {
      await open('confirm-trad')
      const text = await $('dialog-confirm').innerText()
      expect(text).toContain('農曆生日')
      expect(text).toContain('確定')
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, index: 0 })
    })

    it('the editable confirm resolves with its text', async () => {
      await open('confirm-edit')
      await type('dialog-text', '上升双子')
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, index: 0, text: '上升双子' })
    })

    it('input: empty text toasts 字数不足 and stays open; 60 characters are cut to 50', async () => {
      await open('input')
      await $('dialog-btn-0').click()
      await expect
        .poll(
          () =>
            $('toast')
              .innerText()
              .catch(() => ''),
          { timeout: 2000 },
        )
        .toBe('字数不足')
      expect(await $('dialog-input').count()).toBe(1)
      await app.shot(`ui-input-too-short-${theme}`)
      await type('dialog-text', '星'.repeat(60))
      await expect.poll(() => $('dialog-count').innerText()).toBe('50/50')
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, text: '星'.repeat(50) })
    })

    it('textarea with minLength 5 refuses four characters', async () => {
      await open('textarea')
      await type('dialog-text', '一二三四')
      await $('dialog-btn-0').click()
      await app.page.waitForTimeout(300)
      expect(await $('dialog-input').count()).toBe(1)
      await type('dialog-text', '一二三四五')
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, text: '一二三四五' })
    })

    it('action sheet resolves the tapped row', async () => {
      await open('action-sheet')
      await app.shot(`ui-action-sheet-${theme}`)
      await $('sheet-item-1').click()
      await expectResult({ ok: true, index: 1 })
    })

    it('action board resolves the tapped tile with its id', async () => {
      await open('action-board')
      await app.shot(`ui-action-board-${theme}`)
      await $('board-item-image').click()
      await expectResult({ ok: true, index: 2, id: 'image' })
    })

    it('address modal validates, then resolves the address', async () => {
      await open('address')
      await $('dialog-btn-0').click()
      await expect.poll(() => $('address-error-name').innerText()).toBe('请填写收货人')
      await type('address-name', '张三')
      await type('address-phone', '12345')
      await type('address-region', '北京市 朝阳区')
      await type('address-detail', '建国路 88 号')
      await $('dialog-btn-0').click()
      await expect.poll(() => $('address-error-phone').innerText()).toBe('号码格式不正确')
      await app.shot(`ui-address-errors-${theme}`)
      await type('address-phone', '13812345678')
      await $('dialog-btn-0').click()
      await expectResult({ ok: true, address: { name: '张三', phone: '13812345678', region: '北京市 朝阳区', detail: '建国路 88 号' } })
    })

    it('chart-style chooser marks the selected style and resolves the chosen one', async () => {
      await open('chart-style')
      expect(await $('style-item-1').getAttribute('class')).toContain('is-on')
      await app.shot(`ui-chart-style-${theme}`)
      await $('style-item-3').click()
      await expectResult({ ok: true, index: 3 })
    })

    it('share-confirm resolves ok on share', async () => {
      await open('share')
      await app.shot(`ui-share-${theme}`)
      await $('dialog-btn-0').click()
      await expectResult({ ok: true })
    })

    it('picker: an out-of-range initial index falls back to 0; the chosen items resolve', async () => {
      await open('picker')
      expect(await $('picker-item-0-0').getAttribute('class')).toContain('is-on')
      expect(await $('picker-item-1-1').getAttribute('class')).toContain('is-on')
      await $('picker-item-0-2').click()
      await app.shot(`ui-picker-${theme}`)
      await $('dialog-ok').click()
      await expectResult({ ok: true, indexes: [2, 1], labels: ['等宫制', '恒星黄道'] })
      // The popup stays 300 ms after closing, then leaves.
      await gone('dialog-picker')
    })

    it('date picker corrects 31 February 2023 to the 28th', async () => {
      await open('date')
      await app.shot(`ui-date-${theme}`)
      await $('dialog-ok').click()
      await expect.poll(async () => JSON.parse(await result()).text).toBe('2023-02-28')
    })

    it('time picker clamps 30:-5 to 23:00', async () => {
      await open('time')
      await $('dialog-ok').click()
      await expect.poll(async () => JSON.parse(await result()).text).toBe('23:00')
    })

    it('date-time picker lists years current ± 150', async () => {
      await open('date-time')
      const year = new Date().getFullYear()
      const years = await $('dt-col-0').locator('[data-testid^="dt-item-0-"]').count()
      expect(years).toBe(301)
      expect(await $('dt-item-0-0').innerText()).toBe(`${year - 150}年`)
      await app.shot(`ui-date-time-${theme}`)
      await $('dialog-ok').click()
      await expect.poll(async () => JSON.parse(await result()).text).toBe('2000-03-01 16:30')
    })

    it('农历 entry: 2023-03-22 shows 闰二月初一; choosing 三月 converts to 2023-04-20', async () => {
      await open('lunar')
      expect(await $('date-preview').innerText()).toBe('2023-03-22')
      const months = $('dt-col-1')
      expect(await months.locator('.is-on').innerText()).toBe('闰二月')
      await app.shot(`ui-lunar-${theme}`)
      await $('dt-item-1-3').click() // 正 二 闰二 三
      await expect.poll(() => $('date-preview').innerText()).toBe('2023-04-20')
      await $('calendar-switch').locator('[data-value="solar"]').click()
      await expect.poll(() => $('date-preview').innerText()).toBe('2023年三月初一')
      await $('dialog-ok').click()
      await expect
        .poll(async () => JSON.parse(await result()))
        .toMatchObject({ ok: true, text: '2023-04-20', calendar: 'solar', lunar: { year: 2023, month: 3, isLeap: false, day: 1 } })
    })

    it('location chooser (a packageA page): confirm disabled until a place is chosen; 20 per page; resolves the place', async () => {
      await open('location')
      await expect.poll(() => route()).toBe('city-search')
      expect(await app.page.locator('.page-shell:visible .nav-bar__title').first().innerText()).toBe('选择地点')
      expect(await $('dialog-ok').getAttribute('data-disabled')).toBe('1')
      await type('location-query', 'shan')
      await expect.poll(() => app.page.locator('.page-shell:visible [data-testid^="location-item-"]').count(), { timeout: 15000 }).toBe(20)
      const info = await $('location-page').innerText()
      expect(info).toMatch(/第 1\/\d+ 页/)
      await $('location-next').click()
      await expect.poll(() => $('location-page').innerText()).toMatch(/第 2\/\d+ 页/)
      await app.shot(`ui-location-list-${theme}`)
      await type('location-query', '北京')
      await expect.poll(() => $('location-item-0').innerText()).toContain('北京')
      await $('location-item-0').click()
      expect(await $('dialog-ok').getAttribute('data-disabled')).toBe('0')
      await app.shot(`ui-location-${theme}`)
      await $('dialog-ok').click()
      await expect.poll(async () => JSON.parse(await result())).toMatchObject({ name: '北京市', timeZone: 'Asia/Shanghai' })
      await expect.poll(route).toBe('test-page')
    })

    it('a second location chooser is rejected with cancel; dismissing the first rejects with cancel', async () => {
      await open('location-twice')
      await expect
        .poll(() =>
          $('toast')
            .innerText()
            .catch(() => ''),
        )
        .toBe('second: cancel')
      expect(await app.page.locator('.page-shell:visible [data-testid="location-chooser"]').count()).toBe(1)
      await app.shot(`ui-location-empty-${theme}`)
      await $('dialog-cancel').click()
      await expectResult({ rejected: 'cancel' })
    })

    it('backing out of the location chooser with the title-bar back rejects with cancel', async () => {
      await open('location')
      await expect.poll(() => route()).toBe('city-search')
      await $('nav-back').click()
      await expectResult({ rejected: 'cancel' })
      await expect.poll(route).toBe('test-page')
    })

    it('toast shows, hides after 1500 ms, and calls back 500 ms later', async () => {
      await app.page.waitForTimeout(2100) // earlier toasts gone
      await open('toast')
      expect(await $('toast').innerText()).toContain('保存成功')
      await app.shot(`ui-toast-${theme}`)
      await app.page.waitForTimeout(1400)
      expect(await $('toast').count()).toBe(0)
      await expectResult('toast done')
    })

    it('the short message stays 3 s and calls back', async () => {
      await open('msg')
      await app.page.waitForTimeout(2500)
      expect(await $('toast').innerText()).toContain('已复制生日码')
      await expect.poll(() => $('gallery-callbacks').innerText(), { timeout: 3000 }).toContain('回调 1 次')
    })

    it('loading stays until hidden; hiding one not shown only warns', async () => {
      await open('loading')
      expect(await $('loading').innerText()).toContain('正在排盘')
      await app.shot(`ui-loading-${theme}`)
      await app.page.waitForTimeout(1000)
      expect(await $('loading').count()).toBe(1)
      await gone('loading')
      await open('hide-loading')
      expect(warnings.some((w) => w.includes('hideLoading'))).toBe(true)
    })

    it('pull-to-refresh: early release restores; past the threshold it refreshes until the page stops it', async () => {
      const touch = async (type: string, y: number) =>
        app.page.evaluate(
          ([t, yy]) => {
            const el = [...document.querySelectorAll('[data-testid="pull-refresh"]')].find(
              (e) => (e as HTMLElement).offsetParent !== null,
            ) as HTMLElement
            const touch = new Touch({ identifier: 1, target: el, clientX: 100, clientY: yy as number })
            el.dispatchEvent(
              new TouchEvent(t as string, { bubbles: true, cancelable: true, touches: t === 'touchend' ? [] : [touch], changedTouches: [touch] }),
            )
          },
          [type, y],
        )
      const phase = () => $('pull-refresh').getAttribute('data-phase')
      await touch('touchstart', 100)
      await touch('touchmove', 160)
      expect(await phase()).toBe('pulling')
      await touch('touchend', 160)
      expect(await phase()).toBe('idle')
      await touch('touchstart', 100)
      await touch('touchmove', 300)
      expect(await phase()).toBe('reached')
      expect(await $('pull-refresh-text').innerText()).toBe('松开刷新')
      await touch('touchend', 300)
      expect(await phase()).toBe('refreshing')
      await app.shot(`ui-refreshing-${theme}`)
      await expect.poll(phase, { timeout: 3000 }).toBe('idle')
      expect(await $('gallery-refreshes').innerText()).toContain('已刷新 1 次')
    })

    it('throws no page errors', () => {
      expect(app.errors).toEqual([])
    })
  })
}

suite('light')
suite('dark')
