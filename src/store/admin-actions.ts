/**
 * The admin area's calls (docs/commerce.md Admin/*): income per day or month, and coin deposits that go out
 * once however often the button is tapped (one request id per deposit, kept for retries).
 */
import { create } from 'zustand'
import { coinDeposit, incomeDaily, incomeMonthly } from '@/api/commerce'
import { refreshUserInfo } from './account'
import {
  depositReducer,
  fillPeriods,
  INITIAL_DEPOSIT,
  type DepositEvent,
  type DepositState,
  type IncomeRowWire,
  type IncomeUnit,
  type PeriodRange,
} from './admin-model'
import { newRequestId, QUIET } from './shop-actions'
import { useSession } from './session'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** Every period of the range, with zero rows where nothing happened. */
export async function loadIncome(unit: IncomeUnit, r: PeriodRange): Promise<IncomeRowWire[]> {
  const call = unit === 'day' ? incomeDaily : incomeMonthly
  return fillPeriods(unit, r, (await call(r.from, r.to, QUIET)).list)
}

interface DepositStore extends DepositState {
  dispatch(e: DepositEvent): void
  reset(): void
}

export const useDeposit = create<DepositStore>((set) => ({
  ...INITIAL_DEPOSIT,
  dispatch: (e) => set((s) => depositReducer(s, e)),
  reset: () => set({ ...INITIAL_DEPOSIT }),
}))

/**
 * Sends the deposit in the form. A second tap while it is on its way does nothing; a retry after a failure
 * sends the same request id, so the server adds the coins at most once.
 */
export async function submitDeposit(nowMs: number): Promise<void> {
  const store = useDeposit.getState()
  if (store.phase === 'submitting') return
  store.dispatch({ type: 'submit', requestId: newRequestId(nowMs) })
  const s = useDeposit.getState()
  if (s.phase !== 'submitting' || !s.requestId) return
  const uid = Number(s.form.uid.trim())
  const amount = Number(s.form.amount.trim().replace(/^\+/, ''))
  try {
    const r = await coinDeposit({ uid, amount, reason: s.form.reason.trim(), request_id: s.requestId }, QUIET)
    s.dispatch({ type: 'done', result: { uid: r.uid, amount, coinNum: r.coin_num, repeated: r.repeated } })
    // An admin topping up their own account sees the new balance in 我的 too.
    if (String(useSession.getState().loginInfo?.user.uid) === String(r.uid)) await refreshUserInfo().catch(() => undefined)
  } catch (e) {
    s.dispatch({ type: 'fail', error: messageOf(e) })
  }
}
