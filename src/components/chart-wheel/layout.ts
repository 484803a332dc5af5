/**
 * Wheel layout (pure): chart positions → screen geometry → display list. Conventions: the Ascendant sits at the
 * left (screen angle 180°) and the zodiac runs counter-clockwise; with `fixedAries` 0° Aries sits at the left
 * instead. Screen angles are degrees counter-clockwise from the right (mathematical sense; y is flipped on screen).
 */
import { bodyGlyph, RETRO_GLYPH, signGlyph } from './glyphs'
import type { DisplayItem } from './display'
import { minSeparationDeg, norm, polar, screenAngleDeg, spreadLongitudes } from './geometry'
import { aspectFamily, signColor } from './palette'
import { termSegments } from '@/astro/classical/dignities'
import type { PlacedGlyph, Radii, Ring, WheelAspect, WheelChart, WheelLayout, WheelOptions } from './types'

export type { PlacedGlyph, Radii, Ring, WheelAspect, WheelBody, WheelChart, WheelLayout, WheelOptions } from './types'
export { minSeparationDeg, polar, screenAngleDeg, spreadLongitudes } from './geometry'
export { aspectFamily } from './palette'

function radiiOf(size: number, biWheel: boolean, showTerm: boolean): Radii {
  const R = size / 2 - 2
  const signIn = R * 0.855
  const termIn = showTerm ? R * 0.785 : signIn
  const degIn = termIn - R * 0.045
  if (!biWheel) {
    const glyphSizePx = R * 0.092
    return {
      outer: R,
      signIn,
      termIn,
      degIn,
      split: null,
      houseOut: R * 0.4,
      houseIn: R * 0.33,
      glyphOuter: null,
      glyphInner: degIn - R * 0.1,
      glyphSizePx,
    }
  }
  const glyphSizePx = R * 0.08
  const split = R * (showTerm ? 0.575 : 0.61)
  return {
    outer: R,
    signIn,
    termIn,
    degIn,
    split,
    houseOut: R * 0.37,
    houseIn: R * 0.3,
    glyphOuter: degIn - R * 0.085,
    glyphInner: split - R * 0.085,
    glyphSizePx,
  }
}

export function layoutWheel(inner: WheelChart, outer: WheelChart | null, aspects: readonly WheelAspect[], o: WheelOptions): WheelLayout {
  const size = o.sizePx
  const cx = size / 2
  const cy = size / 2
  const s = size / 360 // line-width scale
  const st = o.style
  const r = radiiOf(size, !!outer, o.showTerm)
  const base = o.fixedAries ? 0 : inner.ascDeg
  const ang = (lon: number) => screenAngleDeg(lon, base)
  const at = (rad: number, lon: number) => polar(cx, cy, rad, ang(lon))
  const items: DisplayItem[] = []
  const line = (a: { x: number; y: number }, b: { x: number; y: number }, stroke: string, width: number, dash?: readonly number[]) =>
    items.push({ kind: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke, width, ...(dash ? { dash } : {}) })
  const circle = (rad: number, stroke: string, width: number, fill?: string) =>
    items.push({ kind: 'circle', cx, cy, r: rad, stroke, width, ...(fill ? { fill } : {}) })

  // Rings.
  circle(r.outer, st.out_circle, 1.6 * s)
  circle(r.signIn, st.out_circle, 1 * s)
  if (o.showTerm) circle(r.termIn, st.term_line, 0.8 * s)
  if (r.split) circle(r.split, st.inner_circle2, 0.9 * s)
  circle(r.houseOut, st.inner_circle, 1 * s)
  circle(r.houseIn, st.inner_circle, 1 * s)

  // Signs: boundaries and glyphs.
  const signGlyphPx = r.outer * 0.085
  for (let i = 0; i < 12; i++) {
    const lon = i * 30
    line(at(r.signIn, lon), at(r.outer, lon), st.constellation_line, 0.9 * s)
    if (o.showSignLine) line(at(r.houseOut, lon), at(r.termIn, lon), st.constellation_line, 0.5 * s, [2 * s, 3 * s])
    const p = at((r.outer + r.signIn) / 2, lon + 15)
    items.push({
      kind: 'path',
      glyph: signGlyph(i + 1, o.classicSign),
      x: p.x,
      y: p.y,
      sizePx: signGlyphPx,
      stroke: signColor(st, i + 1),
      width: 1.3 * s,
    })
  }

  // Term ring (Egyptian terms) with the ruler's glyph where the segment is wide enough.
  if (o.showTerm) {
    const termPx = r.outer * 0.042
    for (const seg of termSegments()) {
      line(at(r.termIn, seg.startDeg), at(r.signIn, seg.startDeg), st.term_line, 0.7 * s)
      if (seg.endDeg - seg.startDeg >= 3) {
        const p = at((r.signIn + r.termIn) / 2, (seg.startDeg + seg.endDeg) / 2)
        items.push({ kind: 'path', glyph: bodyGlyph(seg.lord), x: p.x, y: p.y, sizePx: termPx, stroke: st.degree, width: 0.9 * s })
      }
    }
  }

  // Degree ring: ticks pointing inwards at every degree, longer every 5° and 10°.
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? r.outer * 0.045 : d % 5 === 0 ? r.outer * 0.03 : r.outer * 0.016
    line(at(r.termIn, d), at(r.termIn - len, d), st.degree, (d % 5 === 0 ? 0.8 : 0.5) * s)
  }

  // House cusps: lines from the house ring to the degree ring, axes heavier; house numbers in the house ring.
  const cusps = inner.cusps
  for (let i = 0; i < 12; i++) {
    const axis = i % 3 === 0
    const outerEnd = axis ? r.outer : r.termIn
    line(at(r.houseIn, cusps[i]), at(outerEnd, cusps[i]), axis ? st.house_axis_line : st.house_line, (axis ? 1.5 : 0.8) * s)
    const next = cusps[(i + 1) % 12]
    const mid = cusps[i] + norm(next - cusps[i]) / 2
    const p = at((r.houseOut + r.houseIn) / 2, mid)
    items.push({ kind: 'text', x: p.x, y: p.y, text: String(i + 1), sizePx: r.outer * 0.05, color: st.house_num })
  }

  // Planets of each ring, spread apart, with a leader line to their true degree.
  const glyphs: PlacedGlyph[] = []
  const placeRing = (chart: WheelChart, ring: Ring, glyphR: number, tickR: number) => {
    const g = r.glyphSizePx
    const lons = chart.bodies.map((b) => b.lonDeg)
    const shown = spreadLongitudes(lons, minSeparationDeg(g, glyphR))
    chart.bodies.forEach((b, k) => {
      const p = at(glyphR, shown[k])
      glyphs.push({ id: b.id, ring, lonDeg: b.lonDeg, shownLonDeg: shown[k], x: p.x, y: p.y, sizePx: g })
      const signNo = Math.floor(norm(b.lonDeg) / 30) + 1
      const color =
        o.professional || o.planetColorType === 1
          ? b.retrograde
            ? st.professional.planet_r_color
            : st.professional.planet_color
          : signColor(st, signNo)
      // Tick at the true degree and a leader to the glyph.
      line(at(tickR, b.lonDeg), at(tickR - r.outer * 0.025, b.lonDeg), st.planet_line, 1.1 * s)
      line(at(tickR - r.outer * 0.025, b.lonDeg), at(glyphR + g * 0.62, shown[k]), st.planet_line, 0.6 * s)
      items.push({ kind: 'path', glyph: bodyGlyph(b.id), x: p.x, y: p.y, sizePx: g, stroke: color, width: 1.35 * s })
      let depth = glyphR - g * 0.95
      const textPx = r.outer * (outer ? 0.048 : 0.055)
      if (o.showDegree || o.professional) {
        const degInSign = norm(b.lonDeg) % 30
        const dd = Math.floor(degInSign)
        const q = at(depth, shown[k])
        items.push({ kind: 'text', x: q.x, y: q.y, text: `${dd}°`, sizePx: textPx, color: st.text })
        depth -= textPx * 1.25
        if (o.professional && !outer) {
          const sg = at(depth, shown[k])
          items.push({
            kind: 'path',
            glyph: signGlyph(signNo, o.classicSign),
            x: sg.x,
            y: sg.y,
            sizePx: textPx * 1.1,
            stroke: signColor(st, signNo),
            width: 1 * s,
          })
          depth -= textPx * 1.25
          const mm = at(depth, shown[k])
          const minutes = Math.floor((degInSign - dd) * 60)
          items.push({ kind: 'text', x: mm.x, y: mm.y, text: `${String(minutes).padStart(2, '0')}′`, sizePx: textPx * 0.9, color: st.text })
          depth -= textPx * 1.15
        }
      }
      if (b.retrograde) {
        const rp = at(depth, shown[k])
        items.push({
          kind: 'path',
          glyph: RETRO_GLYPH,
          x: rp.x,
          y: rp.y,
          sizePx: textPx * 0.95,
          stroke: st.professional.planet_r_color,
          width: 1 * s,
        })
      }
    })
  }
  if (outer && r.glyphOuter !== null && r.split !== null) {
    placeRing(outer, 'outer', r.glyphOuter, r.degIn + r.outer * 0.02)
    placeRing(inner, 'inner', r.glyphInner, r.split)
  } else {
    placeRing(inner, 'inner', r.glyphInner, r.degIn + r.outer * 0.02)
  }

  // Aspect lines inside the house ring, between the true degrees.
  const lonOf = (id: string, ring: Ring) => (ring === 'outer' ? outer : inner)?.bodies.find((b) => b.id === id)?.lonDeg
  if (!o.aspectLineHidden) {
    for (const a of aspects) {
      const la = lonOf(a.a, a.aRing)
      const lb = lonOf(a.b, a.bRing)
      if (la === undefined || lb === undefined || a.aspect === 1) continue
      const fam = aspectFamily(a.aspect)
      const color = fam === 'tension' ? st.aspect_tension : fam === 'harmony' ? st.aspect_harmony : st.aspect_neutral
      const dashed = !o.aspectLineSolid && !a.applying
      line(at(r.houseIn, la), at(r.houseIn, lb), color, (a.aspect <= 5 ? 1.1 : 0.7) * s, dashed ? [4 * s, 3 * s] : undefined)
    }
  }
  // Dots on the aspect circle at each true degree.
  for (const b of inner.bodies) {
    const p = at(r.houseIn, b.lonDeg)
    items.push({ kind: 'circle', cx: p.x, cy: p.y, r: 1.6 * s, width: 0, fill: st.planet_line })
  }

  return {
    display: { widthPx: size, heightPx: size, background: st.bg, items },
    glyphs,
    radii: r,
    screenDegOf: ang,
  }
}
