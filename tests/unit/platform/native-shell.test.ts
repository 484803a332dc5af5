import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The official Capacitor plugins, faked: each call is recorded, answers are set per test.
const plugins = vi.hoisted(() => ({
  clipboard: { write: vi.fn(), read: vi.fn() },
  share: { share: vi.fn() },
  geolocation: { checkPermissions: vi.fn(), requestPermissions: vi.fn(), getCurrentPosition: vi.fn() },
  statusBar: { setStyle: vi.fn(), setBackgroundColor: vi.fn() },
  browser: { open: vi.fn() },
  app: { addListener: vi.fn(), getLaunchUrl: vi.fn(), exitApp: vi.fn() },
  splash: { hide: vi.fn() },
  platform: 'android',
}))
vi.mock('@capacitor/clipboard', () => ({ Clipboard: plugins.clipboard }))
vi.mock('@capacitor/share', () => ({ Share: plugins.share }))
vi.mock('@capacitor/geolocation', () => ({ Geolocation: plugins.geolocation }))
vi.mock('@capacitor/status-bar', () => ({ StatusBar: plugins.statusBar, Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' } }))
vi.mock('@capacitor/browser', () => ({ Browser: plugins.browser }))
vi.mock('@capacitor/app', () => ({ App: plugins.app }))
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: plugins.splash }))
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => plugins.platform, isNativePlatform: () => true } }))

const TEXT = { copied: '内容已复制', exitAgain: '再按一次退出星盘' } as const
const text = (key: keyof typeof TEXT) => TEXT[key]

/** Fresh modules per test: the shell registry is module state. */
async function load() {
  vi.resetModules()
  const { fake } = await import('../../doubles/taro')
  fake.reset()
  return {
    fake,
    shell: await import('@/platform/native/shell'),
    services: await import('@/platform/native/services'),
    clipboard: await import('@/platform/clipboard'),
    shareLink: await import('@/platform/share-link'),
    location: await import('@/platform/device-location'),
    payment: await import('@/platform/payment'),
    chrome: await import('@/platform/chrome'),
  }
}

function enterNativeApp() {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true })
}

beforeEach(() => {
  vi.stubEnv('TARO_ENV', 'h5')
  for (const group of Object.values(plugins)) if (typeof group === 'object') for (const fn of Object.values(group)) fn.mockReset()
  plugins.platform = 'android'
  plugins.app.addListener.mockResolvedValue({ remove: vi.fn() })
  plugins.app.getLaunchUrl.mockResolvedValue(undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('native app detection', () => {
  it('is native only inside Capacitor (its bridge sets window.Capacitor) on the H5 build', async () => {
    const { shell } = await load()
    expect(shell.isNativeApp()).toBe(false)
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false })
    expect(shell.isNativeApp()).toBe(false)
    enterNativeApp()
    expect(shell.isNativeApp()).toBe(true)
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(shell.isNativeApp()).toBe(false)
  })

  it('startNativeShell does nothing outside the app, and boots the shell inside it', async () => {
    let m = await load()
    m.shell.startNativeShell(text)
    expect(await m.shell.nativeShellReady()).toBeNull()
    enterNativeApp()
    m = await load()
    m.shell.startNativeShell(text)
    const started = await m.shell.nativeShellReady()
    expect(started?.platform).toBe('android')
    expect(plugins.splash.hide).toHaveBeenCalled()
  })
})

describe('clipboard', () => {
  it('web and mini-program: the host API', async () => {
    const { clipboard, fake } = await load()
    await clipboard.copyText('¥abc¥')
    expect(fake.calls).toContainEqual({ api: 'setClipboardData', arg: { data: '¥abc¥' } })
    expect(plugins.clipboard.write).not.toHaveBeenCalled()
  })

  it('native: the clipboard plugin, with the toast the host would show', async () => {
    const { shell, services, clipboard, fake } = await load()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    await clipboard.copyText('¥abc¥')
    expect(plugins.clipboard.write).toHaveBeenCalledWith({ string: '¥abc¥' })
    expect(fake.calls.some((c) => c.api === 'setClipboardData')).toBe(false)
    expect(fake.overlay).toEqual({ kind: 'toast', title: '内容已复制' })
  })

  it('native: reads what other apps copied; an image reads as no text; a failure reads as empty', async () => {
    const { shell, services, clipboard } = await load()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    plugins.clipboard.read.mockResolvedValueOnce({ type: 'text/plain', value: '朋友发来 ¥xyz¥' })
    expect(await clipboard.readText()).toBe('朋友发来 ¥xyz¥')
    plugins.clipboard.read.mockResolvedValueOnce({ type: 'image/png', value: 'data:image/png;base64,AAAA' })
    expect(await clipboard.readText()).toBe('')
    plugins.clipboard.read.mockRejectedValueOnce(new Error('no permission'))
    expect(await clipboard.readText()).toBe('')
  })
})

describe('system share sheet', () => {
  it('native: the share plugin; closing the sheet answers false, other failures throw', async () => {
    const { shell, services, shareLink } = await load()
    enterNativeApp()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    expect(shareLink.canShareToSheet()).toBe(true)
    plugins.share.share.mockResolvedValueOnce({})
    const content = { title: '邀请', text: '打开链接填写', url: 'https://xingpan.example.cn/#/x' }
    expect(await shareLink.shareToSheet(content)).toBe(true)
    expect(plugins.share.share).toHaveBeenCalledWith({ ...content, dialogTitle: '邀请' })
    plugins.share.share.mockRejectedValueOnce(new Error('Share canceled'))
    expect(await shareLink.shareToSheet(content)).toBe(false)
    plugins.share.share.mockRejectedValueOnce(new Error('no activity'))
    await expect(shareLink.shareToSheet(content)).rejects.toThrow('no activity')
  })

  it('web without the Web Share API and the mini-program: no sheet', async () => {
    const { shareLink } = await load()
    expect(shareLink.canShareToSheet()).toBe(false)
    expect(await shareLink.shareToSheet({ title: 't' })).toBe(false)
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(shareLink.canShareToSheet()).toBe(false)
  })

  it('links made in the native app point at the web site beside the API, not at the device', async () => {
    const { shareLink } = await load()
    enterNativeApp()
    vi.stubGlobal('window', { location: { origin: 'https://localhost', pathname: '/', hash: '' } })
    vi.stubEnv('TARO_APP_API_BASE', 'https://xingpan.example.cn/api')
    expect(shareLink.webPageUrl('packageA/birth-invite-fill/index?token=t1')).toBe(
      'https://xingpan.example.cn/#/packageA/birth-invite-fill/index?token=t1',
    )
    vi.stubEnv('TARO_APP_API_BASE', '')
    expect(shareLink.webPageUrl('packageA/x/index')).toBeNull()
  })
})

describe('geolocation with the SPEC permission states', () => {
  it('maps Capacitor states: granted 1, asked or refused this time 0, refused for good 2', async () => {
    const { services } = await load()
    expect(services.locationPermissionOf('granted')).toBe(1)
    expect(services.locationPermissionOf('prompt')).toBe(0)
    expect(services.locationPermissionOf('prompt-with-rationale')).toBe(0)
    expect(services.locationPermissionOf('denied')).toBe(2)
  })

  it('native: asks when not yet granted, then reads the position', async () => {
    const { shell, services, location } = await load()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    plugins.geolocation.checkPermissions.mockResolvedValue({ location: 'prompt' })
    plugins.geolocation.requestPermissions.mockResolvedValue({ location: 'granted' })
    plugins.geolocation.getCurrentPosition.mockResolvedValue({ coords: { latitude: 31.23, longitude: 121.47, accuracy: 35 } })
    expect(await location.locateDevice()).toEqual({ permission: 1, position: { lat: 31.23, lng: 121.47, accuracyM: 35 } })
    expect(plugins.geolocation.requestPermissions).toHaveBeenCalledWith({ permissions: ['location'] })
  })

  it('native: a refusal gives no position and its state', async () => {
    const { shell, services, location } = await load()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    plugins.geolocation.checkPermissions.mockResolvedValue({ location: 'prompt-with-rationale' })
    plugins.geolocation.requestPermissions.mockResolvedValueOnce({ location: 'prompt-with-rationale' })
    expect(await location.locateDevice()).toEqual({ permission: 0, position: null })
    plugins.geolocation.checkPermissions.mockResolvedValue({ location: 'denied' })
    expect(await location.locateDevice()).toEqual({ permission: 2, position: null })
    expect(plugins.geolocation.requestPermissions).toHaveBeenCalledTimes(1)
    expect(plugins.geolocation.getCurrentPosition).not.toHaveBeenCalled()
  })

  it('web and mini-program: the host API; a kept refusal is 2, a timeout 0', async () => {
    const { location } = await load()
    const Taro = (await import('@tarojs/taro')).default as unknown as Record<string, unknown>
    Taro.getLocation = vi.fn().mockResolvedValueOnce({ latitude: 39.9, longitude: 116.4, accuracy: 20 })
    expect(await location.locateDevice()).toEqual({ permission: 1, position: { lat: 39.9, lng: 116.4, accuracyM: 20 } })
    Taro.getLocation = vi.fn().mockRejectedValueOnce({ code: 1, message: 'User denied Geolocation' })
    expect((await location.locateDevice()).permission).toBe(2)
    Taro.getLocation = vi.fn().mockRejectedValueOnce({ code: 3, message: 'Timeout expired' })
    expect((await location.locateDevice()).permission).toBe(0)
    vi.stubEnv('TARO_ENV', 'weapp')
    Taro.getLocation = vi.fn().mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    expect((await location.locateDevice()).permission).toBe(2)
  })
})

describe('status bar follows the theme', () => {
  it('android paints the bar and picks the text tone; iOS only the text tone', async () => {
    const { services } = await load()
    await services.createNativeShell('android', text).applyTheme('dark')
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' })
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#16151f' })
    plugins.statusBar.setBackgroundColor.mockReset()
    await services.createNativeShell('ios', text).applyTheme('light')
    expect(plugins.statusBar.setStyle).toHaveBeenLastCalledWith({ style: 'LIGHT' })
    expect(plugins.statusBar.setBackgroundColor).not.toHaveBeenCalled()
  })

  it('a theme applied before the shell started reaches it when it starts, later ones at once', async () => {
    const { shell, services, chrome } = await load()
    vi.stubGlobal('document', { documentElement: { style: {}, dataset: {} } })
    await chrome.applyWindowTheme('dark')
    expect(plugins.statusBar.setStyle).not.toHaveBeenCalled()
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#16151f' })
    await chrome.applyWindowTheme('light')
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#ffffff' })
  })
})

describe('payment in the native app', () => {
  it('opens the provider page in the system browser and comes back to this page of the web site', async () => {
    const { shell, services, payment } = await load()
    enterNativeApp()
    vi.stubEnv('TARO_APP_API_BASE', 'https://xingpan.example.cn/api')
    vi.stubGlobal('window', {
      location: {
        href: 'https://localhost/#/packageA/coin-buy/index',
        origin: 'https://localhost',
        pathname: '/',
        hash: '#/packageA/coin-buy/index',
      },
    })
    await shell.installNativeShell(Promise.resolve(services.createNativeShell('android', text)))
    expect(payment.paymentReturnUrl()).toBe('https://xingpan.example.cn/#/packageA/coin-buy/index')
    expect(await payment.handOffPayment('alipay_h5', { h5_url: 'https://pay.example.com/p?x=1' })).toBe('redirected')
    expect(plugins.browser.open).toHaveBeenCalledWith({ url: 'https://pay.example.com/p?x=1' })
    expect(window.location.href).toBe('https://localhost/#/packageA/coin-buy/index')
  })

  it('the web keeps its own page and redirect', async () => {
    const { payment } = await load()
    vi.stubGlobal('window', { location: { href: 'https://xingpan.example.cn/#/packageA/coin-buy/index' } })
    expect(payment.paymentReturnUrl()).toBe('https://xingpan.example.cn/#/packageA/coin-buy/index')
    expect(await payment.handOffPayment('alipay_h5', { h5_url: 'https://pay.example.com/p' })).toBe('redirected')
    expect(window.location.href).toBe('https://pay.example.com/p')
    expect(plugins.browser.open).not.toHaveBeenCalled()
  })
})
