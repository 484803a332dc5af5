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
