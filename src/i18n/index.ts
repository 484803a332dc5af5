import i18next, { type TFunction } from 'i18next'
import { SHELL_HANS_JSON, SHELL_HANT_JSON } from './resources.generated'

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
  // Resources arrive per script on first use (ensureLanguage): start-up parses only the reader's.
  resources: {},
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

/** A bundle's strings in one script: the tree, or its JSON text (generated bundles), parsed when first needed. */
export type LocaleTree = Record<string, unknown> | string

/** Bundles of each script not registered yet: a script's are parsed when that script is first used. */
const waiting: Record<Language, LocaleTree[]> = { 'zh-Hans': [], 'zh-Hant': [] }
const registered = new Set<Language>()

function register(language: Language, tree: LocaleTree): void {
  const parsed = typeof tree === 'string'
  const strings = parsed ? (JSON.parse(tree) as Record<string, unknown>) : tree
  // A tree parsed just now is ours alone: i18next need not deep-copy it (its default is a JSON round trip).
  instance.addResourceBundle(language, 'translation', strings, true, false, { skipCopy: parsed })
}

/** Registers a script's bundles on its first use (the reader's at start, the other when the reader switches). */
function ensureLanguage(language: Language): void {
  if (registered.has(language)) return
  registered.add(language)
  for (const tree of waiting[language].splice(0)) register(language, tree)
}

/**
 * Adds a sub-package's strings (its generated locales module calls this when its first page loads). Namespaces
 * never overlap between bundles, so a shallow merge per language is enough. A script not in use yet keeps the
 * bundle unparsed until it is.
 */
export function addLocaleBundle(hans: LocaleTree, hant: LocaleTree): void {
  for (const [language, tree] of [
    ['zh-Hans', hans],
    ['zh-Hant', hant],
  ] as const) {
    if (registered.has(language)) register(language, tree)
    else waiting[language].push(tree)
  }
}

addLocaleBundle(SHELL_HANS_JSON, SHELL_HANT_JSON)

export function tFor(language: Language): TFunction {
  ensureLanguage(language)
  return instance.getFixedT(language)
}

export { instance as i18n }
