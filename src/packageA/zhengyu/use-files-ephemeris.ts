import { useEffect, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { loadEphemeris } from '@/platform/ephemeris'

/** The ephemeris with its files: the 宿 boundaries need the star catalogue, which the quick (Moshier) mode lacks. */
export function useFilesEphemeris(): { eph: Ephemeris | null; loadError: string | null } {
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    loadEphemeris().then(
      (e) => live && setEph(e),
      (e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [])
  return { eph, loadError }
}
