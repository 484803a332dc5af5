/** Rows a picker column shows (its height / the row height, both in design px in ui-kit.css: 240 / 40). */
export const COLUMN_VISIBLE_ROWS = 6
/** The selected row sits on this line (0-based) when the column can scroll that far. */
export const COLUMN_SELECTED_LINE = 2

/**
 * scrollTop (real px) that puts row `index` on the third line of a column of `count` rows of `rowPx` real px,
 * clamped to what the column can scroll (the first rows sit higher, the last ones lower).
 */
export function columnScrollTop(index: number, count: number, rowPx: number): number {
  const maxTop = Math.max(0, count - COLUMN_VISIBLE_ROWS) * rowPx
  return Math.min(maxTop, Math.max(0, index - COLUMN_SELECTED_LINE) * rowPx)
}
