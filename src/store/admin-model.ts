/**
 * The admin area's model (SPEC §1 admin income and coin deposit, §6 admin role; docs/commerce.md endpoints):
 * who may open it, income periods and totals, and the coin-deposit form. Pure: no calls, no clock.
 */
import type { IncomeRowWire } from '@/api/commerce'
import { hasPermission, type LoginInfo } from './session'

export type { IncomeRowWire } from '@/api/commerce'

/** Admin pages and the server permission each needs (server/src/routes/admin/index.ts, routes/tree-hole/admin.ts, routes/show-info, routes/content/common.ts PERM). */
export const ADMIN_SECTIONS = [
  { route: 'income-daily', permission: 'income:read' },
  { route: 'income-monthly', permission: 'income:read' },
  { route: 'coin-deposit', permission: 'coin:deposit' },
  { route: 'admin-orders', permission: 'order:manage' },
  { route: 'admin-products', permission: 'product:write' },
  { route: 'tree-hole-admin', permission: 'treehole:moderate' },
  { route: 'show-info-admin', permission: 'show:write' },
  { route: 'course-admin', permission: 'content:write' },
  { route: 'events-admin', permission: 'content:write' },
  { route: 'feedback-admin', permission: 'feedback:answer' },
  { route: 'cms-admin', permission: 'content:write' },
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** The sections this account may open: all for the admin role (SPEC §6), else by permission. */
export function adminSections(info: LoginInfo): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => hasPermission(info, s.permission))
}

export const adminAreaOpen = (info: LoginInfo) => adminSections(info).length > 0

// ---- income periods ----

export type IncomeUnit = 'day' | 'month'

/** Quick ranges the income pages offer: days ending today, months ending this month. */
export const DAY_SPANS = [7, 30, 90] as const
export const MONTH_SPANS = [6, 12, 24] as const

/** Longest day range the server answers (Admin/IncomeDaily: 400 days). */
export const MAX_DAYS = 400

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  const k = y * 12 + (m - 1) + n
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`
}

export interface PeriodRange {
  from: string
  to: string
}

/** `span` days ending `today` (yyyy-MM-dd), or `span` months ending today's month. */
export function presetRange(unit: IncomeUnit, today: string, span: number): PeriodRange {
  if (unit === 'day') return { from: addDays(today, 1 - span), to: today }
  const to = today.slice(0, 7)
  return { from: addMonths(to, 1 - span), to }
}

/** Why a range cannot be asked for, or null. */
export function rangeError(unit: IncomeUnit, r: PeriodRange): 'order' | 'tooLong' | null {
  if (r.from > r.to) return 'order'
  if (unit === 'day' && periodsBetween(unit, r.from, r.to).length > MAX_DAYS) return 'tooLong'
  return null
}

/** Every period from `from` to `to`, inclusive (at most MAX_DAYS + 1 of them). */
export function periodsBetween(unit: IncomeUnit, from: string, to: string): string[] {
  const out: string[] = []
  for (let p = from; p <= to && out.length <= MAX_DAYS; p = unit === 'day' ? addDays(p, 1) : addMonths(p, 1)) out.push(p)
  return out
}

const zeroRow = (period: string): IncomeRowWire => ({
  period,
  income_fen: 0,
  refunded_fen: 0,
  payments: 0,
  coins_sold: 0,
  coins_deposited: 0,
  coins_spent: 0,
})

/** The server answers only periods with activity; the table and chart show every period of the range. */
export function fillPeriods(unit: IncomeUnit, r: PeriodRange, rows: readonly IncomeRowWire[]): IncomeRowWire[] {
  const byPeriod = new Map(rows.map((x) => [x.period, x]))
  return periodsBetween(unit, r.from, r.to).map((p) => byPeriod.get(p) ?? zeroRow(p))
}

export interface IncomeTotals extends Omit<IncomeRowWire, 'period'> {
  /** Income kept: paid minus refunded. */
  net_fen: number
}

export function incomeTotals(rows: readonly IncomeRowWire[]): IncomeTotals {
  const sum = (k: keyof Omit<IncomeRowWire, 'period'>) => rows.reduce((n, x) => n + x[k], 0)
  const income_fen = sum('income_fen')
  const refunded_fen = sum('refunded_fen')
  return {
    income_fen,
    refunded_fen,
    net_fen: income_fen - refunded_fen,
    payments: sum('payments'),
    coins_sold: sum('coins_sold'),
    coins_deposited: sum('coins_deposited'),
    coins_spent: sum('coins_spent'),
  }
}

/** Bar heights 0..1 of each period's income against the largest (all 0 when nothing came in). */
export function barHeights(rows: readonly IncomeRowWire[]): number[] {
  const max = Math.max(0, ...rows.map((x) => x.income_fen))
  return rows.map((x) => (max > 0 ? x.income_fen / max : 0))
}

// ---- coin deposit ----

export interface DepositForm {
  uid: string
  amount: string
  reason: string
}

export type DepositField = keyof DepositForm
export type DepositError = 'required' | 'badUid' | 'badAmount' | 'tooLong'

/** Server limits of Admin/CoinDeposit (server/src/routes/admin/index.ts). */
export const MAX_DEPOSIT = 1_000_000
export const MAX_REASON = 200

export interface DepositInput {
  uid: number
  amount: number
  reason: string
}

export function validateDeposit(
  f: DepositForm,
): { ok: true; value: DepositInput } | { ok: false; errors: Partial<Record<DepositField, DepositError>> } {
  const errors: Partial<Record<DepositField, DepositError>> = {}
  const uid = f.uid.trim()
  const amount = f.amount.trim().replace(/^\+/, '')
  const reason = f.reason.trim()
  if (!uid) errors.uid = 'required'
  else if (!/^[1-9]\d{0,15}$/.test(uid)) errors.uid = 'badUid'
  if (!amount) errors.amount = 'required'
  else if (!/^-?[1-9]\d*$/.test(amount) || Math.abs(Number(amount)) > MAX_DEPOSIT) errors.amount = 'badAmount'
  if (!reason) errors.reason = 'required'
  else if (reason.length > MAX_REASON) errors.reason = 'tooLong'
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, value: { uid: Number(uid), amount: Number(amount), reason } }
}

export interface DepositResult {
  uid: number
  amount: number
  coinNum: number
  /** The server had this request id already: nothing was added twice. */
  repeated: boolean
}

export interface DepositState {
  form: DepositForm
  phase: 'editing' | 'submitting' | 'done' | 'failed'
  errors: Partial<Record<DepositField, DepositError>>
  /** The id of the deposit being sent; kept after a failure so a retry cannot deposit twice. */
  requestId: string | null
  result: DepositResult | null
  error: string
}

export const INITIAL_DEPOSIT: DepositState = {
  form: { uid: '', amount: '', reason: '' },
  phase: 'editing',
  errors: {},
  requestId: null,
  result: null,
  error: '',
}

export type DepositEvent =
  | { type: 'edit'; field: DepositField; value: string }
  | { type: 'submit'; requestId: string }
  | { type: 'done'; result: DepositResult }
  | { type: 'fail'; error: string }

export function depositReducer(s: DepositState, e: DepositEvent): DepositState {
  switch (e.type) {
    case 'edit':
      // A changed form is another deposit: it gets a new request id.
      if (s.phase === 'submitting') return s
      return { ...s, form: { ...s.form, [e.field]: e.value }, errors: { ...s.errors, [e.field]: undefined }, requestId: null, phase: 'editing' }
    case 'submit': {
      if (s.phase === 'submitting') return s
      const v = validateDeposit(s.form)
      if (!v.ok) return { ...s, errors: v.errors }
      return { ...s, phase: 'submitting', errors: {}, error: '', requestId: s.requestId ?? e.requestId }
    }
    case 'done':
      // The user stays chosen; amount and reason are cleared so the next deposit is typed afresh.
      return s.phase === 'submitting'
        ? { ...s, phase: 'done', result: e.result, requestId: null, form: { uid: s.form.uid, amount: '', reason: '' } }
        : s
    case 'fail':
      return s.phase === 'submitting' ? { ...s, phase: 'failed', error: e.error } : s
  }
}
