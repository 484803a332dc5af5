import { describe, expect, it } from 'vitest'
import * as OpenCC from 'opencc-js'
import fs from 'node:fs'
import { languageFromSystem, resolveLanguage, tFor } from '@/i18n'
import { toTraditional } from '@/i18n/convert'
import { CHAR_OVERRIDES, DOMAIN_PHRASES, PROTECTED_TERMS } from '@/i18n/phrases'

describe('language rule (SPEC §5)', () => {
  it('takes the stored language only when it is zh-Hans or zh-Hant', () => {
    expect(resolveLanguage('zh-Hant', 'zh_CN')).toBe('zh-Hant')
    expect(resolveLanguage('zh-Hans', 'zh_TW')).toBe('zh-Hans')
  })
  it('otherwise follows the system language', () => {
    expect(resolveLanguage('en', 'zh_TW')).toBe('zh-Hant')
    expect(resolveLanguage(undefined, 'zh-HK')).toBe('zh-Hant')
    expect(resolveLanguage(null, 'zh_CN')).toBe('zh-Hans')
    expect(resolveLanguage(42, 'en')).toBe('zh-Hans')
  })
  it('an unknown system language gives the default zh-Hans', () => {
    expect(languageFromSystem(undefined)).toBe('zh-Hans')
    expect(languageFromSystem('fr_FR')).toBe('zh-Hans')
  })
})

describe('resources', () => {
  it('zh-Hant resources have exactly the keys of zh-Hans', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]))
    for (const f of fs.readdirSync('src/i18n/locales/zh-Hans')) {
      const hans = JSON.parse(fs.readFileSync(`src/i18n/locales/zh-Hans/${f}`, 'utf8'))
      const hant = JSON.parse(fs.readFileSync(`src/i18n/locales/zh-Hant/${f}`, 'utf8'))
      expect(keys(hant).sort(), f).toEqual(keys(hans).sort())
    }
  })
  it('translates in both scripts', () => {
    expect(tFor('zh-Hans')('settings.language')).toBe('语言')
    expect(tFor('zh-Hant')('settings.language')).toBe('語言')
  })
})

describe('runtime converter', () => {
  it('keeps the domain words the character table alone gets wrong', () => {
    expect(toTraditional('干支')).toBe('干支')
    expect(toTraditional('丑时')).toBe('丑時')
    expect(toTraditional('占卜')).toBe('占卜')
    expect(toTraditional('农历')).toBe('農曆')
  })
  it('agrees with the full OpenCC converter (Taiwan phrases) on every domain phrase, protected terms first', () => {
    const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' })
    const overrides = new Map([...CHAR_OVERRIDES, ...PROTECTED_TERMS])
    const keys = [...overrides.keys()].sort((a, b) => b.length - a.length)
    const full = (s: string) =>
      s
        .split(new RegExp(`(${keys.join('|')})`))
        .map((x) => overrides.get(x) ?? opencc(x))
        .join('')
    for (const p of DOMAIN_PHRASES) expect(toTraditional(p), p).toBe(full(p))
  })
  it('applies the domain overrides: 凶 (吉凶), 咸 (the hexagram), 三台 and 台辅 (stars)', () => {
    expect(toTraditional('贞凶')).toBe('貞凶')
    expect(toTraditional('泽山咸')).toBe('澤山咸')
    expect(toTraditional('三台台辅')).toBe('三台台輔')
  })
  it('converts ordinary characters and leaves others alone', () => {
    expect(toTraditional('紫微斗数命盘')).toBe('紫微斗數命盤')
    expect(toTraditional('abc 123')).toBe('abc 123')
  })
})
