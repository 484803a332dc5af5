import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { canDo, keptUntilOf, trimmed, useWorryDoll, worryState, WORRY_LIMIT, WORRY_TRANSITIONS, type Worry } from '@/store/worry-doll'

const s = () => useWorryDoll.getState()
const at = (h: number, m = 0, day = 10) => new Date(2025, 2, day, h, m)

beforeEach(() => {
  fake.reset()
  s().hydrate()
})

describe('worry doll: keptUntil is the first 6:00 after the worry is written', () => {
  it('22:30 → 6:00 the next morning; 2:00 → 6:00 the same morning; 6:00 sharp → the next day', () => {
    expect(keptUntilOf(at(22, 30))).toEqual(at(6, 0, 11))
    expect(keptUntilOf(at(2))).toEqual(at(6, 0, 10))
    expect(keptUntilOf(at(6))).toEqual(at(6, 0, 11))
  })
  it('the end of a month rolls over', () => {
    expect(keptUntilOf(new Date(2025, 0, 31, 23))).toEqual(new Date(2025, 1, 1, 6))
  })
})

describe('worry doll: replayed actions', () => {
  it('write → keeping (nothing to mark) → waiting after 6:00 → marked → settled → marked again; stored under worryDolls', () => {
    const w = s().worryWritten('  明天的面试  ', at(22))!
    expect(w.text).toBe('明天的面试')
    expect(worryState(w, at(23).getTime())).toBe('keeping')
    expect(s().outcomeMarked(w.id, 'resolved', at(23).getTime())).toBe(false)
    expect(worryState(s().list[0], at(6, 0, 11).getTime())).toBe('waiting')
    expect(s().outcomeMarked(w.id, 'still', at(8, 0, 11).getTime())).toBe(true)
    expect(worryState(s().list[0], at(9, 0, 11).getTime())).toBe('settled')
    expect(s().outcomeMarked(w.id, 'resolved', at(8, 0, 14).getTime())).toBe(true)
    expect(s().list[0]).toMatchObject({ outcome: 'resolved', outcomeAt: at(8, 0, 14).getTime() })
    expect(fake.storage.get('worryDolls')).toMatchObject({ version: 1, list: [{ id: w.id, outcome: 'resolved' }] })
    useWorryDoll.setState({ list: [] })
    s().hydrate()
    expect(s().list).toHaveLength(1)
  })
  it('an empty worry is refused; two worries in the same millisecond get their own ids; newest first', () => {
    expect(s().worryWritten('   ', at(20))).toBeNull()
    const a = s().worryWritten('一', at(20))!
    const b = s().worryWritten('二', at(20))!
    expect(a.id).not.toBe(b.id)
    expect(s().list.map((w) => w.text)).toEqual(['二', '一'])
  })
  it('a worry may be deleted in every state; the transition table lists what each state allows', () => {
    const w = s().worryWritten('删掉', at(21))!
    expect(WORRY_TRANSITIONS).toEqual({ keeping: ['delete'], waiting: ['mark', 'delete'], settled: ['mark', 'delete'] })
    expect(canDo(w, 'delete', at(22).getTime())).toBe(true)
    expect(s().worryDeleted(w.id, at(22).getTime())).toBe(true)
    expect(s().worryDeleted(w.id, at(22).getTime())).toBe(false)
  })
  it('text is cut at 200 characters; broken stored data falls back to an empty list', () => {
    expect(s().worryWritten('烦'.repeat(250), at(20))!.text).toHaveLength(200)
    fake.storage.set('worryDolls', { version: 1, list: [{ id: 1 }] })
    s().hydrate()
    expect(s().list).toEqual([])
  })
  it('over the limit the oldest settled worries drop first', () => {
    const mk = (i: number, settled: boolean): Worry => ({
      id: String(i),
      text: 't',
      createdAt: i,
      keptUntil: i,
      outcome: settled ? 'letGo' : null,
      outcomeAt: settled ? i : null,
    })
    const list = Array.from({ length: WORRY_LIMIT + 2 }, (_, i) => mk(WORRY_LIMIT + 2 - i, i === 3 || i === WORRY_LIMIT))
    const out = trimmed(list)
    expect(out).toHaveLength(WORRY_LIMIT)
    expect(out.some((w) => w.outcome)).toBe(false)
  })
})
