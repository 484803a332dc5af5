import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { blockBack, goBack, guardCurrentPage, navigate, openMissingPage, returnAfterLogin, setLoginCheck, urlOf } from '@/platform/navigation'
import { routeById } from '@/routes'

const lastCall = () => fake.calls[fake.calls.length - 1]

describe('navigation rules (SPEC §2)', () => {
  beforeEach(() => {
    fake.reset()
    setLoginCheck(() => false)
  })

  it('back goes home when history holds one page', async () => {
    fake.pages = [{ route: 'packageA/settings/index', options: {} }]
    await goBack()
    expect(lastCall()).toEqual({ api: 'switchTab', arg: '/pages/index/index' })
    expect(fake.pages.map((p) => p.route)).toEqual(['pages/index/index'])
  })

  it('back goes back when history holds more than one page', async () => {
    await navigate('settings')
    await navigate('about')
    await goBack()
    expect(lastCall()).toEqual({ api: 'navigateBack', arg: 1 })
    expect(fake.pages.map((p) => p.route)).toEqual(['pages/index/index', 'packageA/settings/index'])
  })

  it('a page may block back: rejected with onBackPress, nothing navigates', async () => {
    await navigate('settings')
    let dirty = true
    const release = blockBack('packageA/settings/index', () => dirty)
    await expect(goBack()).rejects.toThrow('onBackPress')
    expect(fake.pages).toHaveLength(2)
    dirty = false
    await goBack()
    expect(fake.pages).toHaveLength(1)
    release()
  })

  it('tab routes open with switchTab', async () => {
    await navigate('settings')
    await navigate('mine')
    expect(lastCall()).toEqual({ api: 'switchTab', arg: '/pages/mine/mine' })
    expect(fake.pages).toHaveLength(1)
  })

  it('query parameters are URL-encoded', () => {
    expect(urlOf(routeById('about')!, { name: '张 三', n: 2, skip: undefined })).toBe('/packageA/about/index?name=%E5%BC%A0%20%E4%B8%89&n=2')
  })

  it('a login-required page redirects to login with the URL-encoded toPage, and comes back after login', async () => {
    fake.pages = [{ route: 'packageA/about/index', options: { x: '1' } }]
    // Pretend "about" needs login for this test.
    const about = routeById('about')!
    ;(about as { needsLogin?: boolean }).needsLogin = true
    try {
      expect(await guardCurrentPage()).toBe(true)
      const url = lastCall().arg as string
      expect(url).toBe('/packageA/login/index?toPage=' + encodeURIComponent('/packageA/about/index?x=1'))
      setLoginCheck(() => true)
      expect(await guardCurrentPage()).toBe(false)
      await returnAfterLogin(encodeURIComponent('/packageA/about/index?x=1'))
      expect(lastCall()).toEqual({ api: 'redirectTo', arg: '/packageA/about/index?x=1' })
    } finally {
      ;(about as { needsLogin?: boolean }).needsLogin = undefined
    }
  })

  it('returning after login to a tab page uses switchTab', async () => {
    await returnAfterLogin(encodeURIComponent('/pages/mine/mine'))
    expect(lastCall()).toEqual({ api: 'switchTab', arg: '/pages/mine/mine' })
  })

  it('the page stack never exceeds 10: the 10th page replaces the top', async () => {
    for (let i = 0; i < 12; i++) await navigate(i % 2 ? 'about' : 'settings')
    expect(fake.pages.length).toBe(10)
  })

  it('an unknown page is rejected with page not found', async () => {
    await expect(navigate('no-such-page')).rejects.toThrow('page not found')
  })

  it('a missing SPEC path opens our page in its place, with its query', async () => {
    expect(await openMissingPage('pagesB/chinese-divination/yi/yi', { q: '问事' })).toBe(true)
    expect(lastCall()).toEqual({ api: 'redirectTo', arg: '/packageB/yi/index?q=%E9%97%AE%E4%BA%8B' })
    expect(await openMissingPage('/pages/mine/mine')).toBe(true)
    expect(lastCall()).toEqual({ api: 'switchTab', arg: '/pages/mine/mine' })
    expect(await openMissingPage('pagesA/settings/nowhere')).toBe(false)
  })

  it('a missing SPEC path to a login-required page goes through login while logged out', async () => {
    await openMissingPage('pagesA/user-account/user-account', 'tab=1')
    expect(lastCall()).toEqual({ api: 'redirectTo', arg: '/packageA/login/index?toPage=' + encodeURIComponent('/packageA/user-account/index?tab=1') })
  })

  it('after login, a SPEC toPage opens our page', async () => {
    fake.pages = [{ route: 'packageA/login/index', options: {} }]
    await returnAfterLogin(encodeURIComponent('pagesD/band-email/band-email?from=mine'))
    expect(lastCall()).toEqual({ api: 'redirectTo', arg: '/packageD/band-email/index?from=mine' })
  })
})
