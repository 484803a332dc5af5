import { Text } from '@tarojs/components'
import { useLocalize } from '@/components/hooks'
import { SvgImage } from '@/components/ui/svg-image'
import { LENORMAND_CARDS } from '@/divination/lenormand'
import { useLenormandSettings } from '@/store/card-settings'
import { lenormandLineFaceSvg } from './line-faces'
import { CardFrame, LINE_DECK, type CardFrameProps } from './tarot-card'

/** A Lenormand card (1–36): its number, the playing-card inset, its name (deck 2: the inset drawn as pips). */
export function LenormandCard(props: Omit<CardFrameProps, 'cardKey'> & { n: number }) {
  const l = useLocalize()
  const savedDeck = useLenormandSettings((s) => s.settings.deckId)
  const deck = props.deck ?? savedDeck
  const card = LENORMAND_CARDS[props.n - 1]
  const red = /[♥♦]/.test(card.playingCard)
  return (
    <CardFrame
      {...props}
      deck={deck}
      cardKey={props.n}
      faceClass="tc--lenormand"
      face={
        deck === LINE_DECK ? (
          <>
            <SvgImage svg={lenormandLineFaceSvg(props.n, card.playingCard)} className="tc__drawing" />
            <Text className="tc__name">{l(card.zh)}</Text>
          </>
        ) : (
          <>
            <Text className="tc__corner">{props.n}</Text>
            <Text className={`tc__inset${red ? ' tc__inset--red' : ''}`}>{card.playingCard}</Text>
            <Text className="tc__name">{l(card.zh)}</Text>
            <Text className="tc__en">{card.en}</Text>
          </>
        )
      }
    />
  )
}
