import Taro from '@tarojs/taro'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemInfo } from '@/platform/system'

const runtime = Taro as unknown as { getSystemInfoSync: () => Record<string, unknown> }

describe('systemInfo', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('H5: everything from the browser; platform and brand from the user agent, never through Taro (platform.js)', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }) })
    vi.stubGlobal('document', { documentElement: { clientWidth: 412 } })
    vi.stubGlobal('navigator', {
      language: 'zh-TW',
      userAgent: 'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 Chrome/111.0 Mobile MicroMessenger/8.0.40',
    })
    const host = vi.spyOn(runtime, 'getSystemInfoSync').mockReturnValue({ platform: 'other', brand: 'other' })
    const info = systemInfo()
    expect({ language: info.language, theme: info.theme, windowWidth: info.windowWidth, statusBarHeight: info.statusBarHeight }).toEqual({
      language: 'zh-TW',
      theme: 'dark',
      windowWidth: 412,
      statusBarHeight: 0,
    })
    expect([info.platform, info.brand]).toEqual(['android', 'Xiaomi'])
    expect(host).not.toHaveBeenCalled()
  })

  it('H5 with a bare browser (no matchMedia, no root element): the fallbacks', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', {})
    vi.stubGlobal('navigator', { userAgent: 'x' })
    const info = systemInfo()
    expect([info.language, info.theme, info.windowWidth]).toEqual(['', 'light', 375])
  })

  it('mini-program: everything from the host, with fallbacks when it throws', () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    vi.spyOn(runtime, 'getSystemInfoSync').mockReturnValue({
      language: 'zh_CN',
      theme: 'dark',
      windowWidth: 390,
      statusBarHeight: 47,
      platform: 'ios',
      brand: 'iPhone',
    })
    expect(systemInfo()).toEqual({ language: 'zh_CN', theme: 'dark', windowWidth: 390, statusBarHeight: 47, platform: 'ios', brand: 'iPhone' })
    vi.spyOn(runtime, 'getSystemInfoSync').mockImplementation(() => {
      throw new Error('getSystemInfoSync:fail')
    })
    expect(systemInfo()).toEqual({ language: '', theme: 'light', windowWidth: 375, statusBarHeight: 20, platform: 'weapp', brand: '' })
  })
})
