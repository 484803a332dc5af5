/**
 * Reading calls (server routes/ai): the provider's configuration, a provider reading read as it streams (NDJSON:
 * {"delta"} pieces, then one envelope line), saving a device reading, and the user's history.
 */
import { postStream } from '@/platform/stream'
import { ApiRequestError, REQUEST_TIMEOUT_MS, callContext, post, type RequestOptions } from './request'

export interface AiConfigWire {
  configured: boolean
  price_coins: number
  model: string
}

export interface ReadingBody {
  request_id: string
  kind: string
  topic: string
  question: string
  facts: string
}

export interface ReadingWire {
  id: number
  source: 'local' | 'provider'
  kind: string
  topic: string
  question: string
  /** The whole answer (HistoryInfo) or its first 80 characters (History). */
  answer: string
  facts?: string
  model: string
  spent_coins: number
  created_at: number
}

export interface AskDone {
  id: number
  spent_coins: number
  coin_num: number
}

export const aiConfig = (o: RequestOptions = {}) => post<AiConfigWire>('/Ai/Config', {}, o)
export const aiSave = (body: ReadingBody & { answer: string }, o: RequestOptions = {}) =>
  post<{ id: number; source: 'local'; spent_coins: 0 }>('/Ai/Save', body, o)
export const aiHistory = (page: number, size: number, o: RequestOptions = {}) =>
  post<{ list: ReadingWire[]; total: number }>('/Ai/History', { page, size }, o)
export const aiHistoryInfo = (id: number, o: RequestOptions = {}) => post<ReadingWire>('/Ai/HistoryInfo', { id }, o)
export const aiHistoryDelete = (id: number, o: RequestOptions = {}) => post<{ id: number; deleted: boolean }>('/Ai/HistoryDelete', { id }, o)

/** Asks the provider; `onDelta` gets the answer's pieces in order. Rejects with ApiRequestError like `request`. */
export async function aiAsk(body: ReadingBody, onDelta: (piece: string) => void): Promise<AskDone> {
  const { url, header } = callContext('/Ai/Ask')
  let end: { code: number | string; msg?: string; data?: unknown } | null = null
  const onLine = (line: string) => {
    let j: unknown
    try {
      j = JSON.parse(line)
    } catch {
      return
    }
    if (j && typeof j === 'object' && 'delta' in j && typeof j.delta === 'string') onDelta(j.delta)
    else if (j && typeof j === 'object' && 'code' in j) end = j as typeof end
  }
  let status: number
  try {
    status = await postStream({ url, header, data: body, timeoutMs: REQUEST_TIMEOUT_MS + 30_000 }, onLine)
  } catch (e) {
    throw new ApiRequestError('network', null, e instanceof Error ? e.message : String(e))
  }
  const last = end as { code: number | string; msg?: string; data?: unknown } | null
  if (status !== 200 || !last) throw new ApiRequestError(status !== 200 ? 'http' : 'no-body', last?.code ?? status, last?.msg ?? `HTTP ${status}`)
  if (last.code !== 0) throw new ApiRequestError('code', last.code, last.msg ?? '')
  return last.data as AskDone
}
