/**
 * Book clubs and activities (docs/content.md, Event): whether the reader can sign up and why not, the "my" lists
 * as a schedule grouped by day, and the admin's edit form. Pure: the clock comes in as `nowMs`, days are local.
 */
import type { EventAction, EventAdminWire, EventKind, EventSaveBody, EventSessionInput, EventStatus, EventWire } from '@/api/events'

export type { EventAction, EventKind, EventStatus } from '@/api/events'

/** Route ids of each kind's pages. */
export const EVENT_ROUTES = {
  book_club: { list: 'book-club-list', info: 'book-club-info', my: 'book-club-list-my' },
  activity: { list: 'activity-list', info: 'activity-info', my: 'activity-list-my' },
} as const satisfies Record<EventKind, { list: string; info: string; my: string }>

export const EVENT_KINDS: readonly EventKind[] = ['book_club', 'activity']

/**
 * The sign-up button's state: `open` and `joined` act; the rest say why nothing can be done (docs/content.md
 * Sign-up: withdrawing is allowed until the deadline, joining needs a published event before the deadline with
 * places left).
 */
export type SignUpState = 'open' | 'joined' | 'joinedLocked' | 'full' | 'deadlinePassed' | 'cancelled' | 'closed'

export function signUpState(
  e: Pick<EventWire, 'status' | 'signup_deadline' | 'signed_count' | 'capacity'> & { joined?: boolean },
  nowMs: number,
): SignUpState {
  if (e.status === 'cancelled') return 'cancelled'
  const beforeDeadline = nowMs < e.signup_deadline
  if (e.joined) return beforeDeadline && e.status === 'published' ? 'joined' : 'joinedLocked'
  if (e.status !== 'published') return 'closed'
  if (!beforeDeadline) return 'deadlinePassed'
  if (e.signed_count >= e.capacity) return 'full'
  return 'open'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Local yyyy-MM-dd of an instant. */
export function localDay(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Local 'yyyy-MM-dd HH:mm' of an instant: how times are shown and typed. */
export function localDateTime(ms: number): string {
  const d = new Date(ms)
  return `${localDay(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A local 'yyyy-MM-dd HH:mm' (or 'yyyy-MM-dd', midnight) as epoch ms; null when it is not a real date. */
export function parseLocalDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)]
  const date = new Date(y, mo - 1, d, h, mi)
  const same = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d && date.getHours() === h && h < 24 && mi < 60
  return same ? date.getTime() : null
}

export interface DayGroup<T> {
  /** Local yyyy-MM-dd of the events' start. */
  day: string
  events: T[]
}

/**
 * The caller's events as a schedule: those not yet over first, soonest first, then the finished ones, latest
 * first; each part grouped by the local day the event starts.
 */
export function scheduleGroups<T extends Pick<EventWire, 'id' | 'starts_at' | 'ends_at'>>(
  events: readonly T[],
  nowMs: number,
): { upcoming: DayGroup<T>[]; past: DayGroup<T>[] } {
  const upcoming = events.filter((e) => e.ends_at >= nowMs).sort((a, b) => a.starts_at - b.starts_at || a.id - b.id)
  const past = events.filter((e) => e.ends_at < nowMs).sort((a, b) => b.starts_at - a.starts_at || b.id - a.id)
  return { upcoming: byDay(upcoming), past: byDay(past) }
}

function byDay<T extends Pick<EventWire, 'starts_at'>>(sorted: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = []
  for (const e of sorted) {
    const day = localDay(e.starts_at)
    const last = groups[groups.length - 1]
    if (last && last.day === day) last.events.push(e)
    else groups.push({ day, events: [e] })
  }
  return groups
}

// ---- admin ----

/** The admin actions each status allows (server/src/routes/content/states.ts EVENT). */
export const EVENT_ACTIONS: Record<EventStatus, readonly EventAction[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'cancel', 'archive'],
  cancelled: ['archive'],
  archived: ['publish'],
}

/** Server limits (server/src/schemas/content.ts eventSave). */
export const EVENT_LIMITS = { title: 100, host: 40, book_title: 100, book_author: 60, location: 200, intro_md: 20_000, capacity: 100_000 } as const

export interface EventForm {
  title: string
  cover: string
  host: string
  book_title: string
  book_author: string
  location: string
  intro_md: string
  capacity: string
  signup_deadline: string
  starts_at: string
  ends_at: string
}
export type EventField = keyof EventForm
export type EventFormError = 'required' | 'badNumber' | 'badTime' | 'endsBeforeStart' | 'deadlineAfterEnd' | 'badCover'

export const EMPTY_EVENT_FORM: EventForm = {
  title: '',
  cover: '',
  host: '',
  book_title: '',
  book_author: '',
  location: '',
  intro_md: '',
  capacity: '',
  signup_deadline: '',
  starts_at: '',
  ends_at: '',
}

export function formOfEvent(e: Omit<EventSaveBody, 'sessions' | 'sort'>): EventForm {
  return {
    title: e.title,
    cover: e.cover,
    host: e.host,
    book_title: e.book_title,
    book_author: e.book_author,
    location: e.location,
    intro_md: e.intro_md,
    capacity: String(e.capacity),
    signup_deadline: localDateTime(e.signup_deadline),
    starts_at: localDateTime(e.starts_at),
    ends_at: localDateTime(e.ends_at),
  }
}

const TIME_FIELDS = ['signup_deadline', 'starts_at', 'ends_at'] as const

/** The form checked as the server will check it; the body to save (without id, sort and sessions) or the errors. */
export function validateEventForm(
  f: EventForm,
): { ok: true; value: Omit<EventSaveBody, 'id' | 'sort' | 'sessions'> } | { ok: false; errors: Partial<Record<EventField, EventFormError>> } {
  const errors: Partial<Record<EventField, EventFormError>> = {}
  const title = f.title.trim()
  if (!title) errors.title = 'required'
  const cover = f.cover.trim()
  if (cover && !/^(https:\/\/|\/api\/)/.test(cover)) errors.cover = 'badCover'
  const capacity = f.capacity.trim()
  if (!capacity) errors.capacity = 'required'
  else if (!/^[1-9]\d*$/.test(capacity) || Number(capacity) > EVENT_LIMITS.capacity) errors.capacity = 'badNumber'
  const times: Partial<Record<(typeof TIME_FIELDS)[number], number>> = {}
  for (const k of TIME_FIELDS) {
    if (!f[k].trim()) errors[k] = 'required'
    else {
      const ms = parseLocalDateTime(f[k])
      if (ms === null) errors[k] = 'badTime'
      else times[k] = ms
    }
  }
  const { signup_deadline, starts_at, ends_at } = times
  if (starts_at !== undefined && ends_at !== undefined && ends_at < starts_at) errors.ends_at = 'endsBeforeStart'
  if (signup_deadline !== undefined && ends_at !== undefined && signup_deadline > ends_at) errors.signup_deadline = 'deadlineAfterEnd'
  if (Object.keys(errors).length || signup_deadline === undefined || starts_at === undefined || ends_at === undefined) return { ok: false, errors }
  return {
    ok: true,
    value: {
      title,
      cover,
      host: f.host.trim(),
      book_title: f.book_title.trim(),
      book_author: f.book_author.trim(),
      location: f.location.trim(),
      intro_md: f.intro_md,
      capacity: Number(capacity),
      signup_deadline,
      starts_at,
      ends_at,
    },
  }
}

// ---- admin: sessions (docs/content.md, Sessions) ----

/** One session row of the editor; `id` is set for a stored session, absent for one being added. */
export interface SessionForm {
  id?: number
  title: string
  starts_at: string
  ends_at: string
  location: string
}
export type SessionField = Exclude<keyof SessionForm, 'id'>
export type SessionError = 'required' | 'badTime' | 'endsNotAfterStart' | 'outsideEvent'

/** Server limits (server/src/schemas/content.ts session). */
export const SESSION_LIMITS = { title: 100, location: 200, count: 100 } as const

export const EMPTY_SESSION_FORM: SessionForm = { title: '', starts_at: '', ends_at: '', location: '' }

export const sessionFormsOf = (e: Pick<EventAdminWire, 'sessions'>): SessionForm[] =>
  e.sessions.map((x) => ({
    id: x.id,
    title: x.title,
    starts_at: localDateTime(x.starts_at),
    ends_at: localDateTime(x.ends_at),
    location: x.location,
  }))

/** A stored session may be removed while nobody signed up, or once the event is cancelled (the server's rule). */
export const sessionsRemovable = (e: Pick<EventAdminWire, 'signed_count' | 'status'> | null): boolean =>
  !e || e.signed_count === 0 || e.status === 'cancelled'

/** The rows checked as the server will check them, within the event's span; the sessions to save or the errors by row. */
export function validateSessions(
  rows: readonly SessionForm[],
  event: { starts_at: number; ends_at: number },
): { ok: true; value: EventSessionInput[] } | { ok: false; errors: Partial<Record<SessionField, SessionError>>[] } {
  const value: EventSessionInput[] = []
  const errors = rows.map((r) => {
    const e: Partial<Record<SessionField, SessionError>> = {}
    const starts = parseLocalDateTime(r.starts_at)
    const ends = parseLocalDateTime(r.ends_at)
    if (!r.starts_at.trim()) e.starts_at = 'required'
    else if (starts === null) e.starts_at = 'badTime'
    if (!r.ends_at.trim()) e.ends_at = 'required'
    else if (ends === null) e.ends_at = 'badTime'
    if (starts !== null && ends !== null) {
      if (ends <= starts) e.ends_at = 'endsNotAfterStart'
      else if (starts < event.starts_at || ends > event.ends_at) e.starts_at = 'outsideEvent'
      else
        value.push({
          ...(r.id === undefined ? {} : { id: r.id }),
          title: r.title.trim(),
          starts_at: starts,
          ends_at: ends,
          location: r.location.trim(),
        })
    }
    return e
  })
  return errors.some((e) => Object.keys(e).length) ? { ok: false, errors } : { ok: true, value }
}
