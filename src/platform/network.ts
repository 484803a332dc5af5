import Taro from '@tarojs/taro'

/** Network type as the host reports it ('wifi', '4g', 'none', …); 'unknown' when the host cannot tell. */
export async function networkType(): Promise<string> {
  if (process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined' && navigator.onLine === false) return 'none'
  try {
    const r = await Taro.getNetworkType()
    return String(r.networkType ?? 'unknown')
  } catch {
    return 'unknown'
  }
}

/** Calls back on every connectivity change with whether the device is online. Returns an unsubscribe function. */
export function onNetworkChange(cb: (online: boolean) => void): () => void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return () => undefined
    const on = () => cb(true)
    const off = () => cb(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }
  const handler = (res: { isConnected: boolean }) => cb(!!res.isConnected)
  Taro.onNetworkStatusChange(handler)
  return () => Taro.offNetworkStatusChange?.(handler)
}

/**
 * Calls back when the device goes from offline to online (SPEC §4: the payability fetch). The first report
 * only sets the state; an online report after an offline one fires.
 */
export function onBackOnline(cb: () => void): () => void {
  let wasOffline = false
  return onNetworkChange((online) => {
    if (!online) wasOffline = true
    else if (wasOffline) {
      wasOffline = false
      cb()
    }
  })
}
