import { useEffect, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { loadEphemeris } from '@/platform/ephemeris'

/**
 * The ephemeris with its files: the 宿 boundaries need the star catalogue, which the quick (Moshier) mode lacks.
 * Nothing is loaded while `enabled` is false.
 */
export function useFilesEphemeris(enabled = true): { eph: Ephemeris | null; loadError: string | null } {
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    loadEphemeris().then(
      (e) => live && setEph(e),
      (e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [enabled])
  return { eph, loadError }
}
