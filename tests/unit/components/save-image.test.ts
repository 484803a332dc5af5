import Taro from '@tarojs/taro'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDialogStore } from '@/components/ui/dialog-store'
import { saveCanvasImageWithToast } from '@/components/ui/save-image'
import { tFor } from '@/i18n'
import type { CanvasNode } from '@/platform/canvas'

const runtime = Taro as unknown as Record<string, unknown>
const t = tFor('zh-Hans')
const canvas: CanvasNode = { width: 1, height: 1, getContext: () => ({}) }
const toast = () => useDialogStore.getState().toast?.message

afterEach(() => {
  vi.unstubAllEnvs()
  delete runtime.canvasToTempFilePath
  delete runtime.saveImageToPhotosAlbum
  useDialogStore.setState({ toast: null })
})

describe('saving a canvas with a toast (weapp)', () => {
  const album = (answer: () => Promise<unknown>) => {
    vi.stubEnv('TARO_ENV', 'weapp')
    runtime.canvasToTempFilePath = () => Promise.resolve({ tempFilePath: 'wxfile://tmp/1.png' })
    runtime.saveImageToPhotosAlbum = answer
  }

  it('says 已保存 when the album took the image', async () => {
    album(() => Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' }))
    await saveCanvasImageWithToast(canvas, 'x.png', t)
    expect(toast()).toBe('已保存')
  })

  it('a refused album permission says how to allow it', async () => {
    album(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }))
    await saveCanvasImageWithToast(canvas, 'x.png', t)
    expect(toast()).toContain('没有相册权限')
    expect(toast()).toContain('设置')
  })

  it('a cancelled save says nothing; another failure is named', async () => {
    album(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail cancel' }))
    await saveCanvasImageWithToast(canvas, 'x.png', t)
    expect(toast()).toBeUndefined()
    album(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail no space' }))
    await saveCanvasImageWithToast(canvas, 'x.png', t)
    expect(toast()).toBe('图片保存失败：saveImageToPhotosAlbum:fail no space')
  })
})
