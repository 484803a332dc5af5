import { yuanOf } from '@/store/coin-buy-model'
import type { Price } from '@/store/shop-model'

/** ¥59 / ¥5.50 or 300 星币. */
export function priceText(t: (key: string, o?: Record<string, unknown>) => string, p: Price | null): string {
  if (!p) return ''
  return 'fen' in p ? t('shop.yuan', { yuan: yuanOf(p.fen) }) : t('shop.coins', { n: p.coins })
}
