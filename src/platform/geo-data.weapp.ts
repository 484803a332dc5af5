/** weapp: the tables are brotli JSON files in packageA/geo (see config/geo-assets.ts), read with the FileSystemManager. */
import type { GeoDataSource } from '@/geo'
import { WEAPP_GEO_FILES } from './geo-paths'
import { createWeappGeoSource, type CompressedFileReader } from './geo-data-weapp-read'

declare const wx: { getFileSystemManager(): CompressedFileReader }

export const geoDataSource: GeoDataSource = createWeappGeoSource(() => wx.getFileSystemManager(), WEAPP_GEO_FILES)
