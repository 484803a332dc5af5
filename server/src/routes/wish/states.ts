// The wish state machine as a transition table (docs/wellness.md). Handlers look the move up here; a move not in
// the table answers code 1105 and changes nothing. Tests enumerate every (state, action) pair.

export type WishState = 'open' | 'fulfilled' | 'let_go'
export type WishAction = 'fulfil' | 'let_go'

export const WISH_STATES: readonly WishState[] = ['open', 'fulfilled', 'let_go']

/** An open wish comes true (fulfilled) or is let go; both are final. */
export const WISH: Record<WishAction, Partial<Record<WishState, WishState>>> = {
  fulfil: { open: 'fulfilled' },
  let_go: { open: 'let_go' },
}
