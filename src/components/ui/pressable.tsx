import { Text, View } from '@tarojs/components'
import type { CSSProperties, ReactNode } from 'react'
import { hiddenAttributes, pressAttributes, type PressRole } from '@/platform/a11y'

/** What a press handler receives: a tap or an activation key (Enter, Space). */
export interface PressEvent {
  stopPropagation(): void
}

export interface PressableProps {
  onPress?: (e: PressEvent) => void
  children?: ReactNode
  /** button (default), link, tab, switch, checkbox, radio, menuitem, option. */
  role?: PressRole
  /** Spoken name when the visible text is not enough (an icon, a glyph). */
  label?: string
  /** Selected or checked state for tab, option, switch, checkbox and radio. */
  checked?: boolean
  disabled?: boolean
  /**
   * Pointer-only duplicate of a control found elsewhere on the page (the wheel's planet targets duplicate the
   * planet table): hidden from screen readers and the Tab order (WCAG 2.5.8 equivalent-control exception).
   */
  pointerOnly?: boolean
  /** Flows inside a line of text (drawn as Text instead of View). */
  inline?: boolean
  className?: string
  style?: CSSProperties
  id?: string
  /** data-testid, data-value and other data-* attributes pass through. */
  [data: `data-${string}`]: string | number | boolean | undefined
}

const ACTIVATION_KEYS = new Set(['Enter', ' ', 'Spacebar'])

/**
 * The one click target of the app: a view that is a real control for assistive technology (role, name, state,
 * keyboard focus with a visible ring on H5; aria-role / aria-label on the mini-program). Enter and Space press it.
 */
export function Pressable({
  onPress,
  children,
  role = 'button',
  label,
  checked,
  disabled,
  pointerOnly,
  inline,
  className,
  style,
  id,
  ...data
}: PressableProps) {
  const press = (e: PressEvent) => {
    if (!disabled) onPress?.(e)
  }
  const onKeyDown = (e: { key?: string; preventDefault(): void; stopPropagation(): void; target?: unknown; currentTarget?: unknown }) => {
    if (!e.key || !ACTIVATION_KEYS.has(e.key)) return
    // Only the focused control itself, not an ancestor it bubbles through.
    if (e.target !== undefined && e.currentTarget !== undefined && e.target !== e.currentTarget) return
    e.preventDefault()
    press(e)
  }
  // Keyboard events exist on H5 only; Taro's View props do not list them.
  const keyboard = { onKeyDown }
  const Tag = inline ? Text : View
  return (
    <Tag
      {...data}
      {...(pointerOnly ? hiddenAttributes() : pressAttributes(role, { label, checked, disabled }))}
      {...(pointerOnly ? {} : keyboard)}
      id={id}
      className={`pressable${disabled ? ' is-disabled' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      onClick={press}
    >
      {children}
    </Tag>
  )
}
