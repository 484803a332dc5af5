/**
 * Coordinates as readers write them: hemisphere word and the absolute value, never a sign ('西经 74.01°', not
 * '东经 -74.01°'). zh-Hans; pages pass the text through the runtime converter for zh-Hant (北緯, 東經 …). Pure.
 */

function hemisphere(valueDeg: number, digits: number, positive: string, negative: string): string {
  const shown = Math.abs(valueDeg).toFixed(digits)
  // A value that rounds to zero reads 北纬 0.00° / 东经 0.00°, not 南纬 0.00°.
  const word = valueDeg < 0 && Number(shown) !== 0 ? negative : positive
  return `${word} ${shown}°`
}

/** '北纬 39.90°' or '南纬 33.87°' (north positive). */
export function formatLatitude(latDeg: number, digits = 2): string {
  return hemisphere(latDeg, digits, '北纬', '南纬')
}

/** '东经 116.40°' or '西经 74.01°' (east positive). */
export function formatLongitude(lngDeg: number, digits = 2): string {
  return hemisphere(lngDeg, digits, '东经', '西经')
}

/** '北纬 40.71° 西经 74.01°'. */
export function formatLatLng(latDeg: number, lngDeg: number, digits = 2): string {
  return `${formatLatitude(latDeg, digits)} ${formatLongitude(lngDeg, digits)}`
}
