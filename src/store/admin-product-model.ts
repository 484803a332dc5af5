/**
 * The admin product pages' model (docs/commerce.md Admin/ProductList, ProductSave, SkuSave): list filters, the
 * product (SPU) form and the SKU forms, checked here before the server checks them again. Pure: no calls.
 */
import type { ProductInput, ProductKind, ProductWire, SkuInput, SkuWire } from '@/api/commerce'

export type { SkuWire } from '@/api/commerce'
import { yuanOf } from './coin-buy-model'

export const PRODUCT_KINDS = ['physical', 'report', 'card', 'coin_pack'] as const satisfies readonly ProductKind[]
export const KIND_FILTERS = ['all', ...PRODUCT_KINDS] as const
export type KindFilter = (typeof KIND_FILTERS)[number]
export const SHELF_FILTERS = ['all', 'on', 'off'] as const
export type ShelfFilter = (typeof SHELF_FILTERS)[number]
export const CARD_TYPES = ['report', 'dice', 'card'] as const

/** Field limits of server/src/schemas/commerce.ts (productBody, skuBody). */
export const MAX_NAME = 60
export const MAX_DESCRIPTION = 2000
export const MAX_SPEC = 60
const MAX_AMOUNT = 100_000_000

export function filterProducts(list: readonly ProductWire[], kind: KindFilter, shelf: ShelfFilter): ProductWire[] {
  return list.filter((p) => (kind === 'all' || p.kind === kind) && (shelf === 'all' || p.on_sale === (shelf === 'on')))
}

/** Money kinds are priced in fen (typed as yuan), the others in coins. */
export const pricedInFen = (kind: ProductKind) => kind === 'physical' || kind === 'coin_pack'

export type FormError = 'required' | 'badFormat' | 'badNumber' | 'badPrice'

export interface ProductForm {
  id?: number
  kind: ProductKind
  name: string
  description: string
  image: string
  reportKey: string
  cardType: (typeof CARD_TYPES)[number]
  onSale: boolean
  sort: string
}

export const productFormOf = (p?: ProductWire): ProductForm => ({
  id: p?.id,
  kind: p?.kind ?? 'physical',
  name: p?.name ?? '',
  description: p?.description ?? '',
  image: p?.image ?? '',
  reportKey: p?.report_key ?? '',
  cardType: p?.card_type ?? 'report',
  onSale: p?.on_sale ?? true,
  sort: String(p?.sort ?? 0),
})

const INT = /^-?\d+$/
const wholeIn = (s: string, min: number, max: number) => INT.test(s.trim()) && Number(s) >= min && Number(s) <= max

/** The form's errors by field, or the Admin/ProductSave body. */
export function productInput(f: ProductForm): { errors: Partial<Record<keyof ProductForm, FormError>>; body: ProductInput | null } {
  const errors: Partial<Record<keyof ProductForm, FormError>> = {}
  if (!f.name.trim()) errors.name = 'required'
  if (f.image.trim() && !/^https:\/\/[^\s"'<>]+$/.test(f.image.trim())) errors.image = 'badFormat'
  if (f.kind === 'report' && !/^[a-z0-9-]{1,40}$/.test(f.reportKey.trim())) errors.reportKey = f.reportKey.trim() ? 'badFormat' : 'required'
  if (!wholeIn(f.sort, -100_000, 100_000)) errors.sort = 'badNumber'
  if (Object.keys(errors).length) return { errors, body: null }
  return {
    errors,
    body: {
      ...(f.id === undefined ? {} : { id: f.id }),
      kind: f.kind,
      name: f.name.trim(),
      description: f.description,
      image: f.image.trim(),
      ...(f.kind === 'report' ? { report_key: f.reportKey.trim() } : {}),
      ...(f.kind === 'card' ? { card_type: f.cardType } : {}),
      on_sale: f.onSale ? 1 : 0,
      sort: Number(f.sort),
    },
  }
}

export interface SkuForm {
  id?: number
  code: string
  spec: string
  /** Yuan (money kinds) or coins. */
  price: string
  /** Coins a coin pack credits. */
  coins: string
  /** Empty: unlimited. */
  stock: string
  /** The stock as loaded, sent back so a sale in between is not overwritten. */
  stockWas: number | null
  onSale: boolean
}

export const skuFormOf = (kind: ProductKind, s?: SkuWire): SkuForm => ({
  id: s?.id,
  code: s?.code ?? '',
  spec: s?.spec ?? '',
  price: s ? (pricedInFen(kind) ? (s.price_fen === null ? '' : yuanOf(s.price_fen)) : String(s.price_coins ?? '')) : '',
  coins: s?.coins === null || s?.coins === undefined ? '' : String(s.coins),
  stock: s?.stock === null || s?.stock === undefined ? '' : String(s.stock),
  stockWas: s?.stock ?? null,
  onSale: s?.on_sale ?? true,
})

/** "59" or "5.5" yuan → fen; null when not a positive amount with at most two decimals. */
export function fenOfYuan(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return fen > 0 ? fen : null
}

/** The SKU form's errors by field, or the Admin/SkuSave body for a product of `kind`. */
export function skuInput(
  kind: ProductKind,
  productId: number,
  f: SkuForm,
): { errors: Partial<Record<keyof SkuForm, FormError>>; body: SkuInput | null } {
  const errors: Partial<Record<keyof SkuForm, FormError>> = {}
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(f.code.trim())) errors.code = f.code.trim() ? 'badFormat' : 'required'
  const fen = pricedInFen(kind) ? fenOfYuan(f.price) : null
  if (pricedInFen(kind) ? fen === null : !wholeIn(f.price, 1, MAX_AMOUNT)) errors.price = f.price.trim() ? 'badPrice' : 'required'
  if (kind === 'coin_pack' && !wholeIn(f.coins, 1, MAX_AMOUNT)) errors.coins = f.coins.trim() ? 'badNumber' : 'required'
  if (f.stock.trim() && !wholeIn(f.stock, 0, MAX_AMOUNT)) errors.stock = 'badNumber'
  if (Object.keys(errors).length) return { errors, body: null }
  return {
    errors,
    body: {
      ...(f.id === undefined ? {} : { id: f.id, stock_was: f.stockWas }),
      product_id: productId,
      code: f.code.trim(),
      spec: f.spec.trim(),
      ...(fen === null ? { price_coins: Number(f.price) } : { price_fen: fen }),
      ...(kind === 'coin_pack' ? { coins: Number(f.coins) } : {}),
      stock: f.stock.trim() ? Number(f.stock) : null,
      on_sale: f.onSale ? 1 : 0,
    },
  }
}
