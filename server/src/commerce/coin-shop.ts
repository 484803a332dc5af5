// Reports and cards bought with coins (SPEC §5 coin spending) or, for reports, a report voucher. One
// transaction: account locked, balance checked, spend row appended (spend:<order_no>), order created → paid →
// completed, report unlocked or vouchers issued. A repeated request id answers the first order.
import type { Db, Queryable } from '../plugins/db'
import { ApiError, Codes } from '../util/errors'
import { nextCard } from './machines'
import { serialNo } from './money'
import { fulfil, transition } from './orders'
import { lockAccount, spend } from '../repositories/coins'
import { saleSku, takeStock } from '../repositories/shop'
import { findByRequest, insertOrder, type OrderRow } from '../repositories/orders'

export interface CoinBuy {
  uid: number
  skuId: number
  qty: number
  requestId: string | null
  useVoucher: boolean
  now: number
}

/** The 星币不足 text (SPEC §8 dialog): the server message replaces the client's default. */
export const COINS_SHORT_MSG = '星币不足：注册送 500 星币，每日登录送 50 星币，好友用你的邀请码注册也会送星币'

/** Uses the oldest active voucher of a type for `usedFor`; false when the user has none. */
export async function useVoucher(q: Queryable, uid: number, cardType: string, usedFor: string, now: number): Promise<boolean> {
  const r = await q.query<{ id: number; status: 'active' }>(
    `SELECT id, status FROM user_cards WHERE uid = $1 AND card_type = $2 AND status = 'active' ORDER BY id LIMIT 1 FOR UPDATE`,
    [uid, cardType],
  )
  const card = r.rows[0]
  if (!card || !nextCard(card.status, 'use', 'user')) return false
  await q.query(`UPDATE user_cards SET status = 'used', used_for = $2, used_at = $3 WHERE id = $1 AND status = 'active'`, [card.id, usedFor, now])
  return true
}

export async function buyWithCoins(db: Db, b: CoinBuy): Promise<OrderRow> {
  return db.tx(async (q) => {
    // Account first, then the SKU: every coin purchase of a user runs one at a time.
    if (!(await lockAccount(q, b.uid))) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
    if (b.requestId) {
      const seen = await findByRequest(q, b.uid, b.requestId)
      if (seen) return seen
    }
    const sku = await saleSku(q, b.skuId, true)
    if (!sku || !sku.on_sale || !sku.product_on_sale) throw new ApiError(Codes.NOT_FOR_SALE, '商品不存在或已下架')
    if ((sku.kind !== 'report' && sku.kind !== 'card') || !sku.price_coins) throw new ApiError(Codes.NOT_FOR_SALE, '这件商品不能用星币购买')
    const qty = sku.kind === 'report' ? 1 : b.qty
    if (sku.kind === 'report') {
      const owned = await q.query(`SELECT 1 FROM user_reports WHERE uid = $1 AND report_key = $2 AND status = 'unlocked'`, [b.uid, sku.report_key])
      if (owned.rows.length) throw new ApiError(Codes.ALREADY_OWNED, '已经解锁过这份报告')
    }
    if (b.useVoucher && sku.kind !== 'report') throw new ApiError(Codes.BAD_INPUT, '参数错误：只有报告可以用报告券兑换')
    if (!(await takeStock(q, sku.id, qty))) throw new ApiError(Codes.OUT_OF_STOCK, `${sku.name} 库存不足`)
    const orderNo = serialNo('O', b.now)
    const totalCoins = b.useVoucher ? 0 : sku.price_coins * qty
    if (b.useVoucher) {
      if (!(await useVoucher(q, b.uid, 'report', `order:${orderNo}`, b.now))) throw new ApiError(Codes.NOT_FOR_SALE, '没有可用的报告券')
    } else {
      const r = await spend(q, {
        uid: b.uid,
        amount: totalCoins,
        reason: `购买 ${sku.name}${qty > 1 ? ` ×${qty}` : ''}`,
        idemKey: `spend:${orderNo}`,
        now: b.now,
      })
      if (r === 'short') throw new ApiError(Codes.COINS_SHORT, COINS_SHORT_MSG)
    }
    const order = await insertOrder(q, {
      orderNo,
      uid: b.uid,
      kind: sku.kind,
      status: 'created',
      payMethod: b.useVoucher ? 'voucher' : 'coins',
      totalFen: 0,
      totalCoins,
      address: null,
      requestId: b.requestId,
      expiresAt: null,
      now: b.now,
      items: [
        {
          sku_id: sku.id,
          product_id: sku.product_id,
          name: sku.name,
          spec: sku.spec,
          qty,
          price_fen: null,
          price_coins: sku.price_coins,
          coins: null,
          report_key: sku.report_key,
          card_type: sku.card_type,
        },
      ],
    })
    if (!order) throw new ApiError(Codes.BAD_INPUT, '重复的请求')
    const paid = await transition(q, order, 'pay', 'system', b.now)
    return fulfil(q, paid, b.now, null)
  })
}
