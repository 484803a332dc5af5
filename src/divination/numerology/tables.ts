/**
 * Life-number (生命灵数) doctrine as data. Sources: Hans Decoz, "Numerology: Key to Your Inner Self" (1994) and
 * decoz.com for the component method and the master numbers; Taiwanese 生命灵数 practice (e.g. the 天赋数/命数
 * worked examples of womenshealthmag.com/tw) for the sum of all eight digits and the 1–9 grid with its lines.
 */

/** Master numbers are not reduced when keepMaster is on. */
export const MASTER_NUMBERS = [11, 22, 33] as const

/**
 * The 1–9 grid (九宫格) as drawn by Taiwanese 生命灵数 sites, 3 rows: 3 6 9 / 2 5 8 / 1 4 7 (1 bottom left), and the
 * eight connecting lines (连线): a line is complete when each of its three digits occurs at least once.
 */
export const GRID_ROWS = [
  [3, 6, 9],
  [2, 5, 8],
  [1, 4, 7],
] as const

export const GRID_LINES = [
  { id: '123', digits: [1, 2, 3] },
  { id: '456', digits: [4, 5, 6] },
  { id: '789', digits: [7, 8, 9] },
  { id: '147', digits: [1, 4, 7] },
  { id: '258', digits: [2, 5, 8] },
  { id: '369', digits: [3, 6, 9] },
  { id: '159', digits: [1, 5, 9] },
  { id: '357', digits: [3, 5, 7] },
] as const
