// Answer codes. SPEC §8 names 0 (success), 101 (user info: account gone, clears login), 400/401/100001
// (toast and log out) and a few silent ones; every other code is toasted with its msg by the client.
export const Codes = {
  OK: 0,
  ACCOUNT_GONE: 101,
  NOT_LOGGED_IN: 401,
  TOKEN_INVALID: 100001,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_INPUT: 1001,
  RECORD_NOT_FOUND: 1002,
  CODE_INVALID: 1003,
  NOT_SUPPORTED: 1004,
  ALREADY_BOUND: 1005,
  PASSWORD_WRONG: 1006,
  NOT_CONFIGURED: 1007,
  UPSTREAM: 1008,
  SHARE_INVALID: 1009,
  INVITE_INVALID: 1010,
  /** Commerce (docs/commerce.md); a refused order or payment transition is BAD_TRANSITION, too few coins COINS_SHORT. */
  OUT_OF_STOCK: 1013,
  NOT_PAYABLE: 1014,
  ALREADY_OWNED: 1015,
  PAY_PROVIDER: 1016,
  NOT_FOR_SALE: 1017,
  /** Content (docs/content.md) and commerce: not enough coins (the client shows 星币不足 with this msg). */
  COINS_SHORT: 1101,
  /** A lesson of a course the caller has not enrolled in. */
  NOT_ENROLLED: 1102,
  /** Sign-up closed: the deadline passed, or the event is not open. */
  SIGNUP_CLOSED: 1103,
  /** Sign-up full: no places left. */
  SIGNUP_FULL: 1104,
  /** A state change the transition table does not allow (a reply to a closed thread, an order move …). */
  BAD_TRANSITION: 1105,
  /** Wellness (docs/wellness.md): the word filter refused the text; the msg says why, the client keeps the text. */
  TEXT_REJECTED: 1120,
} as const

export type Code = (typeof Codes)[keyof typeof Codes]

/** A failure answered as {code, msg, data: null} with HTTP 200 (the client reads the body code). */
export class ApiError extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const fail = (code: Code, msg: string): never => {
  throw new ApiError(code, msg)
}
