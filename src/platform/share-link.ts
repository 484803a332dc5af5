/**
 * Links to a page for sharing outside the app. H5: an absolute URL of this site with the hash route
 * (`https://host/path/#/packageA/…?token=…`). Mini-program: no web link exists; the page is shared to a chat
 * with the share button (`sharePath`), so `webPageUrl` answers null there.
 */
export function webPageUrl(pagePath: string): string | null {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined' || !window.location) return null
  const { origin, pathname } = window.location
  return `${origin}${pathname}#/${pagePath.replace(/^\//, '')}`
}

/** True where a page can be shared to a chat by an open-type share button (the mini-program). */
export function canShareToChat(): boolean {
  return process.env.TARO_ENV === 'weapp'
}
