import '@/packageC/locales.generated'
import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { CardBackRow, CardSwitchRows } from '@/components/tarot/card-settings-rows'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ChoiceRow } from '@/components/ui/setting-rows'
import type { GrandTableauShape, LenormandSettings } from '@/divination/lenormand'
import { navigate } from '@/platform/navigation'
import { useLenormandSettings } from '@/store/card-settings'
import '../tarot-settings/index.css'

export default function LenormandSettingsPage() {
  const t = useT()
  const settings = useLenormandSettings((s) => s.settings)
  const changed = (patch: Partial<LenormandSettings>) => useLenormandSettings.getState().changed(patch)
  return (
    <PageShell routeId="lenormand-settings">
      <View className="list">
        <CardSwitchRows settings={settings} changed={changed} testPrefix="ls" />
        <ChoiceRow<GrandTableauShape>
          label={t('lenormand.shape')}
          hint={t('lenormand.shapeHint')}
          value={settings.grandTableau}
          choices={[
            { value: '4x9', label: t('lenormand.shape4x9') },
            { value: '8x4+4', label: t('lenormand.shape8x4') },
          ]}
          onChange={(v) => changed({ grandTableau: v })}
          testId="ls-grandTableau"
        />
        <Pressable className="list__item" data-testid="ls-decks" onPress={() => void navigate('lenormand-decks')}>
          {t('tarot.decks')} · {t(`tarot.deck${settings.deckId}`, { defaultValue: String(settings.deckId) })} ›
        </Pressable>
        <CardBackRow settings={settings} changed={changed} testPrefix="ls" />
        <View className="list__item ts-preview" data-testid="ls-preview" data-back={settings.cardType}>
          <LenormandCard n={1} reversed={false} faceUp={false} back={settings.cardType} size="sm" label={t('tarot.setBack')} />
        </View>
      </View>
    </PageShell>
  )
}
