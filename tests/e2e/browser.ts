import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless Chromium as every e2e run and the dev screenshot script use it: no sandbox, GPU, background traffic or QUIC. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}
