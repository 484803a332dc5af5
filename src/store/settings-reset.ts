/** SPEC §4 "Resetting defaults restores all 13 settings groups": the groups and every chart type's presets. */
import { useChartSettings } from './chart-settings'
import { useSettingsGroups } from './settings-groups'

export function allChartSettingsReset(): void {
  useChartSettings.getState().allReset()
  useSettingsGroups.getState().groupsReset()
}
