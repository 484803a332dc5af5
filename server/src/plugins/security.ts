// Browser-facing protections on every answer: CORS for configured origins only, security headers with a CSP the
// H5 app runs under, and per-client-address request limits (stricter on login and code routes).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { createHash } from 'node:crypto'

export interface HttpRateLimits {
  /** API requests per client address per minute. */
  perMinute: number
  /** Login, code and token-guessing requests per client address per minute. */
  authPerMinute: number
}

export const HTTP_RATE_LIMITS: HttpRateLimits = { perMinute: 1200, authPerMinute: 30 }

/** Routes where each request tries a secret (password, code, token) or sends a message. */
const AUTH_ROUTES = new Set(
  [
    'User/GetLoginEmailCode',
    'User/LoginByEmailCode',
    'User/LoginByPassword',
    'User/Login',
    'User/LoginMiniAppCode',
    'User/LoginAppCode4Mini',
    'User/GetLoginCode',
    'User/SetPassword',
    'User/GetBandEmailCode',
    'User/BandByEmailCode',
    'User/GetBandCode',
    'User/BandByCode',
    'Birth/GetByCode',
    'Birth/CheckSendBirthToken',
    'Birth/SendBirthToInviteCode',
  ].map((p) => `/api/${p}`),
)

const pathOf = (req: FastifyRequest) => req.url.split('?')[0]

/**
 * CSP for the H5 build: scripts from this origin and WeChat's JS-SDK host, WebAssembly compilation (Swiss Ephemeris), inline
 * styles (React style props, Taro), images from data:/blob: and https avatars, a service worker from 'self'.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    // WeChat's JS-SDK, loaded only inside the messenger browser (src/platform/weixin.ts) for sharing.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://res.wx.qq.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
}

/** CSP source expressions ('sha256-…') for the inline scripts of an HTML page (Taro's rem sizing script). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1].trim()) out.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return out
}

export async function registerSecurity(
  app: FastifyInstance,
  opts: { corsOrigins: string[]; rateLimits?: Partial<HttpRateLimits> | false; inlineScripts?: string[] },
) {
  const allowed = new Set(opts.corsOrigins.map((o) => o.replace(/\/+$/, '')))
  // The app's own origin is always allowed; 'null' (sandboxed frames, file:) never is.
  const originFor = (req: FastifyRequest): string | false => {
    const origin = req.headers.origin
    if (!origin || origin === 'null') return false
    if (allowed.has(origin)) return origin
    try {
      return new URL(origin).host === req.headers.host ? origin : false
    } catch {
      return false
    }
  }
  await app.register(cors, {
    delegator: (req, cb) => cb(null, { origin: originFor(req), maxAge: 86400, credentials: false }),
  })

  const csp = CONTENT_SECURITY_POLICY
  await app.register(helmet, {
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, scriptSrc: [...csp.directives.scriptSrc, ...(opts.inlineScripts ?? [])] },
    },
    // Cross-origin isolation headers would block https avatars and the messenger's embedded pages.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
  })

  if (opts.rateLimits === false) return
  const limits = { ...HTTP_RATE_LIMITS, ...opts.rateLimits }
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    // Static files are not limited; API calls count per client address (X-Forwarded-For with TRUST_PROXY=1).
    allowList: (req) => !pathOf(req).startsWith('/api/'),
    keyGenerator: (req) => `${AUTH_ROUTES.has(pathOf(req)) ? 'auth' : 'api'}|${req.ip}`,
    max: (req) => (AUTH_ROUTES.has(pathOf(req)) ? limits.authPerMinute : limits.perMinute),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error(`请求太频繁，请 ${Math.ceil(ctx.ttl / 1000)} 秒后再试`), { statusCode: 429 }),
  })
}
