import { Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { CardTextBlock } from '@/components/tarot/reading-parts'
import { LENORMAND_CARDS, type DrawnLenormandCard, type LenormandCardReading } from '@/divination/lenormand'
import { lenormandEntryId } from '@/packageE/library-common/ids'

/** A Lenormand card's text: number, name, keywords, its house (Grand Tableau) and meaning; clarifiers as in tarot. */
export function LenormandCardText(props: {
  c: LenormandCardReading
  testId: string
  /** Overrides the position name (a clarifier's label). */
  label?: string
  clarifiers?: readonly DrawnLenormandCard[]
  onPlus?: () => void
  children?: ReactNode
}) {
  const t = useT()
  const l = useLocalize()
  const c = props.c
  return (
    <CardTextBlock
      positionZh={props.label ?? c.positionZh}
      title={`${c.n} · ${l(c.zh)}${c.reversed ? ` · ${t('tarot.reversed')}` : ''}`}
      keywords={c.keywords}
      testId={props.testId}
      clarifiers={props.clarifiers?.map((p) => `${p.n} · ${l(LENORMAND_CARDS[p.n - 1].zh)}`)}
      onPlus={props.onPlus}
      libraryId={lenormandEntryId(c.n)}
    >
      {c.inHouse && <Text className="tr-text__body lr-house">{l(t('lenormand.inHouse', { text: c.inHouse }))}</Text>}
      <Text className="tr-text__body">{l(c.meaning)}</Text>
      {props.children}
    </CardTextBlock>
  )
}
