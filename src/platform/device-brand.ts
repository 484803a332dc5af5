/**
 * Device brand and platform from a browser's user agent (H5: the X-Device-Brand and X-Platform request headers).
 * Taro's getSystemInfoSync answers these on H5 by running platform.js over the user agent: hundreds of regular
 * expressions (about 25 ms on a mid-range phone), and its maker list has none of the brands most of our users
 * carry (Huawei, Xiaomi, OPPO, vivo …). Android WebViews, WeChat's in-app browser among them, name the model
 * ("… Android 12; V2203A Build/…"); Chrome's reduced user agent says only "K", which gives 'unknown'.
 */

/** Brand → user-agent patterns, first match wins; model prefixes from the makers' published model numbers. */
const BRAND_PATTERNS = [
  ['Apple', /iPhone|iPad|iPod|Macintosh/],
  ['HONOR', /\bHONOR\b|\bHRY-|\bANY-|\bNTN-/i],
  ['HUAWEI', /HUAWEI|HarmonyOS|\b(?:ALN|ANA|BAH|BLA|CDY|CLT|ELE|ELS|EVR|JAD|JEF|JNY|LIO|LYA|MAR|NOH|NOP|OCE|TAS|VOG|WLZ)-/i],
  ['Xiaomi', /Xiaomi|Redmi|\bMI \d|\bMIX \d|\bPOCO\b|\b2\d{3}[0-9A-Z]{3,5}[CGI]\b|\bM2\d{3}[A-Z]\d{2}[A-Z]{1,3}\b/i],
  ['OPPO', /\bOPPO\b|\bP[B-H][A-Z]{2}\d{2}\b|\bCPH\d{4}\b/i],
  ['realme', /realme|\bRMX\d{4}\b/i],
  ['vivo', /\bvivo\b|\bV\d{4}[A-Z]{0,2}\b/i],
  ['OnePlus', /OnePlus|\b(?:GM|HD|IN|KB|LE|NE)\d{4}\b/i],
  ['samsung', /SAMSUNG|\bSM-[A-Z]\d|\bGT-[A-Z]\d/i],
  ['Meizu', /Meizu|\bMZ-/i],
  ['Google', /\bPixel\b/],
  ['Lenovo', /Lenovo/i],
  ['motorola', /\bmoto\b|motorola/i],
  ['Sony', /\bSony\b|\b(?:SO|XQ)-[A-Z0-9]{3,4}\b/i],
  ['Nokia', /Nokia/i],
] as const

/** The maker of the device a user agent names, or '' when it names none we know. */
export function brandOfUserAgent(userAgent: string): string {
  for (const [brand, pattern] of BRAND_PATTERNS) if (pattern.test(userAgent)) return brand
  return ''
}

/** H5 platform header value: 'ios', 'android', 'weixin' (WeChat on a desktop) or 'web'. */
export function platformOfUserAgent(userAgent: string): 'ios' | 'android' | 'weixin' | 'web' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/MicroMessenger/i.test(userAgent)) return 'weixin'
  return 'web'
}
