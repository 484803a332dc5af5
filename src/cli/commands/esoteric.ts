/**
 * Mayan Dreamspell, life numbers and human design commands of the engine CLI (DESIGN.md §3: `mayan`, `lifeNumber`,
 * `humanDesign`).
 */
import { inputError } from '../../core/errors'
import { parseDate } from '../../core/time'
import { timeOf } from '../../astro/options'
import { gateLine, humanDesignChart, parseHumanDesignSettings, type Activation, type ActivationId } from '../../astro/human-design'
import { mayanDay, parseMayanSettings } from '../../divination/mayan'
import { lifeNumbers, parseLifeNumberSettings } from '../../divination/numerology'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import type { CommandTable } from '../registry'
import { epochMsOfJdUT } from '@/core/time'

const isoOfJdUT = (jd: number) => new Date(Math.round(epochMsOfJdUT(jd))).toISOString()

function dateOf(input: Record<string, unknown>) {
  if (typeof input.date !== 'string') return inputError('bad_date', '需要 date（yyyy-MM-dd）')
  return parseDate(input.date)
}

const gateLines = (column: Record<ActivationId, Activation>) => Object.fromEntries(Object.entries(column).map(([id, a]) => [id, gateLine(a)]))

export const commands: CommandTable = {
  mayan: {
    summary: 'Mayan Dreamspell kin, seal, tone, wavespell and oracle of a date (leapDay asFeb28|asMar1 for 29 February)',
    example: `npm run -s engine -- mayan '{"date":"2012-12-21"}'`,
    run: (input) => mayanDay(dateOf(input), parseMayanSettings(input).leapDay),
  },
  lifeNumber: {
    summary: '生命灵数: lifePath (component method), talent, lifeNumber, birthdayNumber, the 1–9 grid (keepMaster, talentNumberType)',
    example: `npm run -s engine -- lifeNumber '{"date":"1990-05-14","keepMaster":true}'`,
    run: (input) => lifeNumbers(dateOf(input), parseLifeNumberSettings(input)),
  },
  humanDesign: {
    summary: 'human design: design date, type, authority, profile, definition, centres, channels, cross, gate.line per body (nodeType true|mean)',
    example: `npm run -s engine -- humanDesign '{"date":"1986-11-17","time":"10:19","birthZone":7,"summer":0}'`,
    run: async (input) => {
      const settings = parseHumanDesignSettings(input)
      const eph = await getNodeEphemeris('files')
      const c = humanDesignChart(eph, timeOf(input), settings)
      return {
        jdUT: c.jdUT,
        birthDate: isoOfJdUT(c.jdUT),
        designJdUT: c.designJdUT,
        designDate: isoOfJdUT(c.designJdUT),
        type: c.type,
        strategy: c.strategy,
        authority: c.authority,
        profile: c.profile,
        definition: c.definition,
        definedCenters: c.definedCenters,
        channels: c.channels,
        cross: c.cross.gates,
        crossAngle: c.cross.angle,
        personality: gateLines(c.personality),
        design: gateLines(c.design),
        activations: { personality: c.personality, design: c.design },
        ephemeris: c.ephemeris,
        settings: c.settings,
      }
    },
  },
}
