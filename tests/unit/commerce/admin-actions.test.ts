import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadIncome, submitDeposit, useDeposit } from '@/store/admin-actions'
import { setPurchaseWait } from '@/store/coin-buy-actions'
import { useSession } from '@/store/session'
import { fakeServer, info } from '../account/fake-server'
import { loggedInPurchaseServer } from './purchase-server'

// The admin pages' actions against a scripted server: what goes out, and the deposit store after each answer.
let srv: ReturnType<typeof fakeServer>['s']
const bodies = (path: string) => srv.calls.filter((c) => c.url.endsWith(path)).map((c) => JSON.parse(JSON.stringify(c.data)))
const fill = (uid: string, amount: string, reason: string) => {
  const { dispatch } = useDeposit.getState()
  dispatch({ type: 'edit', field: 'uid', value: uid })
  dispatch({ type: 'edit', field: 'amount', value: amount })
  dispatch({ type: 'edit', field: 'reason', value: reason })
}

beforeEach(() => {
  srv = loggedInPurchaseServer()
  useDeposit.getState().reset()
})
afterEach(() => setPurchaseWait(null))

describe('income pages', () => {
  it('the range picks the call and its dates; the answer is filled to every period', async () => {
    srv.routes.set('/Admin/IncomeDaily', () => ({
      code: 0,
      data: { list: [{ period: '2026-11-27', income_fen: 600, refunded_fen: 0, payments: 1, coins_sold: 60, coins_deposited: 0, coins_spent: 0 }] },
    }))
    srv.routes.set('/Admin/IncomeMonthly', () => ({ code: 0, data: { list: [] } }))
    const days = await loadIncome('day', { from: '2026-11-26', to: '2026-11-28' })
    expect(days.map((r) => r.income_fen)).toEqual([0, 600, 0])
    expect(bodies('/Admin/IncomeDaily')).toEqual([{ from: '2026-11-26', to: '2026-11-28' }])
    expect(await loadIncome('month', { from: '2026-10', to: '2026-11' })).toHaveLength(2)
    expect(bodies('/Admin/IncomeMonthly')).toEqual([{ from: '2026-10', to: '2026-11' }])
  })
  it('a refusal (403 for a non-admin) reaches the page as an error', async () => {
    srv.routes.set('/Admin/IncomeDaily', () => ({ code: 403, msg: '没有权限' }))
    await expect(loadIncome('day', { from: '2026-11-28', to: '2026-11-28' })).rejects.toThrow('没有权限')
  })
})

describe('coin deposit', () => {
  it('a double tap sends one deposit; the new balance is shown', async () => {
    srv.routes.set('/Admin/CoinDeposit', () => ({ code: 0, data: { uid: 7, coin_num: 650, repeated: false } }))
    fill('7', '100', '活动补偿')
    await Promise.all([submitDeposit(1_800_000_000_000), submitDeposit(1_800_000_000_001)])
    const sent = bodies('/Admin/CoinDeposit')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ uid: 7, amount: 100, reason: '活动补偿' })
    expect(sent[0].request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(useDeposit.getState()).toMatchObject({ phase: 'done', result: { uid: 7, amount: 100, coinNum: 650, repeated: false } })
  })
  it('a failure then a retry sends the same request id (the server adds once); a new deposit gets a new id', async () => {
    srv.routes.set('/Admin/CoinDeposit', () => ({ code: 1101, msg: '用户星币不足，不能扣除这么多' }))
    fill('7', '-900', '误充')
    await submitDeposit(1_800_000_000_000)
    expect(useDeposit.getState()).toMatchObject({ phase: 'failed', error: '用户星币不足，不能扣除这么多' })
    srv.routes.set('/Admin/CoinDeposit', () => ({ code: 0, data: { uid: 7, coin_num: 0, repeated: true } }))
    await submitDeposit(1_800_000_000_500)
    const [first, retry] = bodies('/Admin/CoinDeposit')
    expect(retry.request_id).toBe(first.request_id)
    expect(useDeposit.getState().result).toMatchObject({ repeated: true, amount: -900 })
    fill('7', '5', '签到补发')
    await submitDeposit(1_800_000_001_000)
    expect(bodies('/Admin/CoinDeposit')[2].request_id).not.toBe(first.request_id)
  })
  it('an invalid form sends nothing', async () => {
    fill('x', '0', '')
    await submitDeposit(1_800_000_000_000)
    expect(srv.paths()).toEqual([])
    expect(useDeposit.getState().errors).toEqual({ uid: 'badUid', amount: 'badAmount', reason: 'required' })
  })
  it('a deposit to the admin’s own account re-reads it for 我的', async () => {
    const own = useSession.getState().loginInfo!.user.uid
    srv.routes.set('/Admin/CoinDeposit', () => ({ code: 0, data: { uid: Number(own), coin_num: 600, repeated: false } }))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(600) }))
    fill(String(own), '100', '测试')
    await submitDeposit(1_800_000_000_000)
    expect(srv.paths()).toEqual(['/Admin/CoinDeposit', '/User/Info'])
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(600)
  })
})
