/**
 * Readings (test-ai, ai-history): the provider's configuration, a provider reading through the shared coin path
 * (login and balance first, 星币不足 dialog; the price is spent by the server only once the answer is complete),
 * saving a device reading to the same history, and the history itself.
 */
import { aiAsk, aiConfig, aiHistory, aiHistoryDelete, aiHistoryInfo, aiSave, type AiConfigWire, type ReadingBody, type ReadingWire } from '@/api/ai'
import { QUIET, newRequestId, spendCoins, type CoinSpendResult } from './shop-actions'

export type { AiConfigWire, ReadingBody, ReadingWire }

export const HISTORY_PAGE_SIZE = 20

export const loadAiConfig = () => aiConfig(QUIET)

export const readingRequestId = (nowMs: number) => newRequestId(nowMs)

/** A provider reading; pieces go to `onDelta` as they arrive. */
export function askProvider(body: ReadingBody, priceCoins: number, onDelta: (piece: string) => void): Promise<CoinSpendResult<{ id: number }>> {
  return spendCoins(priceCoins, () => aiAsk(body, onDelta))
}

/** Keeps a device reading (free) in the history. */
export const saveLocalReading = (body: ReadingBody & { answer: string }) => aiSave(body, QUIET)

export const loadHistoryPage = (page: number) => aiHistory(page, HISTORY_PAGE_SIZE, QUIET)
export const loadReading = (id: number) => aiHistoryInfo(id, QUIET)
export const deleteReading = (id: number) => aiHistoryDelete(id, { ...QUIET, loading: true })
