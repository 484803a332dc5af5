// /Wish/*: wishes (docs/wellness.md). The author creates, lists, moves (open → fulfilled | let_go), puts on or
// takes off the wall, and deletes their own wishes; the wall lists public ones to anyone, logged in or not, and
// never says who wrote them; a logged-in user blesses a wish of the wall once (their own included).
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { chinaDate } from '../../util/clock'
import { optionalUid } from '../content/common'
import {
  bless,
  createdSince,
  deleteOwnWish,
  insertWish,
  lockOwnWish,
  lockUserWishes,
  myWishes,
  setOwnWishPublic,
  setWishState,
  wall,
} from '../../repositories/wishes'
import { LOOK_BACK_MAX_YEARS, wishById, wishCreate, wishPaging, wishSetPublic, wishSetState } from '../../schemas/wishes'
import { WISH } from './states'
import { nextState } from '../content/states'

/** Creation limit: wishes per user in any 24 hours. */
export const WISHES_PER_DAY = 10
const DAY_MS = 24 * 3600_000

const STATE_NAMES: Record<string, string> = { open: '未实现', fulfilled: '已实现', let_go: '已放下' }

const notFound = () => new ApiError(Codes.RECORD_NOT_FOUND, '心愿不存在')

export function registerWishes(app: FastifyInstance, svc: Services) {
  const db = svc.db

  defineRoute(app, svc, {
    path: '/Wish/Create',
    input: wishCreate,
    auth: true,
    async handler({ input, user, now }) {
      // The look-back day: from yesterday (a device's local date may trail China's) up to ten years ahead.
      const first = chinaDate(now - DAY_MS)
      const last = `${Number(chinaDate(now).slice(0, 4)) + LOOK_BACK_MAX_YEARS}${chinaDate(now).slice(4)}`
      if (input.look_back < first || input.look_back > last) {
        throw new ApiError(Codes.BAD_INPUT, `参数错误：look_back 应在 ${chinaDate(now)} 到 ${last} 之间`)
      }
      const uid = user!.uid
      return db.tx(async (q) => {
        await lockUserWishes(q, uid)
        if ((await createdSince(q, uid, now - DAY_MS)) >= WISHES_PER_DAY) {
          throw new ApiError(Codes.RATE_LIMITED, `一天最多许 ${WISHES_PER_DAY} 个心愿，明天再来吧`)
        }
        return insertWish(q, uid, input, now)
      })
    },
  })

  defineRoute(app, svc, {
    path: '/Wish/Mine',
    input: wishPaging,
    auth: true,
    handler: async ({ input, user }) => myWishes(db, user!.uid, input.page, input.size),
  })

  defineRoute(app, svc, {
    path: '/Wish/SetState',
    input: wishSetState,
    auth: true,
    handler: async ({ input, user, now }) =>
      db.tx(async (q) => {
        // Someone else's wish reads as missing (its existence is not revealed).
        const w = await lockOwnWish(q, user!.uid, input.id)
        if (!w) throw notFound()
        const to = nextState(WISH, w.state, input.action)
        if (!to) throw new ApiError(Codes.BAD_TRANSITION, `${STATE_NAMES[w.state]}的心愿不能再改状态`)
        const moved = await setWishState(q, w.id, w.state, to, now)
        if (!moved) throw new ApiError(Codes.BAD_TRANSITION, '心愿状态已被修改，请刷新')
        return moved
      }),
  })

  defineRoute(app, svc, {
    path: '/Wish/SetPublic',
    input: wishSetPublic,
    auth: true,
    async handler({ input, user, now }) {
      const w = await setOwnWishPublic(db, user!.uid, input.id, input.is_public as 0 | 1, now)
      if (!w) throw notFound()
      return w
    },
  })

  defineRoute(app, svc, {
    path: '/Wish/Delete',
    input: wishById,
    auth: true,
    async handler({ input, user }) {
      if (!(await deleteOwnWish(db, user!.uid, input.id))) throw notFound()
      return { deleted: 1 }
    },
  })

  defineRoute(app, svc, {
    path: '/Wish/Wall',
    input: wishPaging,
    async handler({ input, req, now }) {
      const viewer = await optionalUid(svc, req, now)
      return wall(db, viewer, input.page, input.size)
    },
  })

  defineRoute(app, svc, {
    path: '/Wish/Bless',
    input: wishById,
    auth: true,
    async handler({ input, user, now }) {
      const r = await bless(db, user!.uid, input.id, now)
      if (!r) throw notFound()
      return { id: input.id, bless_count: r.bless_count, blessed: true, added: r.added }
    },
  })
}
