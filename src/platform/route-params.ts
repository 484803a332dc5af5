import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'

/**
 * Route parameters, decoded once here. Both hosts hand a page its query still URL-encoded (Taro H5 parses the
 * hash with decode: false; WeChat passes onLoad options as they were written), and navigate() encodes every
 * value, so a page reads `?id=Lee%2C_Bruce` as 'Lee,_Bruce' only through this module.
 */
export type RouteParams = Record<string, string | undefined>

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Each value decoded once; a malformed escape is kept as written. */
export function decodeRouteParams(raw: Record<string, unknown> | null | undefined): RouteParams {
  const out: RouteParams = {}
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (v === undefined || v === null) continue
    out[decodeOnce(k)] = decodeOnce(String(v))
  }
  return out
}

/** The current page's parameters, decoded (a page's query in place of useRouter().params). */
export function useRouteParams<T extends RouteParams = RouteParams>(): T {
  const raw = useRouter().params
  // Taro hands a new params object on each render: keyed by its JSON so the decoded object stays the same.
  const key = JSON.stringify(raw ?? {})
  return useMemo(() => decodeRouteParams(JSON.parse(key) as Record<string, unknown>) as T, [key])
}
