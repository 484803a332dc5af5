// buildServer: the Fastify app (API under /api, optional H5 build at /). startServer: the same from the
// environment (PORT, DATA_DIR, DATABASE_URL, MAIL_OUTBOX, JWT_SECRET, …), listening.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import path from 'node:path'
import http from 'node:http'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createHmac, randomBytes } from 'node:crypto'
import { openDb } from './plugins/db'
import { inlineScriptHashes, registerSecurity, type HttpRateLimits } from './plugins/security'
import { createTokenStates } from './repositories/token-state'
import { registerStatic } from './static/serve'
import { SCRYPT, type ScryptParams } from './util/crypto'
import { createJwt } from './plugins/auth'
import { outboxTransport, smtpTransport, type Transport } from './plugins/mail'
import type { Services, WeixinConfig } from './services'
import type { Clock } from './util/clock'
import { ApiError, Codes } from './util/errors'
import { envelope } from './util/http'
import { registerLogin } from './routes/user/login'
import { registerAccount } from './routes/user/account'
import { registerCoins } from './routes/user/coins'
import { registerBirth } from './routes/birth'
import { registerRecordSync } from './routes/sync'
import { registerSettings } from './routes/settings'
import { registerPay } from './routes/pay'
import { registerShop } from './routes/shop'
import { registerOrders } from './routes/order'
import { registerAdmin } from './routes/admin'
import { createPayments, paymentOptionsFromEnv, type PaymentOptions } from './payments/config'
import { registerWeixin } from './routes/weixin'
import { registerMerit } from './routes/merit'
import { registerContent } from './routes/content'
import { registerWishes } from './routes/wish'
import { registerTreeHole } from './routes/tree-hole'
import { registerReports } from './routes/report'
import { registerShowInfo } from './routes/show-info'
import { registerAi } from './routes/ai'
import { aiConfig, aiOptionsFromEnv, type AiOptions } from './ai/provider'
import { seedContent } from './seed/content'
import { sweep } from './repositories/housekeeping'
import { LIMITS, RELAXED, type RateLimits } from './repositories/codes'

export interface ServerOptions {
  /** PGlite folder and home of the generated JWT secret (default data/). */
  dataDir?: string
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string
  /** PostgreSQL only: schema to create and use (test isolation). */
  dbSchema?: string
  /** Outbox folder for mail and SMS when no SMTP is configured (default outbox/). */
  mailOutbox?: string
  /** smtp(s)://user:pass@host:port; e-mail then goes out by SMTP (SMS still to the outbox). */
  smtpUrl?: string
  mailFrom?: string
  /** Replaces the mail transport entirely (tests). */
  transport?: Transport
  jwtSecret?: string
  /** Serve this folder (the H5 build) at /. */
  staticDir?: string
  /** Mini-program code-to-session endpoint (default https://api.weixin.qq.com/sns/jscode2session). */
  codeToSessionUrl?: string
  weixin?: Partial<WeixinConfig>
  /** Accounts logging in with these e-mails get the admin role. */
  adminEmails?: string[]
  logger?: FastifyServerOptions['logger']
  /** Epoch-ms clock (tests move time to expire codes and cross days). */
  clock?: Clock
  trustProxy?: boolean
  /** Origins allowed to call the API from a browser (CORS); the server's own origin always is. */
  corsOrigins?: string[]
  /** Per-client-address request limits (@fastify/rate-limit); false turns them off (benchmarks, tests). */
  httpRateLimits?: Partial<HttpRateLimits> | false
  /** A request (headers and body) must arrive within this time (default 30 s). */
  requestTimeoutMs?: number
  logRequests?: boolean
  /** scrypt cost of new password hashes (default N 2^17, r 8, p 1; tests use less to stay fast). */
  passwordParams?: ScryptParams
  /** Code-send and login-attempt limits ('relaxed' for development and end-to-end tests). */
  rateLimits?: 'strict' | 'relaxed' | Partial<RateLimits>
  /** Payment providers and keys (default: the local sandbox; docs/commerce.md). */
  payments?: PaymentOptions
  /** Write the demo columns, courses and events on first start (default true; SEED_CONTENT=0 turns it off). */
  seedContent?: boolean
  /** OpenAI-compatible provider for readings (AI_BASE_URL, AI_API_KEY, AI_MODEL …); none: readings stay offline. */
  ai?: AiOptions
}

/** HS256 keys shorter than this are refused (RFC 7518 §3.2: at least the hash size). */
export const MIN_SECRET_BYTES = 32

function checkSecret(secret: string, where: string): string {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`JWT secret from ${where} is ${secret ? 'shorter than' : 'empty; it needs'} ${MIN_SECRET_BYTES} bytes; refusing to start`)
  }
  return secret
}

/** The secret kept in DATA_DIR/jwt-secret: generated on first start, refused when the file is empty or short. */
async function jwtSecretFor(dataDir: string, log: (msg: string) => void): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret')
  const existing = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null
    throw e
  })
  if (existing !== null) return checkSecret(existing.trim(), file)
  await mkdir(dataDir, { recursive: true })
  const created = await writeFile(file, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'EEXIST') return false // another instance wrote it first
      throw e
    },
  )
  if (created) log(`generated a JWT secret in ${file} (set JWT_SECRET when several instances share one database)`)
  return checkSecret((await readFile(file, 'utf8')).trim(), file)
}

/** Request log line without the query string (one-time codes and tokens may travel there) or headers. */
const reqSerializer = (req: { method: string; url: string; ip?: string }) => ({
  method: req.method,
  url: req.url.split('?')[0],
  ip: req.ip,
})

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir ?? 'data')
  const jwtSecret =
    options.jwtSecret !== undefined
      ? checkSecret(options.jwtSecret, 'JWT_SECRET')
      : await jwtSecretFor(dataDir, (msg) => (options.logger ? console.log(msg) : undefined))
  const db = await openDb({ dataDir, databaseUrl: options.databaseUrl, schema: options.dbSchema })
  const outbox = outboxTransport(path.resolve(options.mailOutbox ?? 'outbox'))
  const mail =
    options.transport ?? (options.smtpUrl ? await smtpTransport(options.smtpUrl, options.mailFrom ?? 'no-reply@localhost', outbox) : outbox)
  const apiBase = options.weixin?.apiBase ?? 'https://api.weixin.qq.com'
  const svc: Services = {
    db,
    jwt: createJwt(jwtSecret),
    tokens: createTokenStates(db),
    mail,
    clock: options.clock ?? Date.now,
    codeSecret: createHmac('sha256', jwtSecret).update('verification-codes').digest('base64url'),
    payments: createPayments(options.payments ?? {}, createHmac('sha256', jwtSecret).update('sandbox-payments').digest('base64url')),
    passwordParams: options.passwordParams ?? SCRYPT,
    adminEmails: new Set((options.adminEmails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean)),
    limits: options.rateLimits === 'relaxed' ? RELAXED : { ...LIMITS, ...(typeof options.rateLimits === 'object' ? options.rateLimits : {}) },
    weixin: {
      ...options.weixin,
      apiBase,
      codeToSessionUrl: options.codeToSessionUrl ?? options.weixin?.codeToSessionUrl ?? `${apiBase}/sns/jscode2session`,
    },
    ai: aiConfig(options.ai),
  }
  if (svc.payments.sandbox && options.logger)
    console.log('payments: the sandbox provider is on; it settles payments without money (development only; PAYMENT_PROVIDER, server/README.md)')

  let logger = options.logger ?? false
  if (logger && typeof logger === 'object' && !('child' in logger)) {
    logger = { ...logger, serializers: { req: reqSerializer, ...(logger.serializers ?? {}) } }
  } else if (logger === true) {
    logger = { serializers: { req: reqSerializer } }
  }
  const requestTimeoutMs = Math.min(options.requestTimeoutMs ?? 30_000, 30_000)
  const app = Fastify({
    logger,
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A slowly trickled request is cut off after requestTimeoutMs (checked every second, not Node's 30 s).
    serverFactory: (handler) =>
      http.createServer({ requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: 1000 }, handler),
    // Per-request lines cost throughput; on with LOG_REQUESTS=1 (urls logged without their query).
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
  })
  app.decorate('services', svc)
  if (options.seedContent !== false) await seedContent(db, svc.clock())
  const sweeper = setInterval(() => {
    sweep(db, svc.clock()).catch((e: Error) => app.log.warn({ err: e.message }, 'housekeeping failed'))
  }, 3600_000)
  sweeper.unref()
  app.addHook('onClose', async () => {
    clearInterval(sweeper)
    await db.close()
  })

  const httpRateLimits = options.httpRateLimits ?? (options.rateLimits === 'relaxed' ? { authPerMinute: 1000 } : undefined)
  // The build's index.html carries small inline scripts; the CSP allows exactly those by hash.
  const indexHtml = options.staticDir ? await readFile(path.join(options.staticDir, 'index.html'), 'utf8').catch(() => '') : ''
  await registerSecurity(app, { corsOrigins: options.corsOrigins ?? [], rateLimits: httpRateLimits, inlineScripts: inlineScriptHashes(indexHtml) })

  app.setErrorHandler((raw: unknown, req, reply) => {
    if (raw instanceof ApiError) return reply.code(200).send(envelope(raw.code, raw.message))
    const err = (raw instanceof Error ? raw : new Error(String(raw))) as Error & { code?: string; statusCode?: number }
    if (err.code === '23503') return reply.code(200).send(envelope(Codes.TOKEN_INVALID, '账号不存在或已注销'))
    // PostgreSQL data exceptions (class 22: bad text, numbers out of range …) are bad input, never a 500.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      req.log.warn({ err: { message: err.message, code: err.code } }, 'input refused by the database')
      return reply.code(200).send(envelope(Codes.BAD_INPUT, '参数错误：含有无法保存的内容'))
    }
    if (err.statusCode === 429) return reply.code(429).send(envelope(Codes.RATE_LIMITED, err.message))
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const msg =
        status === 413
          ? '请求体过大'
          : status === 415
            ? '请求体应为 JSON'
            : err.code?.startsWith('FST_ERR_CTP')
              ? '请求体不是合法的 JSON'
              : '参数错误'
      return reply.code(200).send(envelope(Codes.BAD_INPUT, msg))
    }
    req.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'unhandled error')
    return reply.code(500).send(envelope(Codes.INTERNAL, '服务器错误'))
  })

  await app.register(async (api) => {
    registerLogin(api, svc)
    registerAccount(api, svc)
    registerCoins(api, svc)
    registerBirth(api, svc)
    registerRecordSync(api, svc)
    registerSettings(api, svc)
    registerPay(api, svc)
    registerWeixin(api, svc)
    registerMerit(api, svc)
    registerContent(api, svc)
    registerWishes(api, svc)
    registerTreeHole(api, svc)
    registerShowInfo(api, svc)
    registerShop(api, svc)
    registerOrders(api, svc)
    registerReports(api, svc)
    registerAi(api, svc)
    registerAdmin(api, svc)
  })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(envelope(Codes.NOT_FOUND, `没有这个接口：${req.method} ${req.url.split('?')[0]}`))
  })

  const staticReady = options.staticDir ? (await registerStatic(app, options.staticDir)).ready : Promise.resolve()
  app.decorate('staticReady', staticReady)
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
    /** Settles when the static folder's compressed copies are written. */
    staticReady: Promise<void>
  }
}

/** Reads the environment, builds and listens. Answers the app and its URL. */
export async function startServer(overrides: ServerOptions & { port?: number; host?: string } = {}) {
  const env = process.env
  const list = (s?: string) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : undefined
  const app = await buildServer({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    mailOutbox: env.MAIL_OUTBOX,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET || undefined,
    staticDir: env.STATIC_DIR || undefined,
    codeToSessionUrl: env.WX_CODE2SESSION_URL || undefined,
    weixin: {
      appId: env.WX_APPID,
      secret: env.WX_SECRET,
      miniAppId: env.WECHAT_APPID || env.WX_MINI_APPID,
      miniSecret: env.WECHAT_SECRET || env.WX_MINI_SECRET,
      ...(env.WX_API_BASE ? { apiBase: env.WX_API_BASE } : {}),
    },
    adminEmails: list(env.ADMIN_EMAILS),
    payments: paymentOptionsFromEnv(env),
    ai: aiOptionsFromEnv(env),
    corsOrigins: list(env.CORS_ORIGINS),
    httpRateLimits: env.RATE_LIMITS === 'off' ? false : undefined,
    trustProxy: env.TRUST_PROXY === '1',
    logRequests: env.LOG_REQUESTS === '1',
    seedContent: env.SEED_CONTENT !== '0',
    rateLimits: env.RATE_LIMITS === 'relaxed' || env.RATE_LIMITS === 'off' ? 'relaxed' : 'strict',
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    ...overrides,
  })
  const port = overrides.port ?? Number(env.PORT ?? 8080)
  const host = overrides.host ?? env.HOST ?? '0.0.0.0'
  await app.listen({ port, host })
  const addr = app.server.address()
  const realPort = typeof addr === 'object' && addr ? addr.port : port
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${realPort}`
  return { app, url }
}
