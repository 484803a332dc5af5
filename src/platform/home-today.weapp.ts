/** Mini-program: no dynamic import, so the home cards open the sky chart and daily luck pages (see home-today.ts). */
import type { HomeTodayKit } from './home-today'

export async function loadHomeToday(): Promise<HomeTodayKit | null> {
  return null
}
