/**
 * The wire shapes of the book-club and activity routes (docs/content.md, /BookClub/… and /Activity/…), declared
 * once: the client calls (src/api/events.ts) and the server's rows and answers (server/src/repositories/events.ts,
 * routes/content/events.ts) both use them, so a renamed field breaks the type check on both sides.
 */

export type EventKind = 'book_club' | 'activity'
export type EventStatus = 'draft' | 'published' | 'cancelled' | 'archived'
export type EventAction = 'publish' | 'unpublish' | 'cancel' | 'archive'

export interface EventSessionWire {
  id: number
  event_id: number
  title: string
  /** Epoch ms. */
  starts_at: number
  ends_at: number
  /** '' means the event's location. */
  location: string
}

/** A session as an admin saves it: with its id to keep (and edit) it, without one to add it. */
export type EventSessionInput = Omit<EventSessionWire, 'id' | 'event_id'> & { id?: number }

/** The stored event (the admin's view; readers get it without the Markdown source). */
export interface EventRowWire {
  id: number
  kind: EventKind
  title: string
  cover: string
  host: string
  /** Book clubs only ('' for activities). */
  book_title: string
  book_author: string
  location: string
  intro_md: string
  /** Sanitised HTML (docs/content.md, Markdown). */
  intro_html: string
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
  created_at: number
  updated_at: number
}

/** An event in lists (no intro). */
export type EventWire = Omit<EventRowWire, 'intro_md' | 'intro_html' | 'created_at'> & {
  /** Reader answers: no places left / sign-up possible now. */
  full?: boolean
  open?: boolean
  /** ListMy answers: when the caller signed up. */
  signed_at?: number
}

export interface EventInfoWire extends EventWire {
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

export interface EventAdminWire extends EventRowWire {
  sessions: EventSessionWire[]
  signups?: EventSignupWire[]
}

/** What an admin saves (server/src/schemas/content.ts eventSave); without `sessions` the sessions stay as they are. */
export type EventSaveBody = Pick<
  EventRowWire,
  | 'title'
  | 'cover'
  | 'host'
  | 'book_title'
  | 'book_author'
  | 'location'
  | 'intro_md'
  | 'capacity'
  | 'signup_deadline'
  | 'starts_at'
  | 'ends_at'
  | 'sort'
> & {
  id?: number
  sessions?: EventSessionInput[]
}
