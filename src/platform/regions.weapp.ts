/** Mini-program: the host's region picker (Picker mode="region") holds the data; see regions.ts. */
import type { RegionNode } from '@/geo/regions'

export const NATIVE_REGION_PICKER = true

export function loadRegions(): Promise<RegionNode[]> {
  return Promise.resolve([])
}
