// Login: e-mail code, password, one-time code, mini-program code; the platform one-click login is not offered.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { email, empty, password, phone, text, verifyCode } from '../../schemas/common'
import { alnumToken, dummyPasswordCheck, hashPassword, needsRehash, numericCode, verifyPassword } from '../../util/crypto'
import { consumeCode, consumeOnceCode, LIMITS, reserveLoginAttempt, storeCode } from '../../repositories/codes'
import { findOrCreateUser, findUser, updateUser } from '../../repositories/users'
import { afterLogin, loginInfo } from './session'
import { codeToSession } from '../weixin/client'

export function codeMail(code: string, what: string) {
  return `您的${what}验证码是 ${code}，${LIMITS.codeTtlMs / 60_000} 分钟内有效。如非本人操作，请忽略本邮件。`
}

export function registerLogin(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, {
    path: '/User/GetLoginEmailCode',
    input: z.object({ email }),
    async handler({ input, ip, now }) {
      const code = numericCode(6)
      await storeCode(svc.db, svc.codeSecret, { purpose: 'login_email', target: input.email, code, ip, now }, svc.limits)
      await svc.mail.send({ channel: 'email', to: input.email, subject: '星盘登录验证码', text: codeMail(code, '登录') })
      return { expired_in: LIMITS.codeTtlMs / 1000, resend_in: svc.limits.resendAfterMs / 1000 }
    },
  })

  defineRoute(app, svc, {
    path: '/User/LoginByEmailCode',
    input: z.object({ email, code: verifyCode }),
    async handler({ input, now }) {
      await consumeCode(svc.db, svc.codeSecret, { purpose: 'login_email', target: input.email, code: input.code, now })
      const { user, created } = await findOrCreateUser(svc.db, 'email', input.email, now)
      return loginInfo(svc, await afterLogin(svc, svc.db, user, created, now), now)
    },
  })

  defineRoute(app, svc, {
    path: '/User/LoginByPassword',
    input: z
      .object({ account: text(254).optional(), email: text(254).optional(), phone: text(20).optional(), password })
      .refine((b) => b.account ?? b.email ?? b.phone, { message: '请输入邮箱或手机号' }),
    async handler({ input, ip, now }) {
      const account = (input.account ?? input.email ?? input.phone ?? '').trim().toLowerCase()
      const asEmail = email.safeParse(account)
      const asPhone = phone.safeParse(account)
      if (!asEmail.success && !asPhone.success) throw new ApiError(Codes.BAD_INPUT, '请输入正确的邮箱或手机号')
      const target = asEmail.success ? asEmail.data : (asPhone.data as string)
      // The attempt is counted before the (slow) hash check, so concurrent tries cannot slip past the limit.
      const attempt = await reserveLoginAttempt(svc.db, target, ip, now, svc.limits)
      const user = await findUser(svc.db, asEmail.success ? 'email' : 'phone', target)
      // Unknown accounts and accounts without a password cost one hash check too: same answer, same time.
      const ok = user?.password_hash
        ? await verifyPassword(input.password, user.password_hash)
        : await dummyPasswordCheck(input.password, svc.passwordParams)
      if (!ok || !user?.password_hash) throw new ApiError(Codes.PASSWORD_WRONG, '账号或密码错误')
      await attempt.release()
      if (needsRehash(user.password_hash, svc.passwordParams)) {
        await updateUser(svc.db, user.uid, { password_hash: await hashPassword(input.password, svc.passwordParams) }, now)
      }
      return loginInfo(svc, await afterLogin(svc, svc.db, user, false, now), now)
    },
  })

  // One-time login code: a logged-in device asks for a short code, another device logs in with it once.
  defineRoute(app, svc, {
    path: '/User/GetLoginCode',
    input: empty,
    auth: true,
    async handler({ user, ip, now }) {
      const code = alnumToken(8)
      await storeCode(
        svc.db,
        svc.codeSecret,
        {
          purpose: 'login_once',
          target: `once:${user!.uid}`,
          hashTarget: 'once',
          code,
          uid: user!.uid,
          ip,
          now,
          ttlMs: LIMITS.onceTtlMs,
        },
        svc.limits,
      )
      return { code, expired_in: LIMITS.onceTtlMs / 1000 }
    },
  })

  defineRoute(app, svc, {
    path: '/User/Login',
    input: z.object({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{8}$/, '登录码格式错误'),
    }),
    async handler({ input, ip, now }) {
      // The code names no account, so wrong guesses are limited per client address (never one shared limit).
      const attempt = await reserveLoginAttempt(svc.db, `once@${ip}`, ip, now, svc.limits)
      const uid = await consumeOnceCode(svc.db, svc.codeSecret, input.code, now)
      const user = uid === null ? null : await findUser(svc.db, 'uid', uid)
      if (!user) throw new ApiError(Codes.CODE_INVALID, '登录码错误或已过期')
      await attempt.release()
      return loginInfo(svc, user, now)
    },
  })

  const miniLogin = (path: string) =>
    defineRoute(app, svc, {
      path,
      input: z.object({
        code: z.string().trim().min(1).max(200),
        nickname: text(30).optional(),
        avatar: z
          .string()
          .max(500)
          .regex(/^(https?:\/\/|\/)/)
          .optional(),
      }),
      async handler({ input, now }) {
        const s = await codeToSession(svc, input.code)
        const { user, created } = await findOrCreateUser(svc.db, 'mini_openid', s.openid, now, {
          nickname: input.nickname,
          avatar: input.avatar,
        })
        return loginInfo(svc, await afterLogin(svc, svc.db, user, created, now), now)
      },
    })
  miniLogin('/User/LoginMiniAppCode')
  miniLogin('/User/LoginAppCode4Mini')

  // SPEC §7: the platform one-click login is stubbed and answers that the method is not supported.
  defineRoute(app, svc, {
    path: '/User/LoginUniVerify',
    input: z.unknown(),
    async handler() {
      throw new ApiError(Codes.NOT_SUPPORTED, '暂不支持该登录方式')
    },
  })
}
