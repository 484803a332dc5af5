import { describe, expect, it } from 'vitest'
import { brandOfUserAgent, platformOfUserAgent } from '@/platform/device-brand'

// User agents as the devices send them (WebView and WeChat in-app browser strings carry the model number).
const android = (model: string) =>
  `Mozilla/5.0 (Linux; Android 12; ${model} Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230405 MicroMessenger/8.0.35.2360(0x2800235D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`

describe('device brand and platform from the user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
      'Apple',
      'ios',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      'Apple',
      'ios',
    ],
    [android('ALN-AL00'), 'HUAWEI', 'android'],
    [android('HarmonyOS; NOH-AN00'), 'HUAWEI', 'android'],
    [android('ANY-AN00'), 'HONOR', 'android'],
    [android('22081212C'), 'Xiaomi', 'android'],
    [android('M2012K11AC'), 'Xiaomi', 'android'],
    [android('Redmi K50'), 'Xiaomi', 'android'],
    [android('PFDM00'), 'OPPO', 'android'],
    [android('V2203A'), 'vivo', 'android'],
    [android('RMX3350'), 'realme', 'android'],
    [android('SM-S9180'), 'samsung', 'android'],
    [android('Pixel 7'), 'Google', 'android'],
    [android('KB2000'), 'OnePlus', 'android'],
  ])('%s → %s', (userAgent, brand, platform) => {
    expect(brandOfUserAgent(userAgent)).toBe(brand)
    expect(platformOfUserAgent(userAgent)).toBe(platform)
  })

  it('a reduced Chrome user agent, a desktop and WeChat on a desktop name no maker', () => {
    const chromeAndroid = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
    const wechatWindows = `${desktop} NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090819)`
    expect([brandOfUserAgent(chromeAndroid), platformOfUserAgent(chromeAndroid)]).toEqual(['', 'android'])
    expect([brandOfUserAgent(desktop), platformOfUserAgent(desktop)]).toEqual(['', 'web'])
    expect([brandOfUserAgent(wechatWindows), platformOfUserAgent(wechatWindows)]).toEqual(['', 'weixin'])
  })
})
