// Orders and postal addresses (docs/commerce.md). Reading orders first expires unpaid ones whose time is up (a
// timer does it every minute as well). Every lookup names the caller: another user's order number or
// address id answers 1002, exactly like one that does not exist.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { empty } from '../../schemas/common'
import { addressBody, dbId, orderCreateBody, orderNo, orderStatus, page, size } from '../../schemas/commerce'
import { deleteAddress, findAddress, listAddresses, MAX_ADDRESSES, saveAddress } from '../../repositories/addresses'
import { removeTrolley, saleSku, trolley } from '../../repositories/shop'
import { findOrder, listOrders } from '../../repositories/orders'
import { createMoneyOrder, endUnpaid, expireDue, orderView, transition, type OrderLine } from '../../commerce/orders'

export function registerOrders(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Address/List',
    input: empty,
    auth: true,
    handler: async ({ user }) => ({ list: await listAddresses(svc.db, user!.uid) }),
  })

  defineRoute(app, svc, {
    path: '/Address/Save',
    input: addressBody,
    auth: true,
    async handler({ input, user, now }) {
      const { id, ...a } = input
      const saved = await svc.db.tx((q) => saveAddress(q, user!.uid, id, { ...a, is_default: a.is_default === 1 }, now))
      if (!saved)
        throw new ApiError(
          id === undefined ? Codes.BAD_INPUT : Codes.RECORD_NOT_FOUND,
          id === undefined ? `最多保存 ${MAX_ADDRESSES} 个地址` : '地址不存在',
        )
      return saved
    },
  })

  defineRoute(app, svc, {
    path: '/Address/SetDefault',
    input: z.object({ id: dbId }),
    auth: true,
    async handler({ input, user, now }) {
      const saved = await svc.db.tx(async (q) => {
        const a = await findAddress(q, user!.uid, input.id)
        return a && saveAddress(q, user!.uid, a.id, { ...a, is_default: true }, now)
      })
      if (!saved) throw new ApiError(Codes.RECORD_NOT_FOUND, '地址不存在')
      return saved
    },
  })

  defineRoute(app, svc, {
    path: '/Address/Delete',
    input: z.object({ id: dbId }),
    auth: true,
    async handler({ input, user }) {
      if (!(await svc.db.tx((q) => deleteAddress(q, user!.uid, input.id)))) throw new ApiError(Codes.RECORD_NOT_FOUND, '地址不存在')
      return { list: await listAddresses(svc.db, user!.uid) }
    },
  })

  // Physical goods only; coin packs go through /Pay/Get*Payment*, reports and cards through /Shop/BuyWithCoins.
  defineRoute(app, svc, {
    path: '/Order/Create',
    input: orderCreateBody,
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const order = await svc.db.tx(async (q) => {
        const address = await findAddress(q, uid, input.address_id)
        if (!address) throw new ApiError(Codes.RECORD_NOT_FOUND, '地址不存在')
        const wanted = input.from_trolley ? (await trolley(q, uid)).map((l) => ({ sku_id: l.sku_id, qty: l.qty })) : (input.items ?? [])
        if (!wanted.length) throw new ApiError(Codes.BAD_INPUT, '购物车是空的')
        const qty = new Map<number, number>()
        for (const w of wanted) qty.set(w.sku_id, (qty.get(w.sku_id) ?? 0) + w.qty)
        const lines: OrderLine[] = []
        for (const [skuId, n] of [...qty].sort((a, b) => a[0] - b[0])) {
          const sku = await saleSku(q, skuId, true)
          if (!sku || !sku.on_sale || !sku.product_on_sale) throw new ApiError(Codes.NOT_FOR_SALE, '商品不存在或已下架')
          if (sku.kind !== 'physical' || !sku.price_fen) throw new ApiError(Codes.NOT_FOR_SALE, `${sku.name} 不能这样下单`)
          lines.push({ sku, qty: n })
        }
        const { id: _id, updated_at: _u, is_default: _d, ...snapshot } = address
        const o = await createMoneyOrder(q, {
          uid,
          kind: 'physical',
          lines,
          address: snapshot,
          requestId: input.request_id ?? null,
          now,
          ttlMs: svc.payments.orderTtlMs,
        })
        if (input.from_trolley) await removeTrolley(q, uid, [...qty.keys()])
        return o
      })
      return orderView(svc.db, order)
    },
  })

  defineRoute(app, svc, {
    path: '/Order/List',
    input: z.object({ status: orderStatus.optional(), page, size }),
    auth: true,
    async handler({ input, user, now }) {
      await expireDue(svc.db, now)
      const rows = await listOrders(svc.db, { uid: user!.uid, status: input.status, page: input.page, size: input.size })
      return { list: await Promise.all(rows.map((o) => orderView(svc.db, o))), page: input.page, size: input.size }
    },
  })

  defineRoute(app, svc, {
    path: '/Order/Info',
    input: z.object({ order_no: orderNo }),
    auth: true,
    async handler({ input, user, now }) {
      await expireDue(svc.db, now)
      const o = await findOrder(svc.db, input.order_no, user!.uid)
      if (!o) throw new ApiError(Codes.RECORD_NOT_FOUND, '订单不存在')
      return orderView(svc.db, o)
    },
  })

  for (const [path, op] of [
    ['/Order/Cancel', 'cancel'],
    ['/Order/Confirm', 'confirm'],
  ] as const) {
    defineRoute(app, svc, {
      path,
      input: z.object({ order_no: orderNo }),
      auth: true,
      async handler({ input, user, now }) {
        const o = await svc.db.tx(async (q) => {
          const found = await findOrder(q, input.order_no, user!.uid, true)
          if (!found) throw new ApiError(Codes.RECORD_NOT_FOUND, '订单不存在')
          return op === 'cancel' ? endUnpaid(q, found, 'cancel', 'user', now, '用户取消') : transition(q, found, 'confirm', 'user', now)
        })
        return orderView(svc.db, o)
      },
    })
  }
}
