/** Build alias (config/ephemeris-assets.ts) for node_modules/swisseph-wasm/wasm/swisseph.js, hidden by the package's exports. */
declare module 'swisseph-wasm-glue' {
  const factory: import('./glue').GlueFactory
  export default factory
}
