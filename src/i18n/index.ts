import i18next, { type TFunction } from 'i18next'
import { ZH_HANS, ZH_HANT } from './resources.generated'

export type Language = 'zh-Hans' | 'zh-Hant'
export const LANGUAGES: readonly Language[] = ['zh-Hans', 'zh-Hant']
export const DEFAULT_LANGUAGE: Language = 'zh-Hans'

export function isLanguage(v: unknown): v is Language {
  return v === 'zh-Hans' || v === 'zh-Hant'
}

/** Maps a system locale ('zh_CN', 'zh-TW', 'zh-Hant-HK', 'en') to one of ours; anything unknown is zh-Hans. */
export function languageFromSystem(systemLanguage: string | undefined | null): Language {
  const s = String(systemLanguage ?? '')
    .replace('_', '-')
    .toLowerCase()
  if (/^zh-(hant|tw|hk|mo)/.test(s)) return 'zh-Hant'
  return DEFAULT_LANGUAGE
}

/** SPEC §5: the stored language wins only when it is zh-Hans or zh-Hant; else the system language. */
export function resolveLanguage(stored: unknown, systemLanguage: string | undefined | null): Language {
  return isLanguage(stored) ? stored : languageFromSystem(systemLanguage)
}

const instance = i18next.createInstance()
void instance.init({
  resources: { 'zh-Hans': { translation: ZH_HANS }, 'zh-Hant': { translation: ZH_HANT } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

export function tFor(language: Language): TFunction {
  return instance.getFixedT(language)
}

export { instance as i18n }
