import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { blockBack, navigate, setLoginCheck } from '@/platform/navigation'
import { createBackButtonHandler, EXIT_PRESS_WINDOW_MS } from '@/platform/native/back-button'
import { deepLinkPath, openDeepLink } from '@/platform/native/deep-link'

const app = vi.hoisted(() => ({
  listeners: new Map<string, (e: { url: string }) => void>(),
  launchUrl: undefined as string | undefined,
  exitApp: vi.fn(),
  hide: vi.fn(),
}))
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: (name: string, cb: (e: { url: string }) => void) => (app.listeners.set(name, cb), Promise.resolve({ remove: vi.fn() })),
    getLaunchUrl: () => Promise.resolve(app.launchUrl ? { url: app.launchUrl } : undefined),
    exitApp: app.exitApp,
  },
}))
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: { hide: app.hide } }))
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => 'android' } }))

const routes = () => fake.pages.map((p) => p.route)
const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  fake.reset()
  setLoginCheck(() => false)
  app.listeners.clear()
  app.launchUrl = undefined
  app.exitApp.mockReset()
  app.hide.mockReset()
})

describe('hardware back button (SPEC §2 back rules)', () => {
  function handler() {
    let now = 10_000
    const deps = { exitApp: vi.fn(), warnExit: vi.fn(), nowMs: () => now }
    return { deps, press: createBackButtonHandler(deps), later: (ms: number) => (now += ms) }
  }

  it('goes back when history holds more than one page', async () => {
    const { press } = handler()
    await navigate('settings')
    await navigate('about')
    await press()
    expect(routes()).toEqual(['pages/index/index', 'packageA/settings/index'])
  })

  it('goes home when history holds one page that is not home', async () => {
    const { press, deps } = handler()
    fake.pages = [{ route: 'packageA/settings/index', options: {} }]
    await press()
    expect(routes()).toEqual(['pages/index/index'])
    expect(deps.exitApp).not.toHaveBeenCalled()
  })

  it('a page that blocks back stays', async () => {
    const { press } = handler()
    await navigate('settings')
    const release = blockBack('packageA/settings/index', () => true)
    await press()
    expect(routes()).toEqual(['pages/index/index', 'packageA/settings/index'])
    release()
  })

  it('on home: the first press warns, a second one within the window leaves the app', async () => {
    const { press, deps, later } = handler()
    await press()
    expect(deps.warnExit).toHaveBeenCalledTimes(1)
    expect(deps.exitApp).not.toHaveBeenCalled()
    later(EXIT_PRESS_WINDOW_MS + 1)
    await press()
    expect(deps.warnExit).toHaveBeenCalledTimes(2)
    expect(deps.exitApp).not.toHaveBeenCalled()
    later(EXIT_PRESS_WINDOW_MS - 1)
    await press()
    expect(deps.exitApp).toHaveBeenCalledTimes(1)
  })
})

describe('deep links', () => {
  it('reads the page path from the app scheme and from a web link of the site', () => {
    expect(deepLinkPath('xingpan://pagesA/birth-editor/birth-editor?id=3')).toBe('pagesA/birth-editor/birth-editor?id=3')
    expect(deepLinkPath('XINGPAN:///packageA/about/index')).toBe('packageA/about/index')
    expect(deepLinkPath('https://xingpan.example.cn/#/pagesB/chinese-divination/yi')).toBe('pagesB/chinese-divination/yi')
    expect(deepLinkPath('xingpan://')).toBeNull()
    expect(deepLinkPath('xingpan://?x=1')).toBeNull()
    expect(deepLinkPath('https://elsewhere.example.com/page')).toBeNull()
  })

  it('opens the SPEC page on top of the current one, with its query', async () => {
    await openDeepLink('xingpan://pagesA/settings/settings?from=link')
    expect(fake.pages).toEqual([
      { route: 'pages/index/index', options: {} },
      { route: 'packageA/settings/index', options: { from: 'link' } },
    ])
  })

  it('a page that needs login opens login with the page to return to', async () => {
    await openDeepLink('xingpan://pagesA/user-info/user-info')
    expect(routes()).toEqual(['pages/index/index', 'packageA/login/index'])
    expect(decodeURIComponent(fake.pages[1].options.toPage)).toBe('/packageA/user-info/index')
  })

  it('a tab switches to it; a link naming no page goes home', async () => {
    await navigate('settings')
    await openDeepLink('xingpan://pages/mine/mine')
    expect(routes()).toEqual(['pages/mine/mine'])
    await openDeepLink('xingpan://nowhere/at/all')
    expect(routes()).toEqual(['pages/index/index'])
  })
})

describe('native boot', () => {
  it('opens the launch link once, follows later links, takes over back, hides the splash', async () => {
    const { bootNativeShell } = await import('@/platform/native/boot')
    app.launchUrl = 'xingpan://pagesA/settings/settings'
    const shell = await bootNativeShell((k) => k)
    expect(shell.platform).toBe('android')
    expect(routes()).toEqual(['pages/index/index', 'packageA/settings/index'])
    // The same launch link announced again is not opened twice.
    app.listeners.get('appUrlOpen')!({ url: 'xingpan://pagesA/settings/settings' })
    await flush()
    expect(routes()).toHaveLength(2)
    app.listeners.get('appUrlOpen')!({ url: 'xingpan://pagesA/about/about' })
    await flush()
    expect(routes()).toEqual(['pages/index/index', 'packageA/settings/index', 'packageA/about/index'])
    app.listeners.get('backButton')!({ url: '' })
    await flush()
    expect(routes()).toEqual(['pages/index/index', 'packageA/settings/index'])
    expect(app.hide).toHaveBeenCalledTimes(1)
  })
})
