/** Geomancy: the 16 figures, the shield (mothers → daughters → nieces → witnesses → judge → reconciler) and the house chart. */
export { GEOMANCY_FIGURES, FIGURE_BY_ROWS, type GeomancyFigure, type FigureRows, type Row } from './tables'
export { geomancySettingsSchema, defaultGeomancySettings, parseGeomancySettings, type GeomancySettings } from './settings'
export { castGeomancy, addFigures, daughtersOf, parseFigure, rowFromMarks, type GeomancyChart, type GeomancyInput, type PlacedFigure } from './chart'
export { GEOMANCY_MEANINGS, type GeomancyMeaning } from './meanings'
export { questionSeed } from '@/divination/common/draw'
