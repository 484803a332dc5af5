import { describe, expect, it } from 'vitest'
import { checkInput, clampText, INPUT_MAX_LENGTH, INPUT_MIN_LENGTH, textLength } from '@/components/ui/logic/input-rules'

// SPEC §5: input dialog maxLength 50, minLength 1 by default; shorter content toasts 字数不足 and does not submit.
describe('input dialog length rules', () => {
  it('defaults are maxLength 50 and minLength 1', () => {
    expect(INPUT_MAX_LENGTH).toBe(50)
    expect(INPUT_MIN_LENGTH).toBe(1)
  })
  it('empty text is too short by default', () => {
    expect(checkInput('')).toEqual({ ok: false, reason: 'tooShort' })
  })
  it('blank text (spaces only) is too short', () => {
    expect(checkInput('   ')).toEqual({ ok: false, reason: 'tooShort' })
  })
  it('one character is enough by default', () => {
    expect(checkInput('好')).toEqual({ ok: true, text: '好' })
  })
  it('a custom minLength of 5 rejects four characters and accepts five', () => {
    expect(checkInput('一二三四', { minLength: 5 }).ok).toBe(false)
    expect(checkInput('一二三四五', { minLength: 5 }).ok).toBe(true)
  })
  it('text longer than 50 characters is cut to 50', () => {
    const r = checkInput('字'.repeat(60))
    expect(r.ok && textLength(r.text)).toBe(50)
  })
  it('a custom maxLength cuts there', () => {
    expect(clampText('abcdef', 4)).toBe('abcd')
  })
  it('counts a supplementary-plane character once', () => {
    expect(textLength('𠀀a')).toBe(2)
    expect(clampText('𠀀𠀀𠀀', 2)).toBe('𠀀𠀀')
  })
})
