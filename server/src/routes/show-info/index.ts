// /Index/ShowInfo (public): the home page's flags, banners, tips and tool map (SPEC §3 Show info).
// /Index/ShowInfoSave: an admin replaces the whole document; the change is audited in the same transaction.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { audit } from '../../repositories/payments'
import { readShowInfo, saveShowInfo } from '../../repositories/show-info'
import { showInfoBody } from '../../schemas/show-info'

export const SHOW_INFO_PERMISSION = 'show:write'

export function registerShowInfo(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Index/ShowInfo',
    input: z.object({}),
    handler: () => readShowInfo(svc.db),
  })

  defineRoute(app, svc, {
    path: '/Index/ShowInfoSave',
    input: showInfoBody,
    auth: SHOW_INFO_PERMISSION,
    async handler({ input, user, now }) {
      await svc.db.tx(async (q) => {
        await saveShowInfo(q, input, now)
        await audit(q, { actor: user!.uid, action: 'show-info.save', target: 'show-info', detail: input, now })
      })
      return readShowInfo(svc.db)
    },
  })
}
