/**
 * Progressive ephemeris delivery: a quick instance first (Swiss Ephemeris' Moshier mode, no data files), then the
 * full one (the ephemeris files) when it has loaded. A page redraws on each delivery; every chart says which mode
 * it used (Chart.ephemeris.mode), so the mode is part of the result, never a global.
 */
import type { Ephemeris } from '@/astro/ephemeris/adapter'

export interface EphemerisSources {
  /** Moshier mode: ready as soon as the WASM has loaded. Omitted where the full instance is the only one. */
  quick?: () => Promise<Ephemeris>
  /** The best instance this target has. */
  full: () => Promise<Ephemeris>
}

/** final: false for the quick instance (a better one is coming), true for the last delivery. */
export type EphemerisListener = (eph: Ephemeris, final: boolean) => void

/**
 * Calls onEphemeris with the quick instance unless the full one is ready first, then with the full one; never
 * goes back to the quick one. onError only when nothing could be delivered (a quick chart stays usable offline).
 * Returns a stop function (the page unmounted).
 */
export function watchEphemerisSources(sources: EphemerisSources, onEphemeris: EphemerisListener, onError: (message: string) => void): () => void {
  let live = true
  let fullDelivered = false
  let anyDelivered = false
  let quickFailed = !sources.quick
  let fullError: string | null = null
  const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
  const failIfNothing = () => {
    if (live && !anyDelivered && quickFailed && fullError !== null) onError(fullError)
  }
  sources.full().then(
    (eph) => {
      if (!live) return
      fullDelivered = anyDelivered = true
      onEphemeris(eph, true)
    },
    (e: unknown) => {
      fullError = messageOf(e)
      failIfNothing()
    },
  )
  sources.quick?.().then(
    (eph) => {
      if (!live || fullDelivered) return
      anyDelivered = true
      onEphemeris(eph, false)
    },
    () => {
      quickFailed = true
      failIfNothing()
    },
  )
  return () => {
    live = false
  }
}
