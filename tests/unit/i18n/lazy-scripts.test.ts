// Start-up parses only the reader's script: the other script's strings (the shell's and every bundle added
// meanwhile) are registered when that script is first used.
import { beforeEach, describe, expect, it, vi } from 'vitest'

type I18nModule = typeof import('@/i18n')
let m: I18nModule

describe('i18n resources per script, on first use', () => {
  beforeEach(async () => {
    // A fresh instance: the test setup registers every bundle on the shared one.
    vi.resetModules()
    m = await import('@/i18n')
  })

  it('neither script is registered before its first use', () => {
    expect(m.i18n.hasResourceBundle('zh-Hans', 'translation')).toBe(false)
    expect(m.i18n.hasResourceBundle('zh-Hant', 'translation')).toBe(false)
  })

  it('using zh-Hans registers it and leaves zh-Hant unparsed', () => {
    expect(m.tFor('zh-Hans')('a11y.tabBar')).toBe('主导航')
    expect(m.i18n.hasResourceBundle('zh-Hans', 'translation')).toBe(true)
    expect(m.i18n.hasResourceBundle('zh-Hant', 'translation')).toBe(false)
  })

  it('switching to zh-Hant registers the shell and a bundle added before the switch', () => {
    m.tFor('zh-Hans')
    m.addLocaleBundle('{"lazyTest":{"word":"设置"}}', '{"lazyTest":{"word":"設定"}}')
    expect(m.tFor('zh-Hans')('lazyTest.word')).toBe('设置')
    expect(m.i18n.hasResourceBundle('zh-Hant', 'translation')).toBe(false)
    const t = m.tFor('zh-Hant')
    expect(t('a11y.tabBar')).toBe('主導航')
    expect(t('lazyTest.word')).toBe('設定')
  })

  it('a JSON bundle is parsed once: no deep copy of the parsed tree when it is registered', () => {
    m.tFor('zh-Hans')
    const stringify = vi.spyOn(JSON, 'stringify')
    m.addLocaleBundle('{"copyTest":{"word":"星盘"}}', '{"copyTest":{"word":"星盤"}}')
    expect(stringify).not.toHaveBeenCalled()
    stringify.mockRestore()
    expect(m.tFor('zh-Hans')('copyTest.word')).toBe('星盘')
  })
})
