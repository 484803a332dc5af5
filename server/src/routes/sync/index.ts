import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute, RawJson } from '../../util/http'
import { arabicSyncBody, divinationSyncBody, meditationSyncBody, psychSyncBody, RECORD_LISTS, styleSyncBody, type Rejected } from '../../schemas/sync'
import { clampStamps, syncKinds, type Kind, type SyncRecord } from '../../repositories/sync'

type OneListBody = z.ZodType<{ list: { ok: unknown[]; rejected: Rejected[] } }>

/** Record kinds synced one list at a time, under the same last-writer-wins rule as births. */
const ONE_LIST_SYNCS: { path: string; input: OneListBody; kind: Kind }[] = [
  { path: '/ArabicPoint/Sync', input: arabicSyncBody, kind: 'arabic' },
  { path: '/ChartStyles/Sync', input: styleSyncBody, kind: 'style' },
  { path: '/Psych/Sync', input: psychSyncBody, kind: 'psych' },
  { path: '/Divination/Sync', input: divinationSyncBody, kind: 'divination' },
  { path: '/Meditation/Sync', input: meditationSyncBody, kind: 'meditation' },
]

/** Custom Arabic points, chart styles, psychological test records, the divination and meditation histories. */
export function registerRecordSync(app: FastifyInstance, svc: Services) {
  for (const { path, input: schema, kind } of ONE_LIST_SYNCS) {
    defineRoute(app, svc, {
      path,
      input: schema,
      auth: true,
      perRecordKeys: RECORD_LISTS,
      async handler({ input, user, now }) {
        const [list] = await syncKinds(svc.db, user!.uid, [{ kind, list: clampStamps(input.list.ok as SyncRecord[], now) }])
        return new RawJson(`{"list":${list},"rejected":${JSON.stringify(input.list.rejected)}}`)
      },
    })
  }
}
