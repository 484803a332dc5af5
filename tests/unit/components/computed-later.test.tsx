// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstScreen, useComputedLater } from '@/components/staged'
import { firstScreen } from '@/platform/schedule'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
})

const seen: Array<number | null> = []
function Probe({ compute }: { compute: (() => number) | null }) {
  seen.push(useComputedLater(compute))
  return null
}
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe('useComputedLater', () => {
  it('runs the computation in a later task than the render, then shows its value; a new computation replaces it', async () => {
    seen.length = 0
    const first = vi.fn(() => 1)
    root = createRoot(document.createElement('div'))
    act(() => root!.render(<Probe compute={first} />))
    expect(first).not.toHaveBeenCalled()
    expect(seen.at(-1)).toBeNull()
    await nextTask()
    expect(first).toHaveBeenCalledTimes(1)
    expect(seen.at(-1)).toBe(1)
    const second = vi.fn(() => 2)
    act(() => root!.render(<Probe compute={second} />))
    await nextTask()
    expect(seen.at(-1)).toBe(2)
    act(() => root!.render(<Probe compute={null} />))
    expect(seen.at(-1)).toBeNull()
  })
})

describe('useAfterFirstScreen', () => {
  it('is false until the first page body has been committed and painted, then true, also for parts mounted later', async () => {
    const shown: boolean[] = []
    function Later() {
      shown.push(useAfterFirstScreen())
      return null
    }
    root = createRoot(document.createElement('div'))
    act(() => root!.render(<Later />))
    expect(shown.at(-1)).toBe(false)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)))
    expect(shown.at(-1)).toBe(false)
    firstScreen.bodyCommitted()
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)))
    expect(shown.at(-1)).toBe(true)
    const second = createRoot(document.createElement('div'))
    shown.length = 0
    act(() => second.render(<Later />))
    expect(shown).toEqual([true])
    act(() => second.unmount())
  })
})
