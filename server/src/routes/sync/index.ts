import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute, RawJson } from '../../util/http'
import { arabicSyncBody, styleSyncBody } from '../../schemas/sync'
import { listRecordsJson, upsertRecords, type SyncRecord } from '../../repositories/sync'

/** Custom Arabic points and chart styles: same last-writer-wins rule as births. */
export function registerRecordSync(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/ArabicPoint/Sync',
    input: arabicSyncBody,
    auth: true,
    async handler({ input, user }) {
      await upsertRecords(svc.db, user!.uid, 'arabic', input.list as SyncRecord[])
      return new RawJson(`{"list":${(await listRecordsJson(svc.db, user!.uid, ['arabic']))[0]}}`)
    },
  })
  defineRoute(app, svc, {
    path: '/ChartStyles/Sync',
    input: styleSyncBody,
    auth: true,
    async handler({ input, user }) {
      await upsertRecords(svc.db, user!.uid, 'style', input.list as SyncRecord[])
      return new RawJson(`{"list":${(await listRecordsJson(svc.db, user!.uid, ['style']))[0]}}`)
    },
  })
}
