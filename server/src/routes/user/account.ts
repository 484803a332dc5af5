// Account: info, profile, password, bound e-mail and phone, deletion.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { email, empty, int, password, phone, text, verifyCode } from '../../schemas/common'
import { hashPassword, numericCode, verifyPassword } from '../../util/crypto'
import { consumeCode, storeCode, LIMITS } from '../../repositories/codes'
import { deleteUser, findUser, toPublicUser, updateUser, type UserRow } from '../../repositories/users'
import { hasPermission } from '../../plugins/auth'
import { loginInfo } from './session'
import { codeMail } from './login'

export const AVATAR_GLYPHS = ['日', '月', '水', '金', '火', '木', '土', '星'] as const
const AVATAR_COLOURS = ['#E8A33D', '#7B8FD4', '#4BA7A0', '#D98BB0', '#D0584A', '#6AA35A', '#8C7A5B', '#5B6CC9'] as const

export function avatarSvg(n: number): string {
  const glyph = AVATAR_GLYPHS[n - 1]
  const colour = AVATAR_COLOURS[n - 1]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="${colour}"/><text x="64" y="84" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`
}

const avatarUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s"'<>]+|\/api\/static\/avatar\/[1-8]\.svg)$/, '头像地址无效')

async function mustUser(svc: Services, uid: number): Promise<UserRow> {
  const u = await findUser(svc.db, 'uid', uid)
  if (!u) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
  return u
}

export function registerAccount(app: FastifyInstance, svc: Services) {
  // SPEC §4: code 101 on user info clears login on the client.
  defineRoute(app, svc, {
    path: '/User/Info',
    input: z.unknown(),
    auth: true,
    goneCode: Codes.ACCOUNT_GONE,
    async handler({ user, now }) {
      const u = await findUser(svc.db, 'uid', user!.uid)
      if (!u) throw new ApiError(Codes.ACCOUNT_GONE, '账号不存在或已注销')
      return loginInfo(svc, u, now, user)
    },
  })

  defineRoute(app, svc, {
    path: '/User/UpdateInfo',
    input: z.object({ nickname: text(30).trim().min(1, '昵称不能为空').optional(), avatar: avatarUrl.optional(), sex: int(0, 2).optional() }),
    auth: true,
    async handler({ input, user, now }) {
      await mustUser(svc, user!.uid)
      await updateUser(svc.db, user!.uid, input, now)
      return { user: toPublicUser(await mustUser(svc, user!.uid)) }
    },
  })

  defineRoute(app, svc, {
    path: '/User/GetAvatarDefaults',
    input: empty,
    async handler() {
      return { list: AVATAR_GLYPHS.map((name, i) => ({ id: i + 1, name, url: `/api/static/avatar/${i + 1}.svg` })) }
    },
  })
  app.get<{ Params: { n: string } }>('/api/static/avatar/:n', async (req, reply) => {
    const m = /^([1-8])\.svg$/.exec(req.params.n)
    if (!m) return reply.code(404).send({ code: Codes.NOT_FOUND, msg: '没有这个头像', data: null })
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(Number(m[1])))
  })

  defineRoute(app, svc, {
    path: '/User/About',
    input: empty,
    async handler({ now }) {
      return { name: '星盘', version: '6.12.09', version_code: 61209, settings_version: 1, server_time: now }
    },
  })

  defineRoute(app, svc, {
    path: '/User/UnRegister',
    input: empty,
    auth: true,
    async handler({ user }) {
      const gone = await deleteUser(svc.db, user!.uid)
      svc.tokens.forget(user!.uid)
      if (!gone) throw new ApiError(Codes.ACCOUNT_GONE, '账号不存在或已注销')
      return null
    },
  })

  // Log out everywhere: every token issued so far stops working; the answer carries a new one for this device.
  defineRoute(app, svc, {
    path: '/User/LogoutAll',
    input: empty,
    auth: true,
    async handler({ user, now }) {
      await svc.tokens.revoke(user!.uid)
      return loginInfo(svc, await mustUser(svc, user!.uid), now)
    },
  })

  // Own info by default; other accounts need the user:read permission (admin passes).
  defineRoute(app, svc, {
    path: '/User/GetInfos',
    input: z.object({ uids: z.array(int(1, Number.MAX_SAFE_INTEGER)).max(100).optional() }),
    auth: true,
    async handler({ input, user }) {
      const uids = input.uids?.length ? [...new Set(input.uids)] : [user!.uid]
      if (uids.some((u) => u !== user!.uid) && !hasPermission(user!, 'user:read')) {
        throw new ApiError(Codes.FORBIDDEN, '没有权限')
      }
      const list = []
      for (const uid of uids) {
        const u = await findUser(svc.db, 'uid', uid)
        if (u) list.push(toPublicUser(u))
      }
      return { list }
    },
  })

  defineRoute(app, svc, {
    path: '/User/SetPassword',
    input: z.object({ password, old_password: z.string().max(64).optional() }),
    auth: true,
    async handler({ input, user, now }) {
      const u = await mustUser(svc, user!.uid)
      if (u.password_hash && !(input.old_password && (await verifyPassword(input.old_password, u.password_hash)))) {
        throw new ApiError(Codes.PASSWORD_WRONG, '原密码错误')
      }
      await updateUser(svc.db, u.uid, { password_hash: await hashPassword(input.password, svc.passwordParams) }, now)
      // A changed password ends every other session; this device gets a new token in the answer.
      if (u.password_hash) await svc.tokens.revoke(u.uid)
      return loginInfo(svc, await mustUser(svc, u.uid), now)
    },
  })

  // Binding: a code goes to the new address; the account must not be bound elsewhere.
  const bindPair = (kind: 'email' | 'phone') => {
    const purpose = kind === 'email' ? 'bind_email' : 'bind_phone'
    const field = kind === 'email' ? email : phone
    defineRoute(app, svc, {
      path: kind === 'email' ? '/User/GetBandEmailCode' : '/User/GetBandCode',
      input: z.object({ [kind]: field }) as z.ZodType<Record<string, string>>,
      auth: true,
      // The same answer whether or not another account holds the address (no enumeration): a code is sent
      // either way, and only a correct code learns that the address is taken.
      async handler({ input, user, ip, now }) {
        const target = input[kind]
        const code = numericCode(6)
        await storeCode(svc.db, svc.codeSecret, { purpose, target, code, uid: user!.uid, ip, now }, svc.limits)
        await svc.mail.send({
          channel: kind === 'email' ? 'email' : 'sms',
          to: target,
          subject: '星盘绑定验证码',
          text: kind === 'email' ? codeMail(code, '绑定') : `【星盘】验证码 ${code}，用于绑定手机号，${LIMITS.codeTtlMs / 60_000} 分钟内有效。`,
        })
        return { expired_in: LIMITS.codeTtlMs / 1000, resend_in: svc.limits.resendAfterMs / 1000 }
      },
    })
    defineRoute(app, svc, {
      path: kind === 'email' ? '/User/BandByEmailCode' : '/User/BandByCode',
      input: z.object({ [kind]: field, code: verifyCode }) as z.ZodType<Record<string, string>>,
      auth: true,
      async handler({ input, user, now }) {
        const target = input[kind]
        await consumeCode(svc.db, svc.codeSecret, { purpose, target, code: input.code, now, uid: user!.uid })
        const other = await findUser(svc.db, kind, target)
        if (other && Number(other.uid) !== user!.uid) throw new ApiError(Codes.ALREADY_BOUND, '已被其他账号绑定')
        await mustUser(svc, user!.uid)
        try {
          await updateUser(svc.db, user!.uid, { [kind]: target }, now)
        } catch (e) {
          if ((e as { code?: string }).code === '23505') throw new ApiError(Codes.ALREADY_BOUND, '已被其他账号绑定')
          throw e
        }
        return { user: toPublicUser(await mustUser(svc, user!.uid)) }
      },
    })
  }
  bindPair('email')
  bindPair('phone')
}
