import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  adminAreaOpen,
  adminSections,
  barHeights,
  depositReducer,
  fillPeriods,
  incomeTotals,
  INITIAL_DEPOSIT,
  periodsBetween,
  presetRange,
  rangeError,
  validateDeposit,
  type DepositEvent,
  type IncomeRowWire,
} from '@/store/admin-model'
import type { LoginInfo } from '@/store/session'

const login = (roles: string[], permissions: string[] = []): LoginInfo => ({
  token: 't',
  token_expired: 2e12,
  user: { uid: 1, nickname: '', avatar: '', coin_num: 0, roles, permissions },
})
const row = (period: string, income_fen: number, refunded_fen = 0): IncomeRowWire => ({
  period,
  income_fen,
  refunded_fen,
  payments: income_fen > 0 ? 1 : 0,
  coins_sold: 60,
  coins_deposited: 10,
  coins_spent: 5,
})

describe('who sees the admin area (SPEC §6)', () => {
  it('the admin role opens every section; a permission opens its own; nobody else any', () => {
    expect(adminSections(login(['admin'])).map((s) => s.route)).toEqual([
      'income-daily',
      'income-monthly',
      'coin-deposit',
      'admin-orders',
      'admin-products',
      'tree-hole-admin',
      'show-info-admin',
      'course-admin',
      'events-admin',
      'feedback-admin',
      'cms-admin',
    ])
    expect(adminSections(login([], ['coin:deposit'])).map((s) => s.route)).toEqual(['coin-deposit'])
    expect(adminSections(login([], ['order:manage'])).map((s) => s.route)).toEqual(['admin-orders'])
    expect(adminSections(login([], ['product:write'])).map((s) => s.route)).toEqual(['admin-products'])
    expect(adminSections(login([], ['treehole:moderate'])).map((s) => s.route)).toEqual(['tree-hole-admin'])
    expect(adminSections(login([], ['show:write'])).map((s) => s.route)).toEqual(['show-info-admin'])
    expect(adminSections(login([], ['content:write'])).map((s) => s.route)).toContain('events-admin')
    expect(adminSections(login([], ['content:write'])).map((s) => s.route)).toContain('course-admin')
    expect(adminSections(login([], ['content:write'])).map((s) => s.route)).toContain('cms-admin')
    expect(adminSections(login([], ['feedback:answer'])).map((s) => s.route)).toEqual(['feedback-admin'])
    expect(adminAreaOpen(login([]))).toBe(false)
    expect(adminAreaOpen(null)).toBe(false)
  })
})

describe('income periods', () => {
  it('day and month arithmetic crosses months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-11', 14)).toBe('2028-01')
  })
  it('the quick spans end today: 7 days, or 6 months including this one', () => {
    expect(presetRange('day', '2026-11-28', 7)).toEqual({ from: '2026-11-22', to: '2026-11-28' })
    expect(presetRange('day', '2026-11-28', 30).from).toBe('2026-10-30')
    expect(presetRange('month', '2026-11-28', 6)).toEqual({ from: '2026-06', to: '2026-11' })
  })
  it('a range backwards or longer than 400 days is refused before any call', () => {
    expect(rangeError('day', { from: '2026-11-02', to: '2026-11-01' })).toBe('order')
    expect(rangeError('day', { from: '2025-01-01', to: '2026-11-01' })).toBe('tooLong')
    expect(rangeError('day', { from: '2026-01-01', to: '2026-11-01' })).toBeNull()
    expect(rangeError('month', { from: '2020-01', to: '2026-11' })).toBeNull()
  })
  it('every period of the range is listed, with zeros where the server had nothing', () => {
    expect(periodsBetween('month', '2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    const filled = fillPeriods('day', { from: '2026-11-26', to: '2026-11-28' }, [row('2026-11-27', 600)])
    expect(filled.map((r) => [r.period, r.income_fen])).toEqual([
      ['2026-11-26', 0],
      ['2026-11-27', 600],
      ['2026-11-28', 0],
    ])
  })
  it('totals subtract refunds for the net; bars are scaled to the best period', () => {
    const rows = [row('2026-11-26', 600), row('2026-11-27', 3000, 600), row('2026-11-28', 0)]
    expect(incomeTotals(rows)).toMatchObject({ income_fen: 3600, refunded_fen: 600, net_fen: 3000, payments: 2, coins_sold: 180 })
    expect(barHeights(rows)).toEqual([0.2, 1, 0])
    expect(barHeights([row('2026-11-28', 0)])).toEqual([0])
  })
})

describe('the coin-deposit form', () => {
  it('needs a user id, a non-zero whole amount within a million and a reason', () => {
    expect(validateDeposit({ uid: '', amount: '', reason: ' ' })).toEqual({
      ok: false,
      errors: { uid: 'required', amount: 'required', reason: 'required' },
    })
    expect(validateDeposit({ uid: '0', amount: '0', reason: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { uid: 'badUid', amount: 'badAmount', reason: 'tooLong' },
    })
    expect(validateDeposit({ uid: '12', amount: '1000001', reason: '补偿' })).toMatchObject({ ok: false, errors: { amount: 'badAmount' } })
    expect(validateDeposit({ uid: ' 12 ', amount: '+100', reason: ' 活动补偿 ' })).toEqual({
      ok: true,
      value: { uid: 12, amount: 100, reason: '活动补偿' },
    })
    expect(validateDeposit({ uid: '12', amount: '-50', reason: '误充' })).toMatchObject({ ok: true, value: { amount: -50 } })
  })
  const replay = (events: DepositEvent[]) => events.reduce(depositReducer, INITIAL_DEPOSIT)
  const filled: DepositEvent[] = [
    { type: 'edit', field: 'uid', value: '7' },
    { type: 'edit', field: 'amount', value: '100' },
    { type: 'edit', field: 'reason', value: '活动补偿' },
  ]
  it('a failed deposit keeps its request id for the retry; editing the form makes another deposit', () => {
    const failed = replay([...filled, { type: 'submit', requestId: 'req-a' }, { type: 'fail', error: '网络不通' }])
    expect(failed).toMatchObject({ phase: 'failed', requestId: 'req-a', error: '网络不通' })
    expect(depositReducer(failed, { type: 'submit', requestId: 'req-b' }).requestId).toBe('req-a')
    const edited = depositReducer(failed, { type: 'edit', field: 'amount', value: '200' })
    expect(depositReducer(edited, { type: 'submit', requestId: 'req-b' }).requestId).toBe('req-b')
  })
  it('a second submit while sending changes nothing; done keeps the user and clears amount and reason', () => {
    const sending = replay([...filled, { type: 'submit', requestId: 'req-a' }])
    expect(depositReducer(sending, { type: 'submit', requestId: 'req-b' })).toBe(sending)
    expect(depositReducer(sending, { type: 'edit', field: 'amount', value: '9' })).toBe(sending)
    const done = depositReducer(sending, { type: 'done', result: { uid: 7, amount: 100, coinNum: 650, repeated: false } })
    expect(done).toMatchObject({ phase: 'done', requestId: null, form: { uid: '7', amount: '', reason: '' } })
    expect(depositReducer(done, { type: 'submit', requestId: 'req-c' })).toMatchObject({ phase: 'done', errors: { amount: 'required' } })
  })
  it('an invalid form is not sent: errors only', () => {
    const s = replay([
      { type: 'edit', field: 'uid', value: 'abc' },
      { type: 'submit', requestId: 'req-a' },
    ])
    expect(s).toMatchObject({ phase: 'editing', requestId: null, errors: { uid: 'badUid', amount: 'required', reason: 'required' } })
  })
})
