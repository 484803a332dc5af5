import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize } from '@/components/hooks'
import { useSettings } from '@/store/settings'
import { Pressable } from '@/components/ui/pressable'
import { SvgImage } from '@/components/ui/svg-image'
import { TAROT_CARDS, type TarotSuit } from '@/divination/tarot'
import { useTarotSettings } from '@/store/card-settings'
import { majorFaceSvg, suitFaceSvg } from './line-faces'
import './tarot-card.css'

/**
 * Our own drawn faces (no scanned images, no package weight): a major arcanum shows one character of its name, a
 * minor card its suit's element (wands fire, cups water, swords air, pentacles earth), so every font can draw them.
 */
const MAJOR_EMBLEMS = {
  'zh-Hans': '愚术祭后帝教恋车力隐轮义吊死节魔塔星月日审界',
  'zh-Hant': '愚術祭后帝教戀車力隱輪義吊死節魔塔星月日審界',
} as const
const SUIT_ELEMENTS: Record<TarotSuit, { 'zh-Hans': string; 'zh-Hant': string }> = {
  wands: { 'zh-Hans': '火', 'zh-Hant': '火' },
  cups: { 'zh-Hans': '水', 'zh-Hant': '水' },
  swords: { 'zh-Hans': '风', 'zh-Hant': '風' },
  pentacles: { 'zh-Hans': '土', 'zh-Hant': '土' },
}
const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
] as const
const RANK_MARKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'] as const
/** Highest rank drawn with pips (ace to ten); above it the court cards. */
const LAST_PIP_RANK = 10

/** The line-deck drawing of tarot card id (deckId 2). */
export function tarotLineSvg(id: number): string {
  const card = TAROT_CARDS[id]
  if (card.arcana === 'major') return majorFaceSvg(card.number!, ROMAN[card.number!])
  return suitFaceSvg(card.suit!, RANK_MARKS[card.rank!], card.rank! <= LAST_PIP_RANK ? card.rank! : null)
}

export interface CardFrameProps {
  /** Shown in data-card once face up. */
  cardKey: number
  reversed: boolean
  faceUp: boolean
  /** Card back design (settings cardType 0–2). */
  back: number
  /** Face style (settings deckId: 1 drawn type, 2 line); the saved setting when omitted. */
  deck?: number
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** Spoken name of the face-down card (its position). */
  label: string
  onTurn?: () => void
  testId?: string
}

/** deckId of the line faces (line-faces.ts); 1 is the drawn type below. */
export const LINE_DECK = 2

/** A card of any deck: face down (the chosen back) until turned, then `face`, upside down when reversed. */
export function CardFrame(props: CardFrameProps & { faceClass: string; face: ReactNode }) {
  const { cardKey, reversed, faceUp, back, deck = 1, size = 'md', label, onTurn, testId, faceClass, face } = props
  const faceCls = `${faceClass}${deck === LINE_DECK ? ' tc--line' : ''}`
  const cls = `tc tc--${size}${faceUp ? ` ${faceCls}` : ` tc--back tc--back-${back}`}${faceUp && reversed ? ' tc--reversed' : ''}`
  const inner = faceUp ? (
    <View className="tc__face" aria-hidden="true">
      {face}
    </View>
  ) : (
    <View className="tc__pattern" aria-hidden="true">
      <Text className="tc__star">✶</Text>
    </View>
  )
  if (faceUp || !onTurn) {
    return (
      <View
        className={cls}
        data-testid={testId}
        data-card={faceUp ? cardKey : undefined}
        data-reversed={faceUp ? reversed : undefined}
        data-deck={faceUp ? deck : undefined}
      >
        {inner}
      </View>
    )
  }
  return (
    <Pressable className={cls} data-testid={testId} label={label} onPress={onTurn}>
      {inner}
    </Pressable>
  )
}

/** A tarot card (id 0–77). */
export function TarotCard(props: Omit<CardFrameProps, 'cardKey'> & { id: number }) {
  const l = useLocalize()
  const language = useSettings((st) => st.language)
  const savedDeck = useTarotSettings((s) => s.settings.deckId)
  const deck = props.deck ?? savedDeck
  const card = TAROT_CARDS[props.id]
  return (
    <CardFrame
      {...props}
      deck={deck}
      cardKey={props.id}
      faceClass={card.suit ? `tc--${card.suit}` : 'tc--major'}
      face={
        deck === LINE_DECK ? (
          <>
            <SvgImage svg={tarotLineSvg(props.id)} className="tc__drawing" />
            <Text className="tc__name">{l(card.zh)}</Text>
          </>
        ) : (
          <>
            <Text className="tc__corner">{card.arcana === 'major' ? ROMAN[card.number!] : RANK_MARKS[card.rank!]}</Text>
            <Text className="tc__emblem">
              {card.arcana === 'major' ? MAJOR_EMBLEMS[language][card.number!] : SUIT_ELEMENTS[card.suit!][language]}
            </Text>
            <Text className="tc__name">{l(card.zh)}</Text>
            <Text className="tc__en">{card.en}</Text>
          </>
        )
      }
    />
  )
}
