import { isNativeApp, nativeShellReady, type ShareContent } from './native/shell'

/**
 * Links to a page for sharing outside the app. H5: an absolute URL of this site with the hash route
 * (`https://host/path/#/packageA/…?token=…`). Mini-program: no web link exists; the page is shared to a chat
 * with the share button (`sharePath`), so `webPageUrl` answers null there.
 */
export function webPageUrl(pagePath: string): string | null {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined' || !window.location) return null
  const hashPath = `#/${pagePath.replace(/^\//, '')}`
  // The native app runs from the device (https://localhost): its links point at the site beside the API.
  if (isNativeApp()) {
    const site = siteOfApiBase(process.env.TARO_APP_API_BASE)
    return site ? `${site}${hashPath}` : null
  }
  const { origin, pathname } = window.location
  return `${origin}${pathname}${hashPath}`
}

/** The H5 site the server of an absolute API base serves (server/src/app.ts: the site at /, the API at /api). */
export function siteOfApiBase(apiBase: string | undefined): string | null {
  try {
    return apiBase ? `${new URL(apiBase).origin}/` : null
  } catch {
    return null
  }
}

/** True where a page can be shared to a chat by an open-type share button (the mini-program). */
export function canShareToChat(): boolean {
  return process.env.TARO_ENV === 'weapp'
}

/** True where the system share sheet exists: inside the native app, or a browser with the Web Share API. */
export function canShareToSheet(): boolean {
  if (process.env.TARO_ENV !== 'h5') return false
  return isNativeApp() || (typeof navigator !== 'undefined' && typeof navigator.share === 'function')
}

/** Opens the system share sheet; false when it is missing or the user closed it without sharing. */
export async function shareToSheet(content: ShareContent): Promise<boolean> {
  const native = await nativeShellReady()
  if (native) return native.share(content)
  if (process.env.TARO_ENV !== 'h5' || typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false
  try {
    await navigator.share({ title: content.title, text: content.text, url: content.url })
    return true
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') return false
    throw e
  }
}
