// The order, payment, report and card transition tables: every listed transition is allowed for exactly its
// actors, and every other (state, event, actor) combination is refused.
import { describe, expect, it } from 'vitest'
import {
  CARD_EVENTS,
  CARD_STATES,
  CARD_TRANSITIONS,
  next,
  nextOrder,
  nextPayment,
  ORDER_EVENTS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  REPORT_EVENTS,
  REPORT_STATES,
  REPORT_TRANSITIONS,
  isFinalOrder,
  type Actor,
  type Transition,
} from '../../server/src/commerce/machines'

const ACTORS: Actor[] = ['user', 'admin', 'system']

function enumerate<S extends string, E extends string>(table: readonly Transition<S, E>[], states: readonly S[], events: readonly E[]) {
  const allowed: string[] = []
  const refused: string[] = []
  for (const s of states)
    for (const e of events)
      for (const a of ACTORS) {
        const to = next(table, s, e, a)
        const t = table.find((x) => x.from === s && x.event === e)
        if (t && t.by.includes(a)) {
          expect(to).toBe(t.to)
          allowed.push(`${s} -${e}/${a}-> ${to}`)
        } else {
          expect(to).toBeNull()
          refused.push(`${s} -${e}/${a}`)
        }
      }
  return { allowed, refused }
}

describe('order state machine', () => {
  it('allows exactly the listed transitions', () => {
    const { allowed, refused } = enumerate(ORDER_TRANSITIONS, ORDER_STATES, ORDER_EVENTS)
    expect(allowed.sort()).toEqual(
      [
        'created -pay/system-> paid',
        'created -cancel/user-> cancelled',
        'created -cancel/admin-> cancelled',
        'created -expire/system-> cancelled',
        'paid -ship/admin-> shipped',
        'paid -fulfil/system-> completed',
        'paid -refund/admin-> refunded',
        'shipped -confirm/user-> completed',
        'shipped -confirm/admin-> completed',
        'shipped -refund/admin-> refunded',
        'completed -refund/admin-> refunded',
      ].sort(),
    )
    expect(allowed.length + refused.length).toBe(ORDER_STATES.length * ORDER_EVENTS.length * ACTORS.length)
  })

  it.each([
    ['a user cannot pay an order by saying so', 'created', 'pay', 'user'],
    ['a paid order cannot be cancelled', 'paid', 'cancel', 'user'],
    ['a paid order does not expire', 'paid', 'expire', 'system'],
    ['a user cannot ship', 'paid', 'ship', 'user'],
    ['an unpaid order cannot ship', 'created', 'ship', 'admin'],
    ['an unpaid order cannot be refunded', 'created', 'refund', 'admin'],
    ['a user cannot refund', 'completed', 'refund', 'user'],
    ['a cancelled order cannot be paid', 'cancelled', 'pay', 'system'],
    ['a refunded order cannot be refunded twice', 'refunded', 'refund', 'admin'],
    ['a physical order is confirmed only after shipping', 'paid', 'confirm', 'user'],
    ['virtual fulfilment is the system’s', 'paid', 'fulfil', 'admin'],
  ] as const)('%s', (_name, from, event, actor) => {
    expect(nextOrder(from, event, actor)).toBeNull()
  })

  it('cancelled and refunded are final', () => {
    expect(ORDER_STATES.filter(isFinalOrder).sort()).toEqual(['cancelled', 'refunded'])
  })
})

describe('payment state machine', () => {
  it('allows exactly the listed transitions', () => {
    const { allowed } = enumerate(PAYMENT_TRANSITIONS, PAYMENT_STATES, PAYMENT_EVENTS)
    expect(allowed.sort()).toEqual(
      [
        'pending -succeed/system-> succeeded',
        'pending -fail/system-> failed',
        'pending -close/user-> closed',
        'pending -close/admin-> closed',
        'pending -close/system-> closed',
        'failed -succeed/system-> succeeded',
        'failed -close/user-> closed',
        'failed -close/admin-> closed',
        'failed -close/system-> closed',
        'succeeded -refund/admin-> refunded',
      ].sort(),
    )
  })

  it('a closed payment never succeeds; a succeeded one never fails or closes; only admins refund', () => {
    expect(nextPayment('closed', 'succeed', 'system')).toBeNull()
    expect(nextPayment('succeeded', 'fail', 'system')).toBeNull()
    expect(nextPayment('succeeded', 'close', 'system')).toBeNull()
    expect(nextPayment('succeeded', 'succeed', 'system')).toBeNull()
    expect(nextPayment('succeeded', 'refund', 'user')).toBeNull()
    expect(nextPayment('pending', 'refund', 'admin')).toBeNull()
    expect(nextPayment('refunded', 'refund', 'admin')).toBeNull()
  })
})

describe('report and card state machines', () => {
  it('reports: unlocked by coins or a voucher, locked again only by an admin refund', () => {
    const { allowed } = enumerate(REPORT_TRANSITIONS, REPORT_STATES, REPORT_EVENTS)
    expect(allowed.sort()).toEqual(['locked -buy/user-> unlocked', 'locked -redeem/user-> unlocked', 'unlocked -revoke/admin-> locked'].sort())
  })

  it('cards: used once, revoked only while unused', () => {
    const { allowed } = enumerate(CARD_TRANSITIONS, CARD_STATES, CARD_EVENTS)
    expect(allowed.sort()).toEqual(['active -use/user-> used', 'active -revoke/admin-> revoked'].sort())
  })
})
