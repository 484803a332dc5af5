/**
 * Where the location chooser gets its places. The gazetteer (src/geo) is ~1.3 MB: the mini-program build
 * merges even a dynamic import() into the package of the code that makes it, so the chooser (drawn by the
 * dialog host, in the main package) never names src/geo. A sub-package page that offers the chooser
 * imports './geo-places' once, which registers the loader from inside that sub-package.
 */
import type { SearchOptions, SearchResult } from '@/geo'

export interface PlaceSearch {
  search(query: string, options?: SearchOptions): SearchResult
}

let source: (() => Promise<PlaceSearch>) | null = null

export function setPlaceSource(load: () => Promise<PlaceSearch>): void {
  source = load
}

export function loadPlaces(): Promise<PlaceSearch> {
  if (!source) return Promise.reject(new Error("no place source: import '@/components/ui/geo-places' in the page that opens the chooser"))
  return source()
}
