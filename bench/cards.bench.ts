/** Draw engines: `npx tsx bench/cards.bench.ts` prints median and p95 per call (tarot, lenormand, dice, geomancy). */
import { rollDice } from '@/divination/dice'
import { castGeomancy } from '@/divination/geomancy'
import { drawLenormand } from '@/divination/lenormand'
import { drawTarot } from '@/divination/tarot'
import { bench as benchLib } from './lib'

const bench = (name: string, fn: (i: number) => unknown, runs = 5000) => benchLib(name, fn, { runs, warmup: 500, unit: 'µs' })

bench('tarot three cards', (i) => drawTarot({ seed: `q${i}`, spread: 'three' }))
bench('tarot celtic cross + director + 2 plus', (i) =>
  drawTarot({ seed: `q${i}`, spread: 'celtic-cross', settings: { useDirector: true }, plus: [{ position: 'outcome', count: 2 }] }),
)
bench('tarot full deck (78)', (i) => drawTarot({ seed: `q${i}`, spread: 'full-deck' }))
bench('lenormand grand tableau (36)', (i) => drawLenormand({ seed: `q${i}`, layout: 'grand-tableau' }))
bench('astro dice roll', (i) => rollDice(`q${i}`))
bench('geomancy shield from a seed', (i) => castGeomancy({ seed: `q${i}` }))
