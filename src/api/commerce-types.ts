/**
 * The wire shapes of the shop, order, pay and admin commerce routes (docs/commerce.md), declared once: the client
 * calls (src/api/commerce.ts) and the server's answers (server/src/commerce, repositories/shop.ts) both use them,
 * so a renamed field breaks the type check on both sides.
 */

export type ProductKind = 'physical' | 'report' | 'card' | 'coin_pack'

export type OrderStatus = 'created' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refunded'

export type PayChannel = 'sandbox' | 'wechat_jsapi' | 'wechat_h5' | 'alipay_h5'

export interface SkuWire {
  id: number
  product_id: number
  code: string
  spec: string
  /** Money price in fen (physical goods, coin packs), else null. */
  price_fen: number | null
  /** Coin price (reports, cards), else null. */
  price_coins: number | null
  /** Coins a coin pack credits. */
  coins: number | null
  /** null: unlimited. */
  stock: number | null
  on_sale: boolean
}

export interface ProductWire {
  id: number
  kind: ProductKind
  name: string
  description: string
  image: string
  report_key: string | null
  card_type: 'report' | 'dice' | 'card' | null
  on_sale: boolean
  sort: number
  skus: SkuWire[]
}

export interface AddressWire {
  id: number
  name: string
  phone: string
  province: string
  city: string
  district: string
  detail: string
  postcode: string
  is_default: boolean
  updated_at: number
}

export interface OrderWire {
  order_no: string
  kind: ProductKind
  status: OrderStatus
  pay_method: 'money' | 'coins' | 'voucher'
  total_fen: number
  total_coins: number
  address: Omit<AddressWire, 'id' | 'is_default' | 'updated_at'> | null
  tracking_no: string | null
  cancel_reason: string | null
  expires_at: number | null
  created_at: number
  paid_at: number | null
  shipped_at: number | null
  completed_at: number | null
  cancelled_at: number | null
  refunded_at: number | null
  items: { sku_id: number; product_id: number; name: string; spec: string; qty: number; price_fen: number | null; price_coins: number | null }[]
  payments: { payment_no: string; channel: PayChannel; status: string; amount_fen: number; paid_at: number | null }[]
}

export interface TrolleyWire {
  /** SPEC §3 trolley info. */
  local: boolean
  num: number
  list: { sku_id: number; qty: number; name: string; spec: string; price_fen: number | null; stock: number | null; on_sale: boolean }[]
}

export interface PaymentStarted {
  order_no: string
  payment_no: string
  provider: 'sandbox' | 'wechat' | 'alipay'
  channel: PayChannel
  amount_fen: number
  /** wechat_jsapi: wx.requestPayment parameters; wechat_h5: {h5_url}; alipay_h5: {pay_url}; sandbox: {sandbox: true}. */
  params: Record<string, string | number | boolean>
  order: OrderWire
}

export type VoucherStatus = 'active' | 'used' | 'revoked'

export interface VoucherWire {
  id: number
  card_type: 'report' | 'dice' | 'card'
  status: VoucherStatus
  used_for: string | null
  used_at: number | null
  created_at: number
}

/** One period of Admin/IncomeDaily or Admin/IncomeMonthly. */
export interface IncomeRowWire {
  /** yyyy-MM-dd or yyyy-MM (China time). */
  period: string
  /** Money received (succeeded and later refunded payments, by payment time). */
  income_fen: number
  /** Money refunded (by payment time of the refunded payments). */
  refunded_fen: number
  payments: number
  /** Coins credited by coin packs (net of refunds), deposited by admins, and spent by users (net of refunds). */
  coins_sold: number
  coins_deposited: number
  coins_spent: number
}

/** An order as Admin/OrderList answers it: the buyer's uid beside the order. */
export type AdminOrderWire = OrderWire & { uid: number }

/** Admin/ProductSave body: a new product (no id) or an edit. */
export interface ProductInput {
  id?: number
  kind: ProductKind
  name: string
  description: string
  image: string
  report_key?: string
  card_type?: 'report' | 'dice' | 'card'
  on_sale: 0 | 1
  sort: number
}

/** Admin/SkuSave body; price_fen or price_coins by the product's kind; stock null = unlimited. */
export interface SkuInput {
  id?: number
  product_id: number
  code: string
  spec: string
  price_fen?: number
  price_coins?: number
  coins?: number
  stock: number | null
  /** On an edit: the stock as last read, so a sale in between is not overwritten. */
  stock_was?: number | null
  on_sale: 0 | 1
}
