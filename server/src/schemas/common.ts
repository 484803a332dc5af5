import { z } from 'zod'
import { toEpochMs } from '../util/clock'

/** A number, or a string holding one (older clients store some numbers as text), within [min, max]. */
export const num = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, '不是数字')
        .transform(Number),
    ])
    .pipe(z.number().finite().min(min).max(max))

export const int = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, '不是整数')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max))

/** 0/1 flag; booleans accepted. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))

export const text = (max: number) => z.string().max(max, `最长 ${max} 个字符`)

/** Record id: the client's creation time (a safe integer) or a short token. */
export const recordId = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'id 格式错误')])

/** Epoch ms, or 'yyyy-MM-dd HH:mm:ss' (China time); answered as epoch ms. */
export const updateTime = z.union([z.number(), z.string().max(32)]).transform((v, ctx) => {
  const ms = toEpochMs(v)
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'update_time 应为毫秒时间戳或 yyyy-MM-dd HH:mm:ss' })
    return z.NEVER
  }
  return ms
})

export const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .regex(/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/, '邮箱格式错误')

/** Mainland-style mobile number, optional +86. */
export const phone = z
  .string()
  .trim()
  .regex(/^(?:\+?86)?1[3-9]\d{9}$/, '手机号格式错误')
  .transform((s) => s.slice(-11))

export const verifyCode = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4,8}$/, '验证码格式错误'))

export const password = z.string().min(6, '密码至少 6 位').max(64, '密码最长 64 位')

export const empty = z.union([z.object({}).loose(), z.null(), z.undefined()]).transform(() => ({}))

/** JSON value of bounded depth and size, for free-form colour and settings groups. */
const leaf = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()])
type Json = string | number | boolean | null | Json[] | { [k: string]: Json }
export const jsonValue = (depth: number): z.ZodType<Json> =>
  depth <= 0 ? leaf : z.union([leaf, z.array(jsonValue(depth - 1)).max(500), z.record(z.string().max(100), jsonValue(depth - 1))])

/** Rejects objects whose JSON text exceeds maxChars. */
export const sized =
  <T>(maxChars: number) =>
  (v: T, ctx: z.RefinementCtx) => {
    if (JSON.stringify(v).length > maxChars) ctx.addIssue({ code: 'custom', message: `内容过大（上限 ${maxChars} 字符）` })
  }
