// Products (SPU), their SKUs and the trolley (SQL only).
import type { Queryable } from '../plugins/db'

import type { ProductKind, ProductWire, SkuWire } from '../../../src/api/commerce-types'

export type { ProductKind } from '../../../src/api/commerce-types'
/** Rows as the shop answers them (one declaration with the client: src/api/commerce-types.ts). */
export type SkuRow = SkuWire
export type ProductRow = ProductWire

/** A SKU joined with its product, as sold. */
export interface SaleSku extends SkuRow {
  kind: ProductKind
  name: string
  report_key: string | null
  card_type: 'report' | 'dice' | 'card' | null
  product_on_sale: boolean
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

const toSku = (r: Record<string, unknown>): SkuRow => ({
  id: Number(r.id),
  product_id: Number(r.product_id),
  code: String(r.code),
  spec: String(r.spec),
  price_fen: num(r.price_fen),
  price_coins: num(r.price_coins),
  coins: num(r.coins),
  stock: num(r.stock),
  on_sale: Boolean(r.on_sale),
})

export async function listProducts(q: Queryable, opts: { kind?: ProductKind; id?: number; all?: boolean }): Promise<ProductRow[]> {
  const where: string[] = []
  const args: unknown[] = []
  if (!opts.all) where.push('p.on_sale')
  if (opts.kind) where.push(`p.kind = $${args.push(opts.kind)}`)
  if (opts.id !== undefined) where.push(`p.id = $${args.push(opts.id)}`)
  const products = await q.query<Record<string, unknown>>(
    `SELECT id, kind, name, description, image, report_key, card_type, on_sale, sort FROM products p
     ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY sort, id`,
    args,
  )
  if (!products.rows.length) return []
  const skus = await q.query<Record<string, unknown>>(
    `SELECT * FROM product_skus WHERE product_id = ANY($1::bigint[]) ${opts.all ? '' : 'AND on_sale'} ORDER BY id`,
    [products.rows.map((p) => Number(p.id))],
  )
  return products.rows.map((p) => ({
    id: Number(p.id),
    kind: p.kind as ProductKind,
    name: String(p.name),
    description: String(p.description),
    image: String(p.image),
    report_key: (p.report_key as string | null) ?? null,
    card_type: (p.card_type as ProductRow['card_type']) ?? null,
    on_sale: Boolean(p.on_sale),
    sort: Number(p.sort),
    skus: skus.rows.filter((s) => Number(s.product_id) === Number(p.id)).map(toSku),
  }))
}

/** A SKU with its product; `forUpdate` locks the SKU row (stock changes). */
export async function saleSku(q: Queryable, skuId: number, forUpdate = false): Promise<SaleSku | null> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT s.*, p.kind, p.name, p.report_key, p.card_type, p.on_sale AS product_on_sale
     FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.id = $1 ${forUpdate ? 'FOR UPDATE OF s' : ''}`,
    [skuId],
  )
  const row = r.rows[0]
  if (!row) return null
  return {
    ...toSku(row),
    kind: row.kind as ProductKind,
    name: String(row.name),
    report_key: (row.report_key as string | null) ?? null,
    card_type: (row.card_type as SaleSku['card_type']) ?? null,
    product_on_sale: Boolean(row.product_on_sale),
  }
}

/** Takes qty from a limited stock; false when not enough is left. Unlimited (NULL) stock always passes. */
export async function takeStock(q: Queryable, skuId: number, qty: number): Promise<boolean> {
  const r = await q.query('UPDATE product_skus SET stock = stock - $2 WHERE id = $1 AND (stock IS NULL OR stock >= $2) RETURNING id', [skuId, qty])
  return r.rows.length > 0
}

export async function returnStock(q: Queryable, skuId: number, qty: number): Promise<void> {
  await q.query('UPDATE product_skus SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL', [skuId, qty])
}

// Trolley

export interface TrolleyLine {
  sku_id: number
  qty: number
  name: string
  spec: string
  price_fen: number | null
  stock: number | null
  on_sale: boolean
}

export async function trolley(q: Queryable, uid: number): Promise<TrolleyLine[]> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT t.sku_id, t.qty, p.name, s.spec, s.price_fen, s.stock, (s.on_sale AND p.on_sale) AS on_sale
     FROM trolley_items t JOIN product_skus s ON s.id = t.sku_id JOIN products p ON p.id = s.product_id
     WHERE t.uid = $1 ORDER BY t.updated_at DESC, t.sku_id`,
    [uid],
  )
  return r.rows.map((x) => ({
    sku_id: Number(x.sku_id),
    qty: Number(x.qty),
    name: String(x.name),
    spec: String(x.spec),
    price_fen: num(x.price_fen),
    stock: num(x.stock),
    on_sale: Boolean(x.on_sale),
  }))
}

/** Adds to (add) or sets (set) a line's quantity, capped at maxQty; a result of 0 removes the line. */
export async function putTrolley(q: Queryable, uid: number, skuId: number, qty: number, mode: 'add' | 'set', maxQty: number, now: number) {
  if (mode === 'set' && qty === 0) {
    await q.query('DELETE FROM trolley_items WHERE uid = $1 AND sku_id = $2', [uid, skuId])
    return
  }
  await q.query(
    `INSERT INTO trolley_items (uid, sku_id, qty, updated_at) VALUES ($1, $2, LEAST($3::integer, $5::integer), $4)
     ON CONFLICT (uid, sku_id) DO UPDATE SET qty = LEAST(${mode === 'add' ? 'trolley_items.qty + ' : ''}EXCLUDED.qty, $5::integer), updated_at = $4`,
    [uid, skuId, qty, now, maxQty],
  )
}

export async function removeTrolley(q: Queryable, uid: number, skuIds: number[]) {
  await q.query('DELETE FROM trolley_items WHERE uid = $1 AND sku_id = ANY($2::bigint[])', [uid, skuIds])
}
