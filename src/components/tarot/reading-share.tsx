import { Canvas, View } from '@tarojs/components'
import { useJsonMemo, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { saveCanvasImageWithToast } from '@/components/ui/save-image'
import { useCanvasDraw } from '@/components/ui/use-canvas-draw'
import { datedFileName } from '@/platform/canvas'
import type { Ctx2D } from '../chart-wheel/render'
import { drawBodygraph } from '../bodygraph/render'
import { shareImageLayout, type ShareReading } from './share-layout'
import './reading-share.css'

/**
 * "Save as image" for a card reading: the reading is drawn off screen on a Canvas 2D and saved as a PNG (a
 * download on H5, the photo album on weapp), named after the app and the reading's title.
 */
export function ReadingShareButton(props: { reading: ShareReading; fileTitle: string; canvasId: string; testId: string }) {
  const { reading, fileTitle, canvasId, testId } = props
  const t = useT()
  const display = useJsonMemo(shareImageLayout(reading))
  const drawn = useCanvasDraw(canvasId, display, (c) => drawBodygraph(c.ctx as Ctx2D, display, c.pixelRatio))
  const style = { width: `${display.widthPx}px`, height: `${display.heightPx}px` }
  return (
    <View className="rs">
      <View className="rs__canvas" aria-hidden="true">
        <Canvas type="2d" id={canvasId} canvasId={canvasId} style={{ ...style, display: 'block' }} />
      </View>
      <Pressable
        className="btn btn--ghost rs__button"
        data-testid={testId}
        data-drawn={drawn > 0 ? '1' : '0'}
        onPress={() => void saveCanvasImageWithToast(canvasId, datedFileName(`${t('app.name')}-${fileTitle}`, 'png'), t)}
      >
        {t('tarot.shareImage')}
      </Pressable>
    </View>
  )
}
