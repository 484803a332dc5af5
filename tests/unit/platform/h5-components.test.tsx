// @vitest-environment jsdom
import { act, createRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Input, Text, View } from '@/platform/h5-components'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
let host: HTMLElement | null = null
afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  root = null
})

function render(node: React.ReactNode): HTMLElement {
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
  act(() => root!.render(node))
  return host
}

describe('H5 View and Text', () => {
  it('View is a div with className, style, data-*, aria and role; the mini-program-only props are dropped', () => {
    const ref = createRef<HTMLDivElement>()
    const el = render(
      <View ref={ref} className="card" style={{ width: 12 }} data-testid="v" role="button" aria-label="open" hoverClass="on" catchMove>
        x
      </View>,
    ).firstElementChild as HTMLElement
    expect(el.tagName).toBe('DIV')
    expect(ref.current).toBe(el)
    expect(el.className).toBe('card')
    expect(el.style.width).toBe('12px')
    expect(el.dataset.testid).toBe('v')
    expect(el.getAttribute('role')).toBe('button')
    expect(el.getAttribute('aria-label')).toBe('open')
    expect(el.hasAttribute('hoverclass') || el.hasAttribute('hover-class') || el.hasAttribute('catchmove')).toBe(false)
    expect(el.hasAttribute('id')).toBe(false)
  })

  it('View clicks and keys reach their handlers', () => {
    const onClick = vi.fn()
    const onKeyDown = vi.fn()
    const el = render(
      <View onClick={onClick} {...{ onKeyDown }}>
        x
      </View>,
    ).firstElementChild as HTMLElement
    act(() => el.dispatchEvent(new MouseEvent('click', { bubbles: true })))
    act(() => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onKeyDown.mock.calls[0][0].key).toBe('Enter')
  })

  it('Text is a span, not selectable unless asked, with the space and line-clamp classes', () => {
    const el = render(
      <View>
        <Text className="a">plain</Text>
        <Text className="b" userSelect>
          copy me
        </Text>
        <Text selectable space="nbsp" numberOfLines={2}>
          long
        </Text>
      </View>,
    ).firstElementChild as HTMLElement
    const [plain, copy, long] = Array.from(el.children) as HTMLElement[]
    expect(plain.tagName).toBe('SPAN')
    expect(plain.className).toBe('taro-text a')
    expect(copy.className).toBe('taro-text taro-text--selectable b')
    expect(long.className).toBe('taro-text taro-text--selectable taro-text--space-nbsp taro-text--clamp')
    expect(long.style.getPropertyValue('--line-clamp')).toBe('2')
    expect(copy.hasAttribute('userselect') || copy.hasAttribute('user-select')).toBe(false)
  })

  it('a View without ref or mini-program props passes its props through; a CSS string style works on View and Text', () => {
    const el = render(
      <View className="plain" style={{ height: 3 }} data-testid="p">
        <View style="color: red; margin-top:4px">s</View>
        <Text style="font-weight: bold;" numberOfLines={3}>
          t
        </Text>
      </View>,
    ).firstElementChild as HTMLElement
    expect(el.className).toBe('plain')
    expect(el.style.height).toBe('3px')
    expect(el.dataset.testid).toBe('p')
    const [view, text] = Array.from(el.children) as HTMLElement[]
    expect(view.style.color).toBe('red')
    expect(view.style.marginTop).toBe('4px')
    expect(text.style.fontWeight).toBe('bold')
    expect(text.style.getPropertyValue('--line-clamp')).toBe('3')
  })

  it("the other components are Taro's", () => {
    expect(Input).toBeDefined()
  })
})
