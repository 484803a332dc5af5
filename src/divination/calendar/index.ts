/** Chinese calendar core: terms, pillars, lunar dates, day and month views. */
export * from './terms'
export * from './solar-time'
export * from './pillars'
export * from './moment'
export * from './lunar'
export * from './day'
export { LIBRARY_UTC_OFFSET_HOURS } from './lunar-adapter'
