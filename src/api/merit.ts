/** /Merit/Sync (docs/wellness.md): push this device's per-day knock counts, answer every day's sum and our share. */
import { post, type RequestOptions } from './request'

export interface MeritWordWire {
  word_type: 0 | 1
  word: string
  update_time: number
}

export interface MeritSyncAnswer {
  list: { date: string; count: number; mine: number }[]
  total: number
  word: MeritWordWire | null
  rejected: { index: number; date: string | null; msg: string }[]
}

export const syncMerit = (body: { device: string; list: { date: string; count: number }[]; word?: MeritWordWire }, options: RequestOptions = {}) =>
  post<MeritSyncAnswer>('/Merit/Sync', body, options)
