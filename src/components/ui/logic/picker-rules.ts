/** SPEC §5 picker: an out-of-range (or non-integer) column index falls back to 0. */
export function validColumnIndex(index: unknown, length: number): number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < length ? index : 0
}

/** One valid index per column; missing entries are 0. */
export function normalizeIndexes(columnLengths: readonly number[], indexes: readonly unknown[] = []): number[] {
  return columnLengths.map((len, i) => validColumnIndex(indexes[i], len))
}

/** SPEC §4: when the style list shrinks below the selected index, or it is out of range, selection is 0. */
export const validSelection = validColumnIndex
