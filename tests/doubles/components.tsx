// Minimal stand-ins for @tarojs/components in unit tests: plain elements with the same names.
import { createElement, type ReactNode } from 'react'

const el = (tag: string) => (props: { children?: ReactNode } & Record<string, unknown>) => createElement(tag, props, props.children)
export const View = el('div')
export const Text = el('span')
export const Button = el('button')
export const Image = el('img')
export const Input = el('input')
export const Textarea = el('textarea')
export const ScrollView = el('div')
export const Switch = el('input')
export const Canvas = el('canvas')
export const Picker = el('div')
export const PickerView = el('div')
export const PickerViewColumn = el('div')
