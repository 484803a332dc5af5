/** /ArabicPoint/Sync, /ChartStyles/Sync (SPEC §7), /Psych/Sync, /Divination/Sync and /Meditation/Sync: push local changes, answer the merged list. */
import { post, type RequestOptions } from './request'
import type { ServerRecord } from './types'

export const syncArabicPoints = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/ArabicPoint/Sync', { list }, options)
export const syncChartStyles = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/ChartStyles/Sync', { list }, options)
export const syncPsychRecords = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/Psych/Sync', { list }, options)
export const syncDivinationRecords = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/Divination/Sync', { list }, options)
export const syncMeditationRecords = (list: ServerRecord[], options: RequestOptions = {}) =>
  post<{ list: ServerRecord[] }>('/Meditation/Sync', { list }, options)
