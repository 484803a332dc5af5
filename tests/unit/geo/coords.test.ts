import { describe, expect, it } from 'vitest'
import { formatLatitude, formatLatLng, formatLongitude } from '@/geo/coords'
import { toTraditional } from '@/i18n/convert'

// Known places: New York 40.71 N 74.01 W, Sydney 33.87 S 151.21 E, Beijing 39.90 N 116.40 E, Buenos Aires 34.60 S 58.38 W.
describe('coordinate formatter: hemisphere word and absolute value', () => {
  it('New York reads 北纬 40.71° 西经 74.01° (never 东经 -74.01)', () => {
    expect(formatLatLng(40.7128, -74.006)).toBe('北纬 40.71° 西经 74.01°')
  })
  it('Sydney is south and east', () => {
    expect(formatLatLng(-33.8688, 151.2093)).toBe('南纬 33.87° 东经 151.21°')
  })
  it('Beijing is north and east; Buenos Aires south and west', () => {
    expect(formatLatLng(39.9042, 116.4074)).toBe('北纬 39.90° 东经 116.41°')
    expect(formatLatLng(-34.6037, -58.3816)).toBe('南纬 34.60° 西经 58.38°')
  })
  it('never shows a minus sign', () => {
    for (let lat = -90; lat <= 90; lat += 7.3) for (let lng = -180; lng <= 180; lng += 11.7) expect(formatLatLng(lat, lng)).not.toContain('-')
  })
  it('zero and values that round to zero read north and east', () => {
    expect(formatLatitude(0)).toBe('北纬 0.00°')
    expect(formatLongitude(-0.001)).toBe('东经 0.00°')
    expect(formatLongitude(-0.006)).toBe('西经 0.01°')
  })
  it('digits are a parameter', () => {
    expect(formatLongitude(-74.006, 1)).toBe('西经 74.0°')
  })
  it('zh-Hant through the runtime converter', () => {
    expect(toTraditional(formatLatLng(-33.8688, -70.6693))).toBe('南緯 33.87° 西經 70.67°')
  })
})
