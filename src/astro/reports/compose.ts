/**
 * The report composer: a report type is a template of sections; each section selects chart factors by rule
 * (factors.ts) and reads each one with our texts (texts.ts). The first PREVIEW_SECTIONS sections are the free
 * preview; the full report is every section.
 */
import type { PlanetId } from '../bodies'
import type { Chart } from '../charts/common'
import type { SynastryResult } from '../charts/compare'
import {
  aspectsTo,
  cuspFactor,
  elementMatch,
  elementsFactor,
  familyOf,
  houseFactor,
  interAspects,
  overlays,
  planetsIn,
  rulerOf,
  signFactor,
  type ReportFactor,
} from './factors'
import {
  ASPECT_FAMILY_TEXT,
  BIG_THREE_FRAME,
  CAREER_IN_10TH,
  ELEMENT_TEXT,
  EMPTY_HOUSE,
  HOUSE_FIELD,
  IN_HOUSE_LEAD,
  INTER_FAMILY_TEXT,
  MONEY_IN_2ND,
  OVERLAY_LEAD,
  PARTNER_IN_7TH,
  POINT_DRIVE,
  RULER_LINK,
  SIGN_MANNER,
  type DrivePoint,
} from './texts'

export const REPORT_TYPES = ['explanation-lite', 'single-house', 'career', 'wealth', 'marriage', 'co-chart'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** Sections shown before the report is unlocked. */
export const PREVIEW_SECTIONS = 1

export interface ReportParagraph {
  /** Why this paragraph is here: the factor the section's rule selected. */
  factor: ReportFactor
  text: string
}

export interface ReportSection {
  /** Section id (its title is the page's i18n key report.section.<id>). */
  id: string
  paragraphs: ReportParagraph[]
}

export interface Report {
  type: ReportType
  sections: ReportSection[]
}

export type ReportInput =
  | { type: 'explanation-lite' | 'career' | 'wealth' | 'marriage'; chart: Chart }
  | { type: 'single-house'; chart: Chart; house: number }
  | { type: 'co-chart'; synastry: SynastryResult }

const drive = (id: string) => POINT_DRIVE[id as DrivePoint] ?? ''

/** A house's own reading of a planet, when the report has one for that house. */
type HouseTexts = Partial<Record<number, Record<PlanetId, string>>>

/** Our text for one factor. */
export function readFactor(f: ReportFactor, houseTexts: HouseTexts = {}): string {
  switch (f.kind) {
    case 'sign':
      return `${f.body in BIG_THREE_FRAME ? BIG_THREE_FRAME[f.body as keyof typeof BIG_THREE_FRAME] : ''}${SIGN_MANNER[f.sign - 1]}`
    case 'house':
      return houseTexts[f.house]?.[f.body] ?? `${drive(f.body)}——${IN_HOUSE_LEAD}${HOUSE_FIELD[f.house - 1]}上。`
    case 'cusp':
      return `${HOUSE_FIELD[f.house - 1]}，以这样的方式展开：${SIGN_MANNER[f.sign - 1]}`
    case 'ruler':
      return `${RULER_LINK}这里与${HOUSE_FIELD[f.rulerHouse - 1]}相连。`
    case 'empty':
      return EMPTY_HOUSE
    case 'aspect':
      return `${drive(f.p1)}与${drive(f.p2)}：${ASPECT_FAMILY_TEXT[familyOf(f.aspect)!]}`
    case 'inter':
      return `${drive(f.a)}与${drive(f.b)}：${INTER_FAMILY_TEXT[familyOf(f.aspect)!]}`
    case 'overlay':
      return `${drive(f.body)}——${OVERLAY_LEAD}${HOUSE_FIELD[f.house - 1]}。`
    case 'elements':
      return ELEMENT_TEXT[elementMatch(f.signA, f.signB)]
  }
}

const present = (fs: (ReportFactor | null)[]): ReportFactor[] => fs.filter((f): f is ReportFactor => f !== null)

/** Planets in the house, or the empty-house factor. */
function occupants(chart: Chart, house: number): ReportFactor[] {
  const ids = planetsIn(chart, house)
  return ids.length ? present(ids.map((id) => houseFactor(chart, id))) : [{ kind: 'empty', house }]
}

/** The four sections of one house: cusp, occupants, ruler, aspects to the occupants and the ruler. */
function houseSections(chart: Chart, house: number, prefix: string, extraPoints: readonly string[] = []): [string, ReportFactor[]][] {
  const ruler = rulerOf(chart, house)
  const points = [...planetsIn(chart, house), ...(ruler ? [ruler.ruler] : []), ...extraPoints]
  return [
    [`${prefix}Cusp`, [cuspFactor(chart, house)]],
    [`${prefix}Planets`, occupants(chart, house)],
    [`${prefix}Ruler`, present([ruler])],
    [`${prefix}Aspects`, aspectsTo(chart, points, 4)],
  ]
}

function templateOf(input: ReportInput): { sections: [string, ReportFactor[]][]; houseTexts: HouseTexts } {
  switch (input.type) {
    case 'explanation-lite': {
      const c = input.chart
      const ascRuler = rulerOf(c, 1)
      return {
        sections: [
          ['bigThree', present([signFactor(c, 'Sun'), signFactor(c, 'Moon'), signFactor(c, 'Asc')])],
          ['lights', present([houseFactor(c, 'Sun'), houseFactor(c, 'Moon')])],
          ['chartRuler', present([ascRuler])],
          ['keyAspects', aspectsTo(c, null, 5)],
        ],
        houseTexts: {},
      }
    }
    case 'single-house':
      return { sections: houseSections(input.chart, input.house, 'house'), houseTexts: {} }
    case 'career': {
      const c = input.chart
      return {
        sections: [
          ...houseSections(c, 10, 'career', ['Mc']),
          ['work', [cuspFactor(c, 6), ...occupants(c, 6)]],
          ['sunPath', present([signFactor(c, 'Sun'), houseFactor(c, 'Sun')])],
        ],
        houseTexts: { 10: CAREER_IN_10TH },
      }
    }
    case 'wealth': {
      const c = input.chart
      return {
        sections: [
          ...houseSections(c, 2, 'money'),
          ['shared', [cuspFactor(c, 8), ...occupants(c, 8)]],
          ['benefics', present([houseFactor(c, 'Venus'), houseFactor(c, 'Jupiter')])],
        ],
        houseTexts: { 2: MONEY_IN_2ND },
      }
    }
    case 'marriage': {
      const c = input.chart
      return {
        sections: [
          ...houseSections(input.chart, 7, 'partner', ['Venus']),
          ['loveStyle', present([signFactor(c, 'Venus'), signFactor(c, 'Mars'), signFactor(c, 'Moon')])],
        ],
        houseTexts: { 7: PARTNER_IN_7TH },
      }
    }
    case 'co-chart': {
      const s = input.synastry
      const personal: PlanetId[] = ['Sun', 'Moon', 'Venus', 'Mars']
      return {
        sections: [
          ['elements', present([elementsFactor(s, 'Sun'), elementsFactor(s, 'Moon')])],
          ['interAspects', interAspects(s, 8)],
          ['overlaysA', overlays(s, 'a', personal)],
          ['overlaysB', overlays(s, 'b', personal)],
        ],
        houseTexts: {},
      }
    }
  }
}

/** Composes the full report; sections whose rule selected nothing are left out. */
export function composeReport(input: ReportInput): Report {
  const { sections, houseTexts } = templateOf(input)
  return {
    type: input.type,
    sections: sections
      .filter(([, factors]) => factors.length > 0)
      .map(([id, factors]) => ({ id, paragraphs: factors.map((factor) => ({ factor, text: readFactor(factor, houseTexts) })) })),
  }
}

/** What a reader sees: the preview, or everything once unlocked. */
export function visibleSections(report: Report, unlocked: boolean): ReportSection[] {
  return unlocked ? report.sections : report.sections.slice(0, PREVIEW_SECTIONS)
}
