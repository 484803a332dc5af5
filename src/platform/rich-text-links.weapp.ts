/**
 * Mini-program: rich-text does not open links, so the page asks us. Allowed sites (src/web-page-hosts.ts) open in
 * pages/web-page; any other link is copied with a toast saying so (see rich-text-links.ts).
 */
import { checkWebUrl } from '@/core/web-url'
import { WEB_PAGE_HOSTS } from '@/web-page-hosts'
import { copyText } from './clipboard'
import { feedback } from './feedback'
import { navigate } from './navigation'
import type { LinkOpened } from './rich-text-links'

export type { LinkOpened } from './rich-text-links'

export function richTextLinksTappable(): boolean {
  return false
}

export async function openRichTextLink(url: string, copiedMessage: string): Promise<LinkOpened> {
  const check = checkWebUrl(url, WEB_PAGE_HOSTS)
  if (check.ok) {
    await navigate('web-page', { url: check.url })
    return 'web-page'
  }
  await copyText(url)
  feedback().toast(copiedMessage)
  return 'copied'
}
