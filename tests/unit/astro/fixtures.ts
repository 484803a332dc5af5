// The births and the arc distance the chart tests share.
import { separationDeg } from '@/astro/zodiac'

/** 1990-06-15 20:00 UTC+8 = JD 2448058.0 UT, Beijing. */
export const BIRTH = { date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41 }
/** Shanghai, 1985-11-02 06:40 UTC+8. */
export const A = { date: '1985-11-02', time: '06:40', birthZone: -8, lat: 31.23, lng: 121.47 }
/** London, 1988-02-20 23:15 UTC. */
export const B = { date: '1988-02-20', time: '23:15', birthZone: 0, lat: 51.5, lng: -0.12 }

export const arcsec = (a: number, b: number) => separationDeg(a, b) * 3600
