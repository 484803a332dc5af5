// /BookClub/* and /Activity/*: one shape for both (kind book_club | activity). Lists and details of published
// events, sign-up with a capacity and a deadline, withdrawal before the deadline, "my" lists and a schedule of
// the caller's sessions. Admins (content:write) create and edit them, set the schedule and see the sign-ups.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { rendered } from '../../util/markdown'
import { getRow, insertRow, updateRow } from '../../repositories/content'
import { notifyMany } from '../../repositories/messages'
import {
  isSignedUp,
  join,
  listEvents,
  myEvents,
  mySchedule,
  quit,
  saveSessions,
  sessionsOf,
  signupsOf,
  signupUids,
  type EventKind,
  type EventRow,
} from '../../repositories/events'
import type { EventSessionInput } from '../../../../src/api/event-types'
import type { Queryable } from '../../plugins/db'
import { adminList, byId, eventAction, eventSave, eventStatus, id, joinBody, paging, scheduleBody } from '../../schemas/content'
import { applyMove, forReaders, found, optionalUid, PERM } from './common'
import { EVENT } from './states'

const AREAS: { kind: EventKind; prefix: string; name: string; page: string }[] = [
  { kind: 'book_club', prefix: '/BookClub', name: '读书会', page: '/pagesC/book-club-info/index' },
  { kind: 'activity', prefix: '/Activity', name: '活动', page: '/pagesC/activity-info/index' },
]

const DAY_MS = 24 * 3600_000

export function registerEvents(app: FastifyInstance, svc: Services) {
  for (const area of AREAS) registerKind(app, svc, area)
}

function registerKind(app: FastifyInstance, svc: Services, { kind, prefix, name, page }: (typeof AREAS)[number]) {
  const db = svc.db
  const open = (e: EventRow, now: number) => e.status === 'published' && Number(e.signup_deadline) > now && e.signed_count < e.capacity
  const withFlags = <T extends EventRow>(e: T, now: number) => ({ ...e, full: e.signed_count >= e.capacity, open: open(e, now) })

  /** An event of this kind readers may see: published or cancelled (archived only for those signed up). */
  const visible = async (eventId: number, uid: number | null) => {
    const e = await getRow<EventRow>(db, 'events', eventId)
    if (e && e.kind === kind) {
      if (e.status === 'published' || e.status === 'cancelled') return e
      if (e.status === 'archived' && uid !== null && (await isSignedUp(db, uid, e.id))) return e
    }
    throw new ApiError(Codes.RECORD_NOT_FOUND, `${name}不存在`)
  }

  defineRoute(app, svc, {
    path: `${prefix}/List`,
    input: paging,
    async handler({ input, now }) {
      const p = await listEvents(db, kind, ['published'], now, input.page, input.size)
      return { ...p, list: p.list.map((e) => withFlags(e as EventRow, now)) }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/Info`,
    input: byId,
    async handler({ input, req, now }) {
      const uid = await optionalUid(svc, req, now)
      const e = await visible(input.id, uid)
      return {
        ...forReaders(withFlags(e, now)),
        sessions: await sessionsOf(db, e.id),
        joined: uid !== null && (await isSignedUp(db, uid, e.id)),
      }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/Join`,
    input: joinBody,
    auth: true,
    async handler({ input, user, now }) {
      const result = await db.tx(async (q) => {
        const r = await join(q, user!.uid, input.id, kind, input.remark, now)
        // Throwing rolls the sign-up row back.
        if (r === 'full') throw new ApiError(Codes.SIGNUP_FULL, `${name}名额已满`)
        if (r === 'closed') throw new ApiError(Codes.SIGNUP_CLOSED, `${name}报名已截止或未开放`)
        return r
      })
      const e = await getRow<EventRow>(db, 'events', input.id)
      return { joined: true, already: result === 'already', signed_count: e?.signed_count ?? 0, capacity: e?.capacity ?? 0 }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/Quit`,
    input: byId,
    auth: true,
    async handler({ input, user, now }) {
      const r = await db.tx((q) => quit(q, user!.uid, input.id, kind, now))
      if (r === 'closed') throw new ApiError(Codes.SIGNUP_CLOSED, '报名已截止，不能取消')
      if (r === 'none') throw new ApiError(Codes.RECORD_NOT_FOUND, `没有报名这个${name}`)
      return { joined: false }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/ListMy`,
    input: paging,
    auth: true,
    async handler({ input, user, now }) {
      const p = await myEvents(db, user!.uid, kind, input.page, input.size)
      return { ...p, list: p.list.map((e) => withFlags(e as EventRow, now)) }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/Schedule`,
    input: scheduleBody,
    auth: true,
    async handler({ input, user, now }) {
      const from = input.from ?? now - DAY_MS
      const to = input.to ?? from + 366 * DAY_MS
      if (to <= from) throw new ApiError(Codes.BAD_INPUT, '参数错误：to 应晚于 from')
      return { from, to, list: await mySchedule(db, user!.uid, kind, from, to) }
    },
  })

  // Admin.
  defineRoute(app, svc, {
    path: `${prefix}/AdminList`,
    input: adminList.extend({ status: eventStatus.optional() }),
    auth: PERM.content,
    async handler({ input, now }) {
      const statuses = input.status ? [input.status] : ['draft', 'published', 'cancelled', 'archived']
      return listEvents(db, kind, statuses, now, input.page, input.size)
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/AdminInfo`,
    input: byId,
    auth: PERM.content,
    async handler({ input }) {
      const e = await getRow<EventRow>(db, 'events', input.id)
      if (!e || e.kind !== kind) throw new ApiError(Codes.RECORD_NOT_FOUND, `${name}不存在`)
      return { ...e, sessions: await sessionsOf(db, e.id), signups: await signupsOf(db, e.id) }
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/Save`,
    input: eventSave,
    auth: PERM.content,
    async handler({ input, now }) {
      const { id: eventId, sessions, ...fields } = input
      const { html, excerpt } = rendered(fields.intro_md)
      const row = { ...fields, intro_html: html, excerpt }
      return db.tx(async (q) => {
        let saved: EventRow
        let old: EventRow | undefined
        if (eventId === undefined) saved = await insertRow<EventRow>(q, 'events', { ...row, kind }, now)
        else {
          const locked = await q.query<EventRow>('SELECT * FROM events WHERE id = $1 AND kind = $2 FOR UPDATE', [eventId, kind])
          old = locked.rows[0]
          if (!old) throw new ApiError(Codes.RECORD_NOT_FOUND, `${name}不存在`)
          if (fields.capacity < old.signed_count) throw new ApiError(Codes.BAD_INPUT, `参数错误：capacity 不能少于已报名的 ${old.signed_count} 人`)
          saved = found(await updateRow<EventRow>(q, 'events', eventId, row, now), name)
        }
        if (sessions) await checkedSessions(q, saved.id, old, sessions)
        return { ...saved, sessions: await sessionsOf(q, saved.id) }
      })
    },
  })

  defineRoute(app, svc, {
    path: `${prefix}/SetStatus`,
    input: z.object({ id, action: eventAction }),
    auth: PERM.content,
    async handler({ input, now }) {
      return db.tx(async (q) => {
        const e = await getRow<EventRow>(q, 'events', input.id)
        if (!e || e.kind !== kind) throw new ApiError(Codes.RECORD_NOT_FOUND, `${name}不存在`)
        const moved = await applyMove(q, 'events', EVENT, input.id, input.action, now, name)
        if (moved.to === 'cancelled') {
          const uids = await signupUids(q, input.id)
          await notifyMany(
            q,
            uids,
            { kind: 'event', title: `${name}已取消`, content: `你报名的${name}「${e.title}」已取消。`, link: `${page}?id=${e.id}` },
            now,
          )
        }
        return moved.row
      })
    },
  })
}

/** Saves an event's sessions under the rules of docs/content.md (Sessions); throwing rolls the whole save back. */
async function checkedSessions(q: Queryable, eventId: number, old: EventRow | undefined, sessions: EventSessionInput[]) {
  const r = await saveSessions(q, eventId, sessions)
  if (r.unknown.length) throw new ApiError(Codes.RECORD_NOT_FOUND, `日程不存在：${r.unknown.join(', ')}`)
  if (r.deleted.length && old && old.signed_count > 0 && old.status !== 'cancelled')
    throw new ApiError(Codes.BAD_TRANSITION, `已有 ${old.signed_count} 人报名，不能删除日程；可修改日程，或先取消活动`)
}
