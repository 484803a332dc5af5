/**
 * The UI kit's promise API, usable from any page or store action:
 *
 *   const r = await ui.confirm({ title: '删除', content: '确定删除这个档案吗？' })
 *   if (r.ok) … r.index is the confirm button pressed
 *
 * Every dialog resolves `{ ok: false }` when cancelled (mask, cancel button, page closed), except the
 * location chooser, which rejects with Error('cancel') (SPEC §8) when dismissed or already open. The chooser is
 * a page of packageA (beside the gazetteer), not a popup: see ./location-bridge.
 */
import type { Place } from '@/geo'
import { hideLoading, hideToast, openDialog, showLoading, showMsg, showToast, type ToastOptions } from './dialog-store'
import type { PostalAddress } from './logic/address-rules'
import type { DateTimeValue } from './logic/date-rules'
import { requestLocation, type LocationOptions } from './location-bridge'
import type { LunarValue } from './lunar-date'

export type { LocationOptions } from './location-bridge'
export type Cancelled = { ok: false }
const CANCELLED: Cancelled = { ok: false }

// ---- confirm ----
export interface ConfirmOptions {
  title?: string
  content?: string
  /** Confirm buttons, left to right (default one: 确定). */
  buttons?: string[]
  /** Default true. */
  showCancel?: boolean
  cancelText?: string
  /** Convert title, content and buttons to traditional Chinese. */
  traditional?: boolean
  /** Shows a text box; the result carries its text. */
  editable?: boolean
  placeholder?: string
  /** Initial text of the editable box. */
  value?: string
  /** Paint the first button as a destructive action. */
  danger?: boolean
}
export type ConfirmResult = { ok: true; index: number } | Cancelled
export type ConfirmEditResult = { ok: true; index: number; text: string } | Cancelled

function confirm(o: ConfirmOptions & { editable: true }): Promise<ConfirmEditResult>
function confirm(o: ConfirmOptions): Promise<ConfirmResult>
function confirm(o: ConfirmOptions): Promise<ConfirmResult | ConfirmEditResult> {
  return openDialog('confirm', o, CANCELLED)
}

// ---- sheets ----
export interface SheetItem {
  label: string
  danger?: boolean
  disabled?: boolean
}
export interface ActionSheetOptions {
  title?: string
  items: (string | SheetItem)[]
  cancelText?: string
}
export type IndexResult = { ok: true; index: number } | Cancelled

export interface BoardItem {
  id: string
  label: string
  /** A short glyph or emoji drawn in the tile. */
  icon: string
}
export interface ActionBoardOptions {
  title?: string
  items: BoardItem[]
  cancelText?: string
}
export type BoardResult = { ok: true; index: number; id: string } | Cancelled

// ---- forms ----
export interface AddressOptions {
  title?: string
  value?: Partial<PostalAddress>
}
export type AddressResult = { ok: true; address: PostalAddress } | Cancelled

export interface ChartStyleOptions {
  title?: string
  /** Style names, in list order. */
  styles: string[]
  /** Selected index; out of range means 0 (SPEC §4). */
  selected?: number
}

export interface ShareConfirmOptions {
  title?: string
  content?: string
  shareText?: string
  cancelText?: string
}
export type OkResult = { ok: true } | Cancelled

export interface InputOptions {
  title?: string
  value?: string
  placeholder?: string
  /** Textarea instead of a one-line box. */
  multiline?: boolean
  /** Default 50. */
  maxLength?: number
  /** Default 1; shorter text toasts 字数不足 and does not submit. */
  minLength?: number
  confirmText?: string
}
export type TextResult = { ok: true; text: string } | Cancelled

// ---- pickers ----
export type PickerColumn = readonly (string | { label: string; value: string | number })[]
export interface PickerOptions {
  title?: string
  columns: PickerColumn[]
  /** Selected index per column; out-of-range ones fall back to 0. */
  value?: number[]
}
export type PickerResult = { ok: true; indexes: number[]; labels: string[] } | Cancelled

export type DateTimeMode = 'date' | 'time' | 'datetime'
export interface DateTimeOptions {
  title?: string
  mode?: DateTimeMode
  value?: Partial<DateTimeValue>
  /** Offer 农历 entry (date modes; default true). */
  allowLunar?: boolean
  /** Start in 农历. */
  lunar?: boolean
  /** Year the 150-year range centres on; default the clock's year. */
  currentYear?: number
}
export interface DateTimeOptionsResolved extends DateTimeOptions {
  currentYear: number
}
export type DateTimeResult =
  { ok: true; value: DateTimeValue; text: string; calendar: 'solar' | 'lunar'; lunar?: LunarValue & { text: string } } | Cancelled

/** Opens the location chooser page (packageA); resolves the chosen place. See ./location-bridge. */
const chooseLocation = (o: LocationOptions = {}): Promise<Place> => requestLocation(o)

export const ui = {
  confirm,
  actionSheet: (o: ActionSheetOptions) => openDialog<IndexResult>('actionSheet', o, CANCELLED),
  actionBoard: (o: ActionBoardOptions) => openDialog<BoardResult>('actionBoard', o, CANCELLED),
  editAddress: (o: AddressOptions = {}) => openDialog<AddressResult>('address', o, CANCELLED),
  chooseChartStyle: (o: ChartStyleOptions) => openDialog<IndexResult>('chartStyle', o, CANCELLED),
  shareConfirm: (o: ShareConfirmOptions = {}) => openDialog<OkResult>('shareConfirm', o, CANCELLED),
  input: (o: InputOptions = {}) => openDialog<TextResult>('input', o, CANCELLED),
  picker: (o: PickerOptions) => openDialog<PickerResult>('picker', o, CANCELLED),
  dateTime: (o: DateTimeOptions = {}) =>
    openDialog<DateTimeResult>(
      'dateTime',
      { ...o, currentYear: o.currentYear ?? new Date().getFullYear() } satisfies DateTimeOptionsResolved,
      CANCELLED,
    ),
  chooseLocation,
  toast: (o: string | ToastOptions) => showToast(typeof o === 'string' ? { message: o } : o),
  msg: showMsg,
  hideToast,
  showLoading,
  hideLoading,
}
