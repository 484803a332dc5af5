import { describe, expect, it } from 'vitest'
import type { ProductWire, SkuWire } from '@/api/commerce'
import {
  buyWayOf,
  categoriesOf,
  choiceReducer,
  fromPrice,
  hasPriceRange,
  initialChoice,
  maxQty,
  productsOf,
  reconcileSelection,
  toggleAll,
  toggleLine,
  trolleyTotal,
  type ChoiceEvent,
  type TrolleyLine,
} from '@/store/shop-model'

const sku = (id: number, o: Partial<SkuWire> = {}): SkuWire => ({
  id,
  product_id: 1,
  code: `s${id}`,
  spec: `规格${id}`,
  price_fen: 5900,
  price_coins: null,
  coins: null,
  stock: null,
  on_sale: true,
  ...o,
})
const product = (id: number, kind: ProductWire['kind'], skus: SkuWire[], o: Partial<ProductWire> = {}): ProductWire => ({
  id,
  kind,
  name: `商品${id}`,
  description: '',
  image: '',
  report_key: null,
  card_type: null,
  on_sale: true,
  sort: id,
  skus,
  ...o,
})
const line = (sku_id: number, o: Partial<TrolleyLine> = {}): TrolleyLine => ({
  sku_id,
  qty: 1,
  name: 'x',
  spec: 'y',
  price_fen: 1000,
  stock: null,
  on_sale: true,
  ...o,
})

describe('catalogue', () => {
  const list = [
    product(3, 'coin_pack', [sku(30, { price_fen: 600, coins: 60 })]),
    product(1, 'physical', [sku(10), sku(11, { price_fen: 3900 })]),
    product(2, 'report', [sku(20, { price_fen: null, price_coins: 300 })]),
    product(4, 'card', [sku(40, { price_fen: null, price_coins: 100 })], { on_sale: false }),
  ]
  it('categories in the shop order, only kinds with products on sale', () => {
    expect(categoriesOf(list)).toEqual(['physical', 'report', 'coin_pack'])
  })
  it('products of a category or all, by sort; off-sale left out', () => {
    expect(productsOf(list, null).map((p) => p.id)).toEqual([1, 2, 3])
    expect(productsOf(list, 'report').map((p) => p.id)).toEqual([2])
    expect(productsOf(list, 'card')).toEqual([])
  })
  it('the grid price is the lowest on-sale SKU, money before coins; 起 when the SKUs differ', () => {
    expect(fromPrice(list[1])).toEqual({ fen: 3900 })
    expect(hasPriceRange(list[1])).toBe(true)
    expect(fromPrice(list[2])).toEqual({ coins: 300 })
    expect(hasPriceRange(list[2])).toBe(false)
    expect(fromPrice(product(9, 'physical', [sku(90, { on_sale: false })]))).toBeNull()
  })
  it('how each kind is bought (docs/commerce.md)', () => {
    expect(['physical', 'report', 'card', 'coin_pack'].map((k) => buyWayOf(k as ProductWire['kind']))).toEqual([
      'trolley',
      'coins',
      'coins',
      'coin-pack',
    ])
  })
})

describe('SKU choice', () => {
  const p = product(1, 'physical', [sku(10, { stock: 0 }), sku(11, { stock: 3 }), sku(12)])
  const replay = (events: ChoiceEvent[]) => events.reduce((c, e) => choiceReducer(p, c, e), initialChoice(p))
  it('starts on the first SKU in stock', () => {
    expect(initialChoice(p)).toEqual({ skuId: 11, qty: 1 })
  })
  it('quantity stays within 1..stock, and within the server limit for unlimited stock', () => {
    expect(
      replay([
        { type: 'step', by: 1 },
        { type: 'step', by: 1 },
        { type: 'step', by: 1 },
      ]),
    ).toEqual({ skuId: 11, qty: 3 })
    expect(replay([{ type: 'step', by: -1 }])).toEqual({ skuId: 11, qty: 1 })
    expect(
      replay([
        { type: 'sku', skuId: 12 },
        { type: 'qty', qty: 500 },
      ]),
    ).toEqual({ skuId: 12, qty: 99 })
    expect(
      replay([
        { type: 'sku', skuId: 12 },
        { type: 'qty', qty: 5 },
        { type: 'sku', skuId: 11 },
      ]),
    ).toEqual({ skuId: 11, qty: 3 })
  })
  it('an unknown SKU leaves the choice; a sold-out SKU has no quantity to buy; coin goods one at a time', () => {
    expect(replay([{ type: 'sku', skuId: 99 }])).toEqual({ skuId: 11, qty: 1 })
    expect(maxQty(p, p.skus[0])).toBe(0)
    const r = product(2, 'report', [sku(20, { price_fen: null, price_coins: 300 })])
    expect(maxQty(r, r.skus[0])).toBe(1)
  })
})

describe('trolley selection and total', () => {
  const lines = [line(1, { qty: 2, price_fen: 5900 }), line(2, { price_fen: 1250 }), line(3, { on_sale: false }), line(4, { qty: 5, stock: 2 })]
  it('new lines start ticked, unorderable ones never are; ticks survive reloads', () => {
    let sel = reconcileSelection(null, [], lines)
    expect(sel).toEqual([1, 2])
    sel = toggleLine(sel, 1, lines)
    expect(sel).toEqual([2])
    expect(toggleLine(sel, 3, lines)).toEqual([2])
    sel = reconcileSelection(lines, sel, [...lines, line(5)])
    expect(sel).toEqual([2, 5])
  })
  it('select all toggles every orderable line', () => {
    expect(toggleAll([2], lines)).toEqual([1, 2])
    expect(toggleAll([1, 2], lines)).toEqual([])
  })
  it('totals only ticked orderable lines, in fen', () => {
    expect(trolleyTotal(lines, [1, 2, 3])).toEqual({ lines: 2, pieces: 3, totalFen: 2 * 5900 + 1250 })
    expect(trolleyTotal(lines, [])).toEqual({ lines: 0, pieces: 0, totalFen: 0 })
  })
})
