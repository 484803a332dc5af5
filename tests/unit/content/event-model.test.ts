import { describe, expect, it } from 'vitest'
import {
  EMPTY_EVENT_FORM,
  EVENT_ACTIONS,
  formOfEvent,
  localDateTime,
  parseLocalDateTime,
  scheduleGroups,
  sessionFormsOf,
  sessionsRemovable,
  signUpState,
  validateEventForm,
  validateSessions,
} from '@/store/event-model'

const at = (text: string) => parseLocalDateTime(text)!
const NOW = at('2026-12-01 12:00')
const base = { status: 'published' as const, signup_deadline: at('2026-12-03 20:00'), signed_count: 3, capacity: 10 }

describe('sign-up state (docs/content.md, Sign-up)', () => {
  it('a published event before its deadline with places left is open', () => {
    expect(signUpState(base, NOW)).toBe('open')
  })
  it('no places left: full', () => {
    expect(signUpState({ ...base, signed_count: 10 }, NOW)).toBe('full')
  })
  it('at or after the deadline: deadline passed, even with places left', () => {
    expect(signUpState(base, base.signup_deadline)).toBe('deadlinePassed')
    expect(signUpState({ ...base, signed_count: 10 }, base.signup_deadline + 1)).toBe('deadlinePassed')
  })
  it('cancelled wins over everything, joined or not', () => {
    expect(signUpState({ ...base, status: 'cancelled' }, NOW)).toBe('cancelled')
    expect(signUpState({ ...base, status: 'cancelled', joined: true }, NOW)).toBe('cancelled')
  })
  it('a signed-up reader may withdraw until the deadline, then not', () => {
    expect(signUpState({ ...base, joined: true, signed_count: 10 }, NOW)).toBe('joined')
    expect(signUpState({ ...base, joined: true }, base.signup_deadline)).toBe('joinedLocked')
  })
  it('drafts and archived events take no sign-ups', () => {
    expect(signUpState({ ...base, status: 'archived' }, NOW)).toBe('closed')
    expect(signUpState({ ...base, status: 'archived', joined: true }, NOW)).toBe('joinedLocked')
  })
})

describe('my events as a schedule', () => {
  const ev = (id: number, starts: string, ends: string) => ({ id, starts_at: at(starts), ends_at: at(ends) })
  const list = [
    ev(1, '2026-11-20 19:00', '2026-11-20 21:00'),
    ev(2, '2026-12-05 19:00', '2026-12-05 21:00'),
    ev(3, '2026-12-02 10:00', '2026-12-02 12:00'),
    ev(4, '2026-12-05 09:00', '2026-12-05 10:00'),
    ev(5, '2026-11-30 09:00', '2026-12-01 18:00'),
    ev(6, '2026-10-01 09:00', '2026-10-01 10:00'),
  ]
  it('upcoming first, soonest first, grouped by the local start day; a running event counts as upcoming', () => {
    const { upcoming } = scheduleGroups(list, NOW)
    expect(upcoming.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-30', [5]],
      ['2026-12-02', [3]],
      ['2026-12-05', [4, 2]],
    ])
  })
  it('finished events after them, latest first', () => {
    expect(scheduleGroups(list, NOW).past.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-20', [1]],
      ['2026-10-01', [6]],
    ])
  })
  it('nothing signed up: no groups', () => {
    expect(scheduleGroups([], NOW)).toEqual({ upcoming: [], past: [] })
  })
})

describe('local date and time text', () => {
  it('reads yyyy-MM-dd HH:mm and a bare date (midnight), and writes it back', () => {
    expect(localDateTime(at('2026-12-05 19:30'))).toBe('2026-12-05 19:30')
    expect(localDateTime(at('2026-2-3'))).toBe('2026-02-03 00:00')
  })
  it('refuses dates that do not exist and other shapes', () => {
    for (const bad of ['2026-02-30 10:00', '2026-12-05 24:00', '2026-12-05 10:60', '12/05/2026', '']) expect(parseLocalDateTime(bad), bad).toBeNull()
  })
})

describe('the admin form', () => {
  const good = {
    ...EMPTY_EVENT_FORM,
    title: ' 共读《占星学》 ',
    capacity: '12',
    signup_deadline: '2026-12-04 20:00',
    starts_at: '2026-12-05 19:30',
    ends_at: '2026-12-05 21:00',
    book_title: '占星学',
  }
  it('a complete form gives the body to save, trimmed, times as epoch ms', () => {
    const r = validateEventForm(good)
    expect(r).toMatchObject({ ok: true, value: { title: '共读《占星学》', capacity: 12, starts_at: at('2026-12-05 19:30'), book_title: '占星学' } })
  })
  it('required fields, numbers and times are checked as the server checks them', () => {
    const r = validateEventForm({ ...EMPTY_EVENT_FORM, capacity: '0', starts_at: 'tomorrow' })
    expect(r).toEqual({
      ok: false,
      errors: { title: 'required', capacity: 'badNumber', signup_deadline: 'required', starts_at: 'badTime', ends_at: 'required' },
    })
  })
  it('the end before the start, and a deadline after the end, are refused', () => {
    expect(validateEventForm({ ...good, ends_at: '2026-12-05 19:00' })).toMatchObject({ ok: false, errors: { ends_at: 'endsBeforeStart' } })
    expect(validateEventForm({ ...good, signup_deadline: '2026-12-06 00:00' })).toMatchObject({
      ok: false,
      errors: { signup_deadline: 'deadlineAfterEnd' },
    })
  })
  it('a cover must be https or a same-site /api/ path', () => {
    expect(validateEventForm({ ...good, cover: 'http://x.example/a.png' })).toMatchObject({ ok: false, errors: { cover: 'badCover' } })
    expect(validateEventForm({ ...good, cover: 'https://x.example/a.png' }).ok).toBe(true)
  })
  it('a saved event comes back into the form unchanged', () => {
    const r = validateEventForm(good)
    if (!r.ok) throw new Error('expected a valid form')
    expect(formOfEvent(r.value)).toEqual({ ...good, title: '共读《占星学》' })
  })
  it('the status actions follow the server transition table', () => {
    expect(EVENT_ACTIONS).toEqual({
      draft: ['publish', 'archive'],
      published: ['unpublish', 'cancel', 'archive'],
      cancelled: ['archive'],
      archived: ['publish'],
    })
  })
})

describe('the admin session rows (docs/content.md, Sessions)', () => {
  const event = { starts_at: at('2026-12-05 00:00'), ends_at: at('2026-12-12 23:00') }
  const row = { title: ' 第一次 ', starts_at: '2026-12-05 19:30', ends_at: '2026-12-05 21:00', location: '' }
  it('a stored row keeps its id, a new row has none; times become epoch ms', () => {
    expect(
      validateSessions(
        [
          { ...row, id: 7 },
          { ...row, title: '' },
        ],
        event,
      ),
    ).toEqual({
      ok: true,
      value: [
        { id: 7, title: '第一次', starts_at: at('2026-12-05 19:30'), ends_at: at('2026-12-05 21:00'), location: '' },
        { title: '', starts_at: at('2026-12-05 19:30'), ends_at: at('2026-12-05 21:00'), location: '' },
      ],
    })
  })
  it('a session ends after it starts (equal times are refused)', () => {
    expect(validateSessions([{ ...row, ends_at: row.starts_at }], event)).toEqual({ ok: false, errors: [{ ends_at: 'endsNotAfterStart' }] })
  })
  it('a session lies within the event; missing and malformed times are named per row', () => {
    expect(validateSessions([row, { ...row, starts_at: '2026-12-04 19:00' }], event)).toEqual({
      ok: false,
      errors: [{}, { starts_at: 'outsideEvent' }],
    })
    expect(validateSessions([{ ...row, starts_at: '', ends_at: '12/05' }], event)).toEqual({
      ok: false,
      errors: [{ starts_at: 'required', ends_at: 'badTime' }],
    })
  })
  it('stored sessions come back as rows in local time', () => {
    const s = { id: 3, event_id: 1, title: 'x', starts_at: at('2026-12-05 19:30'), ends_at: at('2026-12-05 21:00'), location: '书店' }
    expect(sessionFormsOf({ sessions: [s] })).toEqual([
      { id: 3, title: 'x', starts_at: '2026-12-05 19:30', ends_at: '2026-12-05 21:00', location: '书店' },
    ])
  })
  it('stored sessions may be removed while nobody signed up or once the event is cancelled', () => {
    expect(sessionsRemovable(null)).toBe(true)
    expect(sessionsRemovable({ signed_count: 0, status: 'published' })).toBe(true)
    expect(sessionsRemovable({ signed_count: 2, status: 'published' })).toBe(false)
    expect(sessionsRemovable({ signed_count: 2, status: 'cancelled' })).toBe(true)
  })
})
