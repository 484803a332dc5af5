/**
 * The parameters a chart is cast with, read from the selected preset of its chart type (SPEC §3 "Chart setting"):
 * bodies shown and hidden, house system, zodiac and ayanamsa, and the orb each aspect allows. Pure.
 */
import { allowedOrb, ASPECTS, HOUSE_SYSTEMS, SID_MODES, type ChartPreset } from '@/astro'
import { lightOrbOf } from '@/astro/aspects'

export interface AspectParam {
  id: number
  angleDeg: number
  shown: boolean
  orb: number
  maxOrb: number
  /** Orb used between two bodies with the 'Other' light orb (orbsType 1), else the aspect's own orb capped by maxOrb. */
  effectiveOrb: number
}

export interface ChartParams {
  presetName: ChartPreset['name']
  shown: string[]
  hidden: string[]
  houseIndex: number
  houseLetter: string
  sidereal: boolean
  /** SID_MODES id when sidereal. */
  ayanamsa: string | null
  orbsType: 0 | 1
  aspects: AspectParam[]
  lightOrbs: { id: string; orb: number }[]
  hasArabic: boolean
}

export function chartParamsOf(preset: ChartPreset): ChartParams {
  const sidereal = preset.useAyanamsa || preset.zodiacTypeIndex === 1
  const house = HOUSE_SYSTEMS[preset.houseTypeIndex] ?? HOUSE_SYSTEMS[0]
  return {
    presetName: preset.name,
    shown: preset.planets.filter((p) => !p.hidden).map((p) => p.id),
    hidden: preset.planets.filter((p) => p.hidden).map((p) => p.id),
    houseIndex: house.index,
    houseLetter: house.letter,
    sidereal,
    ayanamsa: sidereal ? (SID_MODES[preset.sidModeIndex] ?? SID_MODES[0]).id : null,
    orbsType: preset.orbsType,
    aspects: preset.aspects.map((a) => ({
      id: a.id,
      angleDeg: ASPECTS[a.id - 1]?.angleDeg ?? 0,
      shown: !a.hidden,
      orb: a.orb,
      maxOrb: a.maxOrb,
      effectiveOrb: allowedOrb(a, preset, 'Other', 'Other'),
    })),
    lightOrbs: Object.keys(preset.orbsLight).map((id) => ({ id, orb: lightOrbOf(preset.orbsLight, id) })),
    hasArabic: preset.hasArabic,
  }
}

/** Orb allowed for one aspect between two named bodies under the preset (both orb modes). */
export function orbBetween(preset: ChartPreset, aspectId: number, id1: string, id2: string): number | null {
  const a = preset.aspects.find((x) => x.id === aspectId)
  return a ? allowedOrb(a, preset, id1, id2) : null
}
