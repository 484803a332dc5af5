import { saveCanvasImage, type CanvasTarget } from '@/platform/canvas'
import { ui } from './ui'

type Translate = (key: string, vars?: Record<string, string | number>) => string

/** A refused album permission needs time to read what to do. */
const DENIED_TOAST_MS = 3500

/** Saves a canvas as a PNG (download on H5, photo album on weapp) and says how it went. */
export function saveCanvasImageWithToast(target: CanvasTarget, fileName: string, t: Translate): Promise<void> {
  return saveCanvasImagesWithToast([{ target, fileName }], t)
}

/** Saves canvases as PNGs one after another (stopping at a refusal) and says once how it went. */
export async function saveCanvasImagesWithToast(images: readonly { target: CanvasTarget; fileName: string }[], t: Translate): Promise<void> {
  try {
    let outcome: Awaited<ReturnType<typeof saveCanvasImage>> = 'cancelled'
    for (const image of images) {
      outcome = await saveCanvasImage(image.target, image.fileName)
      if (outcome === 'denied' || outcome === 'cancelled') break
    }
    if (outcome === 'downloaded' || outcome === 'saved') void ui.toast(t('chart.saved'))
    else if (outcome === 'denied') void ui.toast({ message: t('chart.albumDenied'), duration: DENIED_TOAST_MS })
  } catch (e) {
    void ui.toast(t('chart.saveFailed', { msg: e instanceof Error ? e.message : String(e) }))
  }
}
