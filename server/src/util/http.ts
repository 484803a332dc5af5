// Route helper: one place for input validation (zod), authentication, permission checks and the
// {code, msg, data} envelope. Every route answers both GET (input from the query) and POST (JSON body).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError, Codes, type Code } from './errors'
import { badStringPath } from './strings'
import { bearerOf, hasPermission, type AuthUser } from '../plugins/auth'
import type { Services } from '../services'

export interface Ctx<I> {
  input: I
  /** Set when the route has auth (else null, or the caller when a valid token came along). */
  user: AuthUser | null
  req: FastifyRequest
  reply: FastifyReply
  ip: string
  now: number
}

export interface RouteDef<S extends z.ZodType> {
  path: string
  input: S
  /** true: a valid token is required; a string: also that permission (admin passes). */
  auth?: boolean | string
  /** Code answered when the token's account no longer exists (default 100001; User/Info answers 101). */
  goneCode?: Code
  /** Top-level list keys whose records are checked one by one (a bad record is rejected, not the batch). */
  perRecordKeys?: string[]
  handler: (ctx: Ctx<z.output<S>>) => Promise<unknown>
}

/** Every API path defined through defineRoute (the fuzz test walks them all). */
export const definedPaths = new Set<string>()

export const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data })

/** Answer data that is already JSON text (built by the database), spliced into the envelope unparsed. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Formats the first zod issue as a short Chinese message naming the field. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0]
  const where = issue?.path.length ? issue.path.join('.') : '请求体'
  return `参数错误：${where} ${issue?.message ?? ''}`.trim()
}

export function defineRoute<S extends z.ZodType>(app: FastifyInstance, svc: Services, def: RouteDef<S>): void {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const now = svc.clock()
    let user: AuthUser | null = null
    const token = bearerOf(req.headers.authorization)
    if (def.auth) {
      if (!token) throw new ApiError(Codes.NOT_LOGGED_IN, '该功能需要先登录')
      const claims = await svc.jwt.verify(token, now)
      const state = await svc.tokens.get(claims.uid)
      if (!state) throw new ApiError(def.goneCode ?? Codes.TOKEN_INVALID, '账号不存在或已注销')
      if (state.tokenVersion !== claims.tokenVersion) throw new ApiError(Codes.TOKEN_INVALID, '登录已失效，请重新登录')
      user = { ...claims, roles: state.roles, permissions: state.permissions }
      if (typeof def.auth === 'string' && !hasPermission(user, def.auth)) throw new ApiError(Codes.FORBIDDEN, '没有权限')
    }
    const raw = req.method === 'GET' ? req.query : req.body
    const bad = badStringPath(raw, def.perRecordKeys)
    if (bad !== null) throw new ApiError(Codes.BAD_INPUT, `参数错误：${bad || '请求体'} 含有无效字符`)
    const parsed = def.input.safeParse(raw ?? {})
    if (!parsed.success) throw new ApiError(Codes.BAD_INPUT, describeZodError(parsed.error))
    const data = await def.handler({ input: parsed.data, user, req, reply, ip: req.ip, now })
    if (data instanceof RawJson) {
      return reply.type('application/json; charset=utf-8').send(`{"code":0,"msg":"ok","data":${data.text}}`)
    }
    return envelope(Codes.OK, 'ok', data ?? null)
  }
  definedPaths.add(`/api${def.path}`)
  app.route({ method: ['GET', 'POST'], url: `/api${def.path}`, handler })
}
