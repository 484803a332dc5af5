import { isValidElement, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pressable, type PressableProps } from '@/components/ui/pressable'

type Props = Record<string, unknown> & { onClick(e: unknown): void; onKeyDown(e: unknown): void }
const element = (p: PressableProps) => {
  const el = Pressable(p) as ReactElement<Props>
  expect(isValidElement(el)).toBe(true)
  return el.props
}
const key = (k: string, same = true) => {
  const target = {}
  return { key: k, target, currentTarget: same ? target : {}, preventDefault: vi.fn(), stopPropagation: vi.fn() }
}

describe('Pressable on H5', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is a focusable button with its name (WAI-ARIA button pattern)', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    const p = element({ label: '返回', 'data-testid': 'back', onPress: () => undefined })
    expect(p.role).toBe('button')
    expect(p.tabIndex).toBe(0)
    expect(p['aria-label']).toBe('返回')
    expect(p['data-testid']).toBe('back')
    expect(p.className).toBe('pressable')
  })

  it('Enter and Space press it; other keys do not', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    const onPress = vi.fn()
    const p = element({ onPress })
    const enter = key('Enter')
    p.onKeyDown(enter)
    p.onKeyDown(key(' '))
    p.onKeyDown(key('a'))
    p.onKeyDown(key('Tab'))
    expect(onPress).toHaveBeenCalledTimes(2)
    // Space must not scroll the page.
    expect(enter.preventDefault).toHaveBeenCalled()
  })

  it('a key bubbling from a control inside does not press the outer one', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    const onPress = vi.fn()
    element({ onPress }).onKeyDown(key('Enter', false))
    expect(onPress).not.toHaveBeenCalled()
  })

  it('a tap presses it', () => {
    const onPress = vi.fn()
    element({ onPress }).onClick({ stopPropagation() {} })
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('disabled: not pressable, out of the tab order, announced as disabled', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    const onPress = vi.fn()
    const p = element({ onPress, disabled: true })
    p.onClick({ stopPropagation() {} })
    p.onKeyDown(key('Enter'))
    expect(onPress).not.toHaveBeenCalled()
    expect(p.tabIndex).toBe(-1)
    expect(p['aria-disabled']).toBe('true')
  })

  it('switches announce aria-checked, tabs aria-selected', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    expect(element({ role: 'switch', checked: true })['aria-checked']).toBe('true')
    expect(element({ role: 'tab', checked: false })['aria-selected']).toBe('false')
  })
})

describe('Pressable on the mini-program', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('uses WeChat aria-role and aria-label, no H5 role or tabindex', () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    const p = element({ label: '首页', onPress: () => undefined })
    expect(p['aria-role']).toBe('button')
    expect(p['aria-label']).toBe('首页')
    expect(p.role).toBeUndefined()
    expect(p.tabIndex).toBeUndefined()
  })
})

describe('form control names', () => {
  afterEach(() => vi.unstubAllEnvs())
  it('H5 puts aria-label on the native input Taro draws; weapp on the component', async () => {
    const { fieldLabelAttributes } = await import('@/platform/a11y')
    vi.stubEnv('TARO_ENV', 'h5')
    expect(fieldLabelAttributes('夏令时')).toEqual({ nativeProps: { 'aria-label': '夏令时' } })
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(fieldLabelAttributes('夏令时')).toEqual({ 'aria-label': '夏令时' })
  })
})

describe('pointer-only duplicates', () => {
  afterEach(() => vi.unstubAllEnvs())
  it('are hidden from screen readers and the Tab order, and ignore keys, but a tap still presses them', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    const onPress = vi.fn()
    const p = element({ onPress, pointerOnly: true, label: '太阳' })
    expect(p['aria-hidden']).toBe('true')
    expect(p.role).toBeUndefined()
    expect(p.tabIndex).toBeUndefined()
    expect(p.onKeyDown).toBeUndefined()
    p.onClick({ stopPropagation() {} })
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})
