// /Merit/Sync: the wooden fish's counter (docs/wellness.md). The device pushes its own absolute count per day;
// the server keeps, per (user, device, day), the greatest count it has seen and answers every day's sum over the
// user's devices with this device's own share, plus the knock word (last writer wins).
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { chinaDate } from '../../util/clock'
import { MAX_AHEAD_MS } from '../../repositories/sync'
import { listDays, pushCounts, settleWord } from '../../repositories/merit'
import { meritSyncBody, type MeritRejected } from '../../schemas/merit'

/** The latest day a device may count: its local date can run up to a day ahead of China's (UTC+14 vs UTC+8). */
const lastDayFor = (now: number) => chinaDate(now + 24 * 3600_000)

export function registerMerit(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Merit/Sync',
    input: meritSyncBody,
    auth: true,
    perRecordKeys: ['list'],
    async handler({ input, user, now }) {
      const uid = user!.uid
      const last = lastDayFor(now)
      const rejected: MeritRejected[] = [...input.list.rejected]
      const ok = input.list.ok.filter((d) => {
        if (d.date <= last) return true
        rejected.push({ index: d.index, date: d.date, msg: `date 晚于服务器日期 ${last}` })
        return false
      })
      await pushCounts(svc.db, uid, input.device, ok, now)
      const w = input.word
      // A stamp far in the future would win over every later change: clamped to the server time (as for records).
      const word = await settleWord(svc.db, uid, w ? { ...w, update_time: w.update_time > now + MAX_AHEAD_MS ? now : w.update_time } : null)
      const list = await listDays(svc.db, uid, input.device)
      const total = list.reduce((s, d) => s + d.count, 0)
      rejected.sort((a, b) => a.index - b.index)
      return { list, total, word, rejected }
    },
  })
}
