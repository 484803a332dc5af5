// Tree hole moderation (docs/wellness.md): the permission `treehole:moderate` (the admin role passes) lists
// reported, held and hidden posts with their author's uid, and hides, restores or deletes a post. Every change
// writes an audit row in the same transaction.
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { audit } from '../../repositories/payments'
import { deletePost, moderatePost, reviewList } from '../../repositories/tree-hole'
import { treeHoleAdminList, treeHoleModerate } from '../../schemas/tree-hole'

export const TREE_HOLE_PERMISSION = 'treehole:moderate'

const ACTIONS = {
  '/TreeHole/AdminHide': { action: 'treehole.hide', run: (q, id, now) => moderatePost(q, id, 'hidden', now) },
  '/TreeHole/AdminRestore': { action: 'treehole.restore', run: (q, id, now) => moderatePost(q, id, 'visible', now) },
  '/TreeHole/AdminDelete': { action: 'treehole.delete', run: (q, id) => deletePost(q, id) },
} as const satisfies Record<string, { action: string; run: (q: Parameters<typeof deletePost>[0], id: number, now: number) => Promise<boolean> }>

export function registerTreeHoleAdmin(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/TreeHole/AdminList',
    input: treeHoleAdminList,
    auth: TREE_HOLE_PERMISSION,
    handler: async ({ input }) => reviewList(svc.db, input.filter, input.page, input.size),
  })

  for (const [path, { action, run }] of Object.entries(ACTIONS)) {
    defineRoute(app, svc, {
      path,
      input: treeHoleModerate,
      auth: TREE_HOLE_PERMISSION,
      handler: async ({ input, user, now }) =>
        svc.db.tx(async (q) => {
          if (!(await run(q, input.id, now))) throw new ApiError(Codes.RECORD_NOT_FOUND, '树洞不存在')
          await audit(q, { actor: user!.uid, action, target: `tree_hole:${input.id}`, reason: input.reason, now })
          return { id: input.id, done: action }
        }),
    })
  }
}
