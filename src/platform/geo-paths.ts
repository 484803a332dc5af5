/**
 * Where the weapp build puts the gazetteer and time-zone data. Shared by the weapp loader (geo-data.weapp.ts),
 * config/geo-assets.ts and scripts/build-weapp-assets.mjs (plain constants, no TypeScript-only syntax: the Taro
 * config loader reads this file untranspiled).
 *
 * The data ships as brotli-compressed JSON (other file types are dropped on upload; read back with the
 * FileSystemManager's readCompressedFile) in the sub-package that holds the place search and the birth editor.
 */
export const WEAPP_GEO_DIR = 'packageA/geo'

/** File names, one per generated module of src/geo/data. */
export const GEO_DATA_FILES = { china: 'china.json.br', world: 'world.json.br', tz: 'tz.json.br' }

/** Code-package paths read at run time. */
export const WEAPP_GEO_FILES = {
  china: `/${WEAPP_GEO_DIR}/${GEO_DATA_FILES.china}`,
  world: `/${WEAPP_GEO_DIR}/${GEO_DATA_FILES.world}`,
  tz: `/${WEAPP_GEO_DIR}/${GEO_DATA_FILES.tz}`,
}
