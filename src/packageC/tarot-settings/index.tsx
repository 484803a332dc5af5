import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { TarotCard } from '@/components/tarot/tarot-card'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import type { TarotSettings } from '@/divination/tarot'
import { CARD_BACKS, useTarotSettings } from '@/store/card-settings'
import './index.css'

type SwitchKey = 'showReverse' | 'useDirector' | 'passQuestion' | 'showRemarkInput' | 'showPlayMode'

/** Switches and their i18n keys (SPEC §3 Tarot and Lenormand). */
const SWITCHES: readonly { key: SwitchKey; label: string }[] = [
  { key: 'showReverse', label: 'setReverse' },
  { key: 'useDirector', label: 'setDirector' },
  { key: 'passQuestion', label: 'setPassQuestion' },
  { key: 'showRemarkInput', label: 'setRemark' },
  { key: 'showPlayMode', label: 'setPlayMode' },
]

export default function TarotSettingsPage() {
  const t = useT()
  const settings = useTarotSettings((s) => s.settings)
  const changed = (patch: Partial<TarotSettings>) => useTarotSettings.getState().changed(patch)
  return (
    <PageShell routeId="tarot-settings">
      <View className="list">
        {SWITCHES.map(({ key, label }) => (
          <SwitchRow
            key={key}
            label={t(`tarot.${label}`)}
            hint={t(`tarot.${label}Hint`)}
            value={settings[key]}
            onChange={(on) => changed({ [key]: on })}
            testId={`ts-${key}`}
          />
        ))}
        <ChoiceRow
          label={t('tarot.setBack')}
          hint={t('tarot.setBackHint')}
          value={String(settings.cardType)}
          choices={CARD_BACKS.map((b) => ({ value: String(b), label: t(`tarot.back${b}`) }))}
          onChange={(v) => changed({ cardType: Number(v) })}
          testId="ts-cardType"
        />
        <View className="list__item ts-preview" data-testid="ts-preview" data-back={settings.cardType}>
          <TarotCard id={0} reversed={false} faceUp={false} back={settings.cardType} size="sm" label={t('tarot.setBack')} />
        </View>
      </View>
    </PageShell>
  )
}
