/**
 * The 16 geomantic figures. Rows top to bottom are Fire (head), Air (neck), Water (body), Earth (feet); 1 is a single
 * dot (active, odd), 2 a pair (passive, even). Latin names as in Agrippa, De occulta philosophia / Greer, The Art and
 * Practice of Geomancy (2009); there are no canonical Chinese names, these are our renderings.
 */

export type Row = 1 | 2
export type FigureRows = readonly [Row, Row, Row, Row]

export interface GeomancyFigure {
  latin: string
  en: string
  zh: string
  rows: FigureRows
}

export const GEOMANCY_FIGURES: readonly GeomancyFigure[] = [
  { latin: 'Via', en: 'The Way', zh: '道路', rows: [1, 1, 1, 1] },
  { latin: 'Cauda Draconis', en: "Dragon's Tail", zh: '龙尾', rows: [1, 1, 1, 2] },
  { latin: 'Puer', en: 'Boy', zh: '少年', rows: [1, 1, 2, 1] },
  { latin: 'Fortuna Minor', en: 'Lesser Fortune', zh: '小吉(小幸运)', rows: [1, 1, 2, 2] },
  { latin: 'Puella', en: 'Girl', zh: '少女', rows: [1, 2, 1, 1] },
  { latin: 'Amissio', en: 'Loss', zh: '失去', rows: [1, 2, 1, 2] },
  { latin: 'Carcer', en: 'Prison', zh: '牢狱', rows: [1, 2, 2, 1] },
  { latin: 'Laetitia', en: 'Joy', zh: '喜悦', rows: [1, 2, 2, 2] },
  { latin: 'Caput Draconis', en: "Dragon's Head", zh: '龙首', rows: [2, 1, 1, 1] },
  { latin: 'Conjunctio', en: 'Conjunction', zh: '结合', rows: [2, 1, 1, 2] },
  { latin: 'Acquisitio', en: 'Gain', zh: '获得', rows: [2, 1, 2, 1] },
  { latin: 'Rubeus', en: 'Red', zh: '红色', rows: [2, 1, 2, 2] },
  { latin: 'Fortuna Major', en: 'Greater Fortune', zh: '大吉(大幸运)', rows: [2, 2, 1, 1] },
  { latin: 'Albus', en: 'White', zh: '白色', rows: [2, 2, 1, 2] },
  { latin: 'Tristitia', en: 'Sorrow', zh: '悲伤', rows: [2, 2, 2, 1] },
  { latin: 'Populus', en: 'People', zh: '民众', rows: [2, 2, 2, 2] },
]

/** Figure by its rows written top first, e.g. "1121" (Puer). */
export const FIGURE_BY_ROWS: ReadonlyMap<string, GeomancyFigure> = new Map(GEOMANCY_FIGURES.map((f) => [f.rows.join(''), f]))
