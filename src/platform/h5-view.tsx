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
  const domProps: DomProps = { ...props, ref }
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
  domProps.style = typeof numberOfLines === 'number' ? { ...(style as object), '--line-clamp': numberOfLines } : style
  return createElement('span', domProps)
})
