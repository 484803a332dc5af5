/** The engine parts the home tab loads after first paint (src/platform/home-today.ts): today's sky and the day's luck. */
import { calcSettingsFromStore, type CalcSettings, type StoredCalcSources } from './settings/calc'
import { chartSettingKey, loadChartSettings } from './settings/presets'

export { skyToday, SKY_PLANETS, type SkyAspect, type SkyPlanet, type SkyToday } from './tools/sky-today'
export { LUNATION_PHASES } from './tools/moon'
export { levelOf, luckReading, type LuckReading } from './luck'
export { jdUTOf } from '../core/time'

/**
 * The natal settings the luck page reads, from what the device stores: the chart settings of the natal type
 * (storage keys paramsVersion and chartSetting-natal, read through `read`) and the settings groups.
 */
export function storedNatalCalcSettings(read: (key: string) => unknown, groups: Omit<StoredCalcSources, 'chartSettings'>): CalcSettings {
  const { settings } = loadChartSettings(read('paramsVersion'), { natal: read(chartSettingKey('natal')) })
  return calcSettingsFromStore('natal', { ...groups, chartSettings: settings })
}
