/**
 * Values a chooser page hands back to the page that opened it (city-search, timezone-edit → birth-editor):
 * the opener sets a slot name, the chooser fills it and goes back, the opener takes it on show.
 */
import { create } from 'zustand'
import type { Place } from '@/geo'

export interface PlacePick {
  slot: 'birth' | 'current'
  place: Pick<Place, 'id' | 'name' | 'region' | 'lat' | 'lng' | 'timeZone'>
}

interface PickState {
  place: PlacePick | null
  zone: number | null
  placePicked(p: PlacePick): void
  zonePicked(z: number): void
  taken(): void
}

export const usePicks = create<PickState>()((set) => ({
  place: null,
  zone: null,
  placePicked: (place) => set({ place }),
  zonePicked: (zone) => set({ zone }),
  taken: () => set({ place: null, zone: null }),
}))
