// Births and groups: sync, upload, share codes (expire after 7 days), invite tokens (single use, 3 days).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute, RawJson } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { birthSchema, birthSyncBody, RECORD_LISTS } from '../../schemas/sync'
import { empty, recordId } from '../../schemas/common'
import { clampStamps, getRecord, insertNew, listRecords, syncKinds, upsertKinds, type SyncRecord } from '../../repositories/sync'
import { alnumToken } from '../../util/crypto'
import { findUser } from '../../repositories/users'
import { notify } from '../../repositories/messages'

export const SHARE_TTL_MS = 7 * 24 * 3600_000
export const INVITE_TTL_MS = 3 * 24 * 3600_000

const shareCode = z
  .string()
  .trim()
  .transform((s) => s.replace(/[¥￥]/g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9]{6,16}$/, '分享码格式错误'))
const inviteToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{16,64}$/, '邀请码格式错误')

/** A birth someone else fills in: needs a date and a time (SPEC §5); the server assigns id and time. */
const invitedBirth = birthSchema
  .omit({ id: true, update_time: true, is_del: true, is_local: true, is_top: true })
  .extend({ date: birthSchema.shape.date.unwrap().unwrap(), time: birthSchema.shape.time.unwrap().unwrap() })

/** A share snapshot: the birth without sync bookkeeping. */
const SYNC_ONLY = new Set(['is_del', 'is_local', 'is_top', 'update_time'])
function shareSnapshot(b: SyncRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(b).filter(([k]) => !SYNC_ONLY.has(k)))
}

export function registerBirth(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/Birth/Sync',
    input: birthSyncBody,
    auth: true,
    perRecordKeys: RECORD_LISTS,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const [list, groups] = await syncKinds(svc.db, uid, [
        { kind: 'birth', list: clampStamps(input.list.ok as SyncRecord[], now) },
        { kind: 'group', list: clampStamps(input.group_list.ok as SyncRecord[], now) },
      ])
      const rejected = JSON.stringify([...input.list.rejected, ...input.group_list.rejected])
      return new RawJson(`{"list":${list},"group_list":${groups},"rejected":${rejected}}`)
    },
  })

  // Upload pushes with the same rule as Sync, and answers the settled copies of what was pushed only.
  defineRoute(app, svc, {
    path: '/Birth/Upload',
    input: birthSyncBody,
    auth: true,
    perRecordKeys: RECORD_LISTS,
    async handler({ input, user, now }) {
      const uid = user!.uid
      const births = clampStamps(input.list.ok as SyncRecord[], now)
      const groups = clampStamps(input.group_list.ok as SyncRecord[], now)
      await upsertKinds(svc.db, uid, [
        { kind: 'birth', list: births },
        { kind: 'group', list: groups },
      ])
      const ids = (l: { id: number | string }[]) => [...new Set(l.map((r) => String(r.id)))]
      return {
        list: births.length ? await listRecords(svc.db, uid, 'birth', ids(births)) : [],
        group_list: groups.length ? await listRecords(svc.db, uid, 'group', ids(groups)) : [],
        rejected: [...input.list.rejected, ...input.group_list.rejected],
      }
    },
  })

  defineRoute(app, svc, {
    path: '/Birth/GetCodeString',
    input: z.object({ id: recordId }),
    auth: true,
    async handler({ input, user, now }) {
      const birth = await getRecord(svc.db, user!.uid, 'birth', String(input.id))
      if (!birth || birth.is_del) throw new ApiError(Codes.RECORD_NOT_FOUND, '没有找到这个生日，请先同步')
      const code = alnumToken(10)
      const expiresAt = now + SHARE_TTL_MS
      await svc.db.query('INSERT INTO birth_shares (code, uid, birth, birth_id, expires_at, created_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)', [
        code,
        user!.uid,
        JSON.stringify(shareSnapshot(birth)),
        String(input.id),
        expiresAt,
        now,
      ])
      return { code, code_string: `¥${code}¥`, expired_at: expiresAt }
    },
  })

  // Anyone holding the code may read the snapshot until it expires, while the birth itself is still in its
  // owner's list (no login needed to copy a birth).
  defineRoute(app, svc, {
    path: '/Birth/GetByCode',
    // SPEC §7 "body data code": {code} or {data: {code}}.
    input: z.union([z.object({ code: shareCode }), z.object({ data: z.object({ code: shareCode }) }).transform((b) => b.data)]),
    async handler({ input, now }) {
      const r = await svc.db.query<{ birth: Record<string, unknown> }>(
        `SELECT s.birth FROM birth_shares s
         JOIN sync_records b ON b.uid = s.uid AND b.kind = 'birth' AND b.id = s.birth_id AND b.is_del = 0
         WHERE s.code = $1 AND s.expires_at > $2`,
        [input.code, now],
      )
      if (!r.rows.length) throw new ApiError(Codes.SHARE_INVALID, '分享码不存在或已过期')
      return { birth_info: r.rows[0].birth }
    },
  })

  defineRoute(app, svc, {
    path: '/Birth/GetSendBirthToken',
    input: empty,
    auth: true,
    async handler({ user, now }) {
      const token = alnumToken(24)
      const expiresAt = now + INVITE_TTL_MS
      await svc.db.query('INSERT INTO birth_invites (token, uid, expires_at, created_at) VALUES ($1, $2, $3, $4)', [token, user!.uid, expiresAt, now])
      return { token, expired_at: expiresAt }
    },
  })

  defineRoute(app, svc, {
    path: '/Birth/CheckSendBirthToken',
    input: z.object({ token: inviteToken }),
    async handler({ input, now }) {
      const r = await svc.db.query<{ uid: number; expires_at: number }>(
        'SELECT uid, expires_at FROM birth_invites WHERE token = $1 AND used_at IS NULL AND expires_at > $2',
        [input.token, now],
      )
      const row = r.rows[0]
      const inviter = row ? await findUser(svc.db, 'uid', Number(row.uid)) : null
      if (!row || !inviter) throw new ApiError(Codes.INVITE_INVALID, '邀请已失效')
      return { valid: true, nickname: inviter.nickname, avatar: inviter.avatar, expired_at: Number(row.expires_at) }
    },
  })

  // The invitee (no login needed) fills a birth; it lands in the inviter's list. Each token works once.
  defineRoute(app, svc, {
    path: '/Birth/SendBirthToInviteCode',
    input: z.object({ token: inviteToken, birth: invitedBirth }),
    async handler({ input, now }) {
      return svc.db.tx(async (q) => {
        const r = await q.query<{ uid: number }>(
          `UPDATE birth_invites SET used_at = $2 WHERE token = $1 AND used_at IS NULL AND expires_at > $2 RETURNING uid`,
          [input.token, now],
        )
        if (!r.rows.length) throw new ApiError(Codes.INVITE_INVALID, '邀请已失效')
        const uid = Number(r.rows[0].uid)
        const birth = await insertNew(q, uid, 'birth', { ...input.birth, set_type: 2, update_time: now }, now)
        await q.query('UPDATE birth_invites SET birth_id = $2 WHERE token = $1', [input.token, String(birth.id)])
        const who = typeof input.birth.name === 'string' && input.birth.name ? `「${input.birth.name}」` : '对方'
        await notify(
          q,
          uid,
          {
            kind: 'birth_invite',
            title: '生日邀请已填写',
            content: `${who}填写了你发出的生日邀请，已加入你的档案列表。`,
            link: '/pagesA/birth-list/index',
          },
          now,
        )
        return { id: birth.id }
      })
    },
  })
}
