/** Bodies and points of a chart: stable ids (the UI maps them to words through i18n) and Swiss Ephemeris numbers. */
import { SE } from './ephemeris/constants'

export const PLANET_IDS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const
export const MINOR_BODY_IDS = ['NorthNode', 'SouthNode', 'Lilith', 'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const
export const POINT_IDS = ['Asc', 'Mc', 'Dsc', 'Ic', 'Vertex', 'Fortune', 'Spirit'] as const
export const BODY_IDS = [...PLANET_IDS, ...MINOR_BODY_IDS, ...POINT_IDS] as const

export type PlanetId = (typeof PLANET_IDS)[number]
export type PointId = (typeof POINT_IDS)[number]
export type BodyId = (typeof BODY_IDS)[number]

/** Swiss Ephemeris body for each computed id; NorthNode/Lilith depend on the nodeTrue/lilithTrue settings. */
export function seBodyOf(id: BodyId, opts: { nodeTrue: boolean; lilithTrue: boolean }): number | null {
  switch (id) {
    case 'Sun':
      return SE.SUN
    case 'Moon':
      return SE.MOON
    case 'Mercury':
      return SE.MERCURY
    case 'Venus':
      return SE.VENUS
    case 'Mars':
      return SE.MARS
    case 'Jupiter':
      return SE.JUPITER
    case 'Saturn':
      return SE.SATURN
    case 'Uranus':
      return SE.URANUS
    case 'Neptune':
      return SE.NEPTUNE
    case 'Pluto':
      return SE.PLUTO
    case 'NorthNode':
      return opts.nodeTrue ? SE.TRUE_NODE : SE.MEAN_NODE
    case 'Lilith':
      return opts.lilithTrue ? SE.OSCU_APOG : SE.MEAN_APOG
    case 'Chiron':
      return SE.CHIRON
    case 'Ceres':
      return SE.CERES
    case 'Pallas':
      return SE.PALLAS
    case 'Juno':
      return SE.JUNO
    case 'Vesta':
      return SE.VESTA
    default:
      return null // derived: SouthNode and the points
  }
}

/** Bodies read from the ephemeris, in output order. */
export const EPHEMERIS_BODY_IDS = [...PLANET_IDS, 'NorthNode', 'Lilith', 'Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const
