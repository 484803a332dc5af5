/**
 * Window colours per theme, free of imports so the build config (capacitor.config.ts) can read them too.
 * `page` is the page background (also the splash screen), `bar` the title bar (app.css --nav-bg, and the native
 * status bar above it), `barText` the text tone drawn on `bar`.
 */
export const THEME_COLOURS = {
  light: { page: '#f6f5fa', bar: '#ffffff', barText: 'dark' },
  dark: { page: '#0f0e17', bar: '#16151f', barText: 'light' },
} as const

export type ThemeName = keyof typeof THEME_COLOURS
