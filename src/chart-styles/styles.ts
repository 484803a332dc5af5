/**
 * Chart styles (SPEC §3 "Chart style", §9 five built-in styles). A style holds every colour of the wheel; custom
 * styles add id, timestamps and sync flags. Pure data and rules; the store persists custom ones (chartStyleCustom).
 */
import { deletedRecord } from '@/core/flagged-records'

export interface ChartStyleColors {
  /** Page behind the wheel, frame and general text. */
  bg: string
  border: string
  text: string
  out_circle: string
  inner_circle: string
  inner_circle2: string
  constellation_line: string
  house_line: string
  house_axis_line: string
  degree: string
  house_num: string
  planet_line: string
  term_line: string
  /** Sign glyphs by element (ours: the SPEC names the groups only). */
  sign_fire: string
  sign_earth: string
  sign_air: string
  sign_water: string
  aspect_harmony: string
  aspect_tension: string
  aspect_neutral: string
  professional: { planet_color: string; planet_r_color: string }
  fada: { bg: string; text: string; line: string }
  mini: { bg: string; text: string; line: string }
}

export interface ChartStyle extends ChartStyleColors {
  id: number
  name: string
  /** Short description. */
  str: string
  show_degree: 0 | 1
  update_time: number
  is_del: 0 | 1
  is_local: 0 | 1
  is_top: 0 | 1
  modified: 0 | 1
}

/** Editable colour fields in display order: path into the style and its i18n key (chartStyle.field.*). */
export const COLOR_FIELDS = [
  'bg',
  'border',
  'text',
  'out_circle',
  'inner_circle',
  'inner_circle2',
  'constellation_line',
  'house_line',
  'house_axis_line',
  'degree',
  'house_num',
  'planet_line',
  'term_line',
  'sign_fire',
  'sign_earth',
  'sign_air',
  'sign_water',
  'aspect_harmony',
  'aspect_tension',
  'aspect_neutral',
  'professional.planet_color',
  'professional.planet_r_color',
  'fada.bg',
  'fada.text',
  'fada.line',
  'mini.bg',
  'mini.text',
  'mini.line',
] as const
export type ColorField = (typeof COLOR_FIELDS)[number]

export function colorOf(style: ChartStyleColors, field: ColorField): string {
  const [a, b] = field.split('.') as [string, string | undefined]
  const v = (style as unknown as Record<string, unknown>)[a]
  return b ? String((v as Record<string, string>)[b]) : String(v)
}

export function withColor<T extends ChartStyleColors>(style: T, field: ColorField, value: string): T {
  const [a, b] = field.split('.') as [string, string | undefined]
  if (!b) return { ...style, [a]: value }
  const group = (style as unknown as Record<string, Record<string, string>>)[a]
  return { ...style, [a]: { ...group, [b]: value } }
}

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/

function builtin(id: number, name: string, str: string, c: ChartStyleColors): ChartStyle {
  return { ...c, id, name, str, show_degree: 1, update_time: 0, is_del: 0, is_local: 0, is_top: 0, modified: 0 }
}

const DARK_BASE = {
  sign_fire: '#ff7a6b',
  sign_earth: '#d8b35a',
  sign_air: '#7fd0ff',
  sign_water: '#7f9cff',
  aspect_harmony: '#4fa8ff',
  aspect_tension: '#ff5d6c',
  aspect_neutral: '#5fd39a',
}
const LIGHT_BASE = {
  sign_fire: '#d9412f',
  sign_earth: '#9a7416',
  sign_air: '#1f8fcf',
  sign_water: '#2f55c8',
  aspect_harmony: '#1f6fd1',
  aspect_tension: '#d42a3c',
  aspect_neutral: '#1b9a5e',
}

/** SPEC §9: the five built-in styles, in this order. */
export const BUILTIN_STYLES: readonly ChartStyle[] = [
  builtin(-1, '星夜黑', '深色底，彩色星座与行星', {
    ...DARK_BASE,
    bg: '#12131f',
    border: '#3a3c5a',
    text: '#e9e7f5',
    out_circle: '#8d83d6',
    inner_circle: '#5b5f8c',
    inner_circle2: '#44476b',
    constellation_line: '#4a4d75',
    house_line: '#6a6e9c',
    house_axis_line: '#e9e7f5',
    degree: '#8d90b8',
    house_num: '#a6a9d0',
    planet_line: '#6f739e',
    term_line: '#3f4266',
    professional: { planet_color: '#f2d27a', planet_r_color: '#ff7a8a' },
    fada: { bg: '#1b1d2e', text: '#e9e7f5', line: '#3a3c5a' },
    mini: { bg: '#1b1d2e', text: '#e9e7f5', line: '#5b5f8c' },
  }),
  builtin(-2, '日光白', '浅色底，彩色星座与行星', {
    ...LIGHT_BASE,
    bg: '#ffffff',
    border: '#d9d6e6',
    text: '#2a2838',
    out_circle: '#6a5fc2',
    inner_circle: '#a9a3d6',
    inner_circle2: '#cfcbe6',
    constellation_line: '#c9c5e2',
    house_line: '#8f8ab8',
    house_axis_line: '#2a2838',
    degree: '#8a86a6',
    house_num: '#6f6a92',
    planet_line: '#b3afcf',
    term_line: '#dcd9ec',
    professional: { planet_color: '#2a2838', planet_r_color: '#c8243a' },
    fada: { bg: '#f6f5fb', text: '#2a2838', line: '#d9d6e6' },
    mini: { bg: '#f6f5fb', text: '#2a2838', line: '#a9a3d6' },
  }),
  builtin(-3, '专业黑', '黑底单色线条，逆行标红', {
    ...DARK_BASE,
    bg: '#000000',
    border: '#333333',
    text: '#f2f2f2',
    out_circle: '#d0d0d0',
    inner_circle: '#9a9a9a',
    inner_circle2: '#5a5a5a',
    constellation_line: '#4a4a4a',
    house_line: '#8a8a8a',
    house_axis_line: '#ffffff',
    degree: '#9a9a9a',
    house_num: '#b0b0b0',
    planet_line: '#6a6a6a',
    term_line: '#3a3a3a',
    sign_fire: '#f2f2f2',
    sign_earth: '#f2f2f2',
    sign_air: '#f2f2f2',
    sign_water: '#f2f2f2',
    professional: { planet_color: '#ffffff', planet_r_color: '#ff5050' },
    fada: { bg: '#111111', text: '#f2f2f2', line: '#333333' },
    mini: { bg: '#111111', text: '#f2f2f2', line: '#5a5a5a' },
  }),
  builtin(-4, '专业白', '白底单色线条，逆行标红', {
    ...LIGHT_BASE,
    bg: '#ffffff',
    border: '#cccccc',
    text: '#111111',
    out_circle: '#222222',
    inner_circle: '#555555',
    inner_circle2: '#999999',
    constellation_line: '#bbbbbb',
    house_line: '#666666',
    house_axis_line: '#000000',
    degree: '#666666',
    house_num: '#444444',
    planet_line: '#aaaaaa',
    term_line: '#cccccc',
    sign_fire: '#111111',
    sign_earth: '#111111',
    sign_air: '#111111',
    sign_water: '#111111',
    professional: { planet_color: '#111111', planet_r_color: '#d01818' },
    fada: { bg: '#fafafa', text: '#111111', line: '#cccccc' },
    mini: { bg: '#fafafa', text: '#111111', line: '#999999' },
  }),
  builtin(-5, '深空蓝', '深蓝底，冷色调', {
    ...DARK_BASE,
    bg: '#0b1a33',
    border: '#23406e',
    text: '#e3efff',
    out_circle: '#5fa8ff',
    inner_circle: '#3f6fae',
    inner_circle2: '#2a4f82',
    constellation_line: '#2d5490',
    house_line: '#4b7cc0',
    house_axis_line: '#e3efff',
    degree: '#6f97cc',
    house_num: '#8fb4e6',
    planet_line: '#4a72a8',
    term_line: '#23406e',
    professional: { planet_color: '#9fe3ff', planet_r_color: '#ff8fa0' },
    fada: { bg: '#10244a', text: '#e3efff', line: '#23406e' },
    mini: { bg: '#10244a', text: '#e3efff', line: '#3f6fae' },
  }),
]

/** A new custom style starts as a copy of a built-in one. */
export function newCustomStyle(from: ChartStyle, id: number, now: number, name: string): ChartStyle {
  return { ...structuredCloneStyle(from), id, name, str: '', update_time: now, is_del: 0, is_local: 1, is_top: 0, modified: 1 }
}

export function structuredCloneStyle(s: ChartStyle): ChartStyle {
  return { ...s, professional: { ...s.professional }, fada: { ...s.fada }, mini: { ...s.mini } }
}

/** The selectable list: the five built-ins, then custom styles not deleted, pinned ones first (stable otherwise). */
export function styleList(custom: readonly ChartStyle[]): ChartStyle[] {
  const live = custom.filter((s) => !s.is_del)
  const pinned = live.filter((s) => s.is_top)
  const rest = live.filter((s) => !s.is_top)
  return [...BUILTIN_STYLES, ...pinned, ...rest]
}

/** SPEC §4: an index out of range (the list shrank below it) resets to 0. */
export function resolveSelection(index: number, listLength: number): number {
  return Number.isInteger(index) && index >= 0 && index < listLength ? index : 0
}

/** SPEC §4: deleting a local-only style removes it; a synced one is kept with is_del 1 and modified 1. */
export const deleteStyle = (custom: readonly ChartStyle[], id: number, now: number): ChartStyle[] => deletedRecord(custom, id, now)

export function isBuiltin(style: Pick<ChartStyle, 'id'>): boolean {
  return style.id < 0
}

/** A stored style is merged over the first built-in, so a style saved by an older version gains new colours. */
export function normaliseStyle(raw: unknown): ChartStyle | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  const id = Number(r.id)
  if (!Number.isFinite(id) || id <= 0) return undefined
  const base = structuredCloneStyle(BUILTIN_STYLES[0])
  const obj = <K extends 'professional' | 'fada' | 'mini'>(k: K): ChartStyle[K] => ({ ...base[k], ...((r[k] as object | undefined) ?? {}) })
  const flag = (v: unknown): 0 | 1 => (v === 1 || v === true || v === '1' ? 1 : 0)
  return {
    ...base,
    ...(r as Partial<ChartStyle>),
    id,
    name: String(r.name ?? ''),
    str: String(r.str ?? ''),
    show_degree: r.show_degree === undefined ? 1 : flag(r.show_degree),
    professional: obj('professional'),
    fada: obj('fada'),
    mini: obj('mini'),
    update_time: Number(r.update_time ?? 0) || 0,
    is_del: flag(r.is_del),
    is_local: flag(r.is_local),
    is_top: flag(r.is_top ?? r.top),
    modified: flag(r.modified),
  }
}
