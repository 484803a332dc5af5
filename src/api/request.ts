/**
 * The typed HTTP client (SPEC §7, §8). Every call: base URL set at launch, the SPEC §7 headers, a 60 s
 * timeout, an optional loading indicator, the {code, msg, data} envelope and the whole error catalogue:
 * which codes toast, which log out, 没有网络 / 未知错误 / 网络错误, and token expiry sending the user to login.
 * The store layer plugs in the token and the logout (this layer sits below it).
 */
import { APP_VERSION_CODE } from '@/version'
import { feedback, type Feedback } from '@/platform/feedback'
import { networkType } from '@/platform/network'
import { clientFacts, defaultApiBase, taroTransport, type ClientFacts, type Transport } from '@/platform/request'

export const REQUEST_TIMEOUT_MS = 60_000

/** SPEC §8: codes handled without the generic toast. */
export const SILENT_CODES: ReadonlySet<number> = new Set([0, 60002, 40005, 41005, 400, 401, 100001])
/** SPEC §8: codes that clear the login info (message toasted when the call allows toasts). */
export const LOGOUT_CODES: ReadonlySet<number> = new Set([400, 401, 100001])
/** SPEC §8: the backend library's login-failure codes; they send the user to the login page. */
export const TOKEN_EXPIRED_CODES: ReadonlySet<string> = new Set([
  'uni-id-token-expired',
  'uni-id-check-token-failed',
  'uni-id-token-not-exist',
  'uni-id-check-device-feature-failed',
])
export function isTokenExpiredCode(code: unknown): boolean {
  return typeof code === 'string' && (TOKEN_EXPIRED_CODES.has(code) || code.startsWith('TOKEN_INVALID'))
}

/** Texts of the catalogue (zh-Hans); the app installs a translator for the reader's language. */
export const REQUEST_TEXT = {
  noNetwork: '没有网络',
  unknown: '未知错误',
  httpError: '网络错误',
  requestFailed: '请求失败',
  loading: '加载中...',
  loginExpired: '登录失效，请重新登录',
} as const
export type RequestTextKey = keyof typeof REQUEST_TEXT

export type FailureKind = 'network' | 'http' | 'no-body' | 'code' | 'logout' | 'expired'

export class ApiRequestError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: number | string | null,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  /** Show the loading indicator while the call runs (a string replaces 加载中...). */
  loading?: boolean | string
  /** Toast failures (default true). Logout and redirect happen either way. */
  toast?: boolean
  /** Text toasted when no answer came (SPEC §8: 请求失败 for coin calls and user info). */
  networkErrorText?: RequestTextKey
  /** Extra headers; an Authorization given here replaces the session's token (user-info reset token). */
  headers?: Record<string, string>
}

export interface ApiConfig {
  baseUrl: string
  transport: Transport
  getToken: () => string | null
  /** Clears the login info (codes 400, 401, 100001 and token expiry). */
  onLogout: () => void
  /** Token expiry: open the login page returning to the current page. */
  onLoginRequired: () => void
  text: (key: RequestTextKey) => string
  facts: () => ClientFacts
  now: () => number
  networkType: () => Promise<string>
  feedback: () => Feedback
}

const defaults = (): ApiConfig => ({
  baseUrl: defaultApiBase(),
  transport: taroTransport,
  getToken: () => null,
  onLogout: () => undefined,
  onLoginRequired: () => undefined,
  text: (key) => REQUEST_TEXT[key],
  facts: clientFacts,
  now: () => Date.now(),
  networkType,
  feedback,
})

let config: ApiConfig = defaults()

/** Set at launch by the app (and by tests); unspecified parts keep their defaults. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next }
}

export function resetApi(): void {
  config = defaults()
  needsLoginListeners.clear()
  loadingDepth = 0
  seq = 0
}

export function apiBaseUrl(): string {
  return config.baseUrl
}

// A needs-login listener (a page that handles login itself) replaces the redirect (SPEC §8).
const needsLoginListeners = new Set<() => void>()
export function onNeedsLogin(listener: () => void): () => void {
  needsLoginListeners.add(listener)
  return () => void needsLoginListeners.delete(listener)
}

/** FNV-1a, 32 bit. */
function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

let seq = 0
/** SPEC §7 per-request log id: a hash of the timestamp (with a counter, so two calls in one ms differ). */
export function logIdOf(timestampMs: number, n: number): string {
  const s = `${timestampMs}:${n}`
  return (
    fnv1a(s).toString(16).padStart(8, '0') +
    fnv1a(s, 0x01000193 ^ 0x9e3779b9)
      .toString(16)
      .padStart(8, '0')
  )
}

export function buildHeaders(token: string | null, nowMs: number, n: number, facts: ClientFacts): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-App-Id': facts.appId,
    'X-App-Type': facts.appType,
    'X-Platform': facts.platform,
    'X-Device-Brand': facts.deviceBrand,
    'X-Channel': facts.channel,
    'X-Version': String(APP_VERSION_CODE),
    'X-Timestamp': String(nowMs),
    'X-Log-Id': logIdOf(nowMs, n),
    'X-Env': 'production',
  }
  if (token) h.Authorization = `Bearer ${token}`
  return h
}

let loadingDepth = 0
function loadingOn(text: string) {
  if (loadingDepth++ === 0) config.feedback().showLoading(text)
}
function loadingOff() {
  if (loadingDepth > 0 && --loadingDepth === 0) config.feedback().hideLoading()
}

interface Envelope {
  code: number | string
  msg?: string
  data?: unknown
}
function envelopeOf(body: unknown): Envelope | null {
  let b = body
  if (typeof b === 'string') {
    try {
      b = JSON.parse(b)
    } catch {
      return null
    }
  }
  if (!b || typeof b !== 'object' || !('code' in b)) return null
  const e = b as Record<string, unknown>
  if (typeof e.code !== 'number' && typeof e.code !== 'string') return null
  return { code: e.code, msg: typeof e.msg === 'string' ? e.msg : undefined, data: e.data }
}

/**
 * Calls `path` (SPEC §7 path, e.g. '/User/Info') and resolves with `data` when code is 0. Every failure
 * rejects with an ApiRequestError after the SPEC §8 handling (toast, logout, login redirect).
 */
export async function request<T = unknown>(path: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const c = config
  const toastOn = options.toast !== false
  const toast = (msg: string) => {
    if (toastOn && msg) c.feedback().toast(msg)
  }
  const now = c.now()
  const header = { ...buildHeaders(c.getToken(), now, ++seq, c.facts()), ...(options.headers ?? {}) }
  const method = options.method ?? 'POST'
  if (options.loading) loadingOn(typeof options.loading === 'string' ? options.loading : c.text('loading'))
  let res: { statusCode: number; data: unknown }
  try {
    res = await c.transport({ url: c.baseUrl.replace(/\/$/, '') + path, method, data, header, timeoutMs: REQUEST_TIMEOUT_MS })
  } catch {
    // The loading goes before the toast, so the toast is what stays on screen.
    if (options.loading) loadingOff()
    const offline = (await c.networkType().catch(() => 'unknown')) === 'none'
    const msg = offline ? c.text('noNetwork') : c.text(options.networkErrorText ?? 'unknown')
    toast(msg)
    throw new ApiRequestError('network', null, msg)
  }
  if (options.loading) loadingOff()

  const env = envelopeOf(res.data)
  if (res.statusCode !== 200) {
    const msg = env?.msg || c.text('httpError')
    toast(msg)
    throw new ApiRequestError('http', env?.code ?? res.statusCode, msg, env?.data ?? null)
  }
  if (!env) {
    const offline = (await c.networkType().catch(() => 'unknown')) === 'none'
    const msg = offline ? c.text('noNetwork') : c.text('unknown')
    toast(msg)
    throw new ApiRequestError('no-body', null, msg)
  }
  if (env.code === 0) return (env.data ?? null) as T

  if (isTokenExpiredCode(env.code)) {
    const msg = c.text('loginExpired')
    c.onLogout()
    toast(msg)
    if (needsLoginListeners.size) for (const l of [...needsLoginListeners]) l()
    else c.onLoginRequired()
    throw new ApiRequestError('expired', env.code, msg, env.data ?? null)
  }
  const code = typeof env.code === 'number' ? env.code : Number.NaN
  if (LOGOUT_CODES.has(code)) {
    const msg = env.msg || c.text('loginExpired')
    toast(msg)
    c.onLogout()
    throw new ApiRequestError('logout', code, msg, env.data ?? null)
  }
  const msg = env.msg || c.text('unknown')
  if (!SILENT_CODES.has(code)) toast(msg)
  throw new ApiRequestError('code', env.code, msg, env.data ?? null)
}

/** The URL and SPEC §7 headers of a call made outside `request` (answers read as they stream, api/ai.ts). */
export function callContext(path: string): { url: string; header: Record<string, string> } {
  const c = config
  return { url: c.baseUrl.replace(/\/$/, '') + path, header: buildHeaders(c.getToken(), c.now(), ++seq, c.facts()) }
}

export const get = <T>(path: string, data?: unknown, options: RequestOptions = {}) => request<T>(path, data, { ...options, method: 'GET' })
export const post = <T>(path: string, data?: unknown, options: RequestOptions = {}) => request<T>(path, data, { ...options, method: 'POST' })
