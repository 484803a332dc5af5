/**
 * Links inside rich text (article bodies, event intros). H5 and the native shell draw the HTML as real elements:
 * an <a> opens by itself (the server gives it target="_blank"). The mini-program's rich-text ignores taps on
 * links; rich-text-links.weapp.ts opens them itself.
 */
import { openInNewWindow } from './web-view'

export type LinkOpened = 'web-page' | 'copied' | 'window'

/** Whether a tap on a link inside RichText opens it without our help. */
export function richTextLinksTappable(): boolean {
  return true
}

/** Opens a link taken from rich text (here: a new window, as the <a> itself would). */
export async function openRichTextLink(url: string, _copiedMessage: string): Promise<LinkOpened> {
  openInNewWindow(url)
  return 'window'
}
