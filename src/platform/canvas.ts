/**
 * Canvas access for Taro `<Canvas type="2d">` on weapp and H5: find the node, size its backing store for the
 * device pixel ratio, and export what was drawn (PNG file or download; SVG download on H5).
 */
import Taro from '@tarojs/taro'
import { copyText } from './clipboard'

export interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): unknown
  toDataURL?(type?: string): string
}

export interface Canvas2D {
  canvas: CanvasNode
  /** A CanvasRenderingContext2D (H5) or weapp's equivalent. */
  ctx: unknown
  pixelRatio: number
}

export function devicePixelRatio(): number {
  try {
    // H5: the browser's own ratio (Taro's getSystemInfoSync would first parse the user agent, ~70 ms at 4× slowdown).
    const r = process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.devicePixelRatio : Taro.getSystemInfoSync().pixelRatio
    return Math.min(3, Math.max(1, Number(r) || 1))
  } catch {
    return 1
  }
}

/** Finds `#id` (a Canvas type="2d"), sets its backing size to width × height CSS px × pixel ratio. */
export async function openCanvas2d(id: string, widthPx: number, heightPx: number): Promise<Canvas2D | null> {
  const node = await canvasNodeById(id)
  if (!node) return null
  const pixelRatio = devicePixelRatio()
  node.width = Math.round(widthPx * pixelRatio)
  node.height = Math.round(heightPx * pixelRatio)
  return { canvas: node, ctx: node.getContext('2d'), pixelRatio }
}

function downloadH5(fileName: string, href: string): void {
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** A canvas to export: the id of a Canvas type="2d" on the page, its node, or what openCanvas2d gave. */
export type CanvasTarget = string | CanvasNode | Canvas2D

/** downloaded (H5), saved to the photo album (weapp), denied (no album permission), cancelled by the user. */
export type SaveImageOutcome = 'downloaded' | 'saved' | 'denied' | 'cancelled'

/**
 * H5: Taro's selector query looks the page container up by the current route inside a deferred callback and
 * throws (uncaught) when a navigation has swapped the page in between; read the DOM here instead and answer
 * null, so the caller's retry loop decides.
 */
function canvasNodeByIdH5(id: string): Promise<CanvasNode | null> {
  return new Promise((resolve) => {
    Taro.nextTick(() => {
      const path = Taro.getCurrentInstance().page?.path
      const container = (path && document.getElementById(path)) || null
      const host = container?.querySelector(`#${id}`) ?? null
      resolve((host?.getElementsByTagName('canvas')[0] as CanvasNode | undefined) ?? null)
    })
  })
}

function canvasNodeById(id: string): Promise<CanvasNode | null> {
  if (process.env.TARO_ENV === 'h5') return canvasNodeByIdH5(id)
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode } | null>) => resolve(res?.[0]?.node ?? null))
  })
}

async function canvasNodeOf(target: CanvasTarget): Promise<CanvasNode> {
  const node = typeof target === 'string' ? await canvasNodeById(target) : 'canvas' in target ? target.canvas : target
  if (!node) throw new Error(`canvas ${String(target)} not found`)
  return node
}

/** `<prefix>-YYYYMMDD.<ext>` in local time, e.g. 星盘-人类图-20260315.png. */
export function datedFileName(prefix: string, ext: string, at: Date = new Date()): string {
  const ymd = `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`
  return `${prefix}-${ymd}.${ext}`
}

const errMsgOf = (e: unknown) => (e && typeof e === 'object' && 'errMsg' in e ? String(e.errMsg) : e instanceof Error ? e.message : String(e))

/** Saves what a canvas shows as a PNG: a download on H5, the photo album on weapp. */
export async function saveCanvasImage(target: CanvasTarget, fileName: string): Promise<SaveImageOutcome> {
  const node = await canvasNodeOf(target)
  if (process.env.TARO_ENV === 'h5') {
    if (!node.toDataURL) throw new Error('canvas export unavailable')
    downloadH5(fileName, node.toDataURL('image/png'))
    return 'downloaded'
  }
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: node as never, fileType: 'png' } as never)
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
    return 'saved'
  } catch (e) {
    const msg = errMsgOf(e)
    // WeChat: "saveImageToPhotosAlbum:fail auth deny" / "…fail authorize no response" / "…fail cancel".
    if (/auth|permission/i.test(msg)) return 'denied'
    if (/cancel/i.test(msg)) return 'cancelled'
    throw new Error(msg)
  }
}

/** SVG export: a download on H5; weapp has no file download, so it copies the SVG text to the clipboard. */
export async function saveSvg(svg: string, fileName: string): Promise<'downloaded' | 'copied'> {
  if (process.env.TARO_ENV === 'h5') {
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    downloadH5(fileName, url)
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    return 'downloaded'
  }
  await copyText(svg)
  return 'copied'
}

/** Milliseconds from an arbitrary origin, for timing a draw. */
export function nowMs(): number {
  return typeof performance !== 'undefined' && performance.now ? performance.now() : Date.now()
}
