/** Wheel geometry (pure): longitudes to screen angles and points, and the spreading of crowded glyphs. */
export const RAD = Math.PI / 180
export const norm = (x: number) => ((x % 360) + 360) % 360

/** Screen angle of a longitude: base (Asc or 0° Aries) at 180°, zodiac counter-clockwise. */
export function screenAngleDeg(lonDeg: number, baseLonDeg: number): number {
  return norm(180 + lonDeg - baseLonDeg)
}

export function polar(cx: number, cy: number, r: number, screenDeg: number): { x: number; y: number } {
  return { x: cx + r * Math.cos(screenDeg * RAD), y: cy - r * Math.sin(screenDeg * RAD) }
}

/** Smallest angle (deg) between glyph centres on a circle of radius r so that glyphs of size g keep apart. */
export function minSeparationDeg(glyphPx: number, radiusPx: number, gap = 1.12): number {
  const chord = glyphPx * gap
  return (2 * Math.asin(Math.min(1, chord / (2 * radiusPx)))) / RAD
}

/**
 * Collision spreading: returns display longitudes, each cluster of too-close glyphs fanned out evenly around its
 * mean with `minSepDeg` between neighbours; clusters that then touch merge, across 0° too.
 */
export function spreadLongitudes(lons: readonly number[], minSepDeg: number): number[] {
  const n = lons.length
  if (n < 2) return lons.map(norm)
  const sep = Math.min(minSepDeg, 360 / n)
  const order = lons.map((l, i) => ({ l: norm(l), i })).sort((a, b) => a.l - b.l)
  // Cut the circle at its widest gap and unroll.
  let cut = 0
  let widest = -1
  for (let k = 0; k < n; k++) {
    const gap = k === 0 ? order[0].l + 360 - order[n - 1].l : order[k].l - order[k - 1].l
    if (gap > widest) {
      widest = gap
      cut = k
    }
  }
  const seq = [...order.slice(cut), ...order.slice(0, cut)]
  const x: number[] = []
  for (let k = 0; k < n; k++) x.push(k === 0 ? seq[0].l : x[k - 1] + norm(seq[k].l - seq[k - 1].l))

  type Cluster = { from: number; to: number; start: number }
  const place = (from: number, to: number): number => {
    let sum = 0
    for (let k = from; k <= to; k++) sum += x[k]
    return sum / (to - from + 1) - ((to - from) * sep) / 2
  }
  let clusters: Cluster[] = x.map((_, k) => ({ from: k, to: k, start: x[k] }))
  for (let guard = 0; guard < 4 * n; guard++) {
    let merged = false
    const next: Cluster[] = []
    for (const c of clusters) {
      const prev = next[next.length - 1]
      if (prev && prev.start + (prev.to - prev.from) * sep + sep > c.start + 1e-9) {
        prev.to = c.to
        prev.start = place(prev.from, prev.to)
        merged = true
      } else next.push({ ...c })
    }
    clusters = next
    // Wrap-around: the last cluster against the first one a turn later.
    if (clusters.length > 1) {
      const first = clusters[0]
      const last = clusters[clusters.length - 1]
      if (last.start + (last.to - last.from) * sep + sep > first.start + 360 + 1e-9) {
        // Move the last cluster's members in front (x − 360) and merge them with the first.
        const moved = x.splice(last.from, last.to - last.from + 1).map((v) => v - 360)
        const movedSeq = seq.splice(last.from, last.to - last.from + 1)
        x.unshift(...moved)
        seq.unshift(...movedSeq)
        const shiftBy = moved.length
        clusters = clusters.slice(0, -1).map((c) => ({ from: c.from + shiftBy, to: c.to + shiftBy, start: c.start }))
        clusters[0] = { from: 0, to: clusters[0].to, start: 0 }
        clusters[0].start = place(0, clusters[0].to)
        merged = true
      }
    }
    if (!merged) break
  }
  const out = new Array<number>(n)
  for (const c of clusters) for (let k = c.from; k <= c.to; k++) out[seq[k].i] = norm(c.start + (k - c.from) * sep)
  return out
}
