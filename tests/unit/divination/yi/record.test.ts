import { createRng } from '@/core/random'
import { castLiuyao } from '@/divination/liuyao'
import { makeCastRecord } from '@/divination/yi/record'

describe('cast record', () => {
  it('keeps question, time, inputs and result as plain JSON, with an id from the creation time', () => {
    const inputs = { method: 'coins' as const, seed: 99, time: { date: '2024-03-10', time: '14:30', birthZone: -8 } }
    const result = castLiuyao({ method: 'coins', time: inputs.time }, createRng(inputs.seed))
    const r = makeCastRecord({
      system: 'liuyao',
      question: ' 工作 ',
      createdAt: '2024-03-10T06:30:00Z',
      createdAtMs: 1710052200000,
      castTime: inputs.time,
      inputs,
      result,
    })
    expect(r.id).toBe('liuyao-1710052200000')
    expect(r.question).toBe('工作')
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
  })
  it('replaying the stored seed gives the cast that seed draws', () => {
    const time = { date: '2024-03-10', time: '14:30', birthZone: -8 }
    const replay = castLiuyao({ method: 'coins', time }, createRng(99))
    // mulberry32(99), run separately in Python: draws below 0.5 (背) as b: bff fbf bbb fbb bfb bbf → 7 7 9 8 8 8.
    expect(replay.lines).toEqual([7, 7, 9, 8, 8, 8])
    expect(
      replay.tosses
        ?.flat()
        .map((s) => (s === 'back' ? 'b' : 'f'))
        .join(''),
    ).toBe('bfffbfbbbfbbbfbbbf')
  })
})
