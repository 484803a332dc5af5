/** The native shell's services over the official Capacitor plugins (loaded only inside the app, see ./shell). */
import { Browser } from '@capacitor/browser'
import { Clipboard } from '@capacitor/clipboard'
import { Geolocation } from '@capacitor/geolocation'
import { Share } from '@capacitor/share'
import { StatusBar, Style } from '@capacitor/status-bar'
import { feedback } from '../feedback'
import { THEME_COLOURS, type ThemeName } from '../theme-colours'
import type { LocateResult, LocationPermission, NativeShell, ShellText } from './shell'

/** One fix may take this long before the answer is "no position" (a cold GPS start indoors). */
const LOCATE_TIMEOUT_MS = 15_000
/** A position up to this old is good enough for a birth place. */
const LOCATE_MAX_AGE_MS = 60_000

/**
 * Capacitor's permission state → SPEC §3/§4 permissionLocation. Android answers 'prompt-with-rationale' after a
 * refusal the user may still revisit (denied this time: 0) and 'denied' once it may not ask again (stored as 2).
 */
export function locationPermissionOf(state: string): LocationPermission {
  if (state === 'granted') return 1
  if (state === 'denied') return 2
  return 0
}

function isCancelled(e: unknown): boolean {
  return /cancel/i.test(String((e as Error)?.message ?? e))
}

async function locate(): Promise<LocateResult> {
  let state = (await Geolocation.checkPermissions()).location
  if (state === 'prompt' || state === 'prompt-with-rationale') state = (await Geolocation.requestPermissions({ permissions: ['location'] })).location
  const permission = locationPermissionOf(state)
  if (permission !== 1) return { permission, position: null }
  const p = await Geolocation.getCurrentPosition({ enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS })
  return { permission, position: { lat: p.coords.latitude, lng: p.coords.longitude, accuracyM: p.coords.accuracy } }
}

export function createNativeShell(platform: 'android' | 'ios', text: ShellText): NativeShell {
  return {
    platform,
    async copyText(value) {
      await Clipboard.write({ string: value })
      // The web build's clipboard toasts by itself; the plugin does not, so the shell does.
      feedback().toast(text('copied'))
    },
    async readText() {
      const r = await Clipboard.read()
      return r.type.startsWith('text') ? r.value : ''
    },
    async share(content) {
      try {
        await Share.share({ title: content.title, text: content.text, url: content.url, dialogTitle: content.title })
        return true
      } catch (e) {
        if (isCancelled(e)) return false
        throw e
      }
    },
    locate,
    async applyTheme(theme: ThemeName) {
      const colours = THEME_COLOURS[theme]
      // Style.Light is dark text (for light bars), Style.Dark light text.
      await StatusBar.setStyle({ style: colours.barText === 'dark' ? Style.Light : Style.Dark })
      // iOS draws the web view's own bar colour under a transparent status bar; Android paints it.
      if (platform === 'android') await StatusBar.setBackgroundColor({ color: colours.bar })
    },
    async openExternal(url) {
      await Browser.open({ url })
    },
  }
}
