import { describe, expect, it } from 'vitest'
import { COLUMN_SELECTED_LINE, COLUMN_VISIBLE_ROWS, columnScrollTop } from '@/components/ui/logic/column-scroll'
import { designToCssPx } from '@/platform/system'
import { fake } from '../../doubles/taro'

// The selected row of a picker column is on the third line, or as near as the column can scroll; it is always
// inside the visible window. Row heights are real px: the CSS writes 40 design px (rpx / rem).
const COLUMNS: Record<string, number> = {
  year: 301, // current year ± 150
  month: 12,
  'lunar month with a leap month': 13,
  'day (28)': 28,
  'day (29)': 29,
  'day (30)': 30,
  'day (31)': 31,
  hour: 24,
  minute: 60,
  'picker of 3': 3,
  'picker of 1': 1,
}

describe('picker columns: the selected row at every position', () => {
  for (const rowPx of [20, 20.8, 32]) {
    for (const [name, count] of Object.entries(COLUMNS)) {
      it(`${name}, rows of ${rowPx} px`, () => {
        for (let index = 0; index < count; index++) {
          const top = columnScrollTop(index, count, rowPx)
          const line = (index * rowPx - top) / rowPx
          expect(top, `${name} #${index}`).toBeGreaterThanOrEqual(0)
          expect(line, `${name} #${index}`).toBeGreaterThanOrEqual(-1e-9)
          expect(line, `${name} #${index}`).toBeLessThanOrEqual(COLUMN_VISIBLE_ROWS - 1 + 1e-9)
          // Where the column can scroll that far, exactly the third line; never scrolled past its end.
          const canCenter = index >= COLUMN_SELECTED_LINE && index - COLUMN_SELECTED_LINE + COLUMN_VISIBLE_ROWS <= count
          if (canCenter) expect(line, `${name} #${index}`).toBeCloseTo(COLUMN_SELECTED_LINE, 9)
          expect(top).toBeLessThanOrEqual(Math.max(0, count - COLUMN_VISIBLE_ROWS) * rowPx + 1e-9)
        }
      })
    }
  }
  it('month 3 of 12 (index 2) sits on the third line; December on the last', () => {
    expect((2 * 20 - columnScrollTop(2, 12, 20)) / 20).toBe(2)
    expect((11 * 20 - columnScrollTop(11, 12, 20)) / 20).toBe(5)
  })
})

describe('design px to real px', () => {
  it('weapp and the unit double: window width / 750 (rpx)', () => {
    fake.system.windowWidth = 375
    expect(designToCssPx(40)).toBe(20)
    fake.system.windowWidth = 390
    expect(designToCssPx(40)).toBeCloseTo(20.8, 9)
    fake.system.windowWidth = 375
  })
})
