/** Shop, trolley, address, order and payment calls (docs/commerce.md): the wire shapes the server answers. */
import { post, type RequestOptions } from './request'
import type {
  AddressWire,
  AdminOrderWire,
  IncomeRowWire,
  OrderStatus,
  OrderWire,
  PayChannel,
  PaymentStarted,
  ProductInput,
  ProductKind,
  ProductWire,
  SkuInput,
  TrolleyWire,
  VoucherStatus,
  VoucherWire,
} from './commerce-types'

export type * from './commerce-types'

export const productList = (kind?: ProductKind, o: RequestOptions = {}) => post<{ list: ProductWire[] }>('/Shop/ProductList', kind ? { kind } : {}, o)
export const coinPacks = (o: RequestOptions = {}) => post<{ list: ProductWire[] }>('/Pay/ProductList', {}, o)
export const buyWithCoins = (body: { sku_id: number; qty?: number; request_id?: string; use_voucher?: 0 | 1 }, o: RequestOptions = {}) =>
  post<{ order: OrderWire; coin_num: number }>('/Shop/BuyWithCoins', body, o)
export const trolleyInfo = (o: RequestOptions = {}) => post<TrolleyWire>('/Trolley/Info', {}, o)
export const trolleyAdd = (sku_id: number, qty: number, o: RequestOptions = {}) => post<TrolleyWire>('/Trolley/Add', { sku_id, qty }, o)
export const addressList = (o: RequestOptions = {}) => post<{ list: AddressWire[] }>('/Address/List', {}, o)
export const orderList = (body: { status?: OrderStatus; page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<{ list: OrderWire[] }>('/Order/List', body, o)
export const orderInfo = (order_no: string, o: RequestOptions = {}) => post<OrderWire>('/Order/Info', { order_no }, o)

/** Coin-pack purchase calls by channel (docs/commerce.md: Pay/Get*Payment* with sku_id). */
export const PAYMENT_PATHS: Record<Exclude<PayChannel, 'sandbox'>, string> = {
  wechat_jsapi: '/Pay/GetWeiXinPaymentJs',
  wechat_h5: '/Pay/GetWeiXinPaymentH5',
  alipay_h5: '/Pay/GetAliPaymentH5',
}
export const startCoinPayment = (
  channel: Exclude<PayChannel, 'sandbox'>,
  body: { sku_id: number; request_id?: string; return_url?: string },
  o: RequestOptions = {},
) => post<PaymentStarted>(PAYMENT_PATHS[channel], body, o)
export const payQuery = (body: { order_no: string } | { payment_no: string }, o: RequestOptions = {}) => post<OrderWire>('/Pay/Query', body, o)

// Shop pages: product details, trolley changes, addresses, orders and paying an existing order.
export const productInfo = (id: number, o: RequestOptions = {}) => post<ProductWire>('/Shop/ProductInfo', { id }, o)
export const trolleyUpdate = (sku_id: number, qty: number, o: RequestOptions = {}) => post<TrolleyWire>('/Trolley/Update', { sku_id, qty }, o)
export const trolleyRemove = (sku_ids: number[], o: RequestOptions = {}) => post<TrolleyWire>('/Trolley/Remove', { sku_ids }, o)

export type AddressInput = Omit<AddressWire, 'id' | 'is_default' | 'updated_at'> & { id?: number; is_default?: 0 | 1 }
export const addressSave = (body: AddressInput, o: RequestOptions = {}) => post<AddressWire>('/Address/Save', body, o)
export const addressSetDefault = (id: number, o: RequestOptions = {}) => post<AddressWire>('/Address/SetDefault', { id }, o)
export const addressDelete = (id: number, o: RequestOptions = {}) => post<{ list: AddressWire[] }>('/Address/Delete', { id }, o)

export const orderCreate = (
  body: { items?: { sku_id: number; qty: number }[]; from_trolley?: 0 | 1; address_id: number; request_id?: string },
  o: RequestOptions = {},
) => post<OrderWire>('/Order/Create', body, o)
export const orderCancel = (order_no: string, o: RequestOptions = {}) => post<OrderWire>('/Order/Cancel', { order_no }, o)
export const orderConfirm = (order_no: string, o: RequestOptions = {}) => post<OrderWire>('/Order/Confirm', { order_no }, o)

/** Paying an existing order by channel (Pay/Get*ForOrder: earlier open attempts are closed). */
export const ORDER_PAYMENT_PATHS: Record<Exclude<PayChannel, 'sandbox'>, string> = {
  wechat_jsapi: '/Pay/GetWeiXinPaymentJsForOrder',
  wechat_h5: '/Pay/GetWeiXinPaymentH5ForOrder',
  alipay_h5: '/Pay/GetAliPaymentH5ForOrder',
}
export const startOrderPayment = (channel: Exclude<PayChannel, 'sandbox'>, body: { order_no: string; return_url?: string }, o: RequestOptions = {}) =>
  post<PaymentStarted>(ORDER_PAYMENT_PATHS[channel], body, o)

// Cards and coupons (user vouchers) and the admin area (docs/commerce.md endpoints).
export const cardList = (status?: VoucherStatus, o: RequestOptions = {}) => post<{ list: VoucherWire[] }>('/Card/List', status ? { status } : {}, o)

export const incomeDaily = (from: string, to: string, o: RequestOptions = {}) =>
  post<{ list: IncomeRowWire[] }>('/Admin/IncomeDaily', { from, to }, o)
export const incomeMonthly = (from: string, to: string, o: RequestOptions = {}) =>
  post<{ list: IncomeRowWire[] }>('/Admin/IncomeMonthly', { from, to }, o)
export const coinDeposit = (body: { uid: number; amount: number; reason: string; request_id: string }, o: RequestOptions = {}) =>
  post<{ uid: number; coin_num: number; repeated: boolean }>('/Admin/CoinDeposit', body, o)

export const adminOrderList = (body: { status?: OrderStatus; page?: number; size?: number }, o: RequestOptions = {}) =>
  post<{ list: AdminOrderWire[] }>('/Admin/OrderList', body, o)
export const adminOrderShip = (order_no: string, tracking_no: string, o: RequestOptions = {}) =>
  post<OrderWire>('/Admin/OrderShip', { order_no, tracking_no }, o)
export const adminOrderRefund = (order_no: string, reason: string, o: RequestOptions = {}) =>
  post<OrderWire>('/Admin/OrderRefund', { order_no, reason }, o)

export const adminProductList = (o: RequestOptions = {}) => post<{ list: ProductWire[] }>('/Admin/ProductList', {}, o)
export const adminProductSave = (body: ProductInput, o: RequestOptions = {}) => post<ProductWire>('/Admin/ProductSave', body, o)
export const adminSkuSave = (body: SkuInput, o: RequestOptions = {}) => post<{ id: number }>('/Admin/SkuSave', body, o)
