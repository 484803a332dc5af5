import '@/packageC/locales.generated'
import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { CardBackRow, CardSwitchRows } from '@/components/tarot/card-settings-rows'
import { TarotCard } from '@/components/tarot/tarot-card'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import type { TarotSettings } from '@/divination/tarot'
import { navigate } from '@/platform/navigation'
import { useTarotSettings } from '@/store/card-settings'
import './index.css'

export default function TarotSettingsPage() {
  const t = useT()
  const settings = useTarotSettings((s) => s.settings)
  const changed = (patch: Partial<TarotSettings>) => useTarotSettings.getState().changed(patch)
  return (
    <PageShell routeId="tarot-settings">
      <View className="list">
        <CardSwitchRows settings={settings} changed={changed} testPrefix="ts" />
        <Pressable className="list__item" data-testid="ts-decks" onPress={() => void navigate('tarot-decks')}>
          {t('tarot.decks')} · {t(`tarot.deck${settings.deckId}`, { defaultValue: String(settings.deckId) })} ›
        </Pressable>
        <CardBackRow settings={settings} changed={changed} testPrefix="ts" />
        <View className="list__item ts-preview" data-testid="ts-preview" data-back={settings.cardType}>
          <TarotCard id={0} reversed={false} faceUp={false} back={settings.cardType} size="sm" label={t('tarot.setBack')} />
        </View>
      </View>
    </PageShell>
  )
}
