/**
 * Birth profiles and groups (SPEC §3): the local shape, the server shape, defaults, samples and the
 * conversions between them. Pure: no storage, no clock (callers pass `now`). One import for the pieces:
 * types.ts (shapes), defaults.ts (SPEC defaults, places), samples.ts (seeded profiles), convert.ts (conversions).
 */
export * from './types'
export * from './defaults'
export * from './samples'
export * from './convert'
