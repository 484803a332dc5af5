// Wish pages: the form's look-back range (today to ten years ahead in device-local dates, one year ahead by
// default), their routes (dark title bars, login where they write) and the SPEC paths that open them.
import { describe, expect, it } from 'vitest'
import { lookBackRange } from '@/packageE/wish-create/dates'
import { ROUTES, routeById } from '@/routes'
import { resolvePagePath } from '@/spec-paths'

describe('look-back range', () => {
  it('starts today, defaults to a year ahead, ends ten years ahead', () => {
    expect(lookBackRange(new Date(2025, 2, 10, 23, 59))).toEqual({ start: '2025-03-10', initial: '2026-03-10', end: '2035-03-10' })
  })
  it('29 February lands on 28 February in a common year', () => {
    expect(lookBackRange(new Date(2024, 1, 29, 8))).toEqual({ start: '2024-02-29', initial: '2025-02-28', end: '2034-02-28' })
  })
})

describe('wish routes', () => {
  it('all three pages have dark title bars; writing needs login, the wall does not', () => {
    expect(['wish-page', 'wish-create', 'my-wishes'].map((id) => [id, routeById(id)?.darkTitleBar, !!routeById(id)?.needsLogin])).toEqual([
      ['wish-page', true, false],
      ['wish-create', true, true],
      ['my-wishes', true, true],
    ])
  })
  it('the wall is listed on the energy tab; SPEC pagesD/wish and pagesE/wish-page open it', () => {
    expect(ROUTES.find((r) => r.id === 'wish-page')?.wellness).toEqual({ icon: '愿' })
    for (const p of ['pagesD/wish/wish', 'pagesD/wish', 'pagesE/wish-page/wish-page']) expect(resolvePagePath(p)?.route.id).toBe('wish-page')
    expect(resolvePagePath('pagesE/my-wishes/index')?.route.id).toBe('my-wishes')
    expect(resolvePagePath('pagesE/wish-create')?.route.id).toBe('wish-create')
  })
})
