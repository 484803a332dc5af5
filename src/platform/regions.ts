/**
 * China regions for the postal address form. H5 and the native shell build the province → city → district
 * tree from the gazetteer chunk and pick with the UI kit's pickers; the mini-program uses its own region picker
 * (Picker mode="region"), so its build (regions.weapp.ts) carries no region data.
 */
import type { RegionNode } from '@/geo/regions'

export const NATIVE_REGION_PICKER = false

export function loadRegions(): Promise<RegionNode[]> {
  return Promise.all([import('@/geo/data/china'), import('@/geo/regions')]).then(([c, r]) => r.chinaRegions(c.default))
}
