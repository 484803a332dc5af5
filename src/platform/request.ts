import Taro from '@tarojs/taro'
import { systemInfo } from './system'

/**
 * HTTP transport under src/api/request.ts: Taro.request on every target, swappable in tests.
 * A transport resolves with the HTTP status and parsed body, or rejects when no answer came (offline, timeout).
 */
export interface TransportRequest {
  url: string
  method: 'GET' | 'POST'
  data?: unknown
  header: Record<string, string>
  timeoutMs: number
}

export interface TransportResponse {
  statusCode: number
  data: unknown
}

export type Transport = (req: TransportRequest) => Promise<TransportResponse>

export const taroTransport: Transport = async (req) => {
  const res = await Taro.request({
    url: req.url,
    method: req.method,
    data: req.data as Record<string, unknown> | undefined,
    header: req.header,
    timeout: req.timeoutMs,
    dataType: 'json',
  })
  return { statusCode: res.statusCode, data: res.data }
}

/**
 * Placeholder API base of a mini-program built without TARO_APP_API_BASE (a build-time setting, see
 * config/weapp-api-base.ts and the README's release steps). H5 uses the page's own origin; the native shell's H5
 * build carries its absolute base (config/native-shell.ts), empty in a web build.
 */
export const WEAPP_API_BASE_UNSET = 'https://xingpan.example.com/api'

/** SPEC §7: the base path of the user-end backend, fixed at launch. */
export function defaultApiBase(): string {
  if (process.env.TARO_ENV === 'h5') return process.env.TARO_APP_API_BASE || '/api'
  return process.env.TARO_APP_API_BASE || WEAPP_API_BASE_UNSET
}

/** SPEC §3 app info facts sent as request headers (app type, platform, device brand, channel). */
export interface ClientFacts {
  appId: string
  appType: string
  platform: string
  deviceBrand: string
  channel: string
}

export const APP_ID = 'xingpan'

export function clientFacts(): ClientFacts {
  const sys = systemInfo()
  const target = String(process.env.TARO_ENV ?? 'h5')
  return {
    appId: APP_ID,
    appType: target === 'weapp' ? 'mp-weixin' : 'h5',
    // H5: 'ios', 'android', 'weixin' or 'web' from the user agent (device-brand.ts).
    platform: sys.platform || target,
    deviceBrand: sys.brand || 'unknown',
    channel: target === 'weapp' ? 'weixin' : 'web',
  }
}

/** True on an iOS device (SPEC §5: iOS pays only when ios_payable). */
export function isIos(): boolean {
  return clientFacts().platform.toLowerCase().startsWith('ios')
}
