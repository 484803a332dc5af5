import type { WebHost } from '@/core/web-url'

/**
 * Sites the in-app browser (pages/web-page) opens; any other link is refused with a copy button. Add a host
 * here to allow it. On the mini-program every host must also be in the console's business domain list.
 * `embed: false` marks sites that refuse to be framed (X-Frame-Options / CSP frame-ancestors): H5 opens them in
 * a new window. The app's own site on H5 is always allowed.
 */
export const WEB_PAGE_HOSTS: readonly WebHost[] = [
  // WeChat official-account articles: framed only inside WeChat.
  { host: 'mp.weixin.qq.com', embed: false },
  // Astrodienst (Swiss Ephemeris documentation and chart references).
  { host: '*.astro.com', embed: false },
]
