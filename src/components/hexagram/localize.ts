import { useMemo } from 'react'
import { useLocalize } from '../hooks'

/**
 * Characters the 周易 keeps in traditional script as they are: 咸 (the hexagram, not 鹹) and 凶 (吉凶, not 兇).
 * The generic runtime converter maps both by their commonest modern sense.
 */
const KEEP = /([咸凶])/

/** Converts text around the characters that must stay. */
export function localizeYiText(text: string, localize: (s: string) => string): string {
  return text
    .split(KEEP)
    .map((part) => (part.length === 1 && KEEP.test(part) ? part : localize(part)))
    .join('')
}

/** useLocalize for 周易 text and hexagram names. */
export function useYiLocalize(): (text: string) => string {
  const localize = useLocalize()
  return useMemo(() => (text: string) => localizeYiText(text, localize), [localize])
}
