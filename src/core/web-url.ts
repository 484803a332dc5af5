/**
 * The in-app browser's URL check (pages/web-page): only http(s) links to an allowed host open. Pure: no URL
 * global (the mini-program runtime has none), so the scheme and host are read here.
 */

export interface WebHost {
  /** 'mp.weixin.qq.com', or '*.example.com' for the domain and its sub-domains. */
  host: string
  /** False when the site refuses to be framed: H5 then offers a new window instead of an iframe. */
  embed: boolean
}

export type WebUrlCheck =
  { ok: true; url: string; host: string; embed: boolean } | { ok: false; reason: 'empty' | 'invalid' | 'scheme' | 'host'; url: string }

/** Browsers drop ASCII tabs and newlines anywhere in a URL and controls at its ends ('java\tscript:'): so do we, everywhere. */
function withoutControls(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    if (code >= 0x20 && code !== 0x7f) out += ch
  }
  return out
}

/** Whether `host` (lower case) is one of the entries: an exact name, or a '*.' entry's domain or sub-domain. */
export function hostAllowed(host: string, hosts: readonly WebHost[]): WebHost | undefined {
  return hosts.find((h) => {
    const entry = h.host.toLowerCase()
    if (!entry.startsWith('*.')) return host === entry
    const domain = entry.slice(2)
    return host === domain || host.endsWith('.' + domain)
  })
}

/** Checks a link for the in-app browser against the allowed hosts (plus `ownHost`, the app's own site on H5). */
export function checkWebUrl(raw: string | undefined, hosts: readonly WebHost[], ownHost = ''): WebUrlCheck {
  const url = withoutControls(String(raw ?? '')).trim()
  if (!url) return { ok: false, reason: 'empty', url }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase()
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, reason: scheme ? 'scheme' : 'invalid', url }
  const authority = /^[a-zA-Z]+:\/\/([^/?#\\]*)/.exec(url)?.[1]
  // No user info: 'https://allowed.example@other.example' goes to other.example.
  if (!authority || authority.includes('@')) return { ok: false, reason: 'invalid', url }
  const host = authority.replace(/:\d{1,5}$/, '').toLowerCase()
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) return { ok: false, reason: 'invalid', url }
  if (ownHost && host === ownHost.toLowerCase()) return { ok: true, url, host, embed: true }
  const entry = hostAllowed(host, hosts)
  return entry ? { ok: true, url, host, embed: entry.embed } : { ok: false, reason: 'host', url }
}
