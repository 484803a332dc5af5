// Settings sync (SPEC §3 upload payload): version 1 and the thirteen groups. An upload may carry any subset of
// groups; each group given replaces the stored one. Download answers what is stored (missing groups: keep local).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { empty, jsonValue, sized } from '../../schemas/common'
import { SETTINGS_GROUPS } from '../../../../src/api/settings-groups'

const group = z.record(z.string().max(100), jsonValue(4)).superRefine(sized(64_000)).optional()

/** Keys other than version and the thirteen groups are dropped and named back in `ignored`. */
export const settingsUploadBody = z
  .looseObject({
    version: z.union([z.literal(1), z.literal('1')]).transform(() => 1 as const),
    ...Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, group])),
  })
  .transform((b) => {
    const known = new Set<string>(['version', ...SETTINGS_GROUPS])
    const groups: Record<string, unknown> = {}
    const ignored: string[] = []
    for (const [k, v] of Object.entries(b)) {
      if (!known.has(k)) ignored.push(k.slice(0, 100))
      else if (k !== 'version' && v !== undefined) groups[k] = v
    }
    return { version: 1 as const, groups, ignored: ignored.slice(0, 50) }
  })

export function registerSettings(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/UserSettings/Upload',
    input: settingsUploadBody,
    auth: true,
    async handler({ input, user, now }) {
      const { version, groups, ignored } = input
      await svc.db.query(
        `INSERT INTO user_settings (uid, version, data, update_time) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (uid) DO UPDATE SET version = EXCLUDED.version, data = user_settings.data || EXCLUDED.data,
           update_time = EXCLUDED.update_time`,
        [user!.uid, version, JSON.stringify(groups), now],
      )
      return { version, update_time: now, ignored }
    },
  })

  defineRoute(app, svc, {
    path: '/UserSettings/Download',
    input: empty,
    auth: true,
    async handler({ user }) {
      const r = await svc.db.query<{ version: number; data: Record<string, unknown>; update_time: number }>(
        'SELECT version, data, update_time FROM user_settings WHERE uid = $1',
        [user!.uid],
      )
      const row = r.rows[0]
      if (!row) return { version: 1, update_time: 0 }
      return { ...row.data, version: row.version, update_time: Number(row.update_time) }
    },
  })
}
