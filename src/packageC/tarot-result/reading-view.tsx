import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { TarotCard } from '@/components/tarot/tarot-card'
import { CardTextBlock } from '@/components/tarot/reading-parts'
import { RemarkBox } from '@/components/tarot/remark-box'
import { interpretTarot, TAROT_CARDS, type CardInterpretation, type DrawnTarotCard, type TarotReading } from '@/divination/tarot'
import { navigate } from '@/platform/navigation'
import { tarotEntryId } from '@/packageE/library-common/ids'

/** A tarot card's text; spread cards also name their clarifiers and open the plus page (onPlus). */
export function CardText({
  c,
  testId,
  clarifiers,
  onPlus,
}: {
  c: CardInterpretation
  testId: string
  clarifiers?: readonly DrawnTarotCard[]
  onPlus?: () => void
}) {
  const t = useT()
  const l = useLocalize()
  return (
    <CardTextBlock
      positionZh={c.positionZh}
      title={`${l(c.nameZh)} · ${c.reversed ? t('tarot.reversed') : t('tarot.upright')}`}
      theme={c.theme !== 'general' ? t(`tarot.theme_${c.theme}`) : undefined}
      keywords={c.keywords}
      testId={testId}
      clarifiers={clarifiers?.map((p) => `${l(TAROT_CARDS[p.id].zh)}${p.reversed ? `（${t('tarot.reversed')}）` : ''}`)}
      onPlus={onPlus}
      libraryId={tarotEntryId(c.id)}
    >
      <Text className="tr-text__body">{l(c.text)}</Text>
    </CardTextBlock>
  )
}

/** The reading in words: each card in its position, the whole spread, and the remark box (showRemarkInput). */
export function ReadingView(props: {
  recordId: string
  reading: Pick<TarotReading, 'spread' | 'cards' | 'director' | 'plus'>
  remark: string
  showRemark: boolean
}) {
  const t = useT()
  const l = useLocalize()
  const it = interpretTarot(props.reading)
  return (
    <View data-testid="tr-reading">
      <View className="card">
        {it.cards.map((c, i) => (
          <CardText
            key={`${c.position}-${i}`}
            c={c}
            testId={`tr-text-${i}`}
            clarifiers={props.reading.plus.filter((p) => p.position === c.position).flatMap((p) => p.cards)}
            onPlus={() => void navigate('tarot-plus', { record: props.recordId, position: c.position })}
          />
        ))}
        {it.director && <CardText c={it.director} testId="tr-text-director" />}
      </View>
      <View className="card" data-testid="tr-summary">
        <Text className="card__title">{t('tarot.overall')}</Text>
        {(it.summary.length ? it.summary : [t('tarot.noSummary')]).map((s) => (
          <Text key={s} className="tr-summary__line">
            {l(s)}
          </Text>
        ))}
      </View>
      {props.showRemark && <RemarkBox recordId={props.recordId} remark={props.remark} />}
    </View>
  )
}

/** The dealt cards in the spread's order, each under its position name; face-down ones turn on a tap. */
export function SpreadTable(props: {
  cards: { position: string; positionZh: string; id: number; reversed: boolean }[]
  turned: readonly boolean[]
  back: number
  onTurn(i: number): void
}) {
  const t = useT()
  const l = useLocalize()
  const size = props.cards.length > 5 ? 'sm' : 'md'
  return (
    <View className="tr-table" data-testid="tr-table">
      {props.cards.map((c, i) => (
        <View key={`${c.position}-${i}`} className="tr-slot">
          <TarotCard
            id={c.id}
            reversed={c.reversed}
            faceUp={props.turned[i]}
            back={props.back}
            size={size}
            label={t('tarot.faceDown', { position: l(c.positionZh) })}
            onTurn={() => props.onTurn(i)}
            testId={`tr-card-${i}`}
          />
          <Text className="tr-slot__pos">{l(c.positionZh)}</Text>
        </View>
      ))}
    </View>
  )
}
