/** Default loader (native shell wraps the H5 build): Taro picks ephemeris.weapp.ts / ephemeris.h5.ts per target. */
export { loadEphemeris, prefetchEphemeris, watchEphemeris, watchQuickEphemeris } from './ephemeris.h5'
