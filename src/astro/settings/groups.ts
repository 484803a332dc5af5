/**
 * The thirteen settings groups of the settings upload payload (SPEC §3 "Account and commerce": firdaria,
 * annualProfections, continuousProfections, basicCalcs, classicalCalcs, decennial, light, midPoint, returnChart,
 * term, zodiacalReleasing, interfaceSetting, arabicPoint). Fields and values named in SPEC §3/§9 are used as
 * given; the few fields the SPEC only names are given our defaults (marked "ours").
 */
import { defaultChartSettings, type ChartSetting, type ChartType } from './presets'

export const SETTINGS_UPLOAD_VERSION = 1

export interface BasicCalcs {
  nodeTrue: boolean
  lilithTrue: boolean
  /** Days of ephemeris per year of life for progressions (ours: the tropical year). */
  dayNumPerYear: number
  dayNumPerMonth: number
  /** 1: progressed/directed MC by solar arc (houses from it); 0: houses cast for the progressed instant. */
  toHouseMcType: number
  /** Solar arc (ours): 0 Asc and cusps from the directed MC at the birth latitude, 1 the arc added to the Asc and cusps. */
  solarArcAscType: number
  harmonicAgeType: number
  /** 0: composite by short-arc midpoints. */
  midLngType: number
  birthWithSecond: boolean
  birthDateType: number
  showSabian: boolean
}

export interface ReturnChartSettings {
  /** 0: cast at the birth place, 1: at the current place. */
  returnChartIn: number
  returnAddressType: number
  solarReturnSidereal: boolean
  lunarReturnSidereal: boolean
}

export function defaultBasicCalcs(): BasicCalcs {
  return {
    nodeTrue: false, // SPEC §3
    lilithTrue: false, // SPEC §3
    dayNumPerYear: 365.2422, // ours
    dayNumPerMonth: 30.436875, // ours: 365.2425 / 12
    toHouseMcType: 1, // SPEC §3
    solarArcAscType: 0, // ours
    harmonicAgeType: 0, // ours
    midLngType: 0, // ours
    birthWithSecond: false, // ours
    birthDateType: 0, // ours
    showSabian: false, // ours
  }
}

export function defaultReturnChart(): ReturnChartSettings {
  return { returnChartIn: 0, returnAddressType: 0, solarReturnSidereal: false, lunarReturnSidereal: false }
}

export interface SettingsGroups {
  firdaria: Record<string, unknown>
  annualProfections: Record<string, unknown>
  continuousProfections: Record<string, unknown>
  basicCalcs: BasicCalcs
  classicalCalcs: Record<string, unknown>
  decennial: Record<string, unknown>
  light: Record<string, unknown>
  midPoint: Record<string, unknown>
  returnChart: ReturnChartSettings
  term: Record<string, unknown>
  zodiacalReleasing: Record<string, unknown>
  interfaceSetting: Record<string, unknown>
  arabicPoint: Record<string, unknown>
}

export function defaultSettingsGroups(): SettingsGroups {
  return {
    firdaria: { fadaType: 0, fadaCalcType: 0, fadaTableStyleType: 0, fadaDayNumberPerYearType: 0 },
    annualProfections: { profectionYearType: 0, profectionFrom: 'Asc', monthStart: 0, direction: 0, type: 0, dayType: 0 },
    continuousProfections: {},
    basicCalcs: defaultBasicCalcs(),
    classicalCalcs: {
      hasFixedStar: false,
      fixedStarOrb: 1,
      fixedStarPlanets: [],
      antiscoinOrb: 2,
      antisciaAxiosLng: 90, // SPEC §3/§9
      viaCombustType: 0,
      receptionType: 0,
      triplicityType: 0,
      wellDegreeType: 0,
      sameDegreeType: 0,
      sameDegreeOrbType: 0,
      antisciaPointAyanamsa: false,
    },
    decennial: {},
    light: {},
    midPoint: { compositeHouseType: 0 }, // ours: 0 derived houses, 1 midpoint houses
    returnChart: defaultReturnChart(),
    term: { termType: 0 }, // ours: 0 Egyptian terms, 1 Ptolemaic (Tetrabiblos I.21)
    zodiacalReleasing: { lot: 0 }, // ours: 0 from the Lot of Fortune, 1 from Spirit
    interfaceSetting: {
      hideBirthInfo: false,
      aspectLineSolid: false,
      aspectLineHidden: false,
      birthTypeDefault: 2, // SPEC §3
      planetModalShowAllAspect: false,
      showTerm: false,
      hideSlogan: false,
      paramPlugInClassical: false,
      birthAdjustable: false,
      manualShowAspectTable: false,
      autoViewStyleControl: false,
    },
    arabicPoint: { hasArabic: true, pointsAspect: false, customsAspect: false }, // SPEC §3
  }
}

/** SPEC §4 "Resetting defaults restores all 13 settings groups" (and every chart type's presets). */
export function resetAllSettings(): { groups: SettingsGroups; chartSettings: Record<ChartType, ChartSetting> } {
  return { groups: defaultSettingsGroups(), chartSettings: defaultChartSettings() }
}
