/** Paged lists of the CMS pages (docs/content.md: {list, total, page, size}). Pure. */

export const CMS_PAGE_SIZE = 20

/** The next page appended; a record that moved between pages while reading (a new publish) is kept once. */
export function appendPage<T extends { id: number }>(loaded: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(loaded.map((x) => x.id))
  return [...loaded, ...next.filter((x) => !seen.has(x.id))]
}

/** Whether another page exists after `pagesLoaded` pages of `size` out of `total`. */
export function hasMorePages(pagesLoaded: number, size: number, total: number): boolean {
  return pagesLoaded * size < total
}

/** A publish time as a local date, yyyy-MM-dd ('' when never published). */
export function publishedDateText(ms: number | null | undefined): string {
  if (!ms) return ''
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}
