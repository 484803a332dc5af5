/**
 * View and Text on H5: plain <div> and <span> (h5-components.ts puts them in place of Taro's). Taro's are Stencil
 * web components behind a React class wrapper: each costs a custom-element upgrade, a shadow render and a props pass
 * after React's commit, and a page draws hundreds of them.
 */
import type { TextProps, ViewProps } from '@tarojs/components'
import { createElement, forwardRef, type ForwardedRef } from 'react'
import './h5-view.css'

type DomProps = Record<string, unknown>

/** The mini-program props that have no meaning on a <div> (dropped, as Taro's element ignored them). */
const VIEW_ONLY_PROPS = ['hoverClass', 'hoverStartTime', 'hoverStayTime', 'hoverStopPropagation', 'catchMove', 'animation'] as const

/** View: a <div> with the same props; `catchMove` and the hover props are mini-program only. */
export const View = forwardRef(function View(props: ViewProps, ref: ForwardedRef<HTMLDivElement>) {
  // Most views have neither a ref nor a mini-program prop: their props go to the <div> as they are, uncopied.
  const plain = typeof props.style !== 'string' && !VIEW_ONLY_PROPS.some((name) => (props as DomProps)[name] !== undefined)
  if (ref === null && plain) return createElement('div', props)
  const domProps: DomProps = { ...props, ref, style: styleObject(props.style) }
  for (const name of VIEW_ONLY_PROPS) delete domProps[name]
  return createElement('div', domProps)
})

/**
 * Text: a <span> with taro-text-core's rules (h5-view.css): not selectable unless `selectable` or `userSelect`
 * (then inline-block), `space` keeps white space, `numberOfLines` clamps. `decode` is mini-program only.
 */
export const Text = forwardRef(function Text(props: TextProps, ref: ForwardedRef<HTMLSpanElement>) {
  const { selectable, userSelect, className, space, numberOfLines, style, ...rest } = props
  const domProps: DomProps = { ...rest, ref }
  delete domProps.decode
  const classes = ['taro-text']
  if (selectable || userSelect) classes.push('taro-text--selectable')
  if (space) classes.push(`taro-text--space-${space}`)
  if (typeof numberOfLines === 'number') classes.push('taro-text--clamp')
  if (className) classes.push(className)
  domProps.className = classes.join(' ')
  domProps.style = typeof numberOfLines === 'number' ? { ...styleObject(style), '--line-clamp': numberOfLines } : styleObject(style)
  return createElement('span', domProps)
})

/** Taro lets `style` be a CSS string as well as an object; React DOM takes an object with camel-case names. */
function styleObject(style: unknown): Record<string, string | number> | undefined {
  if (typeof style !== 'string') return style as Record<string, string | number> | undefined
  const entries = style
    .split(';')
    .filter((decl) => decl.includes(':'))
    .map((decl) => [decl.slice(0, decl.indexOf(':')).trim(), decl.slice(decl.indexOf(':') + 1).trim()])
  const camel = (name: string) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()))
  return Object.fromEntries(entries.filter(([name, value]) => name !== '' && value !== '').map(([name, value]) => [camel(name), value]))
}
