// Reports composed on the device (src/astro/reports): the catalogue with coin prices, unlocking a report type
// with coins (once per user: the ledger key report:<key> makes a repeat or a concurrent tap spend nothing), and
// the readings a user keeps. /Report/List (routes/shop) answers the unlocked keys.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { empty, int, num, text } from '../../schemas/common'
import { dbId } from '../../schemas/commerce'
import { balance, lockAccount, spend } from '../../repositories/coins'
import { isUnlocked, markUnlocked, reportType, reportTypes, saveReport, savedReport, savedReports } from '../../repositories/reports'
import { COINS_SHORT_MSG } from '../../commerce/coin-shop'

const reportKey = z.string().regex(/^[a-z0-9-]{1,40}$/, 'report_key 格式错误')

/** One birth as the composer needs it (SPEC §3 local shape, the fields that fix the chart). */
const birthInput = z.object({
  name: text(40).default(''),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 yyyy-MM-dd'),
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, '时间应为 HH:mm'),
  birthZone: num(-14, 14),
  summer: int(0, 1).default(0),
  lat: num(-90, 90),
  lng: num(-180, 180),
})

const reportInput = z.object({ births: z.array(birthInput).min(1).max(2), house: int(1, 12).optional() })

export function registerReports(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Report/Types',
    input: empty,
    handler: async () => ({ list: await reportTypes(svc.db) }),
  })

  defineRoute(app, svc, {
    path: '/Report/Unlock',
    input: z.object({ report_key: reportKey }),
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const spent = await svc.db.tx(async (q) => {
        if (!(await lockAccount(q, uid))) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
        if (await isUnlocked(q, uid, input.report_key)) return 0
        const type = await reportType(q, input.report_key)
        if (!type) throw new ApiError(Codes.NOT_FOR_SALE, '报告不存在或已下架')
        const r = await spend(q, { uid, amount: type.price_coins, reason: `解锁报告 ${type.name}`, idemKey: `report:${type.report_key}`, now })
        if (r === 'short') throw new ApiError(Codes.COINS_SHORT, COINS_SHORT_MSG)
        await markUnlocked(q, uid, type.report_key, now)
        return r === 'spent' ? type.price_coins : 0
      })
      return { report_key: input.report_key, unlocked: true, spent_coins: spent, coin_num: await balance(svc.db, uid) }
    },
  })

  defineRoute(app, svc, {
    path: '/Report/Save',
    input: z.object({ report_key: reportKey, subject: text(100).min(1, '不能为空'), input: reportInput }),
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      if (!(await isUnlocked(svc.db, uid, input.report_key))) throw new ApiError(Codes.NOT_FOR_SALE, '请先解锁这份报告')
      const needs = input.report_key === 'co-chart' ? 2 : 1
      if (input.input.births.length !== needs) throw new ApiError(Codes.BAD_INPUT, `参数错误：input.births 应为 ${needs} 个`)
      if (input.report_key === 'single-house' && input.input.house === undefined) throw new ApiError(Codes.BAD_INPUT, '参数错误：input.house 必填')
      const inputKey = JSON.stringify(input.input)
      return saveReport(svc.db, { uid, key: input.report_key, subject: input.subject, input: input.input, inputKey, now })
    },
  })

  defineRoute(app, svc, {
    path: '/Report/Saved',
    input: empty,
    auth: true,
    handler: async ({ user }) => ({ list: await savedReports(svc.db, user!.uid) }),
  })

  defineRoute(app, svc, {
    path: '/Report/SavedInfo',
    input: z.object({ id: dbId }),
    auth: true,
    async handler({ input, user }) {
      const r = await savedReport(svc.db, user!.uid, input.id)
      if (!r) throw new ApiError(Codes.RECORD_NOT_FOUND, '报告不存在')
      return r
    },
  })
}
