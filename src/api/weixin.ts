/** /Weixin/* calls (SPEC §7). */
import { post } from './request'

export const getWeiXinOpenId = (code: string) => post<{ openid: string }>('/Weixin/GetWeiXinOpenId', { code })
export const getSignPackage = (url: string) =>
  post<{ appId: string; timestamp: number; nonceStr: string; signature: string }>('/Weixin/GetSignPackage', { url })
