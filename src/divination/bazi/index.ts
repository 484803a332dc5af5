/** Bazi (四柱八字): chart, settings, tables, 神煞, 大运. */
export * from './chart'
export * from './settings'
export * from './tables'
export * from './shensha'
export * from './yun'
