import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute, RawJson } from '../../util/http'
import { arabicSyncBody, styleSyncBody } from '../../schemas/sync'
import { syncKinds, type SyncRecord } from '../../repositories/sync'

/** Custom Arabic points and chart styles: same last-writer-wins rule as births. */
export function registerRecordSync(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/ArabicPoint/Sync',
    input: arabicSyncBody,
    auth: true,
    async handler({ input, user }) {
      const [list] = await syncKinds(svc.db, user!.uid, [{ kind: 'arabic', list: input.list as SyncRecord[] }])
      return new RawJson(`{"list":${list}}`)
    },
  })
  defineRoute(app, svc, {
    path: '/ChartStyles/Sync',
    input: styleSyncBody,
    auth: true,
    async handler({ input, user }) {
      const [list] = await syncKinds(svc.db, user!.uid, [{ kind: 'style', list: input.list as SyncRecord[] }])
      return new RawJson(`{"list":${list}}`)
    },
  })
}
