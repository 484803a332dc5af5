// Admin area (SPEC §1, §6): income per day and month, coin deposits, products, order shipping and refunds, the
// audit trail. Each route needs a permission (the admin role passes every one; others get 403); every change
// writes an audit row in the same transaction.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { int, text } from '../../schemas/common'
import { dayString, dbId, monthString, orderNo, orderStatus, page, productBody, size, skuBody } from '../../schemas/commerce'
import { append, balance, lockAccount } from '../../repositories/coins'
import { audit, auditLog, income } from '../../repositories/payments'
import { listProducts } from '../../repositories/shop'
import { findOrder, listOrders } from '../../repositories/orders'
import { orderView, refundOrder, transition, endUnpaid } from '../../commerce/orders'
import { alnumToken } from '../../util/crypto'
import type { AdminOrderWire } from '../../../../src/api/commerce-types'

const CHINA_MS = 8 * 3600_000
/** Epoch ms of 00:00 China time on yyyy-MM-dd (or the 1st of yyyy-MM). */
const chinaMidnight = (s: string) => Date.parse(`${s.length === 7 ? s + '-01' : s}T00:00:00Z`) - CHINA_MS
const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number)
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`
}
const reason = text(200).trim().min(1, '请填写原因')

export function registerAdmin(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Admin/IncomeDaily',
    input: z.object({ from: dayString, to: dayString }).refine((b) => b.from <= b.to, { message: 'from 晚于 to', path: ['from'] }),
    auth: 'income:read',
    async handler({ input }) {
      const from = chinaMidnight(input.from)
      const to = chinaMidnight(input.to) + 24 * 3600_000
      if (to - from > 400 * 24 * 3600_000) throw new ApiError(Codes.BAD_INPUT, '参数错误：一次最多查询 400 天')
      return { list: await income(svc.db, 'day', from, to) }
    },
  })

  defineRoute(app, svc, {
    path: '/Admin/IncomeMonthly',
    input: z.object({ from: monthString, to: monthString }).refine((b) => b.from <= b.to, { message: 'from 晚于 to', path: ['from'] }),
    auth: 'income:read',
    async handler({ input }) {
      return { list: await income(svc.db, 'month', chinaMidnight(input.from), chinaMidnight(nextMonth(input.to))) }
    },
  })

  defineRoute(app, svc, {
    path: '/Admin/CoinDeposit',
    input: z.object({
      uid: dbId,
      amount: int(-1_000_000, 1_000_000).refine((n) => n !== 0, '不能为 0'),
      reason,
      request_id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/)
        .optional(),
    }),
    auth: 'coin:deposit',
    async handler({ input, user, now }) {
      const admin = user!.uid
      return svc.db.tx(async (q) => {
        if (!(await lockAccount(q, input.uid))) throw new ApiError(Codes.RECORD_NOT_FOUND, '用户不存在')
        if (input.amount < 0 && (await balance(q, input.uid)) < -input.amount) throw new ApiError(Codes.COINS_SHORT, '用户星币不足，不能扣除这么多')
        const key = `deposit:${input.request_id ?? `${now}:${alnumToken(8)}`}`
        const added = await append(q, {
          uid: input.uid,
          amount: input.amount,
          reason: `管理员${input.amount > 0 ? '充值' : '扣除'}：${input.reason}`,
          idemKey: key,
          now,
          actor: admin,
        })
        if (added)
          await audit(q, {
            actor: admin,
            action: 'coin.deposit',
            target: `user:${input.uid}`,
            reason: input.reason,
            detail: { amount: input.amount },
            now,
          })
        return { uid: input.uid, coin_num: await balance(q, input.uid), repeated: !added }
      })
    },
  })

  defineRoute(app, svc, {
    path: '/Admin/ProductList',
    input: z.object({ kind: productBody.shape.kind.optional() }),
    auth: 'product:write',
    handler: async ({ input }) => ({ list: await listProducts(svc.db, { kind: input.kind, all: true }) }),
  })

  defineRoute(app, svc, {
    path: '/Admin/ProductSave',
    input: productBody,
    auth: 'product:write',
    async handler({ input: p, user, now }) {
      if (p.kind === 'report' && !p.report_key) throw new ApiError(Codes.BAD_INPUT, '参数错误：报告需要 report_key')
      if (p.kind === 'card' && !p.card_type) throw new ApiError(Codes.BAD_INPUT, '参数错误：卡券需要 card_type')
      const id = await svc.db.tx(async (q) => {
        const vals = [
          p.kind,
          p.name,
          p.description,
          p.image,
          p.kind === 'report' ? p.report_key : null,
          p.kind === 'card' ? p.card_type : null,
          p.on_sale === 1,
          p.sort,
          now,
        ]
        const r =
          p.id === undefined
            ? await q.query<{ id: number }>(
                `INSERT INTO products (kind, name, description, image, report_key, card_type, on_sale, sort, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
                vals,
              )
            : await q.query<{ id: number }>(
                `UPDATE products SET kind = $1, name = $2, description = $3, image = $4, report_key = $5, card_type = $6, on_sale = $7,
                   sort = $8, updated_at = $9 WHERE id = $10 RETURNING id`,
                [...vals, p.id],
              )
        if (!r.rows[0]) throw new ApiError(Codes.RECORD_NOT_FOUND, '商品不存在')
        const pid = Number(r.rows[0].id)
        await audit(q, {
          actor: user!.uid,
          action: p.id === undefined ? 'product.create' : 'product.update',
          target: `product:${pid}`,
          detail: p,
          now,
        })
        return pid
      })
      return (await listProducts(svc.db, { id, all: true }))[0]
    },
  })

  defineRoute(app, svc, {
    path: '/Admin/SkuSave',
    input: skuBody,
    auth: 'product:write',
    async handler({ input: s, user, now }) {
      if ((s.price_fen === undefined) === (s.price_coins === undefined))
        throw new ApiError(Codes.BAD_INPUT, '参数错误：price_fen 与 price_coins 二选一')
      return svc.db.tx(async (q) => {
        const p = await q.query<{ kind: string }>('SELECT kind FROM products WHERE id = $1', [s.product_id])
        const kind = p.rows[0]?.kind
        if (!kind) throw new ApiError(Codes.RECORD_NOT_FOUND, '商品不存在')
        const money = kind === 'physical' || kind === 'coin_pack'
        if (money !== (s.price_fen !== undefined))
          throw new ApiError(Codes.BAD_INPUT, `参数错误：${money ? '实物与星币包用 price_fen' : '报告与卡券用 price_coins'}`)
        if (kind === 'coin_pack' && !s.coins) throw new ApiError(Codes.BAD_INPUT, '参数错误：星币包需要 coins')
        const vals = [
          s.product_id,
          s.code,
          s.spec,
          s.price_fen ?? null,
          s.price_coins ?? null,
          kind === 'coin_pack' ? s.coins : null,
          s.stock ?? null,
          s.on_sale === 1,
          now,
        ]
        const r =
          s.id === undefined
            ? await q.query<{ id: number }>(
                `INSERT INTO product_skus (product_id, code, spec, price_fen, price_coins, coins, stock, on_sale, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (code) DO NOTHING RETURNING id`,
                vals,
              )
            : await q.query<{ id: number }>(
                // The SKU row lock serialises this with an order's takeStock; stock_was refuses a stale edit.
                `UPDATE product_skus SET product_id = $1, code = $2, spec = $3, price_fen = $4, price_coins = $5, coins = $6, stock = $7,
                   on_sale = $8, updated_at = $9 WHERE id = $10 AND ($11::boolean OR stock IS NOT DISTINCT FROM $12::integer) RETURNING id`,
                [...vals, s.id, s.stock_was === undefined, s.stock_was ?? null],
              )
        if (!r.rows[0] && s.id !== undefined && s.stock_was !== undefined) {
          const cur = await q.query<{ stock: number | null }>('SELECT stock FROM product_skus WHERE id = $1', [s.id])
          if (cur.rows[0]) throw new ApiError(Codes.BAD_TRANSITION, `库存已变化（现为 ${cur.rows[0].stock ?? '不限'}），请刷新后再改`)
        }
        if (!r.rows[0])
          throw new ApiError(
            s.id === undefined ? Codes.BAD_INPUT : Codes.RECORD_NOT_FOUND,
            s.id === undefined ? '参数错误：code 已存在' : 'SKU 不存在',
          )
        const id = Number(r.rows[0].id)
        await audit(q, { actor: user!.uid, action: s.id === undefined ? 'sku.create' : 'sku.update', target: `sku:${id}`, detail: s, now })
        return { id }
      })
    },
  })

  defineRoute(app, svc, {
    path: '/Admin/OrderList',
    input: z.object({ status: orderStatus.optional(), page, size }),
    auth: 'order:manage',
    async handler({ input }) {
      const rows = await listOrders(svc.db, { uid: null, status: input.status, page: input.page, size: input.size })
      return { list: await Promise.all(rows.map(async (o): Promise<AdminOrderWire> => ({ uid: o.uid, ...(await orderView(svc.db, o)) }))) }
    },
  })

  const orderAction = (path: string, action: string, input: z.ZodObject<{ order_no: typeof orderNo } & z.ZodRawShape>) =>
    defineRoute(app, svc, {
      path,
      input,
      auth: 'order:manage',
      async handler({ input: b, user, now }) {
        const body = b as { order_no: string; tracking_no?: string; reason?: string }
        const o = await svc.db.tx(async (q) => {
          const found = await findOrder(q, body.order_no, null, true)
          if (!found) throw new ApiError(Codes.RECORD_NOT_FOUND, '订单不存在')
          const admin = user!.uid
          const { order: done, refunds } =
            action === 'order.refund'
              ? await refundOrder(q, svc.payments, found, admin, now, body.reason ?? '')
              : {
                  order:
                    action === 'order.ship'
                      ? await transition(q, found, 'ship', 'admin', now, { tracking_no: body.tracking_no })
                      : action === 'order.cancel'
                        ? await endUnpaid(q, found, 'cancel', 'admin', now, body.reason ?? '')
                        : await transition(q, found, 'confirm', 'admin', now),
                  refunds: undefined,
                }
          await audit(q, {
            actor: admin,
            action,
            target: `order:${found.order_no}`,
            reason: body.reason,
            detail: { from: found.status, to: done.status, tracking_no: body.tracking_no, refunds },
            now,
          })
          return done
        })
        return orderView(svc.db, o)
      },
    })
  orderAction('/Admin/OrderShip', 'order.ship', z.object({ order_no: orderNo, tracking_no: text(64).trim().min(1, '请填写运单号') }))
  orderAction('/Admin/OrderComplete', 'order.complete', z.object({ order_no: orderNo }))
  orderAction('/Admin/OrderCancel', 'order.cancel', z.object({ order_no: orderNo, reason }))
  orderAction('/Admin/OrderRefund', 'order.refund', z.object({ order_no: orderNo, reason }))

  defineRoute(app, svc, {
    path: '/Admin/AuditList',
    input: z.object({ page, size }),
    auth: 'audit:read',
    handler: async ({ input }) => ({ list: await auditLog(svc.db, input.page, input.size) }),
  })
}
