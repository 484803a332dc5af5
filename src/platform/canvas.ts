/**
 * Canvas access for Taro `<Canvas type="2d">` on weapp and H5: find the node, size its backing store for the
 * device pixel ratio, and export what was drawn (PNG file or download; SVG download on H5).
 */
import Taro from '@tarojs/taro'

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
    const r = Taro.getSystemInfoSync().pixelRatio
    return Math.min(3, Math.max(1, Number(r) || 1))
  } catch {
    return 1
  }
}

/** Finds `#id` (a Canvas type="2d"), sets its backing size to width × height CSS px × pixel ratio. */
export function openCanvas2d(id: string, widthPx: number, heightPx: number): Promise<Canvas2D | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode } | null>) => {
        const node = res?.[0]?.node
        if (!node) {
          resolve(null)
          return
        }
        const pixelRatio = devicePixelRatio()
        node.width = Math.round(widthPx * pixelRatio)
        node.height = Math.round(heightPx * pixelRatio)
        resolve({ canvas: node, ctx: node.getContext('2d'), pixelRatio })
      })
  })
}

function downloadH5(fileName: string, href: string): void {
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** Saves the canvas as a PNG: a download on H5, the photo album on weapp. */
export async function saveCanvasPng(c: Canvas2D, fileName: string): Promise<void> {
  if (process.env.TARO_ENV === 'h5') {
    if (!c.canvas.toDataURL) throw new Error('canvas export unavailable')
    downloadH5(fileName, c.canvas.toDataURL('image/png'))
    return
  }
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: c.canvas as never } as never)
  await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
}

/** SVG export: a download on H5; weapp has no file download, so it copies the SVG text to the clipboard. */
export async function saveSvg(svg: string, fileName: string): Promise<'downloaded' | 'copied'> {
  if (process.env.TARO_ENV === 'h5') {
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    downloadH5(fileName, url)
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    return 'downloaded'
  }
  await Taro.setClipboardData({ data: svg })
  return 'copied'
}

/** Milliseconds from an arbitrary origin, for timing a draw. */
export function nowMs(): number {
  return typeof performance !== 'undefined' && performance.now ? performance.now() : Date.now()
}
