/**
 * Build wiring for the gazetteer and time-zone data in the mini-program. config/index.ts adds
 * `geoCopyPatterns(platform, outputRoot)` to Taro's copy patterns; `node scripts/build-weapp-assets.mjs` writes the
 * brotli JSON files into GEO_BUILD_DIR first. H5 needs nothing here: it imports src/geo/data as chunks.
 */
import { join, resolve } from 'node:path'
import { GEO_DATA_FILES, WEAPP_GEO_DIR } from '../src/platform/geo-paths'

/** Where scripts/build-weapp-assets.mjs writes the files (relative to the project root). */
export const GEO_BUILD_DIR = '.cache/geo'

const projectRoot = resolve(__dirname, '..')

export function geoCopyPatterns(platform: 'h5' | 'weapp', outputRoot = 'dist'): { from: string; to: string }[] {
  if (platform === 'h5') return []
  return Object.values(GEO_DATA_FILES).map((name) => ({ from: join(projectRoot, GEO_BUILD_DIR, name), to: `${outputRoot}/${WEAPP_GEO_DIR}/${name}` }))
}
