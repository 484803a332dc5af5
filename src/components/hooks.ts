import { useMemo } from 'react'
import { tFor } from '@/i18n'
import { localizeText } from '@/i18n/convert'
import { selectTheme, useSettings } from '@/store/settings'

/** Translation function in the reader's language; re-renders on a language change. */
export function useT() {
  const language = useSettings((s) => s.language)
  return useMemo(() => tFor(language), [language])
}

/** Dynamic text (engine output, user data) in the reader's script. */
export function useLocalize() {
  const language = useSettings((s) => s.language)
  return useMemo(() => (text: string) => localizeText(text, language), [language])
}

export function useTheme() {
  return useSettings(selectTheme)
}

/**
 * The same object for as long as its JSON is the same: settings read from a store change identity on every
 * store update, while an engine result memoised on them should recompute only when a value changes.
 */
export function useJsonMemo<T>(value: T): T {
  const key = JSON.stringify(value)
  return useMemo(() => JSON.parse(key) as T, [key])
}
