import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { CARD_DECKS } from '@/store/card-settings'
import './deck-picker.css'

interface Props {
  /** The saved deckId. */
  value: number
  onChange(deckId: number): void
  /** i18n key of a deck's description, e.g. deck => `tarot.deck${deck}Desc`. */
  descKey(deck: number): string
  /** A few face-up cards of that deck. */
  preview(deck: number): ReactNode
  /** Test id prefix: 'td' (tarot) or 'ld' (Lenormand). */
  testPrefix: string
}

/** The decks we draw (settings deckId), each with a sample of its faces; tapping one makes it the deck in use. */
export function DeckPicker({ value, onChange, descKey, preview, testPrefix }: Props) {
  const t = useT()
  return (
    <View>
      <View className="card">
        <Text className="muted">{t('tarot.decksIntro')}</Text>
      </View>
      {CARD_DECKS.map((deck) => {
        const inUse = value === deck
        return (
          <View
            key={deck}
            className={`card dp-deck${inUse ? ' dp-deck--in-use' : ''}`}
            data-testid={`${testPrefix}-deck-${deck}`}
            data-in-use={inUse}
          >
            <View className="dp-deck__head">
              <Text className="card__title">{t(`tarot.deck${deck}`)}</Text>
              {inUse ? (
                <Text className="dp-deck__badge">{t('tarot.deckInUse')}</Text>
              ) : (
                <Pressable inline className="btn btn--ghost dp-deck__use" data-testid={`${testPrefix}-use-${deck}`} onPress={() => onChange(deck)}>
                  {t('tarot.deckUse')}
                </Pressable>
              )}
            </View>
            <Text className="muted">{t(descKey(deck))}</Text>
            <View className="dp-deck__cards">{preview(deck)}</View>
          </View>
        )
      })}
    </View>
  )
}
