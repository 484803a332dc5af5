/**
 * The catalogue and trolley count for the shop tab (docs/commerce.md): kept apart from shop-actions so the tab,
 * in the main package, carries no payment code.
 */
import { productList, trolleyInfo, type ProductWire } from '@/api/commerce'
import { loggedInNow } from './account'

export type CatalogueResult = { kind: 'ok'; list: ProductWire[] } | { kind: 'offline' }

export async function loadCatalogue(): Promise<CatalogueResult> {
  try {
    return { kind: 'ok', list: (await productList(undefined, { toast: false, loading: false })).list }
  } catch {
    return { kind: 'offline' }
  }
}

/** Pieces in the trolley (SPEC §3 trolley info num); 0 when logged out or unreadable. */
export async function trolleyCount(): Promise<number> {
  if (!loggedInNow()) return 0
  try {
    return (await trolleyInfo({ toast: false, loading: false })).num
  } catch {
    return 0
  }
}
