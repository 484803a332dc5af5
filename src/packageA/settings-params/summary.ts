/**
 * One line per settings group for the chart-parameters page: the choices that have a name on the editor pages
 * (chart-setting's calculation rows, classical-plus' rows), the count of fields changed from the defaults, and
 * the page that edits the group.
 */
import { defaultSettingsGroups, type SettingsGroups } from '@/astro/settings/groups'
import { CLASSICAL_SETTING_ROWS } from '@/astro/classical/settings'
import type { SettingsGroupName as SettingsGroup } from '@/store/settings-groups'
import { CALC_ROWS } from '../chart-common/calc-rows'

export interface NamedChoice {
  /** i18n keys of the setting's name and of the chosen option */
  nameKey: string
  optionKey: string
}

export interface GroupSummary {
  group: SettingsGroup
  choices: NamedChoice[]
  /** fields whose value differs from the default */
  changed: number
  /** route id of the page that edits the group, when one does */
  editor?: string
}

/** The page that edits each group (chart-setting: calculation rows and interface flags; planet-info: Arabic points). */
const EDITORS: Partial<Record<SettingsGroup, string>> = {
  basicCalcs: 'chart-setting',
  midPoint: 'chart-setting',
  returnChart: 'chart-setting',
  interfaceSetting: 'chart-setting',
  classicalCalcs: 'classical-plus',
  term: 'classical-plus',
  firdaria: 'classical-plus',
  zodiacalReleasing: 'classical-plus',
  arabicPoint: 'planet-info',
}

const ROWS = [
  ...CALC_ROWS.map((r) => ({ group: r.group, field: r.field, values: r.values as readonly unknown[], ns: 'chartCalc' })),
  ...CLASSICAL_SETTING_ROWS.map((r) => ({ group: r.group, field: r.field, values: r.values as readonly unknown[], ns: 'classical.setting' })),
]

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function groupSummaries(groups: SettingsGroups): GroupSummary[] {
  const defaults = defaultSettingsGroups() as unknown as Record<SettingsGroup, Record<string, unknown>>
  const current = groups as unknown as Record<SettingsGroup, Record<string, unknown>>
  // The defaults list the thirteen groups in the SPEC §3 payload order.
  return (Object.keys(defaults) as SettingsGroup[]).map((group) => {
    const choices = ROWS.filter((r) => r.group === group).map((r) => {
      const index = Math.max(
        0,
        r.values.findIndex((v) => v === current[group][r.field]),
      )
      return { nameKey: `${r.ns}.${r.field}.name`, optionKey: `${r.ns}.${r.field}.option${index}` }
    })
    const fields = new Set([...Object.keys(defaults[group]), ...Object.keys(current[group])])
    const changed = [...fields].filter((f) => !same(current[group][f], defaults[group][f])).length
    return { group, choices, changed, editor: EDITORS[group] }
  })
}
