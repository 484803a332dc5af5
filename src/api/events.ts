/**
 * Book clubs and activities (docs/content.md, /BookClub/… and /Activity/…): one entity with a `kind`, so one set
 * of calls takes the kind and picks the prefix.
 */
import type { Page } from './content'
import { post, type RequestOptions } from './request'

import type { EventAction, EventAdminWire, EventInfoWire, EventKind, EventSaveBody, EventStatus, EventWire } from './event-types'

export type * from './event-types'

/** The server's route prefix of each kind (server/src/routes/content/events.ts). */
export const EVENT_PREFIX: Record<EventKind, string> = { book_club: '/BookClub', activity: '/Activity' }

const path = (kind: EventKind, action: string) => `${EVENT_PREFIX[kind]}/${action}`

export const eventList = (kind: EventKind, body: { page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<EventWire>>(path(kind, 'List'), body, o)
export const eventInfo = (kind: EventKind, id: number, o: RequestOptions = {}) => post<EventInfoWire>(path(kind, 'Info'), { id }, o)
export const eventJoin = (kind: EventKind, id: number, o: RequestOptions = {}) =>
  post<{ joined: true; already: boolean; signed_count: number; capacity: number }>(path(kind, 'Join'), { id }, o)
export const eventQuit = (kind: EventKind, id: number, o: RequestOptions = {}) => post<{ joined: false }>(path(kind, 'Quit'), { id }, o)
export const eventListMy = (kind: EventKind, body: { page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<EventWire>>(path(kind, 'ListMy'), body, o)

export const eventAdminList = (kind: EventKind, body: { status?: EventStatus; page?: number; size?: number } = {}, o: RequestOptions = {}) =>
  post<Page<EventWire>>(path(kind, 'AdminList'), body, o)
export const eventAdminInfo = (kind: EventKind, id: number, o: RequestOptions = {}) => post<EventAdminWire>(path(kind, 'AdminInfo'), { id }, o)
export const eventSave = (kind: EventKind, body: EventSaveBody, o: RequestOptions = {}) => post<EventAdminWire>(path(kind, 'Save'), body, o)
export const eventSetStatus = (kind: EventKind, id: number, action: EventAction, o: RequestOptions = {}) =>
  post<EventWire>(path(kind, 'SetStatus'), { id, action }, o)
