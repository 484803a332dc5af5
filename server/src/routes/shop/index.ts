// Shop (docs/commerce.md): products, trolley (physical goods), coin purchases of reports and cards, purchased
// reports and the user's vouchers.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { empty, flag, int } from '../../schemas/common'
import { dbId, kind, MAX_QTY, requestId } from '../../schemas/commerce'
import { listProducts, putTrolley, removeTrolley, saleSku, trolley } from '../../repositories/shop'
import { buyWithCoins, useVoucher } from '../../commerce/coin-shop'
import { orderView } from '../../commerce/orders'
import { balance } from '../../repositories/coins'

export function registerShop(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Shop/ProductList',
    input: z.object({ kind: kind.optional() }),
    handler: async ({ input }) => ({ list: await listProducts(svc.db, { kind: input.kind }) }),
  })

  defineRoute(app, svc, {
    path: '/Shop/ProductInfo',
    input: z.object({ id: dbId }),
    async handler({ input }) {
      const [p] = await listProducts(svc.db, { id: input.id })
      if (!p) throw new ApiError(Codes.RECORD_NOT_FOUND, '商品不存在或已下架')
      return p
    },
  })

  // SPEC §3 trolley info: local flag and number of pieces, plus the lines.
  const trolleyInfo = async (uid: number) => {
    const list = await trolley(svc.db, uid)
    return { local: false, num: list.reduce((s, l) => s + l.qty, 0), list }
  }

  defineRoute(app, svc, { path: '/Trolley/Info', input: empty, auth: true, handler: ({ user }) => trolleyInfo(user!.uid) })

  for (const [path, mode] of [
    ['/Trolley/Add', 'add'],
    ['/Trolley/Update', 'set'],
  ] as const) {
    defineRoute(app, svc, {
      path,
      input: z.object({ sku_id: dbId, qty: int(mode === 'add' ? 1 : 0, MAX_QTY) }),
      auth: true,
      async handler({ input, user, now }) {
        const sku = await saleSku(svc.db, input.sku_id)
        if (!sku || !sku.on_sale || !sku.product_on_sale) throw new ApiError(Codes.NOT_FOR_SALE, '商品不存在或已下架')
        if (sku.kind !== 'physical') throw new ApiError(Codes.NOT_FOR_SALE, '购物车只放实物商品')
        await putTrolley(svc.db, user!.uid, sku.id, input.qty, mode, MAX_QTY, now)
        return trolleyInfo(user!.uid)
      },
    })
  }

  defineRoute(app, svc, {
    path: '/Trolley/Remove',
    input: z.object({ sku_ids: z.array(dbId).min(1).max(100) }),
    auth: true,
    async handler({ input, user }) {
      await removeTrolley(svc.db, user!.uid, input.sku_ids)
      return trolleyInfo(user!.uid)
    },
  })

  defineRoute(app, svc, {
    path: '/Shop/BuyWithCoins',
    input: z.object({ sku_id: dbId, qty: int(1, MAX_QTY).default(1), request_id: requestId.optional(), use_voucher: flag.default(0) }),
    auth: true,
    async handler({ input, user, now }) {
      const order = await buyWithCoins(svc.db, {
        uid: user!.uid,
        skuId: input.sku_id,
        qty: input.qty,
        requestId: input.request_id ?? null,
        useVoucher: input.use_voucher === 1,
        now,
      })
      return { order: await orderView(svc.db, order), coin_num: await balance(svc.db, user!.uid) }
    },
  })

  defineRoute(app, svc, {
    path: '/Report/List',
    input: empty,
    auth: true,
    async handler({ user }) {
      const r = await svc.db.query<{ report_key: string; name: string | null; order_no: string | null; updated_at: number }>(
        `SELECT r.report_key, p.name, o.order_no, r.updated_at FROM user_reports r
         LEFT JOIN products p ON p.report_key = r.report_key LEFT JOIN orders o ON o.id = r.order_id
         WHERE r.uid = $1 AND r.status = 'unlocked' ORDER BY r.updated_at DESC`,
        [user!.uid],
      )
      return { list: r.rows.map((x) => ({ ...x, updated_at: Number(x.updated_at) })) }
    },
  })

  defineRoute(app, svc, {
    path: '/Card/List',
    input: z.object({ status: z.enum(['active', 'used', 'revoked']).optional() }),
    auth: true,
    async handler({ input, user }) {
      const r = await svc.db.query<Record<string, unknown>>(
        `SELECT id, card_type, status, used_for, used_at, created_at FROM user_cards WHERE uid = $1 ${input.status ? 'AND status = $2' : ''}
         ORDER BY id DESC LIMIT 500`,
        input.status ? [user!.uid, input.status] : [user!.uid],
      )
      return {
        list: r.rows.map((x) => ({
          ...x,
          id: Number(x.id),
          created_at: Number(x.created_at),
          used_at: x.used_at === null ? null : Number(x.used_at),
        })),
      }
    },
  })

  // Dice and card vouchers are used by the client's features (a dice reading, a tarot card); report vouchers
  // through Shop/BuyWithCoins with use_voucher 1.
  defineRoute(app, svc, {
    path: '/Card/Use',
    input: z.object({ card_type: z.enum(['dice', 'card']), used_for: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'used_for 格式错误') }),
    auth: true,
    async handler({ input, user, now }) {
      const ok = await svc.db.tx((q) => useVoucher(q, user!.uid, input.card_type, input.used_for, now))
      if (!ok) throw new ApiError(Codes.NOT_FOR_SALE, '没有可用的卡券')
      const left = await svc.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM user_cards WHERE uid = $1 AND card_type = $2 AND status = 'active'`,
        [user!.uid, input.card_type],
      )
      return { card_type: input.card_type, left: Number(left.rows[0].n) }
    },
  })
}
