import '@/packageC/locales.generated'
import { useT } from '@/components/hooks'
import { DeckPicker } from '@/components/tarot/deck-picker'
import { TarotCard } from '@/components/tarot/tarot-card'
import { PageShell } from '@/components/ui/page-shell'
import { useTarotSettings } from '@/store/card-settings'

/** Sample faces: a major arcanum, a pip card and a court card (The Star, Three of Cups, Queen of Swords). */
const SAMPLE_IDS = [17, 38, 62] as const

export default function TarotDecksPage() {
  const t = useT()
  const deckId = useTarotSettings((s) => s.settings.deckId)
  return (
    <PageShell routeId="tarot-decks">
      <DeckPicker
        value={deckId}
        onChange={(deck) => useTarotSettings.getState().changed({ deckId: deck })}
        descKey={(deck) => `tarot.deck${deck}Desc`}
        testPrefix="td"
        preview={(deck) =>
          SAMPLE_IDS.map((id) => (
            <TarotCard
              key={id}
              id={id}
              deck={deck}
              reversed={false}
              faceUp
              back={0}
              size="sm"
              label={t('tarot.decks')}
              testId={`td-sample-${deck}-${id}`}
            />
          ))
        }
      />
    </PageShell>
  )
}
