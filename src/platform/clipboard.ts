/**
 * The system clipboard. The host's API in the mini-program and on the web (both toast 内容已复制 themselves; Taro's
 * H5 read only sees what this page copied); the native app's clipboard plugin inside the native shell, which also
 * reads what other apps copied.
 */
import Taro from '@tarojs/taro'
import { nativeShellReady } from './native/shell'

export async function copyText(text: string): Promise<void> {
  const native = await nativeShellReady()
  if (native) await native.copyText(text)
  else await Taro.setClipboardData({ data: text })
}

/** The clipboard's text, '' when it holds none or cannot be read. */
export async function readText(): Promise<string> {
  try {
    const native = await nativeShellReady()
    if (native) return await native.readText()
    return (await Taro.getClipboardData()).data ?? ''
  } catch {
    return ''
  }
}
