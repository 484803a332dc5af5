import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute, RawJson } from '../../util/http'
import { arabicSyncBody, psychSyncBody, RECORD_LISTS, styleSyncBody } from '../../schemas/sync'
import { clampStamps, syncKinds, type SyncRecord } from '../../repositories/sync'

/** Custom Arabic points, chart styles and psychological test records: same last-writer-wins rule as births. */
export function registerRecordSync(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/ArabicPoint/Sync',
    input: arabicSyncBody,
    auth: true,
    perRecordKeys: RECORD_LISTS,
    async handler({ input, user, now }) {
      const [list] = await syncKinds(svc.db, user!.uid, [{ kind: 'arabic', list: clampStamps(input.list.ok as SyncRecord[], now) }])
      return new RawJson(`{"list":${list},"rejected":${JSON.stringify(input.list.rejected)}}`)
    },
  })
  defineRoute(app, svc, {
    path: '/ChartStyles/Sync',
    input: styleSyncBody,
    auth: true,
    perRecordKeys: RECORD_LISTS,
    async handler({ input, user, now }) {
      const [list] = await syncKinds(svc.db, user!.uid, [{ kind: 'style', list: clampStamps(input.list.ok as SyncRecord[], now) }])
      return new RawJson(`{"list":${list},"rejected":${JSON.stringify(input.list.rejected)}}`)
    },
  })
  defineRoute(app, svc, {
    path: '/Psych/Sync',
    input: psychSyncBody,
    auth: true,
    perRecordKeys: RECORD_LISTS,
    async handler({ input, user, now }) {
      const [list] = await syncKinds(svc.db, user!.uid, [{ kind: 'psych', list: clampStamps(input.list.ok as SyncRecord[], now) }])
      return new RawJson(`{"list":${list},"rejected":${JSON.stringify(input.list.rejected)}}`)
    },
  })
}
