// Shared steps of the commerce tests.
import type { AnyJson, Harness } from './helpers'

/** Logs in and gives the account the admin role; answers a token carrying it. */
export async function adminToken(h: Harness, email: string): Promise<string> {
  await h.login(email)
  await h.app.services.db.query(`UPDATE users SET roles = '{admin}' WHERE email = $1`, [email])
  return (await h.login(email)).token
}

/** The SKU with this code, with its product. */
export async function skuByCode(h: Harness, code: string): Promise<AnyJson> {
  const r = await h.call('/Shop/ProductList', {})
  for (const p of r.data.list) for (const s of p.skus) if (s.code === code) return { ...s, product: p }
  throw new Error(`no sku ${code}`)
}

const ORDER = 'O202501151200000000000000'
/** A well-formed body per commerce route (the fuzz test mutates them). */
export const COMMERCE_VALID: Record<string, object> = {
  '/api/Shop/ProductList': { kind: 'report' },
  '/api/Shop/ProductInfo': { id: 1 },
  '/api/Shop/BuyWithCoins': { sku_id: 4, qty: 1, request_id: 'fuzz-request-1', use_voucher: 0 },
  '/api/Trolley/Add': { sku_id: 6, qty: 1 },
  '/api/Trolley/Update': { sku_id: 6, qty: 2 },
  '/api/Trolley/Remove': { sku_ids: [6] },
  '/api/Report/List': {},
  '/api/Card/List': { status: 'active' },
  '/api/Card/Use': { card_type: 'dice', used_for: 'dice-1' },
  '/api/Address/Save': { name: '张三', phone: '13800138000', province: '北京市', city: '北京市', detail: '一号', is_default: 1 },
  '/api/Address/SetDefault': { id: 1 },
  '/api/Address/Delete': { id: 1 },
  '/api/Order/Create': { items: [{ sku_id: 6, qty: 1 }], address_id: 1, request_id: 'fuzz-order-1' },
  '/api/Order/List': { status: 'created', page: 1, size: 10 },
  '/api/Order/Info': { order_no: ORDER },
  '/api/Order/Cancel': { order_no: ORDER },
  '/api/Order/Confirm': { order_no: ORDER },
  '/api/Pay/GetWeiXinPaymentJs': { sku_id: 1, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  '/api/Pay/GetWeiXinPaymentH5': { sku_id: 1 },
  '/api/Pay/GetAliPaymentH5': { order_no: ORDER, return_url: 'https://example.com/' },
  '/api/Pay/GetWeiXinPaymentJsAgain': { order_no: ORDER },
  '/api/Pay/GetWeiXinPaymentH5Again': { order_no: ORDER },
  '/api/Pay/GetAliPaymentH5Again': { order_no: ORDER },
  '/api/Pay/GetWeiXinPaymentJsForOrder': { order_no: ORDER },
  '/api/Pay/GetWeiXinPaymentH5ForOrder': { order_no: ORDER },
  '/api/Pay/GetAliPaymentH5ForOrder': { order_no: ORDER },
  '/api/Pay/Query': { order_no: ORDER },
  '/api/Admin/IncomeDaily': { from: '2025-01-01', to: '2025-01-31' },
  '/api/Admin/IncomeMonthly': { from: '2025-01', to: '2025-02' },
  '/api/Admin/CoinDeposit': { uid: 10001, amount: 10, reason: 'x' },
  '/api/Admin/ProductList': { kind: 'card' },
  '/api/Admin/ProductSave': { kind: 'physical', name: '杯子' },
  '/api/Admin/SkuSave': { product_id: 1, code: 'cup-1', price_fen: 100 },
  '/api/Admin/OrderList': { page: 1 },
  '/api/Admin/OrderShip': { order_no: ORDER, tracking_no: 'SF1' },
  '/api/Admin/OrderComplete': { order_no: ORDER },
  '/api/Admin/OrderCancel': { order_no: ORDER, reason: 'x' },
  '/api/Admin/OrderRefund': { order_no: ORDER, reason: 'x' },
  '/api/Admin/AuditList': { page: 1, size: 5 },
}

/** Commerce routes whose input is empty or ignored. */
export const COMMERCE_NO_INPUT = ['/api/Trolley/Info', '/api/Address/List', '/api/Pay/ProductList']
