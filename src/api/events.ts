/**
 * Book clubs and activities (docs/content.md, /BookClub/… and /Activity/…): one entity with a `kind`, so one set
 * of calls takes the kind and picks the prefix.
 */
import type { Page } from './content'
import { post, type RequestOptions } from './request'

export type EventKind = 'book_club' | 'activity'
export type EventStatus = 'draft' | 'published' | 'cancelled' | 'archived'
export type EventAction = 'publish' | 'unpublish' | 'cancel' | 'archive'

/** The server's route prefix of each kind (server/src/routes/content/events.ts). */
export const EVENT_PREFIX: Record<EventKind, string> = { book_club: '/BookClub', activity: '/Activity' }

export interface EventSessionWire {
  id?: number
  title: string
  starts_at: number
  ends_at: number
  /** '' means the event's location. */
  location: string
}

export interface EventWire {
  id: number
  kind: EventKind
  title: string
  cover: string
  host: string
  /** Book clubs only ('' for activities). */
  book_title: string
  book_author: string
  location: string
  /** Plain text, the first 120 characters of the intro. */
  excerpt: string
  capacity: number
  signed_count: number
  /** Epoch ms. */
  signup_deadline: number
  starts_at: number
  ends_at: number
  sort: number
  status: EventStatus
  published_at: number | null
  /** Reader answers: no places left / sign-up possible now. */
  full?: boolean
  open?: boolean
  /** ListMy answers: when the caller signed up. */
  signed_at?: number
}

export interface EventInfoWire extends EventWire {
  /** Sanitised HTML (docs/content.md, Markdown). */
  intro_html: string
  sessions: EventSessionWire[]
  joined: boolean
}

export interface EventSignupWire {
  uid: number
  nickname: string
  remark: string
  created_at: number
}

export interface EventAdminWire extends EventWire {
  intro_md: string
  intro_html: string
  sessions: EventSessionWire[]
  signups?: EventSignupWire[]
}

/** What an admin saves (server/src/schemas/content.ts eventSave). */
export type EventSaveBody = Pick<
  EventWire,
  'title' | 'cover' | 'host' | 'book_title' | 'book_author' | 'location' | 'capacity' | 'signup_deadline' | 'starts_at' | 'ends_at' | 'sort'
> & {
  id?: number
  intro_md: string
  sessions: Omit<EventSessionWire, 'id'>[]
}

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
