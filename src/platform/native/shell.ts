/**
 * The native shell (Capacitor, capacitor.config.ts): what the app does differently inside it. This module is
 * light and loads everywhere; the Capacitor plugins live in ./boot and ./services, a chunk of their own that only
 * the native app downloads (weapp never builds it, the H5 first load never fetches it).
 */
import type { ThemeName } from '../theme-colours'

/** SPEC §3 permissionLocation: 0 unknown (or denied this time), 1 granted, 2 denied for good. */
export type LocationPermission = 0 | 1 | 2

export interface DevicePosition {
  lat: number
  lng: number
  accuracyM: number
}

export interface LocateResult {
  permission: LocationPermission
  position: DevicePosition | null
}

export interface ShareContent {
  title: string
  text?: string
  url?: string
}

/** Text the shell shows itself (toasts), in the app's current language; installed by the app. */
export type ShellText = (key: 'copied' | 'exitAgain') => string

export interface NativeShell {
  platform: 'android' | 'ios'
  copyText(text: string): Promise<void>
  readText(): Promise<string>
  /** The system share sheet; false when the user closed it without sharing. */
  share(content: ShareContent): Promise<boolean>
  locate(): Promise<LocateResult>
  /** Status bar colour and text tone for a theme. */
  applyTheme(theme: ThemeName): Promise<void>
  /** Opens a page in the system browser (payments, outside links). */
  openExternal(url: string): Promise<void>
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean
}

/**
 * True inside the Capacitor app. Capacitor's bridge puts `window.Capacitor` in place before the page loads (it is
 * the object `Capacitor` of @capacitor/core), so asking it here costs the web build nothing.
 */
export function isNativeApp(): boolean {
  if (process.env.TARO_ENV !== 'h5') return false
  const cap = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor
  return typeof cap?.isNativePlatform === 'function' && cap.isNativePlatform() === true
}

let ready: Promise<NativeShell | null> = Promise.resolve(null)
let lastTheme: ThemeName | null = null

/** The native shell once it has started, or null outside the app (and when it failed to start). */
export function nativeShellReady(): Promise<NativeShell | null> {
  return ready
}

/** Installs a shell that is starting (the app's boot, or a test's fake); the last theme applied reaches it. */
export function installNativeShell(starting: Promise<NativeShell>): Promise<NativeShell | null> {
  ready = starting.then(
    async (shell) => {
      if (lastTheme) await shell.applyTheme(lastTheme).catch((e) => console.warn('status bar theme failed', e))
      return shell
    },
    (e) => {
      console.warn('native shell failed to start', e)
      return null
    },
  )
  return ready
}

/** The window theme changed (src/platform/chrome.ts): the status bar follows it. */
export async function nativeThemeChanged(theme: ThemeName): Promise<void> {
  lastTheme = theme
  const shell = await ready
  if (shell) await shell.applyTheme(theme).catch((e) => console.warn('status bar theme failed', e))
}

/** Starts the shell when running inside the native app; anywhere else it does nothing. */
export function startNativeShell(text: ShellText): void {
  // A constant condition per target: webpack drops the branch, and the boot chunk with it, from the weapp build.
  if (process.env.TARO_ENV === 'h5') {
    if (isNativeApp()) void installNativeShell(import('./boot').then((m) => m.bootNativeShell(text)))
  }
}
