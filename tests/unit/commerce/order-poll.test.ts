import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paymentVerdict, pollOrder, RETURN_POLL_INTERVAL_MS, RETURN_POLL_TRIES } from '@/store/order-poll'
import { fakeServer } from '../account/fake-server'
import { loggedInPurchaseServer } from './purchase-server'

// Back from a H5 cashier (return_url): the order page asks /Pay/Query every 2 s, on real timers, until paid,
// failed or a minute has passed. Fake timers drive the waits.
let srv: ReturnType<typeof fakeServer>['s']
const order = (status: string, payment = 'pending') => ({
  order_no: 'O1',
  status,
  cancel_reason: null,
  payments: [{ payment_no: 'P1', status: payment }],
})
const queries = () => srv.paths().filter((p) => p === '/Pay/Query').length

beforeEach(() => {
  srv = loggedInPurchaseServer()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('the verdict on an order after paying', () => {
  it('paid once money arrived (or the order moved past payment); failed when it will not pay or the provider said no', () => {
    expect(paymentVerdict(order('paid') as never)).toBe('paid')
    expect(paymentVerdict(order('completed') as never)).toBe('paid')
    expect(paymentVerdict(order('shipped') as never)).toBe('paid')
    expect(paymentVerdict(order('cancelled') as never)).toBe('failed')
    expect(paymentVerdict(order('created', 'failed') as never)).toBe('failed')
    expect(paymentVerdict(order('created') as never)).toBeNull()
  })
})

describe('polling the order after a H5 return', () => {
  it('asks at once, then every 2 s, reporting progress, until the callback has made it paid', async () => {
    const answers = ['created', 'created', 'paid']
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order(answers.shift()!) }))
    const progress: number[] = []
    const done = pollOrder('O1', { tries: RETURN_POLL_TRIES, intervalMs: RETURN_POLL_INTERVAL_MS, onProgress: (n) => progress.push(n) })
    await vi.advanceTimersByTimeAsync(0)
    expect(queries()).toBe(1)
    await vi.advanceTimersByTimeAsync(RETURN_POLL_INTERVAL_MS - 1)
    expect(queries()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(queries()).toBe(2)
    await vi.advanceTimersByTimeAsync(RETURN_POLL_INTERVAL_MS)
    expect(await done).toMatchObject({ kind: 'paid', order: { status: 'paid' } })
    expect(progress).toEqual([1, 2, 3])
    await vi.advanceTimersByTimeAsync(10 * RETURN_POLL_INTERVAL_MS)
    expect(queries()).toBe(3)
  })

  it('a provider failure or a cancelled order ends the wait as failed', async () => {
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('created', 'failed') }))
    const failed = pollOrder('O1', { tries: RETURN_POLL_TRIES, intervalMs: RETURN_POLL_INTERVAL_MS })
    await vi.advanceTimersByTimeAsync(0)
    expect(await failed).toMatchObject({ kind: 'failed' })
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('cancelled', 'closed') }))
    const dead = pollOrder('O1', { tries: RETURN_POLL_TRIES, intervalMs: RETURN_POLL_INTERVAL_MS })
    await vi.advanceTimersByTimeAsync(0)
    expect(await dead).toMatchObject({ kind: 'failed', order: { status: 'cancelled' } })
  })

  it('no result within the tries: a timeout after 30 questions over 58 s, with the order as last seen', async () => {
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('created') }))
    let result: unknown = null
    void pollOrder('O1', { tries: RETURN_POLL_TRIES, intervalMs: RETURN_POLL_INTERVAL_MS }).then((r) => (result = r))
    await vi.advanceTimersByTimeAsync((RETURN_POLL_TRIES - 1) * RETURN_POLL_INTERVAL_MS - 1)
    expect(result).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(result).toMatchObject({ kind: 'timeout', order: { status: 'created' } })
    expect(queries()).toBe(RETURN_POLL_TRIES)
  })

  it('stops when the page closes', async () => {
    srv.routes.set('/Pay/Query', () => ({ code: 0, data: order('created') }))
    let stopped = false
    const r = pollOrder('O1', { tries: RETURN_POLL_TRIES, intervalMs: RETURN_POLL_INTERVAL_MS, stopped: () => stopped })
    await vi.advanceTimersByTimeAsync(RETURN_POLL_INTERVAL_MS)
    stopped = true
    await vi.advanceTimersByTimeAsync(5 * RETURN_POLL_INTERVAL_MS)
    expect((await r).kind).toBe('timeout')
    expect(queries()).toBe(2)
  })
})
