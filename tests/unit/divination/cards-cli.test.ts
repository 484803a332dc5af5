import fc from 'fast-check'
import { EngineInputError } from '@/core/errors'
import { commands } from '@/cli/commands/cards'
import { assertPlainInput } from '@/cli/input'

type Out = Record<string, unknown>
const run = (name: string, input: Out) => commands[name].run(input) as Out

describe('engine CLI tarot / lenormand / dice / geomancy (DESIGN.md §3)', () => {
  it('tarot: cards[{position, id 0–77, reversed}], three cards by default; same seed, same answer', () => {
    const out = run('tarot', { seed: '我的工作|2026-11-24T09:00' })
    const cards = out.cards as { position: string; id: number; reversed: boolean }[]
    expect(cards.map((c) => c.position)).toEqual(['past', 'present', 'future'])
    for (const c of cards) expect(c.id >= 0 && c.id <= 77 && typeof c.reversed === 'boolean').toBe(true)
    expect(run('tarot', { seed: '我的工作|2026-11-24T09:00' })).toEqual(out)
    expect(run('tarot', { seed: '我的工作|2026-11-24T09:01' }).cards).not.toEqual(cards)
  })
  it('tarot: a numeric seed is read as its string; the celtic cross has 10 cards; deck is deckId', () => {
    expect(run('tarot', { seed: 42 })).toEqual(run('tarot', { seed: '42' }))
    expect((run('tarot', { seed: 'c', spread: 'celtic-cross' }).cards as unknown[]).length).toBe(10)
    expect(() => run('tarot', { seed: 'c', deck: 0 })).toThrow(EngineInputError)
  })
  it('tarot: showReverse false gives no reversed card; useDirector adds the director', () => {
    const out = run('tarot', { seed: 'd', spread: 'full-deck', showReverse: false })
    expect((out.cards as { reversed: boolean }[]).some((c) => c.reversed)).toBe(false)
    expect(run('tarot', { seed: 'd', useDirector: true }).director).not.toBeNull()
  })
  it('lenormand: cards[{position, n 1–36}]; the grand tableau has 36', () => {
    const out = run('lenormand', { seed: 'x', layout: 'grand-tableau' })
    const ns = (out.cards as { n: number }[]).map((c) => c.n)
    expect([...ns].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1))
  })
  it('dice: planet, sign and house 1–12', () => {
    const out = run('dice', { seed: 'x' })
    for (const k of ['planet', 'sign', 'house']) expect(out[k]).toSatisfy((v: number) => v >= 1 && v <= 12)
  })
  it('geomancy from mothers: Puer, Amissio, Albus, Populus give the judge Via (shared golden worked example)', () => {
    const out = run('geomancy', { mothers: ['1121', '1212', '2212', '2222'] })
    expect((out.judge as { latin: string }).latin).toBe('Via')
    expect((out.witnesses as { latin: string }[]).map((w) => w.latin)).toEqual(['Acquisitio', 'Amissio'])
  })
  it('no seed, an unknown spread or layout, bad mothers: input errors', () => {
    expect(() => run('tarot', {})).toThrow(EngineInputError)
    expect(() => run('dice', { seed: '' })).toThrow(EngineInputError)
    expect(() => run('geomancy', {})).toThrow(EngineInputError)
    expect(() => run('tarot', { seed: 'x', spread: 'pyramid' })).toThrow(EngineInputError)
    expect(() => run('lenormand', { seed: 'x', layout: 'seven' })).toThrow(EngineInputError)
    expect(() => run('geomancy', { mothers: ['12', '1111', '1111', '1111'] })).toThrow(EngineInputError)
    expect(() => run('tarot', { seed: 'x', plus: 'present' })).toThrow(EngineInputError)
    expect(() => run('tarot', { seed: 'x', plus: [null] })).toThrow(EngineInputError)
    expect(() => run('tarot', { seed: 'x', cutIndex: 'top' })).toThrow(EngineInputError)
    expect(() => run('tarot', { seed: 'x', cutIndex: -1 })).toThrow(EngineInputError)
  })
  it('any JSON input either answers or is an input error (exit 2), never an internal error', () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.array(fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.record({ position: fc.string(), count: fc.jsonValue() }))),
    )
    const input = fc.record(
      {
        seed: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        spread: fc.oneof(fc.constantFrom('three', 'full-deck', 'single'), fc.jsonValue()),
        layout: fc.oneof(fc.constantFrom('nine', 'grand-tableau'), fc.jsonValue()),
        mothers: value,
        marks: value,
        plus: value,
        cutIndex: fc.jsonValue(),
        showReverse: fc.jsonValue(),
        reverseRate: fc.jsonValue(),
        useDirector: fc.jsonValue(),
        settings: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.constantFrom('tarot', 'lenormand', 'dice', 'geomancy'), input, (name, raw) => {
        try {
          // As the CLI does (runCommand): the input's shape first, then the command.
          assertPlainInput(raw)
          run(name, raw as Out)
        } catch (e) {
          expect(e).toBeInstanceOf(EngineInputError)
        }
      }),
      { numRuns: 500 },
    )
  })
})
