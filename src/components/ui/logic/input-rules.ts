/** SPEC §5 input dialog: maxLength 50, minLength 1 by default; shorter content does not submit. */
export const INPUT_MAX_LENGTH = 50
export const INPUT_MIN_LENGTH = 1

export interface LengthRule {
  minLength?: number
  maxLength?: number
}

/** Length in characters as a reader counts them (code points, so 𠀀 counts once). */
export function textLength(text: string): number {
  return [...text].length
}

/** Cuts text to maxLength characters (what the input box lets through). */
export function clampText(text: string, maxLength = INPUT_MAX_LENGTH): string {
  const chars = [...text]
  return chars.length > maxLength ? chars.slice(0, Math.max(0, maxLength)).join('') : text
}

export type InputCheck = { ok: true; text: string } | { ok: false; reason: 'tooShort' }

/** Whether the text may be submitted; the text is cut to maxLength first. */
export function checkInput(text: string, rule: LengthRule = {}): InputCheck {
  const maxLength = rule.maxLength ?? INPUT_MAX_LENGTH
  const minLength = rule.minLength ?? INPUT_MIN_LENGTH
  const cut = clampText(text, maxLength)
  if (textLength(cut.trim()) < minLength) return { ok: false, reason: 'tooShort' }
  return { ok: true, text: cut }
}
