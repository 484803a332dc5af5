/**
 * Our own line drawings of the 20 Dreamspell seals, each a few strokes in a 100 × 100 box (centre 50, 50). They
 * name the seal's idea (Dragon: a nurturing dome, Wind: breath, Night: a crescent …); no published artwork is traced.
 * Strokes use the ink colour; `LIGHT` fills enclosed shapes so they read on every seal colour.
 */

export const INK = '#1d1b26'
export const LIGHT = '#fffdf7'

const f = (n: number) => String(Math.round(n * 10) / 10)
const light = `fill="${LIGHT}"`
const ink = `fill="${INK}"`

/** An Archimedean spiral from the centre outwards (Monkey: play, magic). */
function spiralPath(turns: number, rMax: number): string {
  const steps = turns * 24
  const points: string[] = []
  for (let i = 0; i <= steps; i++) {
    const a = (i / 24) * 2 * Math.PI
    const r = (i / steps) * rMax
    points.push(`${f(50 + r * Math.cos(a))} ${f(50 + r * Math.sin(a))}`)
  }
  return `<path d="M${points.join(' L')}"/>`
}

/** Rays of a sun: `count` strokes between two radii. */
function rays(count: number, r1: number, r2: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 2 * Math.PI
    out.push(`M${f(50 + r1 * Math.cos(a))} ${f(50 + r1 * Math.sin(a))} L${f(50 + r2 * Math.cos(a))} ${f(50 + r2 * Math.sin(a))}`)
  }
  return `<path d="${out.join(' ')}"/>`
}

const ALMOND = `<path d="M12 50 Q50 16 88 50 Q50 84 12 50 Z" ${light}/>`

/** Seal 1 … 20 in Dreamspell order (SEALS in src/divination/mayan/tables.ts). */
export const SEAL_MOTIFS: readonly string[] = [
  // 1 Dragon: a nurturing dome with an eye and a row of teeth
  `<path d="M14 64 A36 36 0 0 1 86 64 Z" ${light}/><circle cx="50" cy="44" r="7" ${ink}/>` +
    `<path d="M14 64 L22 78 L30 64 L38 78 L46 64 L54 78 L62 64 L70 78 L78 64 L86 78"/>`,
  // 2 Wind: the T-shaped breath opening between two gusts
  `<path d="M28 26 H72 V40 H57 V80 H43 V40 H28 Z" ${light}/><path d="M10 58 Q18 46 26 58 T42 58"/>` + `<path d="M58 70 Q66 58 74 70 T90 70"/>`,
  // 3 Night: a crescent and three stars
  `<path d="M62 14 A36 36 0 0 0 62 86 A44 44 0 0 1 62 14 Z" ${light}/>` +
    `<circle cx="72" cy="30" r="4" ${ink}/><circle cx="84" cy="50" r="4" ${ink}/><circle cx="72" cy="70" r="4" ${ink}/>`,
  // 4 Seed: a seed with its sprout and two leaves
  `<ellipse cx="50" cy="64" rx="20" ry="24" ${light}/><path d="M50 52 V76"/><path d="M50 40 V16"/>` +
    `<path d="M50 30 Q36 16 24 26 Q38 36 50 30 Z" ${light}/><path d="M50 24 Q64 10 76 20 Q62 30 50 24 Z" ${light}/>`,
  // 5 Serpent: a winding body and its head
  `<path d="M8 62 C18 34 30 34 38 58 S58 84 64 58" stroke-width="8"/><ellipse cx="76" cy="52" rx="14" ry="11" ${light}/>` +
    `<circle cx="80" cy="49" r="3" ${ink}/>`,
  // 6 World-Bridger: a bridge with its posts and arch
  `<path d="M10 40 H90"/><path d="M24 40 V84 M76 40 V84"/><path d="M24 84 Q50 52 76 84"/>` + `<path d="M50 14 L60 26 L50 38 L40 26 Z" ${light}/>`,
  // 7 Hand: an open palm
  `<rect x="40.5" y="18" width="9" height="34" rx="4.5" ${light}/><rect x="51" y="16" width="9" height="36" rx="4.5" ${light}/>` +
    `<rect x="61.5" y="22" width="9" height="30" rx="4.5" ${light}/><rect x="30" y="24" width="9" height="28" rx="4.5" ${light}/>` +
    `<rect x="23.5" y="42" width="9" height="32" rx="4.5" transform="rotate(-35 28 72)" ${light}/><rect x="28" y="44" width="44" height="42" rx="10" ${light}/>`,
  // 8 Star: an eight-pointed star
  `<rect x="24" y="24" width="52" height="52" ${light}/><rect x="24" y="24" width="52" height="52" transform="rotate(45 50 50)" ${light}/>` +
    `<circle cx="50" cy="50" r="9" ${ink}/>`,
  // 9 Moon: the full moon over flowing water
  `<circle cx="50" cy="34" r="20" ${light}/><path d="M12 70 Q21 61 30 70 T48 70 T66 70 T84 70"/>` +
    `<path d="M12 86 Q21 77 30 86 T48 86 T66 86 T84 86"/>`,
  // 10 Dog: a heart (loyalty)
  `<path d="M50 86 C20 64 12 46 22 32 C31 20 46 24 50 38 C54 24 69 20 78 32 C88 46 80 64 50 86 Z" ${light}/>` + `<path d="M36 40 Q38 32 44 32"/>`,
  // 11 Monkey: a spiral (play)
  spiralPath(3, 38),
  // 12 Human: a head over shoulders
  `<circle cx="50" cy="32" r="16" ${light}/><path d="M18 88 Q18 54 50 54 Q82 54 82 88 Z" ${light}/>`,
  // 13 Skywalker: a ladder under the arc of the sky
  `<path d="M16 26 Q50 0 84 26"/><path d="M36 24 V90 M64 24 V90"/><path d="M36 38 H64 M36 54 H64 M36 70 H64 M36 86 H64"/>`,
  // 14 Wizard: the closed eye (receptivity)
  `${ALMOND}<path d="M24 52 Q50 66 76 52"/><path d="M34 60 L30 70 M50 63 V74 M66 60 L70 70"/>`,
  // 15 Eagle: the open eye under spread wings
  `${ALMOND}<circle cx="50" cy="50" r="13" ${ink}/><circle cx="54" cy="46" r="4" ${light} stroke="none"/><path d="M16 22 L50 10 L84 22"/>`,
  // 16 Warrior: a shield
  `<path d="M22 16 H78 V50 Q78 76 50 90 Q22 76 22 50 Z" ${light}/><path d="M22 42 H78"/><circle cx="50" cy="62" r="8" ${ink}/>`,
  // 17 Earth: a compass rose over the globe
  `<circle cx="50" cy="50" r="36" ${light}/><path d="M50 14 V86 M14 50 H86"/><circle cx="50" cy="50" r="12" ${light}/>`,
  // 18 Mirror: nested squares (endlessness)
  `<rect x="14" y="14" width="72" height="72" ${light}/><path d="M50 14 L86 50 L50 86 L14 50 Z"/>` +
    `<rect x="35" y="35" width="30" height="30" ${ink}/>`,
  // 19 Storm: a cloud and a lightning bolt
  `<path d="M16 48 Q14 30 32 30 Q38 14 56 18 Q76 16 78 34 Q90 36 86 48 Z" ${light}/>` +
    `<path d="M54 44 L36 72 H50 L42 94 L70 60 H56 L64 44 Z" ${ink}/>`,
  // 20 Sun: a disc with eight rays
  `<circle cx="50" cy="50" r="20" ${light}/>${rays(8, 28, 42)}`,
]
