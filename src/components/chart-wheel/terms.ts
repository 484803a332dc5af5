/**
 * Egyptian terms (bounds): five unequal divisions of each sign with their rulers, as Ptolemy reports the
 * Egyptian system (Tetrabiblos I.20; the same table in Valens, Anthology I.3, and Lilly, Christian Astrology p.104).
 * Each row sums to 30°.
 */
export const EGYPTIAN_TERMS = [
  [
    ['Jupiter', 6],
    ['Venus', 6],
    ['Mercury', 8],
    ['Mars', 5],
    ['Saturn', 5],
  ],
  [
    ['Venus', 8],
    ['Mercury', 6],
    ['Jupiter', 8],
    ['Saturn', 5],
    ['Mars', 3],
  ],
  [
    ['Mercury', 6],
    ['Jupiter', 6],
    ['Venus', 5],
    ['Mars', 7],
    ['Saturn', 6],
  ],
  [
    ['Mars', 7],
    ['Venus', 6],
    ['Mercury', 6],
    ['Jupiter', 7],
    ['Saturn', 4],
  ],
  [
    ['Jupiter', 6],
    ['Venus', 5],
    ['Saturn', 7],
    ['Mercury', 6],
    ['Mars', 6],
  ],
  [
    ['Mercury', 7],
    ['Venus', 10],
    ['Jupiter', 4],
    ['Mars', 7],
    ['Saturn', 2],
  ],
  [
    ['Saturn', 6],
    ['Mercury', 8],
    ['Jupiter', 7],
    ['Venus', 7],
    ['Mars', 2],
  ],
  [
    ['Mars', 7],
    ['Venus', 4],
    ['Mercury', 8],
    ['Jupiter', 5],
    ['Saturn', 6],
  ],
  [
    ['Jupiter', 12],
    ['Venus', 5],
    ['Mercury', 4],
    ['Saturn', 5],
    ['Mars', 4],
  ],
  [
    ['Mercury', 7],
    ['Jupiter', 7],
    ['Venus', 8],
    ['Saturn', 4],
    ['Mars', 4],
  ],
  [
    ['Mercury', 7],
    ['Venus', 6],
    ['Jupiter', 7],
    ['Mars', 5],
    ['Saturn', 5],
  ],
  [
    ['Venus', 12],
    ['Jupiter', 4],
    ['Mercury', 3],
    ['Mars', 9],
    ['Saturn', 2],
  ],
] as const

export const TERMS_SOURCE = 'Ptolemy, Tetrabiblos I.20 (Egyptian terms)'

/** Term segments of the whole zodiac: [startLonDeg, endLonDeg, ruler]. */
export function termSegments(): Array<{ startDeg: number; endDeg: number; ruler: string }> {
  const out: Array<{ startDeg: number; endDeg: number; ruler: string }> = []
  EGYPTIAN_TERMS.forEach((row, i) => {
    let d = i * 30
    for (const [ruler, width] of row) {
      out.push({ startDeg: d, endDeg: d + width, ruler })
      d += width
    }
  })
  return out
}

/** Ruler of the term holding a longitude. */
export function termRulerOf(lonDeg: number): string {
  const lon = ((lonDeg % 360) + 360) % 360
  const row = EGYPTIAN_TERMS[Math.floor(lon / 30)]
  let d = lon % 30
  for (const [ruler, width] of row) {
    if (d < width) return ruler
    d -= width
  }
  return row[row.length - 1][0]
}
