import { Canvas, View } from '@tarojs/components'
import { useState } from 'react'
import { useJsonMemo, useT, useTheme } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { saveCanvasImagesWithToast } from '@/components/ui/save-image'
import { useCanvasDraw } from '@/components/ui/use-canvas-draw'
import { datedFileName } from '@/platform/canvas'
import type { Ctx2D } from '../chart-wheel/render'
import { drawBodygraph } from '../bodygraph/render'
import { shareCardPages, type ShareCardContent, type ShareDisplay } from './share-card'
import './share-button.css'

function SharePage(props: { canvasId: string; display: ShareDisplay; onDrawn: () => void }) {
  const { canvasId, display, onDrawn } = props
  const drawn = useCanvasDraw(canvasId, display, (c) => {
    drawBodygraph(c.ctx as Ctx2D, display, c.pixelRatio)
    onDrawn()
  })
  const style = { width: `${display.widthPx}px`, height: `${display.heightPx}px`, display: 'block' }
  return <Canvas type="2d" id={canvasId} canvasId={canvasId} style={style} data-drawn={drawn > 0 ? '1' : '0'} />
}

/**
 * "Save as image": the content is drawn off screen on one Canvas 2D per page (in the app's theme) and saved as
 * PNGs (downloads on H5, the photo album on weapp), named after the app and fileTitle, numbered when several.
 */
export function ShareImageButton(props: { content: ShareCardContent; fileTitle: string; canvasId: string; testId: string; label?: string }) {
  const { content, fileTitle, canvasId, testId, label } = props
  const t = useT()
  const theme = useTheme()
  const pages = useJsonMemo(shareCardPages(content, theme))
  const [drawnIds, setDrawnIds] = useState<ReadonlySet<string>>(new Set())
  const ids = pages.map((_, i) => (i === 0 ? canvasId : `${canvasId}-${i + 1}`))
  const allDrawn = ids.every((id) => drawnIds.has(id))
  const prefix = `${t('app.name')}-${fileTitle}`
  const save = () =>
    saveCanvasImagesWithToast(
      ids.map((id, i) => ({ target: id, fileName: datedFileName(ids.length > 1 ? `${prefix}-${i + 1}` : prefix, 'png') })),
      t,
    )
  return (
    <View className="share-img">
      <View className="share-img__canvas" aria-hidden="true">
        {pages.map((display, i) => (
          <SharePage
            key={ids[i]}
            canvasId={ids[i]}
            display={display}
            onDrawn={() => setDrawnIds((s) => (s.has(ids[i]) ? s : new Set(s).add(ids[i])))}
          />
        ))}
      </View>
      <Pressable
        className="btn btn--ghost share-img__button"
        data-testid={testId}
        data-drawn={allDrawn ? '1' : '0'}
        data-pages={pages.length}
        onPress={() => void save()}
      >
        {label ?? t('shareCard.saveImage')}
      </Pressable>
    </View>
  )
}
