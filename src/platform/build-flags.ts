/**
 * Build-time flags, read while Taro evaluates the app config. Development pages (the UI-kit gallery) enter
 * development builds and builds made for the end-to-end suite (XINGPAN_DEV_PAGES=1), never a production build.
 */
export function includeDevPages(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.XINGPAN_DEV_PAGES === '1'
}
