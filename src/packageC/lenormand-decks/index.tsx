import '@/packageC/locales.generated'
import { useT } from '@/components/hooks'
import { DeckPicker } from '@/components/tarot/deck-picker'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import { PageShell } from '@/components/ui/page-shell'
import { useLenormandSettings } from '@/store/card-settings'

/** Sample faces: a pip card, an ace and a court card (Rider 9♥, Sun A♦, House K♥). */
const SAMPLE_NS = [1, 31, 4] as const

export default function LenormandDecksPage() {
  const t = useT()
  const deckId = useLenormandSettings((s) => s.settings.deckId)
  return (
    <PageShell routeId="lenormand-decks">
      <DeckPicker
        value={deckId}
        onChange={(deck) => useLenormandSettings.getState().changed({ deckId: deck })}
        descKey={(deck) => (deck === 1 ? 'lenormand.deck1Desc' : 'lenormand.deck2Desc')}
        testPrefix="ld"
        preview={(deck) =>
          SAMPLE_NS.map((n) => (
            <LenormandCard
              key={n}
              n={n}
              deck={deck}
              reversed={false}
              faceUp
              back={0}
              size="sm"
              label={t('tarot.decks')}
              testId={`ld-sample-${deck}-${n}`}
            />
          ))
        }
      />
    </PageShell>
  )
}
