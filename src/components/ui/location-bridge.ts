/**
 * The location chooser is a page in packageA (city-search in 'choose' mode), next to the gazetteer: the
 * mini-program build merges even a dynamic import() into the package of the code that makes it, so nothing
 * every page loads may name src/geo. ui.chooseLocation() opens that page and this bridge carries its answer
 * back: the page confirms (resolves) or goes away without confirming (rejects with Error('cancel')).
 */
import type { Place } from '@/geo'
import { navigate } from '@/platform/navigation'
import { cancelError, createChooserGate } from './logic/single-chooser'

/** SPEC §9: the location chooser lists 20 places per page. */
export const LOCATION_PAGE_SIZE = 20
/** Route of the chooser page and the query its 'choose' mode reads. */
export const LOCATION_CHOOSER_ROUTE = 'city-search'

export interface LocationOptions {
  title?: string
  query?: string
}
/** The chooser page's query: `?mode=choose&request=<id>`; a page answers only the request that opened it. */
export interface ChooserQuery {
  mode: 'choose'
  request: number
}

interface Pending {
  id: number
  options: LocationOptions
  resolve(place: Place): void
  reject(e: Error): void
}

const gate = createChooserGate()
let pending: Pending | null = null
let seq = 0

/** Only one chooser at a time; a second request rejects with Error('cancel'), as does backing out of the page. */
export function requestLocation(o: LocationOptions = {}): Promise<Place> {
  if (!gate.tryOpen()) return Promise.reject(cancelError())
  const id = ++seq
  const answer = new Promise<Place>((resolve, reject) => {
    pending = { id, options: o, resolve, reject }
  })
  const query: ChooserQuery = { mode: 'choose', request: id }
  navigate(LOCATION_CHOOSER_ROUTE, { ...query }).catch((e: unknown) => settle(id, e instanceof Error ? e : new Error(String(e))))
  return answer.finally(() => gate.release())
}

function settle(id: number, result: Place | Error): void {
  if (!pending || pending.id !== id) return
  const p = pending
  pending = null
  if (result instanceof Error) p.reject(result)
  else p.resolve(result)
}

/** Title and initial query of a waiting request (kept here, not in the URL); empty once it is answered. */
export function locationRequestOptions(request: number): LocationOptions {
  return pending && pending.id === request ? pending.options : {}
}

/** The chooser page confirmed a place (it goes back itself). */
export function locationChosen(request: number, place: Place): void {
  settle(request, place)
}

/** The chooser page went away (back button, cancel, page closed): an unanswered request rejects with cancel. */
export function locationChooserClosed(request: number): void {
  settle(request, cancelError())
}

/** True while a request waits for an answer (the chooser is open). */
export function isLocationChooserOpen(): boolean {
  return gate.isOpen
}
