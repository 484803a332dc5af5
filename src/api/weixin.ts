/** /Weixin/* calls (SPEC §7). */
import { post } from './request'

export const getWeiXinOpenId = (code: string) => post<{ openid: string }>('/Weixin/GetWeiXinOpenId', { code })
export const getSignPackage = (url: string) =>
  post<{ appId: string; timestamp: number; nonceStr: string; signature: string }>('/Weixin/GetSignPackage', { url }, { toast: false })
/** What the server can do with WeChat (answers 1007 elsewhere when not configured); asked quietly. */
export const weixinConfig = () => post<{ mini_login: boolean; js_sdk: boolean }>('/Weixin/Config', {}, { toast: false })
