/** Human design: personality and design activations, bodygraph, type, authority, profile, definition, cross. */
export { humanDesignChart, designJdUTOf } from './chart'
export type { HumanDesignChart } from './chart'
export { activationOf, gateLine } from './wheel'
export type { Activation } from './wheel'
export { bodygraphOf, definedChannels, centerOfGate } from './bodygraph'
export type { Bodygraph, Authority, Definition } from './bodygraph'
export { humanDesignSettingsSchema, defaultHumanDesignSettings, parseHumanDesignSettings } from './settings'
export type { HumanDesignSettings } from './settings'
export { ACTIVATION_IDS, CENTER_IDS, CENTERS, CHANNELS, GATE_ORDER, PROFILES, STRATEGIES, WHEEL_START_DEG, DESIGN_SOLAR_ARC_DEG } from './tables'
export type { ActivationId, CenterId, HumanDesignType, Profile } from './tables'
export { gateLabel, activationLabel } from './labels'
export {
  TYPE_MEANINGS,
  STRATEGY_MEANINGS,
  AUTHORITY_MEANINGS,
  DEFINITION_MEANINGS,
  PROFILE_MEANINGS,
  LINE_NAMES,
  CROSS_ANGLE_NAMES,
  CROSS_ANGLE_MEANINGS,
  CENTER_MEANINGS,
} from './meanings'
export type { Reading } from './meanings'
