/**
 * Accessibility attributes per target. H5 gets ARIA roles and keyboard focus (role, tabIndex, aria-*);
 * the mini-program gets WeChat's aria-role / aria-label, which its screen reader (读屏) announces.
 */

export type PressRole = 'button' | 'link' | 'tab' | 'switch' | 'checkbox' | 'radio' | 'menuitem' | 'option'

export interface PressState {
  label?: string
  /** aria-checked for switch, checkbox and radio; aria-selected for tab and option. */
  checked?: boolean
  disabled?: boolean
}

const isH5 = () => process.env.TARO_ENV !== 'weapp'

/** Attributes that make a plain view an operable control of the given role. */
export function pressAttributes(role: PressRole, state: PressState = {}): Record<string, string | number | boolean> {
  const attrs: Record<string, string | number | boolean> = {}
  if (isH5()) {
    attrs.role = role
    attrs.tabIndex = state.disabled ? -1 : 0
  } else {
    attrs['aria-role'] = role
  }
  if (state.label) attrs['aria-label'] = state.label
  if (state.checked !== undefined) {
    const key = role === 'tab' || role === 'option' ? 'aria-selected' : 'aria-checked'
    attrs[key] = state.checked ? 'true' : 'false'
  }
  if (state.disabled) attrs['aria-disabled'] = 'true'
  return attrs
}

/** Attributes for a heading (the page title). */
export function headingAttributes(level: number): Record<string, string | number> {
  return isH5() ? { role: 'heading', 'aria-level': level } : { 'aria-role': 'heading' }
}

/** Attributes for a landmark or live region (main, navigation, status, img, list …). */
export function roleAttributes(role: string, label?: string): Record<string, string> {
  const attrs: Record<string, string> = isH5() ? { role } : { 'aria-role': role }
  if (label) attrs['aria-label'] = label
  if (role === 'status' || role === 'alert') attrs['aria-live'] = role === 'alert' ? 'assertive' : 'polite'
  return attrs
}

/** Hides decorative parts from screen readers. */
export function hiddenAttributes(): Record<string, string> {
  return { 'aria-hidden': 'true' }
}

/** True when the keyboard event should press a control (Enter, or Space). */
export function isActivationKey(key: string | undefined): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar'
}

/**
 * A name for a form control (Switch, Input, Textarea). On H5 Taro draws a native <input> inside its element and
 * forwards `nativeProps` to it; the mini-program reads aria-label on the component itself.
 */
export function fieldLabelAttributes(label: string): Record<string, unknown> {
  return isH5() ? { nativeProps: { 'aria-label': label } } : { 'aria-label': label }
}

/**
 * The text alternative of an <Image>: on H5 Taro draws a native <img> and forwards `nativeProps` to it (alt); the
 * mini-program reads aria-label. Without a label the image is decorative (alt="", hidden from the reader).
 */
export function imageAttributes(label?: string): Record<string, unknown> {
  if (isH5()) return { nativeProps: { alt: label ?? '' } }
  return label ? { 'aria-role': 'img', 'aria-label': label } : { 'aria-hidden': 'true' }
}

/** The reader asked the system for less motion (H5 media query; the mini-program has no such setting). */
export function prefersReducedMotion(): boolean {
  if (!isH5() || typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** A sideways scroll strip (大运, 流年 …): a named region that the keyboard can focus and scroll (WCAG 2.1.1). */
export function scrollRegionAttributes(label: string): Record<string, string | number> {
  return isH5() ? { role: 'region', 'aria-label': label, tabIndex: 0 } : { 'aria-label': label }
}
