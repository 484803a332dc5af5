// Helpers of the content routes: the optional caller on public reads, permissions, and state moves through
// the transition tables.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { bearerOf } from '../../plugins/auth'
import { ApiError, Codes } from '../../util/errors'
import { defineRoute } from '../../util/http'
import { id, publishAction } from '../../schemas/content'
import type { Queryable } from '../../plugins/db'
import { getRow, moveState, type ContentTable } from '../../repositories/content'
import { nextState, PUBLISH } from './states'

/** Admin permissions of the content area (the admin role passes every one, SPEC §6). */
export const PERM = {
  content: 'content:write',
  feedback: 'feedback:answer',
  message: 'message:send',
} as const

/** The caller on a public route when a valid token came along; any bad or stale token reads as logged out. */
export async function optionalUid(svc: Services, req: FastifyRequest, now: number): Promise<number | null> {
  const token = bearerOf(req.headers.authorization)
  if (!token) return null
  try {
    const claims = await svc.jwt.verify(token, now)
    const state = await svc.tokens.get(claims.uid)
    return state && state.tokenVersion === claims.tokenVersion ? claims.uid : null
  } catch {
    return null
  }
}

export function found<T>(row: T | null | undefined, what: string): T {
  if (!row) throw new ApiError(Codes.RECORD_NOT_FOUND, `${what}不存在`)
  return row
}

const STATE_NAMES: Record<string, string> = { draft: '草稿', published: '已发布', archived: '已归档', cancelled: '已取消' }

/** Looks the move up in `table` and applies it only if the record is still in the state it was read in. */
export async function applyMove<A extends string>(
  q: Queryable,
  tableName: ContentTable,
  table: Record<A, Partial<Record<string, string>>>,
  id: number,
  action: A,
  now: number,
  what: string,
): Promise<{ from: string; to: string; row: Record<string, unknown> }> {
  const row = found(await getRow<{ status: string }>(q, tableName, id), what)
  const to = nextState(table as Record<A, Partial<Record<string, string>>>, row.status, action)
  if (!to) throw new ApiError(Codes.BAD_TRANSITION, `${STATE_NAMES[row.status] ?? row.status}的${what}不能执行 ${action}`)
  const moved = await moveState<Record<string, unknown>>(q, tableName, id, row.status, to, now)
  if (!moved) throw new ApiError(Codes.BAD_TRANSITION, `${what}状态已被修改，请刷新`)
  return { from: row.status, to, row: moved }
}

/** An admin route moving a record of `tableName` through draft → published → draft/archived (the PUBLISH table). */
export function definePublishStatusRoute(app: FastifyInstance, svc: Services, path: string, tableName: ContentTable, what: string): void {
  defineRoute(app, svc, {
    path,
    input: z.object({ id, action: publishAction }),
    auth: PERM.content,
    handler: async ({ input, now }) => (await applyMove(svc.db, tableName, PUBLISH, input.id, input.action, now, what)).row,
  })
}

/** Drops the Markdown source from a row answered to readers (they get the sanitised HTML). */
export function forReaders<T extends object>(row: T): Omit<T, 'body_md' | 'intro_md'> {
  const { body_md: _b, intro_md: _i, ...rest } = row as T & { body_md?: unknown; intro_md?: unknown }
  return rest
}
