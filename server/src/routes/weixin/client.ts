// WeChat server API calls. URLs are configurable so tests run against a local fake; secrets never reach logs.
import { createHash, randomBytes } from 'node:crypto'
import type { Services } from '../../services'
import { ApiError, Codes } from '../../util/errors'

interface WxAnswer {
  errcode?: number
  errmsg?: string
  [k: string]: unknown
}

async function wxGet(url: string): Promise<WxAnswer> {
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(8000) })
  } catch {
    throw new ApiError(Codes.UPSTREAM, '微信服务暂时不可用')
  }
  let body: WxAnswer
  try {
    body = (await res.json()) as WxAnswer
  } catch {
    throw new ApiError(Codes.UPSTREAM, '微信服务返回异常')
  }
  if (!res.ok || typeof body !== 'object' || body === null) throw new ApiError(Codes.UPSTREAM, '微信服务返回异常')
  if (body.errcode) throw new ApiError(Codes.UPSTREAM, `微信返回错误 ${body.errcode}`)
  return body
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null)

/** Mini-program code-to-session (jscode2session): answers the openid. */
export async function codeToSession(svc: Services, code: string): Promise<{ openid: string; unionid: string | null }> {
  const { miniAppId, miniSecret, codeToSessionUrl } = svc.weixin
  if (!miniAppId || !miniSecret) throw new ApiError(Codes.NOT_CONFIGURED, '服务器未配置小程序登录')
  const u = new URL(codeToSessionUrl)
  u.search = new URLSearchParams({ appid: miniAppId, secret: miniSecret, js_code: code, grant_type: 'authorization_code' }).toString()
  const body = await wxGet(u.toString())
  const openid = str(body.openid)
  if (!openid) throw new ApiError(Codes.UPSTREAM, '微信未返回 openid')
  return { openid, unionid: str(body.unionid) }
}

/** Official-account OAuth (H5 in the messenger browser): code to openid. */
export async function oauthOpenId(svc: Services, code: string): Promise<string> {
  const { appId, secret, apiBase } = svc.weixin
  if (!appId || !secret) throw new ApiError(Codes.NOT_CONFIGURED, '服务器未配置公众号')
  const u = new URL('/sns/oauth2/access_token', apiBase)
  u.search = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' }).toString()
  const openid = str((await wxGet(u.toString())).openid)
  if (!openid) throw new ApiError(Codes.UPSTREAM, '微信未返回 openid')
  return openid
}

const ticketCache = new WeakMap<Services, { ticket: string; until: number }>()

async function jsapiTicket(svc: Services, now: number): Promise<string> {
  const cached = ticketCache.get(svc)
  if (cached && cached.until > now) return cached.ticket
  const { appId, secret, apiBase } = svc.weixin
  if (!appId || !secret) throw new ApiError(Codes.NOT_CONFIGURED, '服务器未配置公众号')
  const t = new URL('/cgi-bin/token', apiBase)
  t.search = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret }).toString()
  const accessToken = str((await wxGet(t.toString())).access_token)
  if (!accessToken) throw new ApiError(Codes.UPSTREAM, '微信未返回 access_token')
  const k = new URL('/cgi-bin/ticket/getticket', apiBase)
  k.search = new URLSearchParams({ access_token: accessToken, type: 'jsapi' }).toString()
  const body = await wxGet(k.toString())
  const ticket = str(body.ticket)
  if (!ticket) throw new ApiError(Codes.UPSTREAM, '微信未返回 jsapi_ticket')
  const ttl = typeof body.expires_in === 'number' ? body.expires_in : 7200
  ticketCache.set(svc, { ticket, until: now + Math.max(60, ttl - 300) * 1000 })
  return ticket
}

/**
 * JS-SDK signature: sha1 of "jsapi_ticket=…&noncestr=…&timestamp=…&url=…" with the page URL up to '#'
 * (WeChat JS-SDK documentation, appendix 1, signature algorithm).
 */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return createHash('sha1').update(plain).digest('hex')
}

export async function signPackage(svc: Services, url: string, now: number) {
  const ticket = await jsapiTicket(svc, now)
  const nonceStr = randomBytes(8).toString('hex')
  const timestamp = Math.floor(now / 1000)
  return { appId: svc.weixin.appId!, timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) }
}
