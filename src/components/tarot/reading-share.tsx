import { ShareImageButton } from '../share/share-button'
import { readingShareContent, type ShareReading } from './share-layout'

/** "Save as image" for a card reading: the cards and their texts as a share card (PNG). */
export function ReadingShareButton(props: { reading: ShareReading; fileTitle: string; canvasId: string; testId: string }) {
  const { reading, fileTitle, canvasId, testId } = props
  return <ShareImageButton content={readingShareContent(reading)} fileTitle={fileTitle} canvasId={canvasId} testId={testId} />
}
