/** Report calls (server routes/report): the catalogue, unlocking a report type with coins, saved readings. */
import { post, type RequestOptions } from './request'

export interface ReportTypeWire {
  report_key: string
  name: string
  description: string
  price_coins: number
  sort: number
}

/** One birth as a saved report keeps it. */
export interface ReportBirthWire {
  name: string
  date: string
  time: string
  birthZone: number
  summer: 0 | 1
  lat: number
  lng: number
}

export interface SavedReportWire {
  id: number
  report_key: string
  subject: string
  input: { births: ReportBirthWire[]; house?: number }
  created_at: number
  updated_at: number
}

export const reportTypes = (o: RequestOptions = {}) => post<{ list: ReportTypeWire[] }>('/Report/Types', {}, o)
export const unlockedReports = (o: RequestOptions = {}) => post<{ list: { report_key: string }[] }>('/Report/List', {}, o)
export const reportUnlock = (report_key: string, o: RequestOptions = {}) =>
  post<{ report_key: string; unlocked: boolean; spent_coins: number; coin_num: number }>('/Report/Unlock', { report_key }, o)
export const reportSave = (body: { report_key: string; subject: string; input: SavedReportWire['input'] }, o: RequestOptions = {}) =>
  post<SavedReportWire>('/Report/Save', body, o)
export const savedReports = (o: RequestOptions = {}) => post<{ list: SavedReportWire[] }>('/Report/Saved', {}, o)
export const savedReportInfo = (id: number, o: RequestOptions = {}) => post<SavedReportWire>('/Report/SavedInfo', { id }, o)
