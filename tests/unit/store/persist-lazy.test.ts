// A persisted value builds its schema on the first stored value it reads or checks, never when its module loads
// (start-up time), and a broken stored value still falls back to the defaults.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { memoryStorage, setStorageBackend } from '@/platform/storage'
import { persisted } from '@/store/persist'

describe('persisted schema built on first use', () => {
  let storage: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    storage = memoryStorage()
    setStorageBackend(storage)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    setStorageBackend(null)
    vi.restoreAllMocks()
  })

  it('declaring the value and reading an empty key build no schema', () => {
    const schema = vi.fn(() => z.number().int())
    const store = persisted({ key: 'lazyCount', schema, defaults: () => 7 })
    expect(store.load()).toBe(7)
    expect(schema).not.toHaveBeenCalled()
  })

  it('the first stored value builds it once; later reads reuse it', () => {
    const schema = vi.fn(() => z.number().int())
    const store = persisted({ key: 'lazyCount', schema, defaults: () => 7 })
    storage.data.set('lazyCount', 3)
    expect(store.load()).toBe(3)
    expect(store.accepts(4)).toBe(true)
    expect(store.load()).toBe(3)
    expect(schema).toHaveBeenCalledTimes(1)
  })

  it('a stored value the schema rejects still gives the defaults', () => {
    const store = persisted({ key: 'lazyCount', schema: () => z.number().int(), defaults: () => 7 })
    storage.data.set('lazyCount', 2.5)
    expect(store.load()).toBe(7)
    expect(store.accepts('x')).toBe(false)
  })
})
