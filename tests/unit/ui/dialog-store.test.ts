import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  closeDialog,
  entriesOf,
  hideLoading,
  hostRemoved,
  hostShown,
  openDialog,
  resetDialogs,
  showLoading,
  showMsg,
  showToast,
  useDialogStore,
} from '@/components/ui/dialog-store'
import { ui } from '@/components/ui/ui'

const state = () => useDialogStore.getState()
const lastEntry = () => state().entries[state().entries.length - 1]

beforeEach(() => {
  vi.useFakeTimers()
  resetDialogs()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

// SPEC §9: toast 1500 ms default, 3000 ms for the short-message helper, callback 500 ms later.
describe('toast timings', () => {
  it('a toast hides after 1500 ms, not before', () => {
    void showToast({ message: '保存成功' })
    vi.advanceTimersByTime(1499)
    expect(state().toast?.message).toBe('保存成功')
    vi.advanceTimersByTime(1)
    expect(state().toast).toBeNull()
  })
  it('its callback runs 500 ms after it hides', () => {
    const cb = vi.fn()
    void showToast({ message: 'x', onClose: cb })
    vi.advanceTimersByTime(1999)
    expect(cb).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(cb).toHaveBeenCalledTimes(1)
  })
  it('the short-message helper shows 3000 ms and calls back at 3500 ms', () => {
    const cb = vi.fn()
    void showMsg('已复制', cb)
    vi.advanceTimersByTime(2999)
    expect(state().toast).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(state().toast).toBeNull()
    vi.advanceTimersByTime(499)
    expect(cb).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(cb).toHaveBeenCalledTimes(1)
  })
  it('a custom duration is honoured', () => {
    void showToast({ message: 'x', duration: 400 })
    vi.advanceTimersByTime(400)
    expect(state().toast).toBeNull()
  })
  it('a newer toast replaces the older on screen and is not hidden by the older timer', () => {
    void showToast({ message: 'a' })
    vi.advanceTimersByTime(1000)
    void showToast({ message: 'b' })
    vi.advanceTimersByTime(600)
    expect(state().toast?.message).toBe('b')
    vi.advanceTimersByTime(900)
    expect(state().toast).toBeNull()
  })
})

// SPEC §4: a loading indicator stays until hidden; hiding one not shown gives a warning.
describe('loading indicator', () => {
  it('stays until hidden', () => {
    showLoading('加载中...')
    vi.advanceTimersByTime(600_000)
    expect(state().loading).toEqual({ text: '加载中...' })
    hideLoading()
    expect(state().loading).toBeNull()
  })
  it('hiding one not shown warns and changes nothing else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    void showToast({ message: 't' })
    const before = state()
    hideLoading()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(state()).toBe(before)
  })
})

describe('dialog lifecycle', () => {
  it('a dialog resolves at once with its result and a picker stays 300 ms after closing', async () => {
    const p = openDialog('picker', {}, { ok: false })
    const id = lastEntry().id
    closeDialog(id, { ok: true, indexes: [1] })
    await expect(p).resolves.toEqual({ ok: true, indexes: [1] })
    expect(lastEntry().closing).toBe(true)
    vi.advanceTimersByTime(299)
    expect(state().entries).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(state().entries).toHaveLength(0)
  })
  it('a centred dialog fades out in 200 ms', () => {
    void openDialog('confirm', {}, { ok: false })
    closeDialog(lastEntry().id, { ok: true, index: 0 })
    vi.advanceTimersByTime(200)
    expect(state().entries).toHaveLength(0)
  })
  it('closing twice settles once', async () => {
    const p = openDialog('confirm', {}, { ok: false })
    const id = lastEntry().id
    closeDialog(id, { ok: true, index: 1 })
    closeDialog(id, { ok: false })
    await expect(p).resolves.toEqual({ ok: true, index: 1 })
  })
  it('a confirm resolves cancel when its page goes away', async () => {
    hostShown('host-a')
    const p = ui.confirm({ content: '确定吗？' })
    expect(lastEntry().owner).toBe('host-a')
    hostRemoved('host-a')
    await expect(p).resolves.toEqual({ ok: false })
  })
  it('a host draws only its own dialogs, and unowned ones while active', () => {
    hostShown('host-a')
    void ui.confirm({ content: 'a' })
    hostShown('host-b')
    void ui.confirm({ content: 'b' })
    const entries = state().entries
    expect(entriesOf(entries, 'host-a', 'host-b').map((e) => (e.options as { content: string }).content)).toEqual(['a'])
    expect(entriesOf(entries, 'host-b', 'host-b').map((e) => (e.options as { content: string }).content)).toEqual(['b'])
  })
  it('the date-time picker receives the current year from the caller, or the clock', () => {
    vi.setSystemTime(new Date(2030, 5, 1))
    void ui.dateTime({ mode: 'date' })
    expect((lastEntry().options as { currentYear: number }).currentYear).toBe(2030)
    void ui.dateTime({ mode: 'date', currentYear: 1999 })
    expect((lastEntry().options as { currentYear: number }).currentYear).toBe(1999)
  })
})

describe('active page host', () => {
  it('when the top page goes away, the page underneath becomes active again', () => {
    hostShown('host-a')
    hostShown('host-b')
    expect(state().activeHost).toBe('host-b')
    hostRemoved('host-b')
    expect(state().activeHost).toBe('host-a')
  })
  it('showing a page again (tab switch) makes it active', () => {
    hostShown('host-a')
    hostShown('host-b')
    hostShown('host-a')
    expect(state().activeHost).toBe('host-a')
    hostRemoved('host-a')
    expect(state().activeHost).toBe('host-b')
  })
})
