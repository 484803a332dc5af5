import { describe, expect, it } from 'vitest'
import { normalizeIndexes, validColumnIndex, validSelection } from '@/components/ui/logic/picker-rules'

// SPEC §5: an out-of-range column index falls back to 0. SPEC §4: chart-style selection out of range resets to 0.
describe('picker column index', () => {
  it('keeps an index inside the column', () => {
    expect(validColumnIndex(2, 4)).toBe(2)
  })
  it('an index past the end falls back to 0', () => {
    expect(validColumnIndex(4, 4)).toBe(0)
  })
  it('a negative index falls back to 0', () => {
    expect(validColumnIndex(-1, 4)).toBe(0)
  })
  it('a non-integer or missing index falls back to 0', () => {
    expect(validColumnIndex(1.5, 4)).toBe(0)
    expect(validColumnIndex(undefined, 4)).toBe(0)
    expect(validColumnIndex('2', 4)).toBe(0)
  })
  it('normalises every column, filling missing ones with 0', () => {
    expect(normalizeIndexes([4, 2, 3], [9, 1])).toEqual([0, 1, 0])
  })
  it('chart-style selection resets to 0 when the list shrank below it', () => {
    expect(validSelection(5, 3)).toBe(0)
    expect(validSelection(2, 3)).toBe(2)
  })
})
