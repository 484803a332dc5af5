import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { empty } from '../../schemas/common'
import { oauthOpenId, signPackage } from './client'

export function registerWeixin(app: FastifyInstance, svc: Services) {
  // What this server can do with WeChat, so clients hide what would only answer 1007.
  defineRoute(app, svc, {
    path: '/Weixin/Config',
    input: empty,
    async handler() {
      const { appId, secret, miniAppId, miniSecret } = svc.weixin
      return { mini_login: !!(miniAppId && miniSecret), js_sdk: !!(appId && secret) }
    },
  })
  defineRoute(app, svc, {
    path: '/Weixin/GetWeiXinOpenId',
    input: z.object({ code: z.string().trim().min(1).max(200) }),
    async handler({ input }) {
      return { openid: await oauthOpenId(svc, input.code) }
    },
  })
  defineRoute(app, svc, {
    path: '/Weixin/GetSignPackage',
    input: z.object({
      url: z
        .string()
        .max(2000)
        .regex(/^https?:\/\//, 'url 应以 http(s):// 开头'),
    }),
    async handler({ input, now }) {
      return signPackage(svc, input.url, now)
    },
  })
}
