import Taro from '@tarojs/taro'
import { brandOfUserAgent, platformOfUserAgent } from './device-brand'

export type SystemTheme = 'light' | 'dark'

export interface SystemInfo {
  language: string
  theme: SystemTheme
  windowWidth: number
  statusBarHeight: number
  platform: string
  brand: string
}

/** Device facts, with safe fallbacks when the host API is missing or throws. */
export function systemInfo(): SystemInfo {
  // H5: the browser answers directly. Taro's getSystemInfoSync would run platform.js over the user agent; the
  // platform and brand come from a few patterns of our own (device-brand.ts), read when asked for.
  if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && typeof document !== 'undefined') {
    const userAgent = typeof navigator !== 'undefined' ? navigator.userAgent || '' : ''
    return {
      language: typeof navigator !== 'undefined' ? navigator.language || '' : '',
      theme: window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      windowWidth: document.documentElement?.clientWidth || 375,
      statusBarHeight: 0,
      get platform() {
        return platformOfUserAgent(userAgent)
      },
      get brand() {
        return brandOfUserAgent(userAgent)
      },
    }
  }
  const info = hostSystemInfo()
  return {
    language: info.language ?? '',
    theme: info.theme === 'dark' ? 'dark' : 'light',
    windowWidth: info.windowWidth ?? 375,
    statusBarHeight: process.env.TARO_ENV === 'weapp' ? (info.statusBarHeight ?? 20) : 0,
    platform: String(info.platform ?? process.env.TARO_ENV ?? ''),
    brand: String(info.brand ?? ''),
  }
}

function hostSystemInfo(): Partial<Taro.getSystemInfoSync.Result> {
  try {
    return Taro.getSystemInfoSync()
  } catch {
    return {}
  }
}

/** Calls back when the system theme changes; returns an unsubscribe function. */
export function onSystemThemeChange(cb: (theme: SystemTheme) => void): () => void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
    const mq = window.matchMedia('(prefers-color-scheme: dark)')
    const handler = (e: MediaQueryListEvent) => cb(e.matches ? 'dark' : 'light')
    mq.addEventListener?.('change', handler)
    return () => mq.removeEventListener?.('change', handler)
  }
  const handler = (res: { theme: string }) => cb(res.theme === 'dark' ? 'dark' : 'light')
  Taro.onThemeChange?.(handler)
  return () => Taro.offThemeChange?.(handler)
}

/** Height of the weapp capsule row, so a custom title bar lines up with it. */
export function titleBarMetrics(): { statusBarHeight: number; navBarHeight: number } {
  const { statusBarHeight } = systemInfo()
  if (process.env.TARO_ENV === 'weapp') {
    try {
      const rect = Taro.getMenuButtonBoundingClientRect()
      return { statusBarHeight, navBarHeight: (rect.top - statusBarHeight) * 2 + rect.height }
    } catch {
      return { statusBarHeight, navBarHeight: 44 }
    }
  }
  return { statusBarHeight, navBarHeight: 44 }
}

/** The device's IANA time zone ('Asia/Taipei'), or '' when the host cannot tell (the birth samples' default place). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

/** The device's current offset from UTC in minutes (480 for UTC+8). */
export function deviceUtcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset()
}

/** Our stylesheets are written in design px: 750 of them span the layout width (SPEC §2 reference 750). */
export const DESIGN_WIDTH_PX = 750
/** H5 rem base of the build (config: pxtransform, 20 design px per rem). */
const DESIGN_PX_PER_REM = 20

/**
 * Real CSS px of a length the stylesheets write in design px: rpx on weapp (window width / 750), rem on H5 (the
 * root font size the build script sets, which stops growing on wide screens).
 */
export function designToCssPx(designPx: number): number {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined' && typeof getComputedStyle === 'function') {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize)
    if (Number.isFinite(rootPx) && rootPx > 0) return (designPx / DESIGN_PX_PER_REM) * rootPx
  }
  return (designPx * systemInfo().windowWidth) / DESIGN_WIDTH_PX
}
