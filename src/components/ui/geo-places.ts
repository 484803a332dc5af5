/**
 * Registers the offline gazetteer as the location chooser's place source. Import it (for its effect) only
 * from sub-package pages, so the data stays out of the main package: `import '@/components/ui/geo-places'`.
 */
import { setPlaceSource } from './place-source'

setPlaceSource(() => import('@/platform/geo').then((m) => m.loadGazetteer()))
