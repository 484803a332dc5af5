/**
 * The device's position with the SPEC §4 location permission states (1 granted, 0 unknown or denied this time,
 * 2 denied for good): the geolocation plugin inside the native app, wx.getLocation in the mini-program (declared in
 * app.config: requiredPrivateInfos, scope.userLocation), the browser's geolocation on the web.
 */
import Taro from '@tarojs/taro'
import { nativeShellReady, type LocateResult, type LocationPermission } from './native/shell'

export type { LocateResult, LocationPermission }

/** W3C GeolocationPositionError.PERMISSION_DENIED: the browser keeps the refusal for the site. */
const WEB_PERMISSION_DENIED = 1

function errorText(e: unknown): string {
  return String((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message ?? e)
}

/** The mini-program keeps a refusal (getLocation fails with auth deny until the user allows it in settings). */
function weappPermissionOf(e: unknown): LocationPermission {
  return /auth deny|auth denied|authorize no response|permission/i.test(errorText(e)) ? 2 : 0
}

function webPermissionOf(e: unknown): LocationPermission {
  return (e as { code?: number })?.code === WEB_PERMISSION_DENIED || /denied/i.test(errorText(e)) ? 2 : 0
}

export async function locateDevice(): Promise<LocateResult> {
  const native = await nativeShellReady()
  if (native) return native.locate()
  try {
    const r = await Taro.getLocation({ type: 'wgs84' })
    return { permission: 1, position: { lat: r.latitude, lng: r.longitude, accuracyM: r.accuracy } }
  } catch (e) {
    return { permission: process.env.TARO_ENV === 'weapp' ? weappPermissionOf(e) : webPermissionOf(e), position: null }
  }
}
