import { describe, expect, it } from 'vitest'
import { PULL_DEFAULTS, PULL_IDLE, pullReducer, type PullEvent, type PullState } from '@/components/ui/logic/pull-refresh'

const run = (events: PullEvent[], from: PullState = PULL_IDLE) => events.reduce((s, e) => pullReducer(s, e), from)
// Defaults: threshold 60 shown px, damping 0.5 → 120 px of finger travel reaches it.
describe('pull-to-refresh states (SPEC §4)', () => {
  it('a short pull is pulling', () => {
    expect(run([{ type: 'move', pullPx: 40 }]).phase).toBe('pulling')
  })
  it('past the threshold it is reached', () => {
    expect(run([{ type: 'move', pullPx: 130 }]).phase).toBe('reached')
  })
  it('moving back under the threshold returns to pulling', () => {
    expect(
      run([
        { type: 'move', pullPx: 130 },
        { type: 'move', pullPx: 60 },
      ]).phase,
    ).toBe('pulling')
  })
  it('release when reached starts refreshing', () => {
    expect(run([{ type: 'move', pullPx: 130 }, { type: 'release' }]).phase).toBe('refreshing')
  })
  it('release early aborts and restores to idle with no offset', () => {
    expect(run([{ type: 'move', pullPx: 50 }, { type: 'release' }])).toEqual(PULL_IDLE)
  })
  it('refreshing ignores moves and releases until the page calls stop', () => {
    const s = run([{ type: 'move', pullPx: 130 }, { type: 'release' }, { type: 'move', pullPx: 10 }, { type: 'release' }])
    expect(s.phase).toBe('refreshing')
    expect(pullReducer(s, { type: 'stop' })).toEqual(PULL_IDLE)
  })
  it('stop outside refreshing changes nothing', () => {
    const s = run([{ type: 'move', pullPx: 40 }])
    expect(pullReducer(s, { type: 'stop' })).toBe(s)
  })
  it('the shown offset is damped and capped', () => {
    expect(run([{ type: 'move', pullPx: 100 }]).offsetPx).toBe(50)
    expect(run([{ type: 'move', pullPx: 1000 }]).offsetPx).toBe(PULL_DEFAULTS.maxPx)
  })
})
