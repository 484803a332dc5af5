import { Text } from '@tarojs/components'
import { useLocalize } from '@/components/hooks'
import { LENORMAND_CARDS } from '@/divination/lenormand'
import { CardFrame, type CardFrameProps } from './tarot-card'

/** A Lenormand card (1–36): its number, the playing-card inset, its name. */
export function LenormandCard(props: Omit<CardFrameProps, 'cardKey'> & { n: number }) {
  const l = useLocalize()
  const card = LENORMAND_CARDS[props.n - 1]
  const red = /[♥♦]/.test(card.playingCard)
  return (
    <CardFrame
      {...props}
      cardKey={props.n}
      faceClass="tc--lenormand"
      face={
        <>
          <Text className="tc__corner">{props.n}</Text>
          <Text className={`tc__inset${red ? ' tc__inset--red' : ''}`}>{card.playingCard}</Text>
          <Text className="tc__name">{l(card.zh)}</Text>
          <Text className="tc__en">{card.en}</Text>
        </>
      }
    />
  )
}
