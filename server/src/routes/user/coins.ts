// Free coins (SPEC §1, §9): daily login 50 once per China calendar day (coin_type 2); sharing 10, at most
// three times per China day (coin_type 6, our cap). Admins may set a balance (CoinReset), as a ledger entry.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { int, text } from '../../schemas/common'
import { chinaDate } from '../../util/clock'
import { balance, COINS, grant } from '../../repositories/coins'
import { findUser } from '../../repositories/users'
import { loginInfo } from './session'
import { alnumToken } from '../../util/crypto'

export function registerCoins(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/User/CoinDaily',
    input: z.object({ coin_type: int(0, 99).pipe(z.union([z.literal(2), z.literal(6)], { message: 'coin_type 只能是 2 或 6' })) }),
    auth: true,
    async handler({ input, user, now }) {
      const uid = user!.uid
      if (!(await findUser(svc.db, 'uid', uid))) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
      const day = chinaDate(now)
      let coinAdd = 0
      if (input.coin_type === 2) {
        if (await grant(svc.db, uid, COINS.daily, '每日登录', `daily:${day}`, now)) coinAdd = COINS.daily
      } else {
        for (let n = 1; n <= COINS.sharePerDay && !coinAdd; n++) {
          if (await grant(svc.db, uid, COINS.share, '分享奖励', `share:${day}:${n}`, now)) coinAdd = COINS.share
        }
      }
      const u = await findUser(svc.db, 'uid', uid)
      if (!u) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
      return { ...(await loginInfo(svc, u, now, user)), coin_add: coinAdd }
    },
  })

  defineRoute(app, svc, {
    path: '/User/CoinReset',
    input: z.object({ uid: int(1, Number.MAX_SAFE_INTEGER), coin_num: int(0, 100_000_000), reason: text(100).optional() }),
    auth: 'coin:reset',
    async handler({ input, user, now }) {
      return svc.db.tx(async (q) => {
        const locked = await q.query('SELECT uid FROM users WHERE uid = $1 FOR UPDATE', [input.uid])
        if (!locked.rows.length) throw new ApiError(Codes.RECORD_NOT_FOUND, '用户不存在')
        const delta = input.coin_num - (await balance(q, input.uid))
        if (delta !== 0) {
          await grant(q, input.uid, delta, `管理员调整(${user!.uid})${input.reason ? ': ' + input.reason : ''}`, `reset:${now}:${alnumToken(8)}`, now)
        }
        return { uid: input.uid, coin_num: await balance(q, input.uid) }
      })
    },
  })
}
