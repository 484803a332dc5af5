/** The app's place and time-zone loaders: the pure src/geo engine over this platform's data source. */
import { createGeoLoaders } from '@/geo'
import { geoDataSource } from './geo-data'

export const { loadGazetteer, loadTimeZones, birthZoneForPlace } = createGeoLoaders(geoDataSource)
