/** Starts the native shell: services, back button, deep links, splash screen. Loaded only inside the app. */
import { App } from '@capacitor/app'
import { Capacitor } from '@capacitor/core'
import { SplashScreen } from '@capacitor/splash-screen'
import { feedback } from '../feedback'
import { createBackButtonHandler } from './back-button'
import { openDeepLink } from './deep-link'
import { createNativeShell } from './services'
import type { NativeShell, ShellText } from './shell'

function logFailure(what: string) {
  return (e: unknown) => console.warn(`${what} failed`, e)
}

export async function bootNativeShell(text: ShellText): Promise<NativeShell> {
  const shell = createNativeShell(Capacitor.getPlatform() === 'ios' ? 'ios' : 'android', text)
  try {
    await listen(text)
  } finally {
    // Hidden also when a listener failed: the app stays usable without it.
    await SplashScreen.hide()
  }
  return shell
}

async function listen(text: ShellText): Promise<void> {
  const onBack = createBackButtonHandler({
    exitApp: () => void App.exitApp(),
    warnExit: () => feedback().toast(text('exitAgain')),
    nowMs: () => Date.now(),
  })
  // A listener replaces the web view's own history back (which knows neither blocked pages nor the home rule).
  await App.addListener('backButton', () => void onBack().catch(logFailure('back')))
  // The link that started the app, then links that arrive while it runs.
  let launchUrl = (await App.getLaunchUrl())?.url ?? ''
  if (launchUrl) await openDeepLink(launchUrl).catch(logFailure('deep link'))
  await App.addListener('appUrlOpen', ({ url }) => {
    // Some devices also announce the launch link: open it once.
    if (url === launchUrl) {
      launchUrl = ''
      return
    }
    void openDeepLink(url).catch(logFailure('deep link'))
  })
}
