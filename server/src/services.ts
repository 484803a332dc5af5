import type { Db } from './plugins/db'
import type { Jwt } from './plugins/auth'
import type { Transport } from './plugins/mail'
import type { Clock } from './util/clock'
import type { RateLimits } from './repositories/codes'
import type { TokenStates } from './repositories/token-state'
import type { ScryptParams } from './util/crypto'
import type { Payments } from './payments/config'
import type { AiConfig } from './ai/provider'

export interface WeixinConfig {
  /** Official-account app (H5 in the messenger browser): OAuth openid and JS-SDK signatures. */
  appId?: string
  secret?: string
  /** Mini-program app: code-to-session login. */
  miniAppId?: string
  miniSecret?: string
  /** Base of the WeChat API (https://api.weixin.qq.com); tests point it at a local fake. */
  apiBase: string
  /** Full code-to-session URL (default `${apiBase}/sns/jscode2session`). */
  codeToSessionUrl: string
}

export interface Services {
  db: Db
  jwt: Jwt
  tokens: TokenStates
  mail: Transport
  clock: Clock
  /** Key for hashing stored verification codes. */
  codeSecret: string
  adminEmails: Set<string>
  weixin: WeixinConfig
  limits: RateLimits
  /** Password hashing cost for new hashes (older, weaker hashes are upgraded at login). */
  passwordParams: ScryptParams
  /** Payment providers, callback base and payability (docs/commerce.md). */
  payments: Payments
  /** The OpenAI-compatible reading provider, or null when not configured (server/README.md). */
  ai: AiConfig | null
}
