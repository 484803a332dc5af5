/** Reports: the composer (templates of sections over chart factors) and our texts; pages use only this module. */
import type { Ephemeris } from '../ephemeris/adapter'
import { natalChart } from '../charts/natal'
import { synastryChart } from '../charts/compare'
import type { RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { composeReport, type Report, type ReportType } from './compose'

export { composeReport, readFactor, visibleSections, PREVIEW_SECTIONS, REPORT_TYPES } from './compose'
export type { Report, ReportInput, ReportParagraph, ReportSection, ReportType } from './compose'
export { elementMatch, type ReportFactor } from './factors'

/** Births (one, or two for co-chart) and the house for single-house: the saved form of a report. */
export interface ReportRequest {
  type: ReportType
  births: RawInput[]
  house?: number
}

/** Casts the charts a request needs and composes its report. */
export function reportOf(eph: Ephemeris, r: ReportRequest, s: CalcSettings): Report {
  if (r.type === 'co-chart') return composeReport({ type: r.type, synastry: synastryChart(eph, { a: r.births[0], b: r.births[1] }, s) })
  const chart = natalChart(eph, r.births[0]!, s)
  if (r.type === 'single-house') return composeReport({ type: r.type, chart, house: r.house ?? 1 })
  return composeReport({ type: r.type, chart })
}
