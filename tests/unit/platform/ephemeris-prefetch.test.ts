// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

// The glue is a webpack alias (config/ephemeris-assets.ts); here a factory that fails to boot.
vi.mock('swisseph-wasm-glue', () => ({ default: () => Promise.reject(new Error('no glue in unit tests')) }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('H5 ephemeris prefetch', () => {
  it('starts the wasm download once, before any page asks; the later load reuses those bytes', async () => {
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url)
        return Promise.resolve(new Response(new ArrayBuffer(8), { status: 200 }))
      }),
    )
    const { prefetchEphemeris, loadEphemeris } = await import('@/platform/ephemeris.h5')
    expect(fetched).toEqual([])
    prefetchEphemeris()
    prefetchEphemeris()
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(/\/swisseph\.wasm$/)
    // The boot fails here (no glue); by then the load has asked for the data file only, not for the wasm again.
    await loadEphemeris().catch(() => undefined)
    expect(fetched.filter((u) => u.endsWith('swisseph.wasm'))).toHaveLength(1)
    expect(fetched.filter((u) => u.endsWith('swisseph.data'))).toHaveLength(1)
  })
})
