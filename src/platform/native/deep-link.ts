/**
 * Deep links into the native app: `xingpan://pagesA/birth-editor/birth-editor?id=1` (the custom scheme in
 * android/app/src/main/AndroidManifest.xml and ios/App/App/Info.plist) or a web link of this site
 * (`https://host/#/packageA/…`). Both name a SPEC or own page path, opened like any link (src/platform/navigation).
 */
import { goHome, openMissingPage } from '../navigation'

export const DEEP_LINK_SCHEME = 'xingpan'

/** The page path with its query that a link names, or null when it names none. */
export function deepLinkPath(url: string): string | null {
  const trimmed = url.trim()
  const hashAt = trimmed.indexOf('#/')
  let path: string
  if (hashAt >= 0) path = trimmed.slice(hashAt + 2)
  else if (trimmed.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) path = trimmed.slice(DEEP_LINK_SCHEME.length + 3)
  else return null
  path = path.replace(/^\/+/, '')
  return path && !path.startsWith('?') ? path : null
}

/** Opens the page a link names on top of the current one; a link naming no page goes home. */
export async function openDeepLink(url: string): Promise<void> {
  const target = deepLinkPath(url)
  const [path, query = ''] = (target ?? '').split('?')
  const opened = target ? await openMissingPage(path, query, { push: true }) : false
  if (!opened) await goHome()
}
