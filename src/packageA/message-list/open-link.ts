import Taro from '@tarojs/taro'
import { pagePathOf } from '@/routes'
import { resolvePagePath } from '@/spec-paths'

/** Opens a message's link when it names a page we have (SPEC or own path); answers false otherwise. */
export async function openMessageLink(link: string): Promise<boolean> {
  const target = link ? resolvePagePath(link) : undefined
  if (!target) return false
  const path = '/' + pagePathOf(target.route)
  if (target.route.tab) await Taro.switchTab({ url: path })
  else await Taro.navigateTo({ url: target.query ? `${path}?${target.query}` : path })
  return true
}
