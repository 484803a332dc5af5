/**
 * ViewSettings: what the chart wheel and the tables show, built once from the interface flags (SPEC §3
 * interfaceSetting) and the chart display prefs (cChartType, cChartProfessional, cChartClassicSign,
 * cChartShowSignLine, cChartPlanetColorType).
 */
export interface InterfaceFlags {
  hideBirthInfo: boolean
  aspectLineSolid: boolean
  aspectLineHidden: boolean
  showTerm: boolean
  planetModalShowAllAspect: boolean
  manualShowAspectTable: boolean
}

export interface ViewSettings extends InterfaceFlags {
  professional: boolean
  classicSign: boolean
  showSignLine: boolean
  /** 0: planets coloured by the element of their sign; 1: one planet colour. */
  planetColorType: number
  /** 0° Aries at the left instead of the Ascendant (cChartType 1). */
  fixedAries: boolean
}

/** The part of ViewSettings the wheel draws. */
export type WheelView = Pick<
  ViewSettings,
  'showTerm' | 'aspectLineSolid' | 'aspectLineHidden' | 'professional' | 'classicSign' | 'showSignLine' | 'planetColorType' | 'fixedAries'
>

export interface DisplayPrefNumbers {
  chartType: number
  professional: number
  classicSign: number
  showSignLine: number
  planetColorType: number
}

export function viewSettingsOf(flags: InterfaceFlags, display: DisplayPrefNumbers): ViewSettings {
  return {
    hideBirthInfo: flags.hideBirthInfo,
    aspectLineSolid: flags.aspectLineSolid,
    aspectLineHidden: flags.aspectLineHidden,
    showTerm: flags.showTerm,
    planetModalShowAllAspect: flags.planetModalShowAllAspect,
    manualShowAspectTable: flags.manualShowAspectTable,
    professional: display.professional === 1,
    classicSign: display.classicSign === 1,
    showSignLine: display.showSignLine === 1,
    planetColorType: display.planetColorType,
    fixedAries: display.chartType === 1,
  }
}
