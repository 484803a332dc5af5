import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { effectiveTheme, useSettings } from '@/store/settings'
import { loginInfoStore, isLoggedIn, useSession } from '@/store/session'

describe('theme rule (SPEC §4 Theme)', () => {
  beforeEach(() => {
    fake.reset()
    fake.system.theme = 'light'
    fake.system.language = 'zh_CN'
    useSettings.getState().hydrate()
  })
  it('auto follows the system; light and dark are forced', () => {
    expect(effectiveTheme('auto', 'dark')).toBe('dark')
    expect(effectiveTheme('auto', 'light')).toBe('light')
    expect(effectiveTheme('light', 'dark')).toBe('light')
    expect(effectiveTheme('dark', 'light')).toBe('dark')
  })
  it('defaults to auto and persists a choice', () => {
    expect(useSettings.getState().themeType).toBe('auto')
    useSettings.getState().themeTypeChosen('dark')
    expect(fake.storage.get('themeType')).toBe('dark')
    useSettings.getState().hydrate()
    expect(useSettings.getState().themeType).toBe('dark')
  })
  it('a system theme change flags the tab bar for a reset, once', () => {
    useSettings.getState().systemThemeChanged('light')
    expect(useSettings.getState().tabBarNeedsReset).toBe(false)
    useSettings.getState().systemThemeChanged('dark')
    expect(useSettings.getState().tabBarNeedsReset).toBe(true)
    useSettings.getState().tabBarReset()
    expect(useSettings.getState().tabBarNeedsReset).toBe(false)
  })
})

describe('language from storage (SPEC §5)', () => {
  beforeEach(() => fake.reset())
  it('stored zh-Hant wins over a zh_CN system', () => {
    fake.storage.set('language', 'zh-Hant')
    useSettings.getState().hydrate()
    expect(useSettings.getState().language).toBe('zh-Hant')
  })
  it('a stored "en" is ignored: the system decides', () => {
    fake.storage.set('language', 'en')
    fake.system.language = 'zh_TW'
    useSettings.getState().hydrate()
    expect(useSettings.getState().language).toBe('zh-Hant')
    fake.system.language = 'zh_CN'
  })
  it('choosing a language persists it', () => {
    useSettings.getState().languageChosen('zh-Hant')
    expect(fake.storage.get('language')).toBe('zh-Hant')
  })
})

describe('storage fallbacks (SPEC §8)', () => {
  beforeEach(() => fake.reset())
  it('corrupt JSON text falls back to defaults without throwing', () => {
    fake.storage.set('loginInfo', '{"token": "abc", ')
    expect(() => useSession.getState().hydrate()).not.toThrow()
    expect(useSession.getState().loginInfo).toBeNull()
  })
  it('a value of the wrong shape falls back to defaults', () => {
    fake.storage.set('themeType', 'purple')
    fake.storage.set('autoCopy', 'yes')
    useSettings.getState().hydrate()
    expect(useSettings.getState().themeType).toBe('auto')
    expect(useSettings.getState().autoCopy).toBe(true)
  })
  it('a backend that throws reads as missing', async () => {
    const { setStorageBackend } = await import('@/platform/storage')
    setStorageBackend({
      get: () => {
        throw new Error('io')
      },
      set: () => {
        throw new Error('full')
      },
      remove: () => undefined,
    })
    try {
      expect(loginInfoStore.load()).toBeNull()
      expect(() => useSettings.getState().themeTypeChosen('dark')).not.toThrow()
    } finally {
      setStorageBackend(null)
    }
  })
  it('login info with an expired token is logged out', () => {
    const info = { token: 't', token_expired: 1000, user: { uid: 1, nickname: '', avatar: '', coin_num: 0, roles: [] } }
    expect(isLoggedIn(info, 2_000_000)).toBe(false)
    expect(isLoggedIn({ ...info, token_expired: 4_000_000_000 }, 2_000_000)).toBe(true)
    expect(isLoggedIn(null, 0)).toBe(false)
  })
})
