/**
 * Runs the bazi and ziping engines for the page; a profile's isDelta asks for solar time; a solar-time basis without a
 * longitude falls back to the clock.
 */
import { baziChart, type BaziChart, type BaziSettings } from '@/divination/bazi'
import { ziping, type ZipingResult } from '@/divination/ziping'
import { engineInput, type BaziBirth } from './birth-input'

export interface BaziResult {
  chart: BaziChart | null
  zp: ZipingResult | null
  /** the settings asked for 平/真太阳时 but the birth has no longitude */
  noLng: boolean
  error: string | null
}

export function computeBazi(birth: BaziBirth, pageSettings: BaziSettings): BaziResult {
  // A profile marked 按太阳时排八字 (its isDelta) is read on solar time whatever the page setting.
  const settings = birth.isDelta && !pageSettings.isDelta ? { ...pageSettings, isDelta: true } : pageSettings
  const noLng = settings.isDelta && birth.lng === null
  try {
    const chart = baziChart(engineInput(birth), noLng ? { ...settings, isDelta: false } : settings)
    return { chart, zp: ziping(chart), noLng, error: null }
  } catch (e) {
    return { chart: null, zp: null, noLng, error: e instanceof Error ? e.message : String(e) }
  }
}
