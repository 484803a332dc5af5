/** Yi (周易) model: trigrams, the 64 hexagrams with 八宫/世应, number casting, the classical text, cast records. */
export * from './trigrams'
export * from './hexagrams'
export * from './numbers'
export * from './text'
export * from './record'
export { ZHOUYI_TEXT, type ZhouyiHexagramText, type ZhouyiLine } from './data/zhouyi-text'
export { divinationMoment, localStandardTime, type DivinationMoment } from './moment'
