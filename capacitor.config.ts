/**
 * The native shell (Capacitor) around the H5 build: `npm run native:sync` builds the H5 app for it into
 * `dist/native` and copies that into android/ and ios/ (README: native app). The API base is a build-time setting
 * of the web build (TARO_APP_API_BASE, config/native-shell.ts): inside the app the page origin is the device.
 */
import type { CapacitorConfig } from '@capacitor/cli'
import { THEME_COLOURS } from './src/platform/theme-colours'

/** Where scripts/native-sync.mjs puts the H5 build; XINGPAN_NATIVE_WEB_DIR points `cap copy` elsewhere (tests). */
export const NATIVE_WEB_DIR = 'dist/native'

/** The splash screen hides when the app has started (src/platform/native/boot.ts), at the latest after this. */
const SPLASH_LONGEST_MS = 3000

const config: CapacitorConfig = {
  appId: 'cn.xingpan.app',
  appName: '星盘',
  webDir: process.env.XINGPAN_NATIVE_WEB_DIR || NATIVE_WEB_DIR,
  // The web view serves the app from https://localhost (Android) and capacitor://localhost (iOS).
  server: { androidScheme: 'https' },
  backgroundColor: THEME_COLOURS.light.page,
  android: { backgroundColor: THEME_COLOURS.light.page },
  ios: { backgroundColor: THEME_COLOURS.light.page, contentInset: 'always' },
  plugins: {
    // Dark-theme colours come from values-night (Android) at launch and from src/platform/native/services.ts after.
    SplashScreen: { launchShowDuration: SPLASH_LONGEST_MS, launchAutoHide: true, backgroundColor: THEME_COLOURS.light.page, showSpinner: false },
    StatusBar: { overlaysWebView: false, style: 'LIGHT', backgroundColor: THEME_COLOURS.light.bar },
  },
}

export default config
