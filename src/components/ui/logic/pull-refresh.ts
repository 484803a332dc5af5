/**
 * SPEC §4 pull-to-refresh: pulling → reached (past the threshold) → refreshing on release;
 * released early it aborts and restores; it ends when the page calls stop.
 */
export type PullPhase = 'idle' | 'pulling' | 'reached' | 'refreshing'

export interface PullState {
  phase: PullPhase
  /** Shown offset (px) after damping. */
  offsetPx: number
}

export type PullEvent = { type: 'move'; pullPx: number } | { type: 'release' } | { type: 'stop' }

export interface PullOptions {
  /** Shown offset at which a release refreshes. */
  thresholdPx: number
  /** Largest shown offset. */
  maxPx: number
  /** Shown offset = finger distance × damping. */
  damping: number
}

export const PULL_DEFAULTS: PullOptions = { thresholdPx: 60, maxPx: 120, damping: 0.5 }
export const PULL_IDLE: PullState = { phase: 'idle', offsetPx: 0 }

export function pullReducer(state: PullState, event: PullEvent, o: PullOptions = PULL_DEFAULTS): PullState {
  switch (event.type) {
    case 'move': {
      if (state.phase === 'refreshing') return state
      const offsetPx = Math.min(o.maxPx, Math.max(0, event.pullPx * o.damping))
      if (offsetPx <= 0) return PULL_IDLE
      return { phase: offsetPx >= o.thresholdPx ? 'reached' : 'pulling', offsetPx }
    }
    case 'release':
      if (state.phase === 'reached') return { phase: 'refreshing', offsetPx: o.thresholdPx }
      if (state.phase === 'refreshing') return state
      return PULL_IDLE // released early: abort and restore
    case 'stop':
      return state.phase === 'refreshing' ? PULL_IDLE : state
  }
}
