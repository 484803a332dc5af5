/**
 * The in-app browser's host differences (pages/web-page): the mini-program shows every allowed site in its
 * web-view; H5 frames only sites that allow it and opens the others in a new window.
 */

/** Whether an allowed site is shown in place; `embeddable` is the host list's flag. */
export function showsInPlace(embeddable: boolean): boolean {
  return process.env.TARO_ENV === 'weapp' ? true : embeddable
}

/** The app's own site on H5 (always allowed); '' on the mini-program. */
export function ownSiteHost(): string {
  if (process.env.TARO_ENV !== 'h5' || typeof location === 'undefined') return ''
  return location.hostname
}

/** H5: opens the link in a new window without giving it a handle on the app. */
export function openInNewWindow(url: string): void {
  if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer')
}
