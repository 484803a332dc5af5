/**
 * The open dialogs, toast and loading indicator of the app. Pages never touch this store: they call the
 * promise API in ./ui. A <DialogHost/> (rendered once per page by PageShell) draws the entries it owns.
 */
import { create } from 'zustand'
import { DIALOG_FADE_MS, MSG_MS, POPUP_CLOSE_MS, TOAST_CALLBACK_DELAY_MS, TOAST_MS } from './logic/timings'

export type DialogKind = 'confirm' | 'actionSheet' | 'actionBoard' | 'address' | 'chartStyle' | 'shareConfirm' | 'input' | 'picker' | 'dateTime'

/** Bottom popups slide out (300 ms); centred dialogs fade out (200 ms). */
export const POPUP_KINDS: ReadonlySet<DialogKind> = new Set(['actionSheet', 'actionBoard', 'chartStyle', 'picker', 'dateTime'])

export interface DialogEntry {
  id: number
  kind: DialogKind
  options: unknown
  /** Host that shows it: the page that was active when it opened. */
  owner: string | null
  closing: boolean
  /** Called once with the result (or an Error to reject). */
  settle(result: unknown): void
  /** Result given when the owner page goes away. */
  dismissResult: unknown
}

export interface ToastState {
  id: number
  message: string
  icon: 'none' | 'success' | 'error'
}

interface DialogStore {
  entries: DialogEntry[]
  activeHost: string | null
  toast: ToastState | null
  loading: { text: string } | null
}

export const useDialogStore = create<DialogStore>()(() => ({ entries: [], activeHost: null, toast: null, loading: null }))

let nextId = 1
const settled = new Set<number>()

/** Opens a dialog; resolves with what the dialog settles, or rejects when it settles with an Error. */
export function openDialog<R>(kind: DialogKind, options: unknown, dismissResult: R): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const id = nextId++
    const entry: DialogEntry = {
      id,
      kind,
      options,
      owner: useDialogStore.getState().activeHost,
      closing: false,
      dismissResult,
      settle: (r) => (r instanceof Error ? reject(r) : resolve(r as R)),
    }
    useDialogStore.setState((s) => ({ entries: [...s.entries, entry] }))
  })
}

/** Settles a dialog at once and removes it after its closing animation. Later calls are ignored. */
export function closeDialog(id: number, result: unknown): void {
  const entry = useDialogStore.getState().entries.find((e) => e.id === id)
  if (!entry || settled.has(id)) return
  settled.add(id)
  entry.settle(result)
  useDialogStore.setState((s) => ({ entries: s.entries.map((e) => (e.id === id ? { ...e, closing: true } : e)) }))
  setTimeout(
    () => {
      settled.delete(id)
      useDialogStore.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }))
    },
    POPUP_KINDS.has(entry.kind) ? POPUP_CLOSE_MS : DIALOG_FADE_MS,
  )
}

// Hosts in the order they were last shown; the last one is the visible page. A page's host leaves the
// list when the page unmounts, so going back makes the page underneath active again even without a show event.
let hostOrder: string[] = []

/** A host became the visible page (mounted or shown again). */
export function hostShown(hostId: string): void {
  hostOrder = [...hostOrder.filter((h) => h !== hostId), hostId]
  useDialogStore.setState({ activeHost: hostId })
}

/** A page went away: its open dialogs settle with their dismiss result. */
export function hostRemoved(hostId: string): void {
  hostOrder = hostOrder.filter((h) => h !== hostId)
  useDialogStore.setState({ activeHost: hostOrder[hostOrder.length - 1] ?? null })
  for (const e of useDialogStore.getState().entries) if (e.owner === hostId) closeDialog(e.id, e.dismissResult)
}

/** Entries a host draws: its own, plus unowned ones while it is the active page. */
export function entriesOf(entries: readonly DialogEntry[], hostId: string, activeHost: string | null): DialogEntry[] {
  return entries.filter((e) => e.owner === hostId || (e.owner === null && activeHost === hostId))
}

// ---- toast and loading ----

let toastId = 0

export interface ToastOptions {
  message: string
  /** ms; default 1500 (SPEC §9). */
  duration?: number
  icon?: ToastState['icon']
  /** Runs 500 ms after the toast hides. */
  onClose?: () => void
}

/**
 * Shows a toast (a newer one replaces it on screen); resolves when its callback runs (hide + 500 ms).
 * A replaced toast still calls back at its own time.
 */
export function showToast(o: ToastOptions): Promise<void> {
  const id = ++toastId
  const duration = o.duration ?? TOAST_MS
  useDialogStore.setState({ toast: { id, message: o.message, icon: o.icon ?? 'none' } })
  return new Promise((resolve) => {
    setTimeout(() => {
      if (useDialogStore.getState().toast?.id === id) useDialogStore.setState({ toast: null })
      setTimeout(() => {
        o.onClose?.()
        resolve()
      }, TOAST_CALLBACK_DELAY_MS)
    }, duration)
  })
}

/** The short-message helper: a 3000 ms toast, callback 500 ms after it hides. */
export function showMsg(message: string, onClose?: () => void): Promise<void> {
  return showToast({ message, duration: MSG_MS, onClose })
}

export function hideToast(): void {
  useDialogStore.setState({ toast: null })
}

/** Shows the loading indicator until hideLoading(). */
export function showLoading(text = ''): void {
  useDialogStore.setState({ loading: { text } })
}

/** Hides the loading indicator; hiding one that is not shown only warns. */
export function hideLoading(): void {
  if (!useDialogStore.getState().loading) {
    console.warn('hideLoading: no loading indicator is shown')
    return
  }
  useDialogStore.setState({ loading: null })
}

/** Test helper: forget everything. */
export function resetDialogs(): void {
  hostOrder = []
  settled.clear()
  useDialogStore.setState({ entries: [], activeHost: null, toast: null, loading: null })
}
