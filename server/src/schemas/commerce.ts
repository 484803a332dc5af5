// Request bodies of the shop, trolley, address, order, pay and admin routes (docs/commerce.md).
import { z } from 'zod'
import { flag, int, text } from './common'

export const dbId = int(1, Number.MAX_SAFE_INTEGER)
export const orderNo = z.string().regex(/^O\d{24}$/, '订单号格式错误')
export const paymentNo = z.string().regex(/^P\d{24}$/, '支付单号格式错误')
/** Client-chosen key: a retried request with the same id answers the first result. */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id 应为 8–64 位字母数字')
export const kind = z.enum(['physical', 'report', 'card', 'coin_pack'])
export const orderStatus = z.enum(['created', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'])
export const page = int(1, 10_000).default(1)
export const size = int(1, 100).default(20)
export const MAX_QTY = 99

export const addressBody = z.object({
  id: dbId.optional(),
  name: text(30).trim().min(1, '请填写收件人'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,19}$/, '电话格式错误'),
  province: text(30).trim().min(1, '请填写省份'),
  city: text(30).trim().min(1, '请填写城市'),
  district: text(30).trim().default(''),
  detail: text(200).trim().min(1, '请填写详细地址'),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, '邮编格式错误')
    .default(''),
  is_default: flag.default(0),
})

export const orderCreateBody = z
  .object({
    items: z
      .array(z.object({ sku_id: dbId, qty: int(1, MAX_QTY) }))
      .max(50)
      .optional(),
    from_trolley: flag.default(0),
    address_id: dbId,
    request_id: requestId.optional(),
  })
  .refine((b) => b.from_trolley === 1 || (b.items?.length ?? 0) > 0, { message: 'items 与 from_trolley 至少要有一个', path: ['items'] })

/** Coin pack (sku_id) or an existing order (order_no). */
export const payTarget = z
  .object({
    sku_id: dbId.optional(),
    order_no: orderNo.optional(),
    request_id: requestId.optional(),
    /** wechat_jsapi in the WeChat browser: the official-account openid (else the mini-program login's openid). */
    openid: z
      .string()
      .regex(/^[A-Za-z0-9_-]{6,64}$/, 'openid 格式错误')
      .optional(),
    return_url: z
      .string()
      .max(500)
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'return_url 应为 http(s) 地址')
      .optional(),
  })
  .refine((b) => (b.sku_id === undefined) !== (b.order_no === undefined), { message: 'sku_id 与 order_no 二选一', path: ['sku_id'] })

export const forOrder = z.object({
  order_no: orderNo,
  openid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'openid 格式错误')
    .optional(),
  return_url: z
    .string()
    .max(500)
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'return_url 应为 http(s) 地址')
    .optional(),
})

export const productBody = z.object({
  id: dbId.optional(),
  kind,
  name: text(60).trim().min(1),
  description: text(2000).default(''),
  image: z
    .string()
    .max(500)
    .regex(/^(https:\/\/[^\s"'<>]+)?$/, 'image 应为 https 地址')
    .default(''),
  report_key: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'report_key 格式错误')
    .optional(),
  card_type: z.enum(['report', 'dice', 'card']).optional(),
  on_sale: flag.default(1),
  sort: int(-100_000, 100_000).default(0),
})

export const skuBody = z.object({
  id: dbId.optional(),
  product_id: dbId,
  code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'code 格式错误'),
  spec: text(60).default(''),
  price_fen: int(1, 100_000_000).optional(),
  price_coins: int(1, 100_000_000).optional(),
  coins: int(1, 100_000_000).optional(),
  stock: int(0, 100_000_000).nullable().optional(),
  /** An edit's stock as the admin last read it: the new stock is written only if nobody changed it since (an order). */
  stock_was: int(0, 100_000_000).nullable().optional(),
  on_sale: flag.default(1),
})

/** China calendar day yyyy-MM-dd or month yyyy-MM. */
export const dayString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期应为 yyyy-MM-dd')
export const monthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份应为 yyyy-MM')
