/** /ArabicPoint/Sync and /ChartStyles/Sync (SPEC §7): push local changes, answer the merged list. */
import { post, type RequestOptions } from './request'
import type { ServerRecord } from './types'

export const syncArabicPoints = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/ArabicPoint/Sync', { list }, options)
export const syncChartStyles = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/ChartStyles/Sync', { list }, options)
