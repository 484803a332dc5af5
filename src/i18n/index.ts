import i18next, { type TFunction } from 'i18next'
import { SHELL_HANS, SHELL_HANT } from './resources.generated'

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
  // The store keeps these objects and sub-package bundles merge into them (tests read the generated files).
  resources: { 'zh-Hans': { translation: SHELL_HANS }, 'zh-Hant': { translation: SHELL_HANT } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A key with no text is a bundle that never loaded (or a typo): say so, the end-to-end suites fail on it.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return
    console.error(`${MISSING_KEY_MESSAGE} ${key}`)
  },
})

export const MISSING_KEY_MESSAGE = 'i18n: missing key'

/**
 * Adds a sub-package's strings (its generated locales module calls this when its first page loads). Namespaces
 * never overlap between bundles, so a shallow merge per language is enough.
 */
export function addLocaleBundle(hans: Record<string, unknown>, hant: Record<string, unknown>): void {
  instance.addResourceBundle('zh-Hans', 'translation', hans, true, false)
  instance.addResourceBundle('zh-Hant', 'translation', hant, true, false)
}

export function tFor(language: Language): TFunction {
  return instance.getFixedT(language)
}

export { instance as i18n }
