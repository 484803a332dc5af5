import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { oauthOpenId, signPackage } from './client'

export function registerWeixin(app: FastifyInstance, svc: Services) {
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
