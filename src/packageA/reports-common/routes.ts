/** Report type ↔ page: marriage, wealth and career live at their SPEC `-old` paths (new or saved readings alike). */
import type { ReportType } from '@/astro/reports'

export const REPORT_ROUTE: Record<ReportType, string> = {
  'explanation-lite': 'explanation-lite',
  'single-house': 'single-house',
  career: 'career-old',
  wealth: 'wealth-old',
  marriage: 'marriage-old',
  'co-chart': 'co-chart',
}

/** A saved reading opens here (co-chart readings bought earlier: co-chart-old). */
export const SAVED_ROUTE: Record<ReportType, string> = { ...REPORT_ROUTE, 'co-chart': 'co-chart-old' }

export const isReportType = (k: string): k is ReportType => k in REPORT_ROUTE

/** Title key of each report type (report-list rows). */
export const REPORT_TITLE: Record<ReportType, string> = {
  'explanation-lite': 'reportRoute.explanationLite',
  'single-house': 'reportRoute.singleHouse',
  career: 'reportRoute.career',
  wealth: 'reportRoute.wealth',
  marriage: 'reportRoute.marriage',
  'co-chart': 'reportRoute.coChart',
}
