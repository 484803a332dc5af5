/**
 * Human Design doctrine as data (Ra Uru Hu, "The Definitive Book of Human Design", 2011; Jovian Archive's
 * rave mandala). Gate 41 begins at 302° tropical (2°00′ Aquarius) and the gates follow in the order below in
 * increasing longitude; this offset reproduces the published incarnation crosses (other public tables use 300°,
 * 302.25° or 311.75° and do not). Centres, channels and profiles as in the Definitive Book, ch. 2–4.
 */

export const WHEEL_START_DEG = 302
export const GATE_SPAN_DEG = 360 / 64
export const LINE_SPAN_DEG = GATE_SPAN_DEG / 6

/** The design moment: the Sun 88° of ecliptic longitude (solar arc, about 88–92 days) before its birth position. */
export const DESIGN_SOLAR_ARC_DEG = 88

/** Gates in increasing longitude from WHEEL_START_DEG. */
export const GATE_ORDER = [
  41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45, 12, 15, 52, 39, 53, 62, 56, 31, 33, 7, 4, 29, 59,
  40, 64, 47, 6, 46, 18, 48, 57, 32, 50, 28, 44, 1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
] as const

export const CENTER_IDS = ['Head', 'Ajna', 'Throat', 'G', 'Heart', 'Sacral', 'SolarPlexus', 'Spleen', 'Root'] as const
export type CenterId = (typeof CENTER_IDS)[number]

/** Gates of each centre; the four motors are Heart (ego), Sacral, Solar Plexus and Root. */
export const CENTERS: Record<CenterId, { gates: readonly number[]; motor: boolean }> = {
  Head: { gates: [64, 61, 63], motor: false },
  Ajna: { gates: [47, 24, 4, 17, 43, 11], motor: false },
  Throat: { gates: [62, 23, 56, 35, 12, 45, 33, 8, 31, 20, 16], motor: false },
  G: { gates: [7, 1, 13, 10, 25, 46, 2, 15], motor: false },
  Heart: { gates: [21, 40, 26, 51], motor: true },
  Sacral: { gates: [5, 14, 29, 59, 9, 3, 42, 27, 34], motor: true },
  SolarPlexus: { gates: [6, 37, 22, 36, 49, 55, 30], motor: true },
  Spleen: { gates: [48, 57, 44, 50, 32, 28, 18], motor: false },
  Root: { gates: [53, 60, 52, 19, 39, 41, 58, 38, 54], motor: true },
}

/** The 36 channels, lower gate first. A channel is defined when both of its gates are activated (either column). */
export const CHANNELS = [
  '1-8',
  '2-14',
  '3-60',
  '4-63',
  '5-15',
  '6-59',
  '7-31',
  '9-52',
  '10-20',
  '10-34',
  '10-57',
  '11-56',
  '12-22',
  '13-33',
  '16-48',
  '17-62',
  '18-58',
  '19-49',
  '20-34',
  '20-57',
  '21-45',
  '23-43',
  '24-61',
  '25-51',
  '26-44',
  '27-50',
  '28-38',
  '29-46',
  '30-41',
  '32-54',
  '34-57',
  '35-36',
  '37-40',
  '39-55',
  '42-53',
  '47-64',
] as const

/** The 12 profiles (personality Sun line / design Sun line) and the angle of their incarnation cross. */
export const PROFILES = {
  '1/3': 'right',
  '1/4': 'right',
  '2/4': 'right',
  '2/5': 'right',
  '3/5': 'right',
  '3/6': 'right',
  '4/6': 'right',
  '4/1': 'juxtaposition',
  '5/1': 'left',
  '5/2': 'left',
  '6/2': 'left',
  '6/3': 'left',
} as const
export type Profile = keyof typeof PROFILES

/** Strategy of each type (Definitive Book ch. 1). */
export const STRATEGIES = {
  Manifestor: 'inform',
  Generator: 'respond',
  ManifestingGenerator: 'respond',
  Projector: 'waitForInvitation',
  Reflector: 'waitLunarCycle',
} as const
export type HumanDesignType = keyof typeof STRATEGIES

/** Activation columns: 13 bodies each (Earth = Sun + 180°, South Node = North Node + 180°). */
export const ACTIVATION_IDS = [
  'Sun',
  'Earth',
  'Moon',
  'NorthNode',
  'SouthNode',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const
export type ActivationId = (typeof ACTIVATION_IDS)[number]
